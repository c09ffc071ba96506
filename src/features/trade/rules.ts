/**
 * Trade-in rules, pure and named after what they decide: the VIN check of 49 CFR 565
 * (the sandbox server's demo-host/server/domain/vin.ts calls this one), the plate, the form rules of each step, which step a shopper may be on, the answers
 * the appraisal is asked with, the net cash offer, and the deal a trade valued from one returns to.
 */
import '../../lib/i18n/parts/validation.ts';
import { integer, required, zip, type Rule, type RuleError } from '../../lib/forms/rules.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { RouteName } from '../../contract/route-table.ts';
import {
  MAX_MILEAGE,
  MAX_PAYOFF,
  type ACCIDENTS,
  type CONDITIONS,
  type Feature,
  type TITLE_STATUSES,
  type VinDecode,
  type TradeAnswers,
} from '../../contract/trade.ts';
import { type VinProblem, vinProblem, normalizeVin, VIN_LENGTH } from '../../contract/trade.ts';

/**
 * What to say while the shopper is still typing: a wrong character at once, the length only once
 * there are too many (fewer is a VIN being typed), the check digit once all 17 are there.
 */
export function vinProblemWhileTyping(raw: string): VinProblem | null {
  const problem = vinProblem(raw);
  if (problem === 'length' && normalizeVin(raw).length < VIN_LENGTH) return null;
  return problem;
}

export const VIN_PROBLEM_KEYS = {
  characters: 'trade.vin.characters',
  letters: 'trade.vin.letters',
  length: 'trade.vin.length',
  checkDigit: 'trade.vin.checkDigit',
} as const satisfies Record<VinProblem, MessageKey>;

const fail = (key: MessageKey, params: RuleError['params'] = {}): RuleError => ({ key, params });

const vin: Rule = (value) => {
  const problem = typeof value === 'string' && value.trim() !== '' ? vinProblem(value) : null;
  return problem ? fail(VIN_PROBLEM_KEYS[problem]) : null;
};

// ─── Step 1: VIN, or plate and state ────────────────────────────────────────────────────────

export type EntryMethod = 'vin' | 'plate';

/** Upper-cased, spaces and dashes dropped (as the contract's PlateSchema). */
export function normalizePlate(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

/** A rule that applies only when the shopper looks the vehicle up by `method`. */
function whenMethod(method: EntryMethod, rules: readonly Rule[]): Rule {
  return (value, values) => {
    if (values['method'] !== method) return null;
    for (const rule of rules) {
      const verdict = rule(value, values);
      if (verdict) return verdict;
    }
    return null;
  };
}

const plate: Rule = (value) =>
  typeof value === 'string' && value.trim() !== '' && !/^[A-Z0-9]{2,8}$/.test(normalizePlate(value))
    ? fail('trade.plate.invalid')
    : null;

export const ENTRY_RULES = {
  method: [required],
  vin: [whenMethod('vin', [required, vin])],
  plate: [whenMethod('plate', [required, plate])],
  state: [whenMethod('plate', [required])],
} as const satisfies Record<string, readonly Rule[]>;

export type EntryValues = { method: string; vin: string; plate: string; state: string };

/** What a look-up was made with: a new key means a new vehicle (or the same one asked again). */
export function lookupKey(values: EntryValues): string {
  return values.method === 'plate'
    ? `plate:${values.state}:${normalizePlate(values.plate)}`
    : `vin:${normalizeVin(values.vin)}`;
}

// ─── Step 2: info ───────────────────────────────────────────────────────────────────────────

/** '42,000' → 42000; null when it is not a whole number (grouping commas allowed). */
export function parseWholeNumber(raw: string): number | null {
  const clean = raw.trim().replace(/[,\s]/g, '');
  return /^\d+$/.test(clean) ? Number(clean) : null;
}

const mileage: Rule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const miles = parseWholeNumber(value);
  if (miles === null) return fail('trade.mileage.invalid');
  return miles > MAX_MILEAGE ? fail('trade.mileage.max', { max: MAX_MILEAGE.toLocaleString('en-US') }) : null;
};

export const INFO_RULES = {
  model: [required],
  trim: [required],
  mileage: [required, mileage],
  zipCode: [required, zip],
} as const satisfies Record<string, readonly Rule[]>;

export type InfoValues = { model: string; trim: string; mileage: string; zipCode: string };

/** What the info step starts from for a decoded vehicle: its model and, when the VIN fixes it, its trim. */
export function infoFromDecode(decoded: VinDecode): Pick<InfoValues, 'model' | 'trim'> {
  return { model: decoded.model ?? '', trim: decoded.trims.length === 1 ? (decoded.trims[0] as string) : '' };
}

// ─── Step 4: history ────────────────────────────────────────────────────────────────────────

/** The owners select offers 1 to this, the last one read as 'or more'. */
export const OWNERS_CHOICES = 6;

/** A question answered by one of its choices: 'Choose an answer' (a legend that is a question reads badly in '{field} is required'). */
const chosen: Rule = (value) => (value === '' ? fail('trade.choose') : null);

export const HISTORY_RULES = {
  owners: [required, integer],
  accidents: [chosen],
  condition: [chosen],
  titleStatus: [chosen],
  owesMoney: [chosen],
} as const satisfies Record<string, readonly Rule[]>;

export type HistoryValues = {
  owners: string;
  accidents: '' | (typeof ACCIDENTS)[number];
  condition: '' | (typeof CONDITIONS)[number];
  titleStatus: '' | (typeof TITLE_STATUSES)[number];
  owesMoney: '' | 'yes' | 'no';
};

// ─── Manual payoff ──────────────────────────────────────────────────────────────────────────

/** '$12,500' → 12500: a payoff typed the way a statement shows it; null when it is no whole amount. */
export function parseDollars(raw: string): number | null {
  return parseWholeNumber(raw.trim().replace(/^\$/, ''));
}

const payoffAmount: Rule = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const amount = parseDollars(value);
  if (amount === null) return fail('trade.payoff.invalid');
  if (amount < 1) return fail('trade.payoff.min');
  return amount > MAX_PAYOFF ? fail('trade.payoff.max') : null;
};

export const LENDER_MAX = 80;

const lenderLength: Rule = (value) =>
  typeof value === 'string' && value.trim().length > LENDER_MAX ? fail('forms.maxChar', { max: LENDER_MAX }) : null;

export const PAYOFF_RULES = {
  lender: [required, lenderLength],
  payoff: [required, payoffAmount],
} as const satisfies Record<string, readonly Rule[]>;

/** Net cash offer = offer − payoff; below zero it is negative equity. */
export function netCashOffer(offer: number, payoff: number): number {
  return offer - payoff;
}

export function isNegativeEquity(net: number): boolean {
  return net < 0;
}

/** A whole-dollar amount with its sign, for adjustments and negative equity: '+$500', '−$2,300', '$0'. */
export function signedDollars(amount: number, money: (n: number) => string): string {
  const rounded = Math.round(amount);
  if (rounded === 0) return money(0);
  return `${rounded > 0 ? '+' : '−'}${money(Math.abs(rounded))}`;
}

// ─── Steps and where a shopper may be ──────────────────────────────────────────────────────

export const TRADE_STEPS = ['entry', 'info', 'features', 'history'] as const;
export type TradeStep = (typeof TRADE_STEPS)[number];

/** Each step's page. */
export const STEP_ROUTES = {
  entry: 'trade',
  info: 'tradeInfo',
  features: 'tradeFeatures',
  history: 'tradeHistory',
} as const satisfies Record<TradeStep, RouteName>;

/**
 * A step reached without its predecessors goes to the first missing one:
 * the first step before `target` that is not complete, or null when all are.
 */
export function firstMissingStep(
  complete: Readonly<Record<TradeStep, boolean>>,
  target: TradeStep | 'appraisal',
): TradeStep | null {
  const end = target === 'appraisal' ? TRADE_STEPS.length : TRADE_STEPS.indexOf(target);
  return TRADE_STEPS.slice(0, end).find((step) => !complete[step]) ?? null;
}

/** The answers of the three steps as the appraisal asks for them (TradeAnswersSchema's input). */
export function tradeAnswers(input: {
  decoded: VinDecode;
  info: InfoValues;
  features: readonly Feature[];
  history: HistoryValues;
}): TradeAnswers {
  const { decoded, info, features, history } = input;
  return {
    vin: decoded.vin,
    year: decoded.year,
    make: decoded.make,
    model: (decoded.model ?? info.model).trim(),
    trim: info.trim.trim(),
    mileage: parseWholeNumber(info.mileage) ?? -1,
    zipCode: info.zipCode.trim(),
    features: [...features],
    owners: parseWholeNumber(history.owners) ?? 0,
    accidents: history.accidents as TradeAnswers['accidents'],
    condition: history.condition as TradeAnswers['condition'],
    titleStatus: history.titleStatus as TradeAnswers['titleStatus'],
    owesMoney: history.owesMoney === 'yes',
  };
}

/** The form values that give back `answers` (a saved trade valued again). */
export function valuesFromAnswers(answers: TradeAnswers): {
  info: InfoValues;
  features: Feature[];
  history: HistoryValues;
} {
  return {
    info: {
      model: answers.model,
      trim: answers.trim,
      mileage: String(answers.mileage),
      zipCode: answers.zipCode,
    },
    features: [...answers.features],
    history: {
      owners: String(answers.owners),
      accidents: answers.accidents,
      condition: answers.condition,
      titleStatus: answers.titleStatus,
      owesMoney: answers.owesMoney ? 'yes' : 'no',
    },
  };
}

/** A vehicle named as a shopper says it: '2019 Honda Accord EX-L'. */
export function vehicleLabel(parts: { year: number; make: string; model?: string | null; trim?: string }): string {
  return [String(parts.year), parts.make, parts.model, parts.trim].filter(Boolean).join(' ');
}

// Where the flow returns: in a file of its own, so the deal's link into the flow brings no VIN rules.
export { tradeFlowHref, tradeReturnTarget, type TradeReturn } from './return-target.ts';
