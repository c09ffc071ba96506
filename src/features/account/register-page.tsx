/**
 * `/account/register` (seed 000 §2 "account register", §7 "Profile registration"): step one (name,
 * email, phone with the (###) ###-#### mask, zip code) checked by the server; step two, the
 * address form (seed 001 §2), whose Continue runs the address verification of seed 001 §4; then
 * step three (password by the spec's rule, its confirmation, the terms), then the code sent to the
 * email, which the account may hold only once proved. On success the shopper is
 * signed in and goes to `?redirectPath=` when it is a path inside the app, else home, as a new page.
 */
import '../../lib/i18n/parts/account.ts';
import { useEffect, useId, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { DuplicateEmailNotice, redirectTarget, retryWait, useSession, withRedirect } from '../auth/index.ts';
import { useEnv } from '../../lib/env.tsx';
import { SsoRegisterButtons, ssoRegisterProviders } from '../one-tap/index.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { PhoneField } from '../../lib/ui/phone-field.tsx';
import { Toast } from '../../lib/ui/toast.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { AddressFields } from '../address/index.ts';
import { redirectAfter } from '../../lib/redirect.ts';
import { offersTrade } from '../../lib/campaign.ts';
import { LazyEmailVerification as EmailVerification } from '../profile/index.ts';
import { registerDraft, type RegisterModel, type RegisterStep } from './model.ts';
import { ssoSignUpExtras } from './rules.ts';

const STEP_NUMBER: Record<RegisterStep, number> = { one: 1, two: 2, three: 3 };
const STEP_TITLE = {
  one: 'register.stepOne',
  two: 'register.stepTwo',
  three: 'register.stepThree',
} as const satisfies Record<RegisterStep, MessageKey>;

type Props = {
  params?: Record<string, string | undefined>;
  /** Tests give their own model; the app keeps one draft per visit. */
  model?: RegisterModel;
};

export default function RegisterPage({ model: given }: Props) {
  const env = useEnv();
  const session = useSession();
  const target = redirectTarget(useSearch());
  const model = given ?? registerDraft.get();
  const { stepOne, address, stepThree, step } = model;
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const firstRender = useRef(true);
  const headingId = useId();

  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.value]);

  // Leaving ends a verification under way (its modal with it); the draft keeps every value.
  useEffect(() => () => model.leave(), [model]);

  // After the render that shows the messages (or takes the selection modal away).
  const afterRender = (focus: () => void) => requestAnimationFrame(focus);
  const focusFirstError = () =>
    afterRender(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  async function onSubmit(event: Event) {
    event.preventDefault();
    if (step.value === 'one') {
      if (!(await model.continueToStepTwo())) focusFirstError();
      return;
    }
    if (step.value === 'two') {
      const outcome = await model.continueToStepThree();
      if (outcome === 'failure') focusFirstError();
      // 'Edit Address', close, Esc or the backdrop: back to the button that opened the modal.
      else if (outcome === 'cancel') afterRender(() => submitRef.current?.focus());
      return;
    }
    await createAndGo();
  }

  async function createAndGo() {
    const registered = await model.createAccount();
    if (!registered) {
      if (model.emailToVerify.value === null) focusFirstError();
      return;
    }
    const { email, lastName } = stepOne.values.value;
    session.signedIn({
      ...registered,
      user: { ...registered.user, lastName: lastName.trim(), email: email.trim() },
      newAccount: true,
    });
    registerDraft.clear();
    // Signed in: the page context changed, so the target loads as a new page (seed 001 §2).
    redirectAfter('sign-in', env)(target);
  }

  const toVerify = model.emailToVerify.value;
  if (toVerify !== null) {
    return (
      <section class="page page--narrow register">
        <h1>{t('register.heading')}</h1>
        <div class="card">
          <EmailVerification
            email={toVerify}
            firstName={stepOne.values.value.firstName.trim()}
            onVerified={() => void createAndGo()}
            onBack={model.back}
          />
        </div>
      </section>
    );
  }

  const current = step.value;
  const busy = model.busy.value;
  const form = current === 'one' ? stepOne : current === 'two' ? address : stepThree;
  const submitting = current === 'one' ? stepOne.submitting.value : stepThree.submitting.value;
  const locked = model.lockedFor.value;
  return (
    <section class="page page--narrow register">
      <h1>{t('register.heading')}</h1>
      <p>{t(offersTrade(env.context.campaign) ? 'register.lead' : 'register.leadNoTrade')}</p>
      {/* Named by its step ('Step 2 of 3 Your address'): each step's form is its own landmark. */}
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef} aria-labelledby={headingId}>
        <h2 id={headingId} class="register__step" tabIndex={-1} ref={heading}>
          <span class="register__progress">
            {t('register.progress', { step: STEP_NUMBER[current], total: STEP_NUMBER.three })}
          </span>{' '}
          <span>{t(STEP_TITLE[current])}</span>
        </h2>
        {current === 'one' && model.duplicateEmail.value && (
          <DuplicateEmailNotice loggedIn={session.isLoggedIn.value} />
        )}
        <FormErrors
          messages={[
            ...(locked !== null ? [t('auth.tooManyRequests', { wait: retryWait(locked) })] : []),
            ...form.formError.value,
          ]}
        />
        {current === 'one' && <StepOne form={stepOne} />}
        {current === 'two' && <AddressFields form={address} verification={model.verification} />}
        {current === 'three' && <StepThree form={stepThree} />}
        {/* The address step's 'Required Fields' toast, next to the Continue that raised it. */}
        {current === 'two' && <Toast model={model.toast} />}
        <div class="register__actions">
          {current !== 'one' && (
            <button type="button" class="button button--secondary" onClick={model.back} disabled={busy}>
              {t('register.back')}
            </button>
          )}
          {/* Step two's Continue stays enabled while verifying: focus stays on it for the modal to give back. */}
          <button ref={submitRef} type="submit" class="button button--primary" disabled={submitting} aria-busy={busy}>
            {current === 'three'
              ? t(submitting ? 'register.submitting' : 'register.submit')
              : t(submitting ? 'register.checking' : 'register.continue')}
          </button>
        </div>
      </form>
      {current === 'one' && <SsoSignUp model={model} target={target} />}
      <p class="auth-alt">
        {t('register.haveAccount')} <Link href={withRedirect(href('login'), target)}>{t('register.signIn')}</Link>
      </p>
    </section>
  );
}

/** Seed 000 §7 register-sso, for the campaign's `ssos`: signing up with the provider accepts the terms. */
function SsoSignUp({ model, target }: { model: RegisterModel; target: string }) {
  const env = useEnv();
  const { context } = env;
  if (ssoRegisterProviders(context).length === 0) return null;
  return (
    <section class="card register__sso" aria-labelledby="register-sso">
      <h2 id="register-sso">{t('register.sso.heading')}</h2>
      <p>{t('register.sso.terms')}</p>
      <SsoRegisterButtons
        extras={() => ssoSignUpExtras(model.stepOne.values.value)}
        onSignedIn={() => {
          registerDraft.clear();
          redirectAfter('sign-in', env)(target);
        }}
        onFieldErrors={(errors) => model.stepOne.setServerErrors(errors)}
      />
    </section>
  );
}

function StepOne({ form }: { form: RegisterModel['stepOne'] }) {
  return (
    <>
      <TextField form={form} name="firstName" autoComplete="given-name" required />
      <TextField form={form} name="lastName" autoComplete="family-name" required />
      <TextField form={form} name="email" type="email" autoComplete="email" inputMode="email" required />
      <PhoneField form={form} name="phoneNumber" required />
      <TextField form={form} name="zipCode" autoComplete="postal-code" inputMode="numeric" required />
    </>
  );
}

function StepThree({ form }: { form: RegisterModel['stepThree'] }) {
  return (
    <>
      <TextField form={form} name="password" type="password" autoComplete="new-password" required />
      <TextField form={form} name="confirmPassword" type="password" autoComplete="new-password" required />
      <TermsField form={form} />
    </>
  );
}

/** The terms checkbox; its label links to the terms of use and the privacy policy. */
function TermsField({ form }: { form: RegisterModel['stepThree'] }) {
  return (
    <CheckboxField form={form} name="terms" required>
      {t('register.termsBefore')} <Link href={href('tos')}>{t('route.tos.title')}</Link> {t('register.termsAnd')}{' '}
      <Link href={href('privacy')}>{t('route.privacy.title')}</Link>
    </CheckboxField>
  );
}
