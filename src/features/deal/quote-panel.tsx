/**
 * The Finance and Lease tab panels' own parts: the all-in payment and the controls that change it. The
 * lenders' offers and the bar that keeps the payment in view come in a chunk of their own (below-payment.tsx).
 */
import '../../lib/i18n/parts/deal.ts';
import { useId, useRef, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';
import { withStyles } from '../../lib/styles.ts';
import belowCss from '../../styles/deal-below.css?url';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import type { Deal, Quote, TaxLocation } from '../../contract/deal.ts';
import { CREDIT_SECTION_ID, tierRangeText } from '../credit/index.ts';
import type { DealModel } from './model.ts';
import type { FieldMessage, QuoteType } from './rules.ts';

/** The breakdown only shows when asked for: its chunk loads then (the dialog opens at once, saying so). */
const PaymentBreakdown = lazyPart(
  () => import('./payment-breakdown.tsx'),
  (m) => m.PaymentBreakdown,
  {
    reserve: '16rem',
  },
);

/** Below the levers, loaded alongside the deal: the lenders' offers, and the payment kept in view. */
const loadBelow = withStyles(() => import('./below-payment.tsx'), belowCss);
export const QuoteList = lazyPart(loadBelow, (m) => m.QuoteList);
export const PaymentBar = lazyPart(loadBelow, (m) => m.PaymentBar, { quiet: true });

type Props = { model: DealModel; deal: Deal; type: QuoteType };

/** A recalculation keeps the last quotes on screen (marked busy) instead of a spinner: 'busy'; none yet or failed: null. */
export function quotesShown(model: DealModel, type: QuoteType): 'ready' | 'busy' | null {
  const remote = model.sets[type].quotes;
  const status = remote.state.value.status;
  if (status === 'complete') return 'ready';
  return status === 'loading' && remote.data.value !== undefined ? 'busy' : null;
}

/** The tab's payment (or its quotes' loading state and errors). */
export function QuotePanel({ model, deal, type }: Props) {
  const shown = quotesShown(model, type);
  if (!shown) {
    const set = model.sets[type];
    const label = t(type === 'FINANCE' ? 'deal.quotes.loadingFinance' : 'deal.quotes.loadingLease');
    return (
      <RemoteView state={set.quotes.state.value} retry={set.retry} label={label}>
        {() => null}
      </RemoteView>
    );
  }
  return <PaymentSummary model={model} type={type} busy={shown === 'busy'} tax={deal.tax} credit={deal.offerDetails} />;
}

/** The levers of the tab's payment: the down payment, the term, and a lease's miles. */
export function QuoteControls({ model, deal, type }: Props) {
  return (
    <div class="quote-panel__controls" aria-busy={quotesShown(model, type) === 'busy'}>
      <h2 class="deal__subheading">{t('deal.controls.heading')}</h2>
      <DownPaymentField model={model} type={type} />
      <TermField model={model} deal={deal} type={type} />
      {type === 'LEASE' && <MileageField model={model} />}
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
  const quote = model.sets[type].selected.value;
  const labelId = useId();
  const amount = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <section class="payment" aria-labelledby={labelId} aria-busy={busy}>
        <h2 id={labelId} class="payment__label">
          {t('deal.monthly.label')}
        </h2>
        {/* Announced politely whenever the payment changes. */}
        <p class="payment__amount" ref={amount} aria-live="polite" aria-atomic="true">
          {quote ? t('deal.monthly.value', { amount: formatMoney(quote.monthlyPayment) }) : t('deal.monthly.none')}
        </p>
        {quote && <p class="payment__summary">{quoteSummary(quote)}</p>}
        {quote?.lease && (
          <p class="payment__summary">{t('deal.monthly.dueAtSigning', { amount: formatMoney(quote.dueAtSigning) })}</p>
        )}
        {quote && (
          <p class="payment__summary">{t('deal.monthly.total', { amount: formatMoney(quote.totalOfPayments) })}</p>
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
      {quote && <PaymentBar target={amount} quote={quote} />}
    </>
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
  const set = model.sets[type];
  const error = set.downError.value;
  // The lender's minimum as the quotes carry it (raised further by a changed down payment, seed 000 §4).
  const minimum = Math.max(set.minimumDown.value, set.bounds.value.minimum);
  return (
    <form
      class="field deal-field"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void set.setDown(set.downInput.value);
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
          value={set.downInput.value}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onInput={(event) => set.editDown(event.currentTarget.value)}
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
  const set = model.sets[type];
  const term = set.requestedTerm.value;
  const unavailable = set.termUnavailable.value;
  const shown = set.selected.value?.term;
  return (
    <div class="field deal-field">
      <label class="field__label" for={id}>
        {t('deal.term.label')}
      </label>
      <select
        id={id}
        class="field__input"
        value={term === null ? '' : String(term)}
        onInput={(event) => set.setTerm(Number(event.currentTarget.value))}
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
          onInput={(event) => model.editMileage(event.currentTarget.value)}
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
