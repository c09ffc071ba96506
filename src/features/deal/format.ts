/** Number shapes the deal page needs beyond lib/format: tax rates and the lease money factor. */
import { formatPercent } from '../../lib/format.ts';
import { intlLocale, t } from '../../lib/i18n/index.ts';

/** A tax rate given in percent, as the API sends it: 6 → '6.00%', 4.225 → '4.225%'. */
export const formatTaxRate = (percent: number): string => formatPercent(percent, 2, 3);

/** Money factors are read with five decimals: 0.00125 → '0.00125'. */
export function formatMoneyFactor(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 5, maximumFractionDigits: 5 }).format(value);
}

/** State names for the tax line ('Texas 6.25%'); proper names, the same in every language. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  AK: 'Alaska',
  AL: 'Alabama',
  AR: 'Arkansas',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IA: 'Iowa',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  MS: 'Mississippi',
  MT: 'Montana',
  NC: 'North Carolina',
  ND: 'North Dakota',
  NE: 'Nebraska',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  VT: 'Vermont',
  WA: 'Washington',
  WI: 'Wisconsin',
  WV: 'West Virginia',
  WY: 'Wyoming',
};

/** A state's name from its code; the code itself for one we do not know. */
export const stateName = (code: string): string => STATE_NAMES[code] ?? code;

/** The protection products line, naming the products on the deal when they are known. */
export function protectionLabel(names: readonly string[] | undefined): string {
  return names?.length ? t('deal.details.protectionNamed', { names: names.join(', ') }) : t('deal.details.protection');
}
