/** The itemised payment a shopper can open ("See payment details"), in dollars and cents. */
import '../../lib/i18n/parts/deal.ts';
import { formatMoneyCents, formatNumber } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import type { FinanceQuote, LeaseQuote, Quote } from './api.ts';
import { formatMoneyFactor, formatPercent, formatTaxRate } from './format.ts';
import {
  amountFinancedLines,
  capCostReductionLines,
  dueAtSigningLines,
  grossCapCostLines,
  type BreakdownLine,
} from './rules.ts';

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

/** Each line of a sum with its signed amount, then the sum itself (in bold), so the shopper can add them up. */
function sumRows(lines: BreakdownLine[], total: Row): Row[] {
  return [
    ...lines.map(({ label, amount, rate }): Row => [
      t(label, rate === undefined ? undefined : { rate: formatTaxRate(rate) }),
      formatMoneyCents(amount),
    ]),
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

function FinanceBreakdown({ q }: { q: FinanceQuote }) {
  return (
    <>
      <h3 class="breakdown__heading">{t('deal.details.financedHeading')}</h3>
      <Rows
        rows={sumRows(amountFinancedLines(q), [t('deal.details.amountFinanced'), formatMoneyCents(q.amountFinanced)])}
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

function LeaseBreakdown({ q }: { q: LeaseQuote }) {
  return (
    <>
      <h3 class="breakdown__heading">{t('deal.details.capCostHeading')}</h3>
      <Rows
        rows={[
          ...sumRows(grossCapCostLines(q), [t('deal.details.grossCapCost'), formatMoneyCents(q.grossCapitalizedCost)]),
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
      <Rows rows={sumRows(dueAtSigningLines(q), [t('deal.details.dueAtSigning'), formatMoneyCents(q.dueAtSigning)])} />
    </>
  );
}

export function PaymentBreakdown({ quote }: { quote: Quote }) {
  return (
    <div class="breakdown">
      {quote.lease ? <LeaseBreakdown q={quote} /> : <FinanceBreakdown q={quote} />}
      <p class="muted breakdown__note">{t('deal.details.note')}</p>
    </div>
  );
}

export function PaymentBreakdownDialog({ quote, open, onClose }: { quote: Quote; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={t('deal.details.title')} onClose={onClose} size="medium">
      <PaymentBreakdown quote={quote} />
    </Dialog>
  );
}
