/** The Finance and Lease tab panels: the all-in payment, the controls that change it, and the quotes. */
import '../../lib/i18n/parts/deal.ts';
import { useId, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney, formatMoneyCents, formatNumber } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import type { Deal, Quote, TaxLocation } from './api.ts';
import { CREDIT_SECTION_ID } from '../credit/section-id.ts';
import { tierRangeText } from '../credit/tier-ranges.ts';
import { formatPercent } from './format.ts';
import type { DealModel } from './model.ts';
import type { FieldMessage, FinancierFilter, QuoteType } from './rules.ts';

/** The breakdown only shows when asked for: its chunk loads then (the dialog opens at once, saying so). */
const PaymentBreakdown = lazyPart(
  () => import('./payment-breakdown.tsx'),
  (m) => m.PaymentBreakdown,
  {
    reserve: '16rem',
  },
);

type Props = { model: DealModel; deal: Deal; type: QuoteType };

export function QuotePanel({ model, deal, type }: Props) {
  const remote = type === 'FINANCE' ? model.financeQuotes : model.leaseQuotes;
  const state = remote.state.value;
  // A recalculation keeps the last quotes on screen (marked busy) instead of a spinner.
  const busy = state.status === 'loading' && remote.data.value !== undefined;
  if (!busy && state.status !== 'complete') {
    const label = t(type === 'FINANCE' ? 'deal.quotes.loadingFinance' : 'deal.quotes.loadingLease');
    return (
      <RemoteView state={state} retry={() => model.retry(type)} label={label}>
        {() => null}
      </RemoteView>
    );
  }
  return (
    <div class="quote-panel" aria-busy={busy}>
      <PaymentSummary model={model} type={type} busy={busy} tax={deal.tax} credit={deal.offerDetails} />
      <div class="quote-panel__controls">
        <h2 class="deal__subheading">{t('deal.controls.heading')}</h2>
        <DownPaymentField model={model} type={type} />
        <TermField model={model} deal={deal} type={type} />
        {type === 'FINANCE' ? <LenderField model={model} /> : <MileageField model={model} />}
      </div>
      <QuoteList model={model} type={type} />
    </div>
  );
}

function quoteSummary(quote: Quote): string {
  return quote.lease
    ? t('deal.monthly.lease', {
        term: quote.term,
        miles: formatNumber(quote.mileageAllowed),
        lender: quote.financier.name,
      })
    : t('deal.monthly.finance', { term: quote.term, apr: formatPercent(quote.apr), lender: quote.financier.name });
}

function PaymentSummary({
  model,
  type,
  busy,
  tax,
  credit,
}: {
  model: DealModel;
  type: QuoteType;
  busy: boolean;
  tax: TaxLocation;
  credit: Deal['offerDetails'];
}) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const quote = model.selectedQuote[type].value;
  const labelId = useId();
  return (
    <section class="payment" aria-labelledby={labelId}>
      <h2 id={labelId} class="payment__label">
        {t('deal.monthly.label')}
      </h2>
      {/* Announced politely whenever the payment changes. */}
      <p class="payment__amount" aria-live="polite" aria-atomic="true">
        {quote ? t('deal.monthly.value', { amount: formatMoneyCents(quote.monthlyPayment) }) : t('deal.monthly.none')}
      </p>
      {quote && <p class="payment__summary">{quoteSummary(quote)}</p>}
      {quote?.lease && (
        <p class="payment__summary">
          {t('deal.monthly.dueAtSigning', { amount: formatMoneyCents(quote.dueAtSigning) })}
        </p>
      )}
      {quote && (
        <p class="payment__summary">{t('deal.monthly.total', { amount: formatMoneyCents(quote.totalOfPayments) })}</p>
      )}
      {quote && <CreditAssumed credit={credit} />}
      {busy && (
        <p class="payment__busy" role="status">
          <span class="spinner" aria-hidden="true" /> {t('deal.updating')}
        </p>
      )}
      {quote && (
        <>
          <button type="button" class="button button--secondary" onClick={() => setDetailsOpen(true)}>
            {t('deal.details.open')}
          </button>
          <Dialog
            open={detailsOpen}
            title={t('deal.details.title')}
            onClose={() => setDetailsOpen(false)}
            size="medium"
          >
            <PaymentBreakdown quote={quote} tax={tax} products={model.protection.value?.map((p) => p.name)} />
          </Dialog>
        </>
      )}
    </section>
  );
}

/** The credit range the payment is priced for, beside it, with the way to give the shopper's own. */
function CreditAssumed({ credit }: { credit: Deal['offerDetails'] }) {
  const tier = t(`credit.tier.${credit.creditTier}`);
  const chosen = credit.creditSource !== 'DEFAULT';
  // A campaign without credit features prices everyone at the default: no range to pick, nothing to promise.
  const askable = !useEnv().context.campaign.disabledPages.includes('credit');
  return (
    <p class="payment__credit">
      {t('deal.credit.assumes', { tier, range: tierRangeText(credit.creditTier) })}{' '}
      {askable && t(`deal.credit.from.${credit.creditSource}`)}{' '}
      {askable && credit.creditSource !== 'BUREAU' && (
        <button
          type="button"
          class="button button--link payment__credit-action"
          onClick={(event) => goToCreditRange(event.currentTarget)}
        >
          {t(chosen ? 'deal.credit.change' : 'deal.credit.pick')}
        </button>
      )}
    </p>
  );
}

/** Moves focus to the credit section's ranges (in a document or the shadow mount's root). */
function goToCreditRange(from: Element) {
  const root = from.getRootNode() as Document | ShadowRoot;
  const section = root.getElementById(CREDIT_SECTION_ID);
  const target = section?.querySelector<HTMLElement>('input[type="radio"]:checked, input[type="radio"], h2');
  // Focus scrolls it into view too.
  target?.focus();
}

/** A field's message in the shopper's language; its amounts shown as money. */
function fieldMessage(message: FieldMessage): string {
  if ('text' in message) return message.text;
  const amounts = Object.fromEntries(Object.entries(message.amounts ?? {}).map(([k, n]) => [k, formatMoney(n)]));
  return t(message.key, amounts);
}

function DownPaymentField({ model, type }: { model: DealModel; type: QuoteType }) {
  const id = useId();
  const error = model.downError[type].value;
  // The lender's minimum as the quotes carry it (raised further by a changed down payment, seed 000 §4).
  const minimum = Math.max(model.minimumDown[type].value, model.downBounds(type).minimum);
  return (
    <form
      class="field deal-field"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.setDownPayment(type, model.downInput[type].value);
      }}
    >
      <label class="field__label" for={id}>
        {t('deal.down.label')}
      </label>
      <div class="deal-field__row">
        <span class="deal-field__prefix" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          class="field__input deal-field__input"
          name="downPayment"
          inputMode="numeric"
          autoComplete="off"
          value={model.downInput[type].value}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onInput={(event) => {
            model.downInput[type].value = event.currentTarget.value;
          }}
        />
        <button type="submit" class="button button--secondary">
          {t('deal.update')}
        </button>
      </div>
      <p id={`${id}-hint`} class="deal-field__hint muted">
        {t('deal.down.hint')}
        {minimum > 0 && ` ${t('deal.down.minimum', { amount: formatMoney(minimum) })}`}
      </p>
      {error && (
        <p id={`${id}-error`} class="field__error">
          {fieldMessage(error)}
        </p>
      )}
    </form>
  );
}

function TermField({ model, deal, type }: Props) {
  const id = useId();
  const terms = type === 'FINANCE' ? deal.offerDetails.financeTerms : deal.offerDetails.leaseTerms;
  const term = model.requestedTerm[type].value;
  const unavailable = model.termUnavailable[type].value;
  const shown = model.selectedQuote[type].value?.term;
  return (
    <div class="field deal-field">
      <label class="field__label" for={id}>
        {t('deal.term.label')}
      </label>
      <select
        id={id}
        class="field__input"
        value={term === null ? '' : String(term)}
        onInput={(event) => model.setTerm(type, Number(event.currentTarget.value))}
        {...(unavailable !== null ? { 'aria-describedby': `${id}-note` } : {})}
      >
        {term === null && <option value="">{t('deal.term.label')}</option>}
        {terms.map((n) => (
          <option key={n} value={String(n)}>
            {t('deal.term.option', { term: n })}
          </option>
        ))}
      </select>
      {unavailable !== null && shown !== undefined && (
        <p id={`${id}-note`} class="deal-field__hint" role="status">
          {t('deal.term.unavailable', { term: unavailable, actual: shown })}
        </p>
      )}
    </div>
  );
}

function filterValue(filter: FinancierFilter): string {
  return filter.lenderNumber !== null ? `lender:${filter.lenderNumber}` : filter.financierType;
}

function LenderField({ model }: { model: DealModel }) {
  const id = useId();
  const quotes = model.financeQuotes.data.value ?? [];
  const lenders = [...new Map(quotes.map((q) => [q.financier.lenderNumber, q.financier])).values()];
  const hasCaptive = lenders.some((l) => l.captiveLender);
  const hasBank = lenders.some((l) => !l.captiveLender);
  return (
    <div class="field deal-field">
      <label class="field__label" for={id}>
        {t('deal.lender.label')}
      </label>
      <select
        id={id}
        class="field__input"
        value={filterValue(model.financier.value)}
        onInput={(event) => {
          const value = event.currentTarget.value;
          if (value.startsWith('lender:')) {
            const lenderNumber = value.slice('lender:'.length);
            const lender = lenders.find((l) => l.lenderNumber === lenderNumber);
            model.setLender({ financierType: lender?.captiveLender ? 'CAPTIVE' : 'NON_CAPTIVE', lenderNumber });
          } else {
            model.setLender({ financierType: value as FinancierFilter['financierType'], lenderNumber: null });
          }
        }}
      >
        <option value="ALL">{t('deal.lender.all')}</option>
        {hasCaptive && <option value="CAPTIVE">{t('deal.lender.captive')}</option>}
        {hasBank && <option value="NON_CAPTIVE">{t('deal.lender.nonCaptive')}</option>}
        {lenders.map((l) => (
          <option key={l.lenderNumber} value={`lender:${l.lenderNumber}`}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function MileageField({ model }: { model: DealModel }) {
  const id = useId();
  const error = model.mileageError.value;
  return (
    <form
      class="field deal-field"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.setMileage(model.mileageInput.value);
      }}
    >
      <label class="field__label" for={id}>
        {t('deal.mileage.label')}
      </label>
      <div class="deal-field__row">
        <input
          id={id}
          class="field__input deal-field__input"
          name="mileage"
          inputMode="numeric"
          autoComplete="off"
          value={model.mileageInput.value}
          aria-invalid={error ? 'true' : 'false'}
          {...(error ? { 'aria-describedby': `${id}-error` } : {})}
          onInput={(event) => {
            model.mileageInput.value = event.currentTarget.value;
          }}
        />
        <button type="submit" class="button button--secondary">
          {t('deal.update')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} class="field__error">
          {t(error)}
        </p>
      )}
    </form>
  );
}

/** Next to each monthly figure, the APR (finance) or that it is a lease with its amount due at signing, the term and the total of payments. */
function quoteLabel(q: Quote): string {
  const amount = formatMoneyCents(q.monthlyPayment);
  const total = formatMoneyCents(q.totalOfPayments);
  return q.lease
    ? t('deal.quotes.lease', {
        lender: q.financier.name,
        amount,
        term: q.term,
        miles: formatNumber(q.mileageAllowed),
        due: formatMoneyCents(q.dueAtSigning),
        total,
      })
    : t('deal.quotes.finance', { lender: q.financier.name, amount, term: q.term, apr: formatPercent(q.apr), total });
}

function QuoteList({ model, type }: { model: DealModel; type: QuoteType }) {
  const name = useId();
  const quotes: readonly Quote[] = model.visibleQuotes[type].value;
  const selected = model.selectedQuoteId[type].value;
  if (quotes.length === 0) {
    return <p class="notice notice--info">{t('deal.quotes.empty')}</p>;
  }
  return (
    <fieldset class="quotes">
      <legend class="quotes__legend">{t('deal.quotes.legend')}</legend>
      {quotes.map((q) => (
        <label key={q.id} class={`quotes__option${q.id === selected ? ' quotes__option--selected' : ''}`}>
          <input
            type="radio"
            name={name}
            value={q.id}
            checked={q.id === selected}
            onChange={() => model.selectQuote(type, q.id)}
          />
          <span>
            {quoteLabel(q)}
            {q.financier.captiveLender && <span class="quotes__badge">{t('deal.quotes.captive')}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
