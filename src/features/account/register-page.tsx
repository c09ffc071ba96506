/**
 * `/account/register` (seed 000 §2 "account register", §7 "Profile registration"): step one (name,
 * email, phone with the (###) ###-#### mask, zip code) checked by the server, then step two
 * (password by the spec's rule, its confirmation, the terms). On success the shopper is signed in
 * and goes to `?redirectPath=` when it is a path inside the app, else home.
 */
import '../../lib/i18n/parts/account.ts';
import { useEffect, useId, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { DuplicateEmailNotice } from '../auth/duplicate-email.tsx';
import { redirectTarget, retryWait, useSession, withRedirect } from '../auth/index.ts';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '../../lib/format.ts';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';
import { trackEvent } from '../../lib/tracking.ts';
import { TextField } from '../../lib/ui/text-field.tsx';
import { clearRegisterDraft, registerDraft, type RegisterModel } from './model.ts';

type Props = {
  params?: Record<string, string | undefined>;
  /** Tests give their own model; the app keeps one draft per visit. */
  model?: RegisterModel;
};

export default function RegisterPage({ model: given }: Props) {
  const { navigate } = useEnv();
  const session = useSession();
  const target = redirectTarget(useSearch());
  const model = given ?? registerDraft();
  const { stepOne, stepTwo, step } = model;
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);

  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.value]);

  function focusFirstError() {
    // After the render that shows the messages.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function onSubmit(event: Event) {
    event.preventDefault();
    if (step.value === 'one') {
      if (!(await model.continueToStepTwo())) focusFirstError();
      return;
    }
    const registered = await model.createAccount();
    if (!registered) {
      focusFirstError();
      return;
    }
    const { email, lastName } = stepOne.values.value;
    session.signedIn({ ...registered, user: { ...registered.user, lastName: lastName.trim(), email: email.trim() } });
    trackEvent('lead', { kind: 'registration' });
    clearRegisterDraft();
    navigate(target);
  }

  const isOne = step.value === 'one';
  const busy = model.busy.value;
  const form = isOne ? stepOne : stepTwo;
  const locked = model.lockedFor.value;
  return (
    <section class="page page--narrow register">
      <h1>{t('register.heading')}</h1>
      <p>{t('register.lead')}</p>
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef}>
        <h2 class="register__step" tabIndex={-1} ref={heading}>
          <span class="register__progress">{t('register.progress', { step: isOne ? 1 : 2, total: 2 })}</span>{' '}
          <span>{t(isOne ? 'register.stepOne' : 'register.stepTwo')}</span>
        </h2>
        {isOne && model.duplicateEmail.value && <DuplicateEmailNotice loggedIn={session.isLoggedIn.value} />}
        {(locked !== null || form.formError.value.length > 0) && (
          <div class="error-state" role="alert">
            {locked !== null && <p>{t('auth.tooManyRequests', { wait: retryWait(locked) })}</p>}
            {form.formError.value.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        {isOne ? <StepOne form={stepOne} /> : <StepTwo form={stepTwo} />}
        <div class="register__actions">
          {!isOne && (
            <button type="button" class="button button--secondary" onClick={model.back} disabled={busy}>
              {t('register.back')}
            </button>
          )}
          <button type="submit" class="button button--primary" disabled={busy} aria-busy={busy}>
            {isOne
              ? t(busy ? 'register.checking' : 'register.continue')
              : t(busy ? 'register.submitting' : 'register.submit')}
          </button>
        </div>
      </form>
      <p class="auth-alt">
        {t('register.haveAccount')} <Link href={withRedirect(href('login'), target)}>{t('register.signIn')}</Link>
      </p>
    </section>
  );
}

function StepOne({ form }: { form: RegisterModel['stepOne'] }) {
  return (
    <>
      <TextField form={form} name="firstName" autoComplete="given-name" required />
      <TextField form={form} name="lastName" autoComplete="family-name" required />
      <TextField form={form} name="email" type="email" autoComplete="email" inputMode="email" required />
      <TextField
        form={form}
        name="phoneNumber"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={PHONE_MASK_MAX_LENGTH}
        format={maskPhone}
        required
      />
      <TextField form={form} name="zipCode" autoComplete="postal-code" inputMode="numeric" required />
    </>
  );
}

function StepTwo({ form }: { form: RegisterModel['stepTwo'] }) {
  return (
    <>
      <TextField form={form} name="password" type="password" autoComplete="new-password" required />
      <TextField form={form} name="confirmPassword" type="password" autoComplete="new-password" required />
      <TermsField form={form} />
    </>
  );
}

/** The terms checkbox; its label links to the terms of use and the privacy policy. */
function TermsField({ form }: { form: RegisterModel['stepTwo'] }) {
  const id = useId();
  const error = form.fieldError('terms');
  return (
    <div class="field">
      <div class="check register__terms">
        <input
          id={id}
          type="checkbox"
          name="terms"
          checked={form.values.value.terms}
          required
          aria-invalid={error ? 'true' : 'false'}
          {...(error ? { 'aria-describedby': `${id}-error` } : {})}
          onChange={(event) => form.setValue('terms', event.currentTarget.checked)}
          onBlur={() => form.touch('terms')}
        />
        <label for={id}>
          {t('register.termsBefore')} <Link href={href('tos')}>{t('route.tos.title')}</Link> {t('register.termsAnd')}{' '}
          <Link href={href('privacy')}>{t('route.privacy.title')}</Link>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} class="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
