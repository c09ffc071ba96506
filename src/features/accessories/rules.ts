/**
 * Accessories rules, pure and named after what they decide: the page's
 * categories, what the shopper has picked and what it costs, whether it is saved, and which payment
 * the saved deal now shows. The model (model.ts) wires them to signals; nothing here does I/O.
 */
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { DealType } from '../../contract/deal.ts';
import {
  ACCESSORY_CATEGORIES,
  type Accessory,
  type AccessoryCategory,
  type DealPayments,
} from '../../contract/accessories.ts';

export type CategoryGroup = { category: AccessoryCategory; accessories: Accessory[] };

/** The accessories under their categories, in ACCESSORY_CATEGORIES order, each keeping the dealer's order; empty categories left out. */
export function groupByCategory(accessories: readonly Accessory[]): CategoryGroup[] {
  return ACCESSORY_CATEGORIES.map((category) => ({
    category,
    accessories: accessories.filter((a) => a.category === category),
  })).filter((group) => group.accessories.length > 0);
}

/** The picked accessories' ids in the catalogue's order (what a save sends). */
export function selectedIds(accessories: readonly Accessory[], picked: Readonly<Record<string, boolean>>): string[] {
  return accessories.filter((a) => picked[a.id] === true).map((a) => a.id);
}

/** What the picked accessories add to the deal, to the cent (each once). */
export function selectedTotal(accessories: readonly Accessory[], ids: readonly string[]): number {
  const chosen = new Set(ids);
  return accessories.filter((a) => chosen.has(a.id)).reduce((cents, a) => cents + Math.round(a.price * 100), 0) / 100;
}

/** The choice the page starts from: every accessory saved with the deal that the vehicle's list still has. */
export function initialPicks(
  accessories: readonly Accessory[],
  saved: readonly Pick<Accessory, 'id'>[],
): Record<string, boolean> {
  const savedIds = new Set(saved.map((a) => a.id));
  return Object.fromEntries(accessories.map((a) => [a.id, savedIds.has(a.id)]));
}

/** True when the picks differ from what is saved with the deal (order does not matter). */
export function hasUnsavedChanges(saved: readonly Pick<Accessory, 'id'>[], picked: readonly string[]): boolean {
  const savedIds = new Set(saved.map((a) => a.id));
  return savedIds.size !== new Set(picked).size || picked.some((id) => !savedIds.has(id));
}

/** How many are picked, in words: none, one, or a count with the total. */
export function selectionSummary(count: number): MessageKey {
  if (count === 0) return 'accessories.selected.none';
  return count === 1 ? 'accessories.selected.one' : 'accessories.selected.many';
}

export type HeadlinePayment =
  | { kind: 'monthly'; dealType: Exclude<DealType, 'CASH'>; amount: number; term: number }
  | { kind: 'cash'; amount: number };

/**
 * The payment a save shows first: the monthly payment of the deal's own type when the deal has a
 * quote of that type, else the cash price (seed 000 §4: a deal without quotes is a cash deal, priced
 * at the out-the-door price minus the trade's net cash offer).
 */
export function headlinePayment(deal: DealPayments): HeadlinePayment {
  const quote = deal.dealType === 'FINANCE' ? deal.finance : deal.dealType === 'LEASE' ? deal.lease : null;
  if (quote && deal.dealType !== 'CASH')
    return { kind: 'monthly', dealType: deal.dealType, amount: quote.monthlyPayment, term: quote.term };
  return { kind: 'cash', amount: deal.cash.cashPrice };
}
