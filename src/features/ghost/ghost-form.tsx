/**
 * The ghost registration form of seed 001 §2 "Ghost account modal", shared by the modal and the
 * `/account/register/ghost` page: subtitle, 'Not {name}? Click Here', first and last name, email,
 * phone, zip code, the terms checkbox, the telemarketing consent disclaimer, Continue, the toast
 * and the spot for the one-tap social sign-in. A recognised ghost sees no name or zip fields and a
 * read-only email.
 */
import '../../lib/i18n/parts/ghost.ts';
import '../../lib/i18n/parts/account.ts';
import { Link } from 'wouter';
import { href } from '../../contract/route-table.ts';
import { useId, useRef, type ReactNode } from 'react';
import { DuplicateEmailNotice } from '../auth/index.ts';
import { LazyEmailVerification as EmailVerification } from '../profile/index.ts';
import { useEnv } from '../../lib/env.tsx';
import { locale, t } from '../../lib/i18n/index.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { PhoneField } from '../../lib/ui/phone-field.tsx';
import { Toast } from '../../lib/ui/toast.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import {
  consentSeller,
  CURRENT_CONSENT_VERSION,
  telemarketingText,
  termsParts,
} from '../../contract/contact-consent.ts';
import type { GhostModel } from './model.ts';
import { ghostFieldVisibility } from './rules.ts';
import type { Campaign } from '../../contract/page-context.ts';
import { isBuyAtHomeCampaign } from '../../lib/campaign.ts';

/** 'Welcome Back, {name}' for a recognised ghost, else the campaign's benefits title. */
export function ghostTitle(model: GhostModel, campaign: Pick<Campaign, 'name'>): string {
  const lead = model.lead.value;
  return model.recognised.value && lead
    ? t('ghost.title.welcomeBack', { name: lead.firstName })
    : benefitsTitle(campaign);
}

/** 'BUY@HOME Benefits' names the buy-at-home program (seed 001 §2): white-label campaigns get a neutral title. */
export const benefitsTitle = (campaign: Pick<Campaign, 'name'>): string =>
  t(isBuyAtHomeCampaign(campaign) ? 'ghost.title.generic' : 'ghost.title.neutral');

type Props = {
  model: GhostModel;
  /** Closes the modal before the duplicate-email notice's login link navigates. */
  onLogin?: () => void;
  /**
   * ONE-TAP SLOT: the one-tap social sign-in button of seed 001 §2 (built by the one-tap slice),
   * shown under Continue. Nothing renders here until it is passed in.
   */
  socialSignIn?: ReactNode;
};

export function GhostForm({ model, onLogin, socialSignIn }: Props) {
  const { context } = useEnv();
  const { form } = model;
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { disclaimer: useId(), duplicate: useId(), newTab: useId() };
  const lead = model.lead.value;
  const recognised = model.recognised.value;
  const show = ghostFieldVisibility(recognised);
  const lang = locale.value;
  const parts = termsParts(CURRENT_CONSENT_VERSION, lang);
  const seller = consentSeller(context.campaign, context.dealer);
  const busy = form.submitting.value;
  const duplicate = model.duplicateEmail.value;
  // /tos and /privacy are server pages: in the shadow mount a bare path would hit the dealer's site.
  const legal = (path: string) => `${context.apiBase}${path}`;

  async function onSubmit(event: Event) {
    event.preventDefault();
    const done = await model.submit();
    // After the render that marks the fields.
    if (!done && model.emailToVerify.value === null) setTimeout(() => focusFirstInvalid(formRef.current), 0);
  }

  const toVerify = model.emailToVerify.value;
  if (toVerify !== null) {
    return (
      <div class="ghost-form">
        <EmailVerification
          email={toVerify}
          firstName={form.values.value.firstName.trim() || (lead?.firstName ?? '')}
          onVerified={() => void onVerified()}
          onBack={model.cancelVerify}
          level={3}
        />
      </div>
    );
  }

  async function onVerified() {
    await model.submit();
  }

  return (
    <form ref={formRef} class="ghost-form" noValidate onSubmit={onSubmit} aria-label={t('ghost.form.label')}>
      <p class="ghost-form__subtitle">{recognised ? t('ghost.subtitle.ghost') : t('ghost.subtitle.generic')}</p>
      {recognised && lead && (
        <p class="ghost-form__not-you">
          <button type="button" class="button button--link" onClick={() => void model.forgetGhost()}>
            {t('ghost.notYou', { name: lead.firstName })}
          </button>
        </p>
      )}
      {show.names && (
        <div class="ghost-form__row">
          <TextField form={form} name="firstName" autoComplete="given-name" required />
          <TextField form={form} name="lastName" autoComplete="family-name" required />
        </div>
      )}
      <TextField
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        readOnly={show.emailReadOnly}
        validateOn="submit"
        describedBy={duplicate ? ids.duplicate : undefined}
      />
      {duplicate && (
        <div id={ids.duplicate}>
          <DuplicateEmailNotice loggedIn={false} {...(onLogin ? { onLogin } : {})} />
        </div>
      )}
      <PhoneField form={form} name="phoneNumber" />
      {show.zipCode && (
        <TextField form={form} name="zipCode" autoComplete="postal-code" inputMode="numeric" maxLength={5} required />
      )}
      <CheckboxField form={form} name="terms" required>
        {parts.before}
        <a href={legal('/tos')} target="_blank" rel="noopener noreferrer" aria-describedby={ids.newTab}>
          {parts.terms}
        </a>
        {parts.between}
        <a href={legal('/privacy')} target="_blank" rel="noopener noreferrer" aria-describedby={ids.newTab}>
          {parts.privacy}
        </a>
        {parts.after}
      </CheckboxField>
      {/* Described, not named: the checkbox's name stays the label text the shopper agrees to. */}
      <span id={ids.newTab} class="visually-hidden">
        {t('ghost.newTab')}
      </span>
      <FormErrors messages={model.formMessages.value} />
      <p id={ids.disclaimer} class="ghost-form__disclaimer">
        {telemarketingText(CURRENT_CONSENT_VERSION, lang, seller)}
      </p>
      <Toast model={model.toast} />
      <button
        type="submit"
        class="button button--primary ghost-form__continue"
        disabled={busy}
        aria-busy={busy}
        aria-describedby={ids.disclaimer}
      >
        {busy ? t('ghost.submitting') : t('ghost.continue')}
      </button>
      {socialSignIn && <div class="ghost-form__one-tap">{socialSignIn}</div>}
      {/* The sign-in link opens this modal (seed 001 §2): members need their way on to sign-in. */}
      {!duplicate && (
        <p class="ghost-form__login">
          {t('ghost.haveAccount')}{' '}
          <Link href={href('login')} {...(onLogin ? { onClick: onLogin } : {})}>
            {t('auth.duplicateEmailLogin')}
          </Link>
        </p>
      )}
    </form>
  );
}

/** Keyboard and screen-reader users land on the first field to fix. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
