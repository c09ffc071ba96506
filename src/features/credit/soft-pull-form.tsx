/**
 * The get-pre-qualified steps before the pull: the form (name, the verified address, date of birth
 * MM/DD/YYYY, yearly income, the agency) saying that checking does not affect the credit score; the
 * consent (the exact versioned authorisation in the shopper's language, consent.ts); and the review
 * of what will be sent, the date of birth masked, whose button runs the soft pull (the calculating steps
 * show while it runs).
 */
import '../../lib/i18n/parts/credit.ts';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { Toast } from '../../lib/ui/toast.tsx';
import { formatFullAddress } from '../../contract/address.ts';
// The address fields (with their autocomplete) in a chunk of their own, started with this page (below).
import { LazyAddressFields as AddressFields } from '../address/index.ts';
import {
  creditConsentAgreeLabel,
  creditConsentText,
  CURRENT_CREDIT_CONSENT_VERSION,
} from '../../contract/credit-consent.ts';
import { AGENCY_NAMES, CREDIT_AGENCIES, type CreditAgency } from '../../contract/prequalification.ts';
import { DATE_OF_BIRTH_MAX_LENGTH, maskDateOfBirth, maskedDateOfBirth, parseIncome } from './rules.ts';
import type { SoftPullModel, SoftPullOutcome } from './soft-pull-model.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { FlowHeading, flowHref, useReturnTarget } from './soft-pull-parts.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';
import { href } from '../../contract/route-table.ts';
import { useSession, withRedirect, SignInLink } from '../auth/index.ts';
import { LazyCalculatingWait } from '../tour/index.ts';

// The form's first screen has them: their chunk comes alongside this one's copy, not after it.
void AddressFields.preload();

const AGENCY_OPTIONS = CREDIT_AGENCIES.map((agency) => ({ value: agency, label: AGENCY_NAMES[agency] }));

/**
 * Seed 000 §2 "soft-pull with verify": the server checks credit only for a verified identity (an
 * account whose email was proved, or a code accepted in this session), so a visitor is asked to
 * sign in or create an account first, and comes back here after.
 */
function VerifyFirst({ target }: { target: string }) {
  const back = flowHref('softPull', target);
  return (
    <div class="notice soft-pull__verify" role="note">
      <p>{t('credit.verifyFirst.lead')}</p>
      <p class="profile-actions">
        <SignInLink class="button button--primary" target={back}>
          {t('credit.verifyFirst.signIn')}
        </SignInLink>{' '}
        <Link href={withRedirect(href('register'), back)} class="button button--secondary">
          {t('credit.verifyFirst.register')}
        </Link>
      </p>
    </div>
  );
}

export function FormPage({ model }: { model: SoftPullModel }) {
  const { navigate } = useEnv();
  const target = useReturnTarget();
  const { details, address } = model;
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const aboutId = useId();
  const addressId = useId();

  // What the shopper gave before fills the blanks; leaving ends a verification under way (its modal with it).
  useEffect(() => {
    void model.prefill();
    return () => model.leave();
  }, [model]);

  const afterRender = (focus: () => void) => requestAnimationFrame(focus);

  async function onSubmit(event: Event) {
    event.preventDefault();
    const outcome = await model.continueFromForm();
    if (outcome === 'success') {
      // Back from the review with the consent given: straight back to the review.
      navigate(flowHref(model.consent.value ? 'softPullVerify' : 'softPullConsent', target));
    } else if (outcome === 'failure') {
      afterRender(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } else if (outcome === 'cancel') {
      afterRender(() => submitRef.current?.focus());
    }
  }

  const busy = model.busy.value;
  const isLoggedIn = useSession().isLoggedIn.value;
  const formErrors = [...details.formError.value, ...address.formError.value];
  return (
    <section class="page page--narrow soft-pull">
      <FlowHeading step={1}>{t('credit.heading')}</FlowHeading>
      <p>{t('credit.lead')}</p>
      <p class="soft-pull__no-impact">
        <strong>{t('credit.noImpact')}</strong>
      </p>
      {!isLoggedIn && <VerifyFirst target={target} />}
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef} aria-label={t('credit.heading')}>
        <FormErrors messages={formErrors} />
        <fieldset class="soft-pull__group" aria-labelledby={aboutId}>
          <h2 id={aboutId}>{t('credit.form.heading')}</h2>
          <TextField form={details} name="firstName" autoComplete="given-name" required />
          <TextField form={details} name="lastName" autoComplete="family-name" required />
          <TextField
            form={details}
            name="dateOfBirth"
            autoComplete="bday"
            inputMode="numeric"
            maxLength={DATE_OF_BIRTH_MAX_LENGTH}
            format={maskDateOfBirth}
            required
          />
          <TextField form={details} name="annualIncome" inputMode="numeric" required />
        </fieldset>
        <fieldset class="soft-pull__group" aria-labelledby={addressId}>
          <h2 id={addressId}>{t('credit.form.addressHeading')}</h2>
          <AddressFields form={address} verification={model.verification} />
        </fieldset>
        <RadioGroupField form={details} name="agency" options={AGENCY_OPTIONS} layout="row" required />
        <p class="muted">{t('credit.form.privacy')}</p>
        <Toast model={model.toast} />
        <div class="register__actions">
          <button ref={submitRef} type="submit" class="button button--primary" aria-busy={busy}>
            {t(busy ? 'credit.checking' : 'credit.continue')}
          </button>
        </div>
      </form>
    </section>
  );
}

export function ConsentPage({ model }: { model: SoftPullModel }) {
  const { context, navigate } = useEnv();
  const target = useReturnTarget();
  if (!model.formDone.value) return <Redirect to={flowHref('softPull', target)} />;
  const lang = locale.value;
  const dealer = context.dealer?.name ?? context.navBrand;
  return (
    <section class="page page--narrow soft-pull">
      <FlowHeading step={2}>{t('credit.consent.heading')}</FlowHeading>
      <p>{t('credit.consent.lead')}</p>
      <div class="card soft-pull__consent">
        {/* The exact text of this version and language: the server records what was shown. */}
        <p data-consent-version={CURRENT_CREDIT_CONSENT_VERSION}>
          {creditConsentText(CURRENT_CREDIT_CONSENT_VERSION, lang, dealer)}
        </p>
      </div>
      <div class="register__actions">
        <Link href={flowHref('softPull', target)} class="button button--secondary">
          {t('credit.back')}
        </Link>
        <button
          type="button"
          class="button button--primary"
          onClick={() => {
            model.agree(lang);
            navigate(flowHref('softPullVerify', target));
          }}
        >
          {creditConsentAgreeLabel(CURRENT_CREDIT_CONSENT_VERSION, lang)}
        </button>
      </div>
    </section>
  );
}

const OUTCOME_ROUTES = {
  HIT: 'softPullSuccess',
  NO_HIT: 'softPullNoHit',
  FROZEN: 'softPullFrozen',
  form: 'softPull',
} as const satisfies Record<Exclude<SoftPullOutcome, 'stay'>, string>;

export function VerifyPage({ model }: { model: SoftPullModel }) {
  const { navigate } = useEnv();
  const target = useReturnTarget();
  // Its button runs the pull: the calculating steps shown meanwhile are in by the time it is pressed.
  useEffect(() => void LazyCalculatingWait.preload(), []);
  if (!model.formDone.value) return <Redirect to={flowHref('softPull', target)} />;
  if (!model.consent.value) return <Redirect to={flowHref('softPullConsent', target)} />;
  const values = model.details.values.value;
  const agency = AGENCY_NAMES[values.agency as CreditAgency];
  const pulling = model.pulling.value;
  const edit = flowHref('softPull', target);

  async function check() {
    const outcome = await model.runPull();
    if (outcome !== 'stay') navigate(flowHref(OUTCOME_ROUTES[outcome], target));
  }

  const rows: { label: string; value: string }[] = [
    { label: t('credit.verify.name'), value: `${values.firstName.trim()} ${values.lastName.trim()}` },
    { label: t('credit.verify.address'), value: formatFullAddress(reviewAddress(model)) },
    { label: t('credit.verify.dateOfBirth'), value: maskedDateOfBirth(values.dateOfBirth) },
    { label: t('credit.verify.income'), value: formatMoney(parseIncome(values.annualIncome) ?? 0) },
    { label: t('credit.verify.agency'), value: agency },
  ];
  return (
    <section class="page page--narrow soft-pull">
      <FlowHeading step={3}>{t('credit.verify.heading')}</FlowHeading>
      <p>{t('credit.verify.lead', { agency })}</p>
      <dl class="card soft-pull__review">
        {rows.map((row) => (
          <div key={row.label} class="soft-pull__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd class="soft-pull__edit">
              <Link href={edit} aria-label={`${t('credit.verify.edit')} ${row.label}`}>
                {t('credit.verify.edit')}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <p class="soft-pull__no-impact">
        <strong>{t('credit.noImpact')}</strong>
      </p>
      <FormErrors messages={model.pullError.value} />
      {pulling && <LazyCalculatingWait wait="softPull" label={t('credit.verify.submitting')} />}
      <div class="register__actions">
        <button
          type="button"
          class="button button--primary"
          aria-busy={pulling}
          aria-disabled={pulling ? 'true' : 'false'}
          onClick={() => void check()}
        >
          {t(pulling ? 'credit.verify.submitting' : 'credit.verify.submit')}
        </button>
      </div>
    </section>
  );
}

function reviewAddress(model: SoftPullModel) {
  const a = model.address.values.value;
  return { street1: a.address, street2: a.address2, city: a.city, state: a.stateCode, zipCode: a.zipCode };
}
