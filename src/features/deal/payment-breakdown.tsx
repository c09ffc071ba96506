/**
 * The itemised payment a shopper can open ("See payment details"), in dollars and cents so its lines add up to
 * the cent (the payment shown on the page is in whole dollars, seed 001 §9); its own chunk where it is opened.
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { formatMoneyCents, formatNumber, formatPercent } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import type { FinanceQuote, LeaseQuote, Quote, TaxLocation } from '../../contract/deal.ts';
import { formatMoneyFactor, protectionLabel } from './format.ts';
import {
  amountFinancedLines,
  capCostReductionLines,
  dueAtSigningLines,
  grossCapCostLines,
  type BreakdownLine,
} from './rules.ts';
import { taxRateWords } from './tax-location.tsx';

type Row = [label: string, value: string, total?: boolean];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl class="breakdown__rows">
      {rows.map(([label, value, total]) => (
        <div class="breakdown__row" key={label}>
          <dt>{total ? <strong>{label}</strong> : label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A subtracted amount is shown with a minus sign, so the list reads as a sum. */
const minus = (n: number) => formatMoneyCents(-n);

/** A line's label; a tax line says its rate and where it comes from. */
function lineLabel({ label, rate }: BreakdownLine, tax: TaxLocation | undefined, products?: readonly string[]): string {
  if (label === 'deal.details.protection') return protectionLabel(products);
  if (rate === undefined) return t(label);
  const words = taxRateWords(tax, rate);
  const text = t(label, { rate: words.rate });
  return words.why ? `${text} ${words.why}` : text;
}

/** Each line of a sum with its signed amount, then the sum itself (in bold), so the shopper can add them up. */
function sumRows(lines: BreakdownLine[], total: Row, tax?: TaxLocation, products?: readonly string[]): Row[] {
  return [
    ...lines.map((line): Row => [lineLabel(line, tax, products), formatMoneyCents(line.amount)]),
    [total[0], total[1], true],
  ];
}

/** The monthly payment, and the final one on its own line when the rounding made it differ. */
function paymentRows(q: Quote): Row[] {
  const rows: Row[] = [[t('deal.details.monthly'), formatMoneyCents(q.monthlyPayment)]];
  if (q.finalPayment !== q.monthlyPayment)
    rows.push([t('deal.details.finalPayment', { term: q.term }), formatMoneyCents(q.finalPayment)]);
  return rows;
}

type Names = { products?: readonly string[] | undefined };

function FinanceBreakdown({ q, tax, products }: { q: FinanceQuote; tax: TaxLocation | undefined } & Names) {
  return (
    <>
      <h3 class="breakdown__heading">{t('deal.details.financedHeading')}</h3>
      <Rows
        rows={sumRows(
          amountFinancedLines(q),
          [t('deal.details.amountFinanced'), formatMoneyCents(q.amountFinanced)],
          tax,
          products,
        )}
      />
      <h3 class="breakdown__heading">{t('deal.details.financing')}</h3>
      <Rows
        rows={[
          [t('deal.details.lender'), q.financier.name],
          [t('deal.details.apr'), formatPercent(q.apr)],
          [t('deal.details.term'), t('deal.details.months', { term: q.term })],
          ...paymentRows(q),
          [t('deal.details.financeCharge'), formatMoneyCents(q.financeCharge)],
          [t('deal.details.totalOfPayments'), formatMoneyCents(q.totalOfPayments)],
        ]}
      />
    </>
  );
}

function LeaseBreakdown({ q, tax, products }: { q: LeaseQuote; tax: TaxLocation | undefined } & Names) {
  return (
    <>
      <h3 class="breakdown__heading">{t('deal.details.capCostHeading')}</h3>
      <Rows
        rows={[
          ...sumRows(
            grossCapCostLines(q),
            [t('deal.details.grossCapCost'), formatMoneyCents(q.grossCapitalizedCost)],
            undefined,
            products,
          ),
          ...sumRows(capCostReductionLines(q), [t('deal.details.capCostReduction'), minus(q.capitalizedCostReduction)]),
          [t('deal.details.adjustedCapCost'), formatMoneyCents(q.adjustedCapitalizedCost), true],
        ]}
      />
      <h3 class="breakdown__heading">{t('deal.details.leasing')}</h3>
      <Rows
        rows={[
          [t('deal.details.lender'), q.financier.name],
          [
            t('deal.details.residual', { percent: formatPercent(q.residualPercent, 0) }),
            formatMoneyCents(q.residualValue),
          ],
          [
            t('deal.details.moneyFactor'),
            t('deal.details.moneyFactorValue', { factor: formatMoneyFactor(q.moneyFactor), apr: formatPercent(q.apr) }),
          ],
          [t('deal.details.term'), t('deal.details.months', { term: q.term })],
          [t('deal.mileage.label'), formatNumber(q.mileageAllowed)],
          [t('deal.details.depreciation'), formatMoneyCents(q.depreciation)],
          [t('deal.details.rentCharge'), formatMoneyCents(q.rentCharge)],
          [t('deal.details.baseMonthly'), formatMoneyCents(q.baseMonthlyPayment)],
          [t('deal.details.monthlyTax'), formatMoneyCents(q.monthlyTax)],
          ...paymentRows(q),
          [t('deal.details.totalOfPayments'), formatMoneyCents(q.totalOfPayments)],
        ]}
      />
      <h3 class="breakdown__heading">{t('deal.details.signingHeading')}</h3>
      <Rows
        rows={sumRows(dueAtSigningLines(q), [t('deal.details.dueAtSigning'), formatMoneyCents(q.dueAtSigning)], tax)}
      />
    </>
  );
}

/**
 * `tax`: the deal's tax location, so the tax line says which rate and why. `products`: the names of
 * the protection products on the deal, so their line says which they are. `final`: a contract's
 * figures, which are no estimates, so without the estimates note.
 */
export function PaymentBreakdown({
  quote,
  tax,
  products,
  final = false,
}: { quote: Quote; tax?: TaxLocation | undefined; final?: boolean } & Names) {
  return (
    <div class="breakdown">
      {quote.lease ? (
        <LeaseBreakdown q={quote} tax={tax} products={products} />
      ) : (
        <FinanceBreakdown q={quote} tax={tax} products={products} />
      )}
      {/* Seed 001 §9 shows money in whole dollars; a breakdown keeps the cents its lines add up to, and says so. */}
      {!final && <p class="muted breakdown__note">{t('deal.details.rounding')}</p>}
      {!final && <p class="muted breakdown__note">{t('deal.details.note')}</p>}
    </div>
  );
}
