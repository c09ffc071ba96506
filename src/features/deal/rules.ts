/**
 * Deal rules of seed 000 §4 ("Deal type", "Recalculation", "Saving", "Financier type",
 * "External-offer line items"), §5 ("Lease", "Saving and sending") and §8, as pure functions
 * named after the spec. The model (model.ts) wires them to signals; nothing here does I/O.
 */
import '../../lib/i18n/parts/validation.ts';
import * as v from 'valibot';
import { leaseMiles, zip, type Rule } from '../../lib/forms/rules.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { RemoteData } from '../../lib/remote-data.ts';
import type { RouteName } from '../../contract/route-table.ts';
import {
  DealIdSchema,
  LEASE_MIN_MILES,
  type DealType,
  type ExternalOfferLineItem,
  type FinanceQuote,
  type FinancierType,
  type LeaseQuote,
  type Quote,
  type TaxLocation,
} from '../../contract/deal.ts';

/** The two deal types that have quotes. */
export type QuoteType = Exclude<DealType, 'CASH'>;

/** The order tabs appear in; Cash is always there (seed 000 §4). */
export const TAB_ORDER: readonly DealType[] = ['FINANCE', 'LEASE', 'CASH'];

/** The largest down payment and mileage the API accepts (api.ts schemas). */
export const MAX_DOWN_PAYMENT = 500_000;
export const MAX_LEASE_MILES = 50_000;

/** Seed 000 §8: the wording logged when a save finds no deal id. */
export const MISSING_DEAL_ID_MESSAGE = 'Unable to find a certificateId';

/**
 * Seed 000 §4 "Deal type": on load the saved preference wins; otherwise a quote without a lease
 * means FINANCE, a lease quote means LEASE, and no quote means CASH.
 */
export function pickDealType(saved: DealType | null, quote: { lease: boolean } | null): DealType {
  if (saved) return saved;
  if (!quote) return 'CASH';
  return quote.lease ? 'LEASE' : 'FINANCE';
}

/** Which quote sets exist: a set exists while it is loading, failed (to show its error) or has quotes. */
export type QuoteSets = { finance: boolean; lease: boolean };

/** Seed 000 §4: the tabs that exist follow from which quote sets exist; Cash always does. */
export function tabsFor(sets: QuoteSets): DealType[] {
  return TAB_ORDER.filter((type) => type === 'CASH' || (type === 'FINANCE' ? sets.finance : sets.lease));
}

/** Seed 000 §4 "The tab index follows from which quote sets exist": a type without its tab shows Cash. */
export function tabIndexFor(dealType: DealType, sets: QuoteSets): number {
  const tabs = tabsFor(sets);
  const index = tabs.indexOf(dealType);
  return index === -1 ? tabs.indexOf('CASH') : index;
}

/** A saved preference to match quotes against; null fields match any quote. */
export type QuotePreference = {
  downPayment: number | null;
  term: number | null;
  /** Finance: the lender the shopper chose. */
  lenderNumber?: string | null;
  /** Lease: yearly miles. */
  mileage?: number | null;
};

function matchesPreference(quote: Quote, pref: QuotePreference): boolean {
  if (pref.downPayment !== null && !sameCents(quote.downPayment, pref.downPayment)) return false;
  if (pref.term !== null && quote.term !== pref.term) return false;
  if (!quote.lease && pref.lenderNumber != null && quote.financier.lenderNumber !== pref.lenderNumber) return false;
  if (quote.lease && pref.mileage != null && quote.mileageAllowed !== pref.mileage) return false;
  return true;
}

/**
 * Seed 000 §4 "Switching tab": the quote matching the saved preference (down payment, term, and
 * lender or mileage); none matching → the first quote; no quotes → null, meaning a cash deal.
 */
export function pickQuoteForTab<Q extends Quote>(quotes: readonly Q[], pref: QuotePreference): Q | null {
  return quotes.find((q) => matchesPreference(q, pref)) ?? quotes[0] ?? null;
}

/**
 * Seed 000 §4: a cash deal is set automatically when the deal, finance and lease loads are
 * complete and there are no finance or lease quotes.
 */
export function shouldSetCashDeal(
  deal: RemoteData<unknown>,
  finance: RemoteData<readonly unknown[]>,
  lease: RemoteData<readonly unknown[]>,
): boolean {
  return (
    deal.status === 'complete' &&
    finance.status === 'complete' &&
    lease.status === 'complete' &&
    finance.data.length === 0 &&
    lease.data.length === 0
  );
}

/**
 * Seed 000 §4: out-the-door minus the trade's net cash offer, with contracting and finance app disabled.
 * `tradeCredit` is what the trade takes off: never more than out-the-door (no price below zero, as the
 * server prices it), negative equity added in full.
 */
export function cashDealPrice(
  outTheDoor: number,
  trade: { netCashOffer: number } | null,
): { cashPrice: number; tradeCredit: number; contractingEnabled: false; financeAppEnabled: false } {
  const tradeCredit = Math.min(trade?.netCashOffer ?? 0, Math.max(0, outTheDoor));
  return {
    cashPrice: toCents(outTheDoor - tradeCredit),
    tradeCredit,
    contractingEnabled: false,
    financeAppEnabled: false,
  };
}

/**
 * How the trade shows in the payment breakdown. Positive equity is subtracted
 * (it lowers the amount financed, or is a lease's capitalised cost reduction); negative equity is
 * added (to the amount financed, or a lease's gross capitalised cost). No trade, no row.
 */
export function tradeEquityRow(tradeEquity: number): { label: MessageKey; signed: number } | null {
  if (tradeEquity === 0) return null;
  return tradeEquity > 0
    ? { label: 'deal.details.tradeEquity', signed: -tradeEquity }
    : { label: 'deal.details.negativeEquity', signed: -tradeEquity };
}

/**
 * One line of an itemised sum (every amount is itemised): its label and its signed amount,
 * a subtracted line negative, so the lines of a sum add up to it. `rate` is a tax line's rate in percent.
 */
export type BreakdownLine = { label: MessageKey; amount: number; rate?: number };

/** The lines' total, to the cent: what the breakdown's total line must equal. */
export function sumOfLines(lines: readonly BreakdownLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
}

function tradeLine(tradeEquity: number): BreakdownLine[] {
  const trade = tradeEquityRow(tradeEquity);
  return trade ? [{ label: trade.label, amount: trade.signed }] : [];
}

const protectionLine = (amount: number): BreakdownLine[] =>
  amount > 0 ? [{ label: 'deal.details.protection', amount }] : [];

/** The deal's accessories, a line of their own when the deal has any. */
const accessoriesLine = (amount: number): BreakdownLine[] =>
  amount > 0 ? [{ label: 'deal.details.accessories', amount }] : [];

/**
 * The amount financed, line by line: price − rebates and offers + doc fee + registration fee +
 * protection products + accessories + sales tax − trade equity (or + negative equity) − down payment.
 */
export function amountFinancedLines(q: FinanceQuote): BreakdownLine[] {
  const b = q.breakdown;
  return [
    { label: 'deal.details.price', amount: b.price },
    { label: 'deal.details.rebates', amount: -b.rebates },
    { label: 'deal.details.docFee', amount: b.docFee },
    { label: 'deal.details.registrationFee', amount: b.registrationFee },
    ...protectionLine(b.protectionProducts),
    ...accessoriesLine(b.accessories),
    { label: 'deal.details.salesTax', amount: b.salesTax, rate: b.taxRatePercent },
    ...tradeLine(b.tradeEquity),
    { label: 'deal.details.downPayment', amount: -q.downPayment },
  ];
}

/** A lease's gross capitalised cost, line by line: price + acquisition fee + doc fee + products + accessories + negative equity. */
export function grossCapCostLines(q: LeaseQuote): BreakdownLine[] {
  const b = q.breakdown;
  return [
    { label: 'deal.details.price', amount: b.price },
    { label: 'deal.details.acquisitionFee', amount: q.acquisitionFee },
    { label: 'deal.details.docFee', amount: b.docFee },
    ...protectionLine(b.protectionProducts),
    ...accessoriesLine(b.accessories),
    ...(b.tradeEquity < 0 ? tradeLine(b.tradeEquity) : []),
  ];
}

/** A lease's capitalised cost reduction, line by line (each subtracted): down payment, rebates, trade equity. */
export function capCostReductionLines(q: LeaseQuote): BreakdownLine[] {
  const b = q.breakdown;
  return [
    { label: 'deal.details.downPayment', amount: -q.downPayment },
    { label: 'deal.details.rebates', amount: -b.rebates },
    ...(b.tradeEquity > 0 ? tradeLine(b.tradeEquity) : []),
  ];
}

/** What a lease costs at signing, line by line: down payment + first payment + registration fee + tax at signing. */
export function dueAtSigningLines(q: LeaseQuote): BreakdownLine[] {
  const b = q.breakdown;
  return [
    { label: 'deal.details.downPayment', amount: q.downPayment },
    { label: 'deal.details.firstPayment', amount: q.monthlyPayment },
    { label: 'deal.details.registrationFee', amount: b.registrationFee },
    { label: 'deal.details.upfrontTax', amount: b.salesTax, rate: b.taxRatePercent },
  ];
}

/** Seed 000 §4 "Recalculation": the returned quote's down payment differs from the requested one → modal. */
export function downPaymentChanged(requested: number, returned: number): boolean {
  return !sameCents(requested, returned);
}

/** Seed 000 §4: the minimum down payment is raised when the new amount is higher (never lowered). */
export function raiseMinimumDown(minimum: number, returned: number): number {
  return returned > minimum ? returned : minimum;
}

/** Seed 000 §4 "Financier type": CAPTIVE or NON_CAPTIVE from the chosen quote; stays ALL if the user chose ALL. */
export function financierTypeFor(
  quote: { financier: { captiveLender: boolean } } | null,
  chosen: FinancierType,
): FinancierType {
  if (chosen === 'ALL' || !quote) return chosen;
  return quote.financier.captiveLender ? 'CAPTIVE' : 'NON_CAPTIVE';
}

/** The lender filter: all lenders, the captive (or non-captive) ones, or one lender by number. */
export type FinancierFilter = { financierType: FinancierType; lenderNumber: string | null };
export const ALL_LENDERS: FinancierFilter = { financierType: 'ALL', lenderNumber: null };

export function filterQuotesByFinancier<Q extends Quote>(quotes: readonly Q[], filter: FinancierFilter): Q[] {
  if (filter.lenderNumber !== null) return quotes.filter((q) => q.financier.lenderNumber === filter.lenderNumber);
  if (filter.financierType === 'ALL') return [...quotes];
  const captive = filter.financierType === 'CAPTIVE';
  return quotes.filter((q) => q.financier.captiveLender === captive);
}

/** How many offers the lender list shows before "Show all": the best few, so protection is not 16 rows down on a phone. */
export const BEST_QUOTES = 3;

/** The lenders' offers as the list shows them: by term, then lowest payment first. */
export function rankQuotes<Q extends Quote>(quotes: readonly Q[]): Q[] {
  return [...quotes].sort((a, b) => a.term - b.term || a.monthlyPayment - b.monthlyPayment);
}

/**
 * The offers a short list shows: the lowest payments at the chosen offer's term (the term control's),
 * and the chosen offer wherever it ranks; every offer when hiding one or none would save nothing.
 */
export function bestQuotes<Q extends Quote>(ranked: readonly Q[], chosenId: string | null, few = BEST_QUOTES): Q[] {
  if (ranked.length <= few + 1) return [...ranked];
  const chosen = ranked.find((q) => q.id === chosenId);
  const term = (chosen ?? ranked[0])?.term;
  const best = ranked.filter((q) => q.term === term).slice(0, few);
  return chosen && !best.includes(chosen) ? [...best, chosen] : best;
}

/** Seed 000 §4 "External-offer line items": adding an item of an existing type replaces it in place. */
export function upsertLineItem(
  items: readonly ExternalOfferLineItem[],
  item: ExternalOfferLineItem,
): ExternalOfferLineItem[] {
  const index = items.findIndex((i) => i.type === item.type);
  if (index === -1) return [...items, item];
  return items.map((existing, i) => (i === index ? item : existing));
}

/** Seed 000 §4: items are removed by type. */
export function removeLineItem(items: readonly ExternalOfferLineItem[], type: string): ExternalOfferLineItem[] {
  return items.filter((i) => i.type !== type);
}

/** Seed 000 §5 "Saving and sending": items with no amount, or 0 or less, are dropped before saving. */
export function dropEmptyLineItems(items: readonly ExternalOfferLineItem[]): ExternalOfferLineItem[] {
  return items.filter((i) => i.amount !== null && Number.isFinite(i.amount) && i.amount > 0);
}

export type OfferComparison = {
  added: ExternalOfferLineItem[];
  /** Items of a type the saved deal has, with a different amount or description (as they are now). */
  updated: ExternalOfferLineItem[];
  removed: ExternalOfferLineItem[];
  /** New price minus saved price in dollars: offers come off the price, so more offers → negative. */
  priceDifference: number;
  label: 'lower' | 'higher';
};

function offerTotal(items: readonly ExternalOfferLineItem[]): number {
  return items.reduce((sum, i) => sum + (i.amount ?? 0), 0);
}

/**
 * Seed 000 §4: comparing against the saved deal yields added, updated and removed items, a price
 * difference and a label of lower or higher. Empty items count as absent (they are never saved).
 */
export function compareExternalOffers(
  saved: readonly ExternalOfferLineItem[],
  current: readonly ExternalOfferLineItem[],
): OfferComparison {
  const before = dropEmptyLineItems(saved);
  const after = dropEmptyLineItems(current);
  const byType = new Map(before.map((i) => [i.type, i]));
  const nowTypes = new Set(after.map((i) => i.type));
  const added = after.filter((i) => !byType.has(i.type));
  const updated = after.filter((i) => {
    const old = byType.get(i.type);
    return old !== undefined && (!sameCents(old.amount ?? 0, i.amount ?? 0) || old.description !== i.description);
  });
  const removed = before.filter((i) => !nowTypes.has(i.type));
  const priceDifference = toCents(offerTotal(before) - offerTotal(after));
  return { added, updated, removed, priceDifference, label: priceDifference > 0 ? 'higher' : 'lower' };
}

/** Seed 000 §5 and §9: down payments are rounded to whole dollars before sending. */
export function roundDownPayment(amount: number): number {
  const rounded = Math.round(amount);
  return rounded === 0 ? 0 : rounded;
}

/** A typed amount: '$1,500' → 1500, '' → null, anything else that is no number → NaN. */
export function parseAmount(input: string): number | null {
  const clean = input.replace(/[$,\s]/g, '');
  if (clean === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(clean) ? Number(clean) : Number.NaN;
}

/**
 * A message under a field: one of ours (its amounts in dollars, shown as money), or a 400's field
 * message as the server wrote it.
 */
export type FieldMessage = { key: MessageKey; amounts?: Record<string, number> } | { text: string };

/** What a down payment may be: the lender's minimum up to the most the deal can still be financed with. */
export type DownPaymentBounds = { minimum: number; maximum: number };

/** Before any quote is known: seed 000 §9's default minimum of 0, up to the API's maximum. */
export const DEFAULT_DOWN_BOUNDS: DownPaymentBounds = { minimum: 0, maximum: MAX_DOWN_PAYMENT };

/**
 * The bounds a quote set carries (`minimumDownPayment`, `maximumDownPayment`): a down payment some
 * quote of the set can be written at. No quotes: the defaults.
 */
export function downPaymentBounds(quotes: readonly Quote[]): DownPaymentBounds {
  if (quotes.length === 0) return DEFAULT_DOWN_BOUNDS;
  return {
    minimum: Math.min(...quotes.map((q) => q.minimumDownPayment)),
    maximum: Math.min(MAX_DOWN_PAYMENT, Math.max(...quotes.map((q) => q.maximumDownPayment))),
  };
}

/**
 * Down payment input (seed 000 §5, validation runs eagerly): a number, in whole dollars, from the
 * lender's minimum to the most the deal can be financed with, worded as the spec's min_value and
 * max_value. Empty means 0 (§9: minimum down payments default to 0).
 */
export function downPaymentError(input: string, bounds: DownPaymentBounds = DEFAULT_DOWN_BOUNDS): FieldMessage | null {
  const amount = parseAmount(input);
  if (amount !== null && Number.isNaN(amount)) return { key: 'deal.down.invalid' };
  const whole = roundDownPayment(amount ?? 0);
  const minimum = Math.max(0, bounds.minimum);
  if ((amount ?? 0) < 0 || whole < minimum) return { key: 'forms.min', amounts: { min: minimum } };
  const maximum = Math.min(MAX_DOWN_PAYMENT, bounds.maximum);
  if (whole > maximum) return { key: 'forms.max', amounts: { max: maximum } };
  return null;
}

/**
 * Seed 000 §5 "Lease": minimum miles is 1,000 with 'Must be at least 1,000 miles' (the forms
 * rule `leaseMiles`). An empty field is below the minimum too. Whole miles up to the API's maximum.
 */
export function leaseMileageError(input: string): MessageKey | null {
  if (input.trim() === '') return 'forms.leaseMiles';
  const verdict = leaseMiles(input, {});
  if (verdict) return verdict.key;
  const miles = parseAmount(input);
  if (miles === null || Number.isNaN(miles) || miles < LEASE_MIN_MILES) return 'forms.leaseMiles';
  if (!Number.isInteger(miles)) return 'deal.mileage.whole';
  if (miles > MAX_LEASE_MILES) return 'deal.mileage.max';
  return null;
}

/** Seed 000 §5: a deal save is refused (and logged, MISSING_DEAL_ID_MESSAGE) when no deal id is found. */
export function canSaveDeal(dealId: string | null | undefined): dealId is string {
  return typeof dealId === 'string' && v.is(DealIdSchema, dealId);
}

/** Seed 000 §2: the save-reminder prompt applies only when the deal is unsaved or edited. */
export function isUnsavedOrEdited(state: { saved: boolean; dirty: boolean }): boolean {
  return !state.saved || state.dirty;
}

/**
 * Seed 000 §2: the save-reminder prompt applies only on the deal route, and only when the deal is
 * unsaved or edited. No-profile-deal has seed 001's save-work modal instead (menu, link-back), and a
 * shopper who is not signed in (signed out on the deal route) has no save to be reminded of.
 */
export function saveReminderApplies(route: RouteName, unsavedOrEdited: boolean, signedIn: boolean): boolean {
  return route === 'deal' && unsavedOrEdited && signedIn;
}

function toCents(n: number): number {
  return Math.round(n * 100) / 100;
}

function sameCents(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

// --- Taxes where the shopper lives -----------------------------------------------------------

/**
 * How the tax line explains its rate: with the local part when the ZIP has one, and why this ZIP
 * (`deal.tax.why.*`). Null when the quote was priced at another rate than the deal's tax location
 * (a stale quote set): the line then shows the bare rate rather than a wrong reason.
 */
export function taxRateExplanation(
  tax: TaxLocation,
  ratePercent: number,
): { local: boolean; why: `deal.tax.why.${TaxLocation['basis']}` } | null {
  if (Math.round((tax.statePercent + tax.localPercent) * 10000) !== Math.round(ratePercent * 10000)) return null;
  return { local: tax.localPercent > 0, why: `deal.tax.why.${tax.basis}` };
}

/** The ZIP form's field: the spec's zip rule, worded 'Zip Code must be 5 digits' whatever the label says. */
export const taxZipRule: Rule = (value, values) => {
  const verdict = zip(value, values);
  return verdict && { ...verdict, labels: { ...verdict.labels, field: 'forms.label.zipCode' } };
};

/** What the ZIP form starts with: the ZIP typed on the deal page, else nothing (the other bases are not the shopper's entry). */
export const initialTaxZip = (tax: TaxLocation): string => (tax.basis === 'DEAL_PAGE' ? tax.zip : '');
