/**
 * A campaign's settings and a dealer's profile as a form's values (text and ticks, under a prefix such as
 * `campaign.`) and back as the request's body, which the contract's schema then checks; nothing is judged here.
 */
import {
  DISABLEABLE_PAGES,
  FEATURE_FLAG_LIST,
  STOCK_TYPES,
  type CampaignSettings,
  type DealerProfile,
} from '../../../contract/workspace-onboarding.ts';

export type FormValues = Record<string, string | boolean>;

const TEXT_FIELDS = ['name', 'title', 'channel', 'tenantId'] as const;

export const EMPTY_CAMPAIGN: CampaignSettings = {
  name: '',
  title: '',
  productId: 102,
  channel: 'ecommerce',
  tenantId: '',
  programId: null,
  pinEnabled: false,
  warrantyEnabled: true,
  callCenterEnabled: true,
  paymentType: 'FINANCE',
  ssos: [],
  noPaymentDays: null,
  stockTypeConditions: ['NEW', 'USED'],
  featureFlags: [],
  disabledPages: [],
  allowedOrigins: [],
};

export function campaignValues(s: CampaignSettings, p = ''): FormValues {
  const values: FormValues = {
    [`${p}productId`]: String(s.productId),
    [`${p}programId`]: s.programId ?? '',
    [`${p}pinEnabled`]: s.pinEnabled,
    [`${p}warrantyEnabled`]: s.warrantyEnabled,
    [`${p}callCenterEnabled`]: s.callCenterEnabled,
    [`${p}paymentType`]: s.paymentType,
    [`${p}ssos`]: s.ssos.join(', '),
    [`${p}noPaymentDays`]: s.noPaymentDays === null ? '' : String(s.noPaymentDays),
    [`${p}allowedOrigins`]: s.allowedOrigins.join('\n'),
  };
  for (const f of TEXT_FIELDS) values[`${p}${f}`] = s[f];
  for (const t of STOCK_TYPES) values[`${p}stock.${t}`] = s.stockTypeConditions.includes(t);
  for (const f of FEATURE_FLAG_LIST) values[`${p}flag.${f}`] = s.featureFlags.includes(f);
  for (const page of DISABLEABLE_PAGES) values[`${p}page.${page}`] = s.disabledPages.includes(page);
  return values;
}

const str = (values: FormValues, key: string) => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

/** Only plain digits are days: anything else fails the schema with its message. */
const daysOf = (typed: string): number | null =>
  typed.trim() === '' ? null : /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;

const listOf = (typed: string, separator: RegExp) =>
  typed
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

export function campaignBody(values: FormValues, p = ''): Record<string, unknown> {
  const body: Record<string, unknown> = {
    productId: Number(str(values, `${p}productId`)),
    programId: str(values, `${p}programId`).trim() || null,
    pinEnabled: values[`${p}pinEnabled`] === true,
    warrantyEnabled: values[`${p}warrantyEnabled`] === true,
    callCenterEnabled: values[`${p}callCenterEnabled`] === true,
    paymentType: str(values, `${p}paymentType`),
    ssos: listOf(str(values, `${p}ssos`), /[,\n]/),
    noPaymentDays: daysOf(str(values, `${p}noPaymentDays`)),
    stockTypeConditions: STOCK_TYPES.filter((t) => values[`${p}stock.${t}`] === true),
    featureFlags: FEATURE_FLAG_LIST.filter((f) => values[`${p}flag.${f}`] === true),
    disabledPages: DISABLEABLE_PAGES.filter((page) => values[`${p}page.${page}`] === true),
    allowedOrigins: listOf(str(values, `${p}allowedOrigins`), /\n/),
  };
  for (const f of TEXT_FIELDS) body[f] = str(values, `${p}${f}`);
  return body;
}

export const PROFILE_FIELDS = [
  'name',
  'address',
  'city',
  'stateCode',
  'zipCode',
  'timeZone',
  'phoneNumber',
  'website',
] as const satisfies readonly (keyof DealerProfile)[];

export const EMPTY_PROFILE: DealerProfile = {
  name: '',
  address: '',
  city: '',
  stateCode: '',
  zipCode: '',
  timeZone: '',
  phoneNumber: '',
  website: 'https://',
};

export function profileValues(profile: DealerProfile, p = ''): FormValues {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [`${p}${f}`, profile[f]]));
}

export function profileBody(values: FormValues, p = ''): Record<string, string> {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, str(values, `${p}${f}`)]));
}
