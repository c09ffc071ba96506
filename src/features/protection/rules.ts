/**
 * Pure rules of the deal page's protection products (seed 000 §1, §3, §4): what
 * adding or removing a product does to the jacket, and what it does to the payment shown.
 */
import '../../lib/i18n/parts/warranty.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import type { Campaign } from '../../contract/page-context.ts';
import type { CashDeal, DealType, Quote } from '../../contract/deal.ts';
import type { ProtectionProduct, SERVICE_CONTRACT_PLANS } from '../../contract/protection.ts';
import { isServicePlan, inJacket } from '../../contract/protection.ts';

type PlanId = (typeof SERVICE_CONTRACT_PLANS)[number]['id'];

/** The plans' names in the shopper's language (the /warranty page's, so both pages say the same). */
const PLAN_NAMES: Record<PlanId, MessageKey> = {
  'vsc-basic': 'warranty.plan.basic',
  'vsc-peace-of-mind': 'warranty.plan.peaceOfMind',
  'vsc-lifetime': 'warranty.plan.lifetime',
};

/** A product's name as shown: a plan's from the catalogue, a dealer's own product's as the dealer wrote it. */
export function productName(product: Pick<ProtectionProduct, 'id' | 'name'>): string {
  const key = PLAN_NAMES[product.id as PlanId] as MessageKey | undefined;
  return key ? t(key) : product.name;
}

/** The plan that adding `product` would take off the deal, if any. */
export function replacedPlan<P extends Pick<ProtectionProduct, 'id' | 'kind'>>(
  jacket: readonly P[],
  product: P,
): P | null {
  if (!isServicePlan(product) || inJacket(jacket, product.id)) return null;
  return jacket.find(isServicePlan) ?? null;
}

/** What the products add to the deal, each once, to the cent. */
export function jacketTotal(jacket: readonly Pick<ProtectionProduct, 'id' | 'price'>[]): number {
  const once = new Map(jacket.map((p) => [p.id, p.price]));
  return [...once.values()].reduce((cents, price) => cents + Math.round(price * 100), 0) / 100;
}

/**
 * A product's effect, shown before the shopper adds it, as the server priced it
 * (the figure's `protectionEffects`): on the finance or lease tab, the change of the shown quote's
 * monthly payment; on the cash tab, of the cash price. Until the server has priced the figure shown
 * (no quote yet, a figure priced before effects existed) it is `price`, the product's contract
 * price. `included`: the product is on the deal, and the amount is what it adds now (what removing
 * it takes off). Not on the deal, the amount is the change adding it makes, net of a plan it
 * replaces (so it can be less than nothing).
 */
export type ProductEffect = { kind: 'monthly' | 'cash' | 'price'; amount: number; included: boolean };

export function productEffect<P extends Pick<ProtectionProduct, 'id' | 'kind' | 'price'>>(
  product: P,
  jacket: readonly P[],
  shown: { tab: DealType; quote: Quote | null; cash: CashDeal | null },
): ProductEffect {
  const included = inJacket(jacket, product.id);
  const figure = shown.tab === 'CASH' ? shown.cash : shown.quote;
  const priced = figure?.protectionEffects?.find((e) => e.productId === product.id);
  if (!priced) return { kind: 'price', amount: product.price, included };
  return {
    kind: shown.tab === 'CASH' ? 'cash' : 'monthly',
    amount: included ? -priced.change : priced.change,
    included,
  };
}

/**
 * Seed 000 §1 "A lifetime powertrain warranty at no cost", §2 "A lifetime warranty modal exists":
 * a deal says it includes the warranty where the campaign has `warrantyEnabled`.
 */
export const includesLifetimeWarranty = (campaign: Pick<Campaign, 'warrantyEnabled'>): boolean =>
  campaign.warrantyEnabled;
