/**
 * The review: every saved answer, the SSN as •••-••-1234 and the date of birth
 * masked, each part with its Edit; then the exact versioned authorisation (authorization.ts) in the
 * shopper's language, the agreement, and the send button (the page's), with the calculating steps while the
 * lenders decide.
 */
import '../../lib/i18n/parts/finance.ts';
import '../../lib/i18n/parts/finance-results.ts';
import { useEffect } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { formatPhone } from '../../contract/format.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import type { Employment, FinanceApplication, FinanceStep, IdentityView, Residence } from '../../contract/finance.ts';
import {
  CURRENT_FINANCE_AUTHORIZATION_VERSION,
  financeAuthorizationAgreeLabel,
  financeAuthorizationText,
} from '../../contract/finance-authorization.ts';
import type { FinanceModel } from './model.ts';
import { MASKED_DATE_OF_BIRTH, maskedSsn, STEP_TITLES } from './rules.ts';
import { LazyCalculatingWait } from '../tour/index.ts';

type Row = { label: string; value: string };

function identityRows(p: IdentityView): Row[] {
  return [
    { label: t('finance.review.name'), value: `${p.firstName} ${p.lastName}` },
    { label: t('finance.review.contact'), value: `${p.email}, ${formatPhone(p.phoneNumber)}` },
    { label: t('finance.review.dateOfBirth'), value: MASKED_DATE_OF_BIRTH },
    { label: t('finance.review.ssn'), value: p.ssnLastFour ? maskedSsn(p.ssnLastFour) : '' },
  ];
}

function residenceRows(r: Residence): Row[] {
  const a = r.address;
  const street = [a.street1, a.street2].filter(Boolean).join(', ');
  return [
    { label: t('finance.review.address'), value: `${street}, ${a.city}, ${a.state} ${a.zipCode}` },
    {
      label: t('finance.review.housing'),
      value: t('finance.review.housingValue', {
        status: t(`finance.housing.${r.housingStatus}`),
        payment: formatMoney(r.monthlyHousingPayment),
      }),
    },
    {
      label: t('finance.review.time'),
      value: t('finance.review.timeValue', { years: r.yearsAtAddress, months: r.monthsAtAddress }),
    },
  ];
}

function employmentRows(e: Employment): Row[] {
  const job = [t(`finance.employment.${e.status}`), e.title, e.employer].filter(Boolean).join(', ');
  const rows: Row[] = [
    { label: t('finance.review.employment'), value: job },
    { label: t('finance.review.income'), value: formatMoney(e.grossAnnualIncome) },
  ];
  if (e.otherAnnualIncome > 0) {
    rows.push({
      label: t('finance.field.otherAnnualIncome'),
      value: t('finance.review.otherIncome', { amount: formatMoney(e.otherAnnualIncome), source: e.otherIncomeSource }),
    });
  }
  return rows;
}

function Section({ model, step, rows }: { model: FinanceModel; step: FinanceStep; rows: Row[] }) {
  const title = t(STEP_TITLES[step]);
  return (
    <div class="finance__review-section">
      <h3>{title}</h3>
      <dl class="soft-pull__review">
        {rows.map((row) => (
          <div key={row.label} class="soft-pull__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" class="button button--link" onClick={() => model.goTo(step)}>
        {t('finance.review.edit', { section: title })}
      </button>
    </div>
  );
}

export function ReviewStep({ model, app }: { model: FinanceModel; app: FinanceApplication }) {
  useEffect(() => void LazyCalculatingWait.preload(), []);
  const lang = locale.value;
  const co = app.coApplicant;
  return (
    <>
      <p>{t('finance.review.lead')}</p>
      {app.applicant && <Section model={model} step="identity" rows={identityRows(app.applicant)} />}
      {app.residence && <Section model={model} step="residence" rows={residenceRows(app.residence)} />}
      {app.employment && <Section model={model} step="employment" rows={employmentRows(app.employment)} />}
      <Section
        model={model}
        step="coApplicant"
        rows={
          co
            ? [...identityRows(co.applicant), ...residenceRows(co.residence), ...employmentRows(co.employment)]
            : [{ label: t('finance.review.coApplicant'), value: t('finance.review.none') }]
        }
      />
      <h3>{t('finance.review.authorizationHeading')}</h3>
      {/* The exact text of this version and language: the server records what was shown. */}
      <p data-authorization-version={CURRENT_FINANCE_AUTHORIZATION_VERSION}>
        {financeAuthorizationText(CURRENT_FINANCE_AUTHORIZATION_VERSION, lang, app.dealerName)}
      </p>
      <CheckboxField form={model.review} name="agree" required>
        {financeAuthorizationAgreeLabel(CURRENT_FINANCE_AUTHORIZATION_VERSION, lang)}
      </CheckboxField>
      {/* Sent, the lenders decide while the shopper waits: the calculating steps meanwhile. */}
      {model.saving.value && <LazyCalculatingWait wait="lenders" label={t('finance.submitting')} />}
    </>
  );
}
