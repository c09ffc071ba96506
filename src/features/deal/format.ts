/** Number shapes the deal page needs beyond lib/format: rates as percents and the lease money factor. */
import { intlLocale } from '../../lib/i18n/index.ts';

/** APR as a percent with two decimals: 3.5 → '3.50%'. */
export function formatPercent(value: number, fractionDigits = 2, maxFractionDigits = fractionDigits): string {
  return `${new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: maxFractionDigits,
  }).format(value)}%`;
}

/** A tax rate given in percent, as the API sends it: 6 → '6.00%', 4.225 → '4.225%'. */
export const formatTaxRate = (percent: number): string => formatPercent(percent, 2, 3);

/** Money factors are read with five decimals: 0.00125 → '0.00125'. */
export function formatMoneyFactor(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 5, maximumFractionDigits: 5 }).format(value);
}
