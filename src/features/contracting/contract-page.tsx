/**
 * The contract confirmation (seed 000 §2 "contract confirmation"): the parties, the vehicle, the key
 * terms and every figure of the deal's last quote, itemised as on the deal page, then the
 * signature (the full name typed, the agreement, "Sign contract"). Once signed, the same page shows
 * the signed copy with who signed it and when.
 */
import '../../lib/i18n/parts/deal-sections.ts';
import '../../lib/i18n/parts/contracting.ts';
// The key terms are in the deal's words, before the breakdown (and its copy) arrives.
import '../../lib/i18n/parts/deal.ts';
import { useId, useRef } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatMoneyCents, formatPercent } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import type { Contract, ContractingState } from '../../contract/contracting.ts';
import type { ContractingModel } from './model.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { BackToDeal, BetterOfferNote, SignOnlinePage } from './sign-online-parts.tsx';
import { loadPaymentBreakdown } from '../deal/index.ts';

/** The itemised figures come after the key terms: the deal's breakdown (and its rules) is its own chunk. */
const PaymentBreakdown = lazyPart(loadPaymentBreakdown, (m) => m.PaymentBreakdown, {
  reserve: '24rem',
});

type Row = [label: string, value: string];

/** Amounts on one line each; `wrap` for long values (names, addresses), which take a line of their own. */
function Rows({ rows, wrap = false }: { rows: readonly Row[]; wrap?: boolean }) {
  return (
    <dl class={wrap ? 'soft-pull__review' : 'breakdown__rows'}>
      {rows.map(([label, value]) => (
        <div class={wrap ? 'soft-pull__row' : 'breakdown__row'} key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** '59 payments of $512.34, then one of $512.31', or '60 payments of $512.34'. */
function schedule(q: Contract['quote']): string {
  const amount = formatMoneyCents(q.monthlyPayment);
  return q.finalPayment === q.monthlyPayment
    ? t('contracting.contract.payments', { count: q.term, amount })
    : t('contracting.contract.paymentsWithFinal', {
        count: q.term - 1,
        amount,
        final: formatMoneyCents(q.finalPayment),
      });
}

/** The terms a borrower or lessee is told first (Truth in Lending, Consumer Leasing disclosures). */
function keyTerms(q: Contract['quote']): Row[] {
  if (q.lease) {
    return [
      [t('deal.details.dueAtSigning'), formatMoneyCents(q.dueAtSigning)],
      [t('deal.details.monthly'), formatMoneyCents(q.monthlyPayment)],
      [t('deal.details.totalOfPayments'), formatMoneyCents(q.totalOfPayments)],
    ];
  }
  return [
    [t('deal.details.apr'), formatPercent(q.apr)],
    [t('deal.details.financeCharge'), formatMoneyCents(q.financeCharge)],
    [t('deal.details.amountFinanced'), formatMoneyCents(q.amountFinanced)],
    [t('deal.details.totalOfPayments'), formatMoneyCents(q.totalOfPayments)],
  ];
}

export function ContractView({ contract }: { contract: Contract }) {
  const { quote, vehicle, dealer, buyer } = contract;
  // The lender's approval this contract carries out, as the finance options page showed it.
  const offer = contract.approvedOffer;
  const termsId = useId();
  const figuresId = useId();
  const kind = quote.lease ? 'LEASE' : 'FINANCE';
  const parties: Row[] = [
    [t('contracting.contract.buyer'), `${buyer.firstName} ${buyer.lastName}`],
    [
      t('contracting.contract.dealer'),
      `${dealer.name}, ${dealer.address}, ${dealer.city}, ${dealer.stateCode} ${dealer.zipCode}`,
    ],
    [
      t('contracting.contract.vehicle'),
      `${t(`contracting.contract.${vehicle.stockType}`)} ${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.trim}, ` +
        t('contracting.contract.vin', { vin: vehicle.vin, stock: vehicle.stockNumber }),
    ],
  ];
  return (
    <article class="card contract">
      <h2>{t(`contracting.contract.${kind}`, { lender: quote.financier.name })}</h2>
      {offer && (
        <p>
          <strong>
            {t('contracting.contract.approvedOffer', {
              lender: offer.lenderName,
              apr: formatPercent(offer.apr),
              term: offer.term,
              payment: formatMoneyCents(offer.monthlyPayment),
            })}
          </strong>
        </p>
      )}
      <Rows rows={parties} wrap />
      <section aria-labelledby={termsId}>
        <h2 id={termsId}>{t('contracting.contract.disclosures')}</h2>
        <Rows rows={keyTerms(quote)} />
        <p>
          <strong>{t('contracting.contract.schedule')}</strong> {schedule(quote)}
        </p>
      </section>
      <section aria-labelledby={figuresId}>
        <h2 id={figuresId}>{t('contracting.contract.figures')}</h2>
        <PaymentBreakdown quote={quote} tax={contract.tax} final />
      </section>
    </article>
  );
}

function SignForm({ model, contract }: { model: ContractingModel; contract: Contract }) {
  const { navigate } = useEnv();
  const fields = model.signForm;
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const busy = fields.submitting.value;
  const name = `${contract.buyer.firstName} ${contract.buyer.lastName}`;
  async function onSubmit(event: Event) {
    event.preventDefault();
    if (await model.sign()) {
      navigate(href('nextSteps', { dealId: model.dealId }));
      return;
    }
    // The first field at fault, else the alert saying why, is where the shopper goes next.
    requestAnimationFrame(() => {
      const form = formRef.current;
      const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else form?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'center' });
    });
  }
  return (
    <form
      class="card"
      noValidate
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${hintId}-h`}
    >
      <h2 id={`${hintId}-h`}>{t('contracting.sign.heading')}</h2>
      <p class="muted" id={hintId}>
        {t('contracting.sign.nameHint', { name })}
      </p>
      <TextField form={fields} name="signatureName" autoComplete="name" required describedBy={hintId} />
      <CheckboxField form={fields} name="agreed" required>
        {t('contracting.sign.agree')}
      </CheckboxField>
      <FormErrors messages={fields.formError.value} />
      <div class="register__actions">
        <BackToDeal dealId={model.dealId} />
        <button type="submit" class="button button--primary" aria-busy={busy}>
          {t(busy ? 'contracting.sign.signing' : 'contracting.sign.button')}
        </button>
      </div>
    </form>
  );
}

export function ContractPage({ model, state }: { model: ContractingModel; state: ContractingState }) {
  const contract = state.contract;
  const signature = state.signature;
  if (!contract) return null;
  if (signature) {
    return (
      <SignOnlinePage heading={t('contracting.contract.signedHeading')}>
        <p>{t('contracting.signed.by', { name: signature.name, date: formatDate(signature.signedAt) })}</p>
        <ContractView contract={contract} />
        <div class="register__actions">
          <BackToDeal dealId={model.dealId} />
          <Link href={href('nextSteps', { dealId: model.dealId })} class="button button--primary">
            {t('contracting.signed.nextSteps')}
          </Link>
        </div>
      </SignOnlinePage>
    );
  }
  return (
    <SignOnlinePage heading={t('contracting.contract.heading')} step={3}>
      <p>{t('contracting.contract.lead')}</p>
      <BetterOfferNote better={state.betterOffer} dealId={model.dealId} />
      <ContractView contract={contract} />
      <SignForm model={model} contract={contract} />
    </SignOnlinePage>
  );
}
