/** The itemised payment a shopper can open ("See payment details"), in dollars and cents. */
import '../../lib/i18n/parts/deal.ts';
import { formatMoneyCents, formatNumber } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import type { FinanceQuote, LeaseQuote, PriceBreakdown, Quote } from './api.ts';
import { formatMoneyFactor, formatPercent, formatTaxRate } from './format.ts';
import { tradeEquityRow } from './rules.ts';

type Row = [label: string, value: string];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl class="breakdown__rows">
      {rows.map(([label, value]) => (
        <div class="breakdown__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A subtracted amount is shown with a minus sign, so the list reads as a sum. */
const minus = (n: number) => formatMoneyCents(-n);

/** The monthly payment, and the final one on its own line when the rounding made it differ. */
function paymentRows(q: Quote): Row[] {
  const rows: Row[] = [[t('deal.details.monthly'), formatMoneyCents(q.monthlyPayment)]];
  if (q.finalPayment !== q.monthlyPayment)
    rows.push([t('deal.details.finalPayment', { term: q.term }), formatMoneyCents(q.finalPayment)]);
  return rows;
}

function priceRows(b: PriceBreakdown, lease: boolean): Row[] {
  const rows: Row[] = [
    [t('deal.details.price'), formatMoneyCents(b.price)],
    [t('deal.details.rebates'), minus(b.rebates)],
    [t('deal.details.docFee'), formatMoneyCents(b.docFee)],
    [t('deal.details.registrationFee'), formatMoneyCents(b.registrationFee)],
  ];
  if (b.protectionProducts > 0) rows.push([t('deal.details.protection'), formatMoneyCents(b.protectionProducts)]);
  const taxLabel = lease ? 'deal.details.upfrontTax' : 'deal.details.salesTax';
  rows.push([t(taxLabel, { rate: formatTaxRate(b.taxRatePercent) }), formatMoneyCents(b.salesTax)]);
  const trade = tradeEquityRow(b.tradeEquity);
  if (trade) rows.push([t(trade.label), formatMoneyCents(trade.signed)]);
  return rows;
}

function financeRows(q: FinanceQuote): Row[] {
  return [
    [t('deal.details.lender'), q.financier.name],
    [t('deal.details.downPayment'), minus(q.downPayment)],
    [t('deal.details.amountFinanced'), formatMoneyCents(q.amountFinanced)],
    [t('deal.details.apr'), formatPercent(q.apr)],
    [t('deal.details.term'), t('deal.details.months', { term: q.term })],
    ...paymentRows(q),
    [t('deal.details.financeCharge'), formatMoneyCents(q.financeCharge)],
    [t('deal.details.totalOfPayments'), formatMoneyCents(q.totalOfPayments)],
  ];
}

function leaseRows(q: LeaseQuote): Row[] {
  return [
    [t('deal.details.lender'), q.financier.name],
    [t('deal.details.grossCapCost'), formatMoneyCents(q.grossCapitalizedCost)],
    [t('deal.details.capCostReduction'), minus(q.capitalizedCostReduction)],
    [t('deal.details.adjustedCapCost'), formatMoneyCents(q.adjustedCapitalizedCost)],
    [t('deal.details.residual', { percent: formatPercent(q.residualPercent, 0) }), formatMoneyCents(q.residualValue)],
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
    [t('deal.details.dueAtSigning'), formatMoneyCents(q.dueAtSigning)],
  ];
}

export function PaymentBreakdown({ quote }: { quote: Quote }) {
  return (
    <div class="breakdown">
      <h3 class="breakdown__heading">{t('deal.details.pricing')}</h3>
      <Rows rows={priceRows(quote.breakdown, quote.lease)} />
      <h3 class="breakdown__heading">{t(quote.lease ? 'deal.details.leasing' : 'deal.details.financing')}</h3>
      <Rows rows={quote.lease ? leaseRows(quote) : financeRows(quote)} />
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
