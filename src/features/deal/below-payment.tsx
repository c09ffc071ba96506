/**
 * What the deal page shows below its levers, in a chunk (and sheet) loaded alongside the deal: the
 * lenders' offers, the best few first with the rest a button away (the chosen one always shown), and
 * the bar that keeps the payment in view once the shopper has scrolled past it.
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import type { Quote } from '../../contract/deal.ts';
import type { DealModel } from './model.ts';
import { bestQuotes, rankQuotes, type FinancierFilter, type QuoteType } from './rules.ts';

/** Next to each monthly figure, the APR (finance) or that it is a lease with its amount due at signing, the term and the total of payments. */
function quoteLabel(q: Quote): string {
  const amount = formatMoney(q.monthlyPayment);
  const total = formatMoney(q.totalOfPayments);
  return q.lease
    ? t('deal.quotes.lease', {
        lender: q.financier.name,
        amount,
        term: q.term,
        miles: formatNumber(q.mileageAllowed),
        due: formatMoney(q.dueAtSigning),
        total,
      })
    : t('deal.quotes.finance', { lender: q.financier.name, amount, term: q.term, apr: formatPercent(q.apr), total });
}

/** The lender filter (finance only), then the offers: the best few until the shopper asks for all. */
export function QuoteList({ model, type }: { model: DealModel; type: QuoteType }) {
  const name = useId();
  const [all, setAll] = useState(false);
  const set = model.sets[type];
  const quotes: readonly Quote[] = set.visible.value;
  const ranked = rankQuotes(quotes);
  const selected = set.selectedId.value;
  const best = bestQuotes(ranked, selected);
  const shown = all ? ranked : best;
  const headingId = useId();
  return (
    <section class="quotes-section" aria-labelledby={headingId}>
      <h2 id={headingId} class="deal__subheading">
        {t('deal.quotes.heading')}
      </h2>
      {type === 'FINANCE' && <LenderField model={model} />}
      {ranked.length === 0 ? (
        <p class="notice notice--info">{t('deal.quotes.empty')}</p>
      ) : (
        <fieldset class="quotes">
          <legend class="quotes__legend">{t('deal.quotes.legend')}</legend>
          {shown.map((q) => (
            <label key={q.id} class={`quotes__option${q.id === selected ? ' quotes__option--selected' : ''}`}>
              <input
                type="radio"
                name={name}
                value={q.id}
                checked={q.id === selected}
                onChange={() => set.select(q.id)}
              />
              <span>
                {quoteLabel(q)}
                {q.financier.captiveLender && <span class="quotes__badge">{t('deal.quotes.captive')}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {/* A disclosure: the rows it adds come before it, so focus stays on it and Shift+Tab reaches them. */}
      {best.length < ranked.length && (
        <button
          type="button"
          class="button button--secondary quotes__more"
          aria-expanded={all ? 'true' : 'false'}
          onClick={() => setAll(!all)}
        >
          {all ? t('deal.quotes.showFewer') : t('deal.quotes.showAll', { count: ranked.length })}
        </button>
      )}
    </section>
  );
}

function filterValue(filter: FinancierFilter): string {
  return filter.lenderNumber !== null ? `lender:${filter.lenderNumber}` : filter.financierType;
}

function LenderField({ model }: { model: DealModel }) {
  const id = useId();
  const quotes = model.sets.FINANCE.quotes.data.value ?? [];
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

/** Whether `target` has scrolled up out of view (not merely not reached yet). */
function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  // The target renders with the bar (its sibling), so its ref is set by the time effects run.
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The implicit root clips by every scrolling box on the way (the frame, the shadow mount's panel).
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < window.innerHeight / 2);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

export type PaymentBarProps = {
  /** The payment's own figure: the bar shows once it has scrolled out of view above. */
  target: RefObject<HTMLElement | null>;
  /** A finance or lease payment: its amount, term and APR or miles. */
  quote?: Quote | null;
  /** Or a figure of its own (the cash price) and what it is. */
  amount?: string;
  detail?: string;
};

/**
 * The payment kept in view while the shopper works further down (the levers, lenders, protection): a
 * compact bar at the top. It repeats what the payment's own region says (and announces), so it is
 * hidden from assistive technology; controls get scroll-margin in its sheet so focus never lands under it.
 */
export function PaymentBar(props: PaymentBarProps) {
  const past = useScrolledPast(props.target);
  const bar = useRef<HTMLDivElement>(null);
  // Under the navigation bar where it stays in view (the overlay's), not over its controls.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const nav = past ? bar.current?.closest('.upshift-root')?.querySelector('.nav') : null;
    if (nav && getComputedStyle(nav).position === 'sticky') setTop(nav.getBoundingClientRect().height);
  }, [past]);
  // Focus moved onto a control the bar half covers (Shift+Tab upwards, where no scroll happens) brings it out.
  useEffect(() => {
    const root = bar.current?.getRootNode();
    if (!past || !root) return;
    const reveal = (event: Event) => {
      const el = event.target as HTMLElement;
      const bottom = bar.current?.getBoundingClientRect().bottom ?? 0;
      if (el.closest('.deal') && !el.closest('dialog') && el.getBoundingClientRect().top < bottom) {
        el.scrollIntoView({ block: 'nearest' });
      }
    };
    root.addEventListener('focusin', reveal);
    return () => root.removeEventListener('focusin', reveal);
  }, [past]);
  if (!past) return null;
  const q = props.quote;
  const amount = q ? t('deal.monthly.value', { amount: formatMoney(q.monthlyPayment) }) : props.amount;
  const detail = !q
    ? props.detail
    : q.lease
      ? t('deal.bar.lease', { term: q.term, miles: formatNumber(q.mileageAllowed) })
      : t('deal.bar.finance', { term: q.term, apr: formatPercent(q.apr) });
  return (
    <div class="deal-bar" ref={bar} style={top ? { top: `${String(top)}px` } : undefined} aria-hidden="true">
      <p class="deal-bar__inner">
        <strong class="deal-bar__amount">{amount}</strong> <span class="deal-bar__detail">{detail}</span>
      </p>
    </div>
  );
}
