/**
 * Schema-valid protection products for the protection feature's unit tests (never imported by the
 * app): the seed's three plans (seed 000 §3, priced 60 × their monthly price) and Riverside's products.
 */
import * as v from 'valibot';
import { cashDealFixture, financeQuote, leaseQuote } from '../deal/test-fixtures.ts';
import {
  CustomerAndDealDataSchema,
  ProtectionProductSchema,
  type CustomerAndDealData,
  type DealJacketUpdate,
  type ProtectionProduct,
} from '../../contract/protection.ts';
import type { FakeApi } from '../../testing/fake-api.ts';

const plan = (id: string, name: string, pricePerMonth: number, mileageLimit: number | null) =>
  v.parse(ProtectionProductSchema, {
    id,
    kind: 'SERVICE_CONTRACT',
    name,
    description: 'Vehicle service contract',
    price: pricePerMonth * 60,
    coverage: { pricePerMonth, termMonths: 60, mileageLimit },
    optional: true,
  });

const own = (id: string, name: string, price: number, financedOnly = false) =>
  v.parse(ProtectionProductSchema, {
    id,
    kind: 'DEALER_PRODUCT',
    name,
    description: `${name} from the dealer`,
    price,
    coverage: null,
    optional: true,
    financedOnly,
  });

export const BASIC: ProtectionProduct = plan('vsc-basic', 'Basic Coverage', 28, 65_000);
export const PEACE: ProtectionProduct = plan('vsc-peace-of-mind', 'Peace of Mind', 32, 150_000);
export const LIFETIME: ProtectionProduct = plan('vsc-lifetime', 'Lifetime Coverage', 38, null);
export const GAP: ProtectionProduct = own('d100-gap', 'GAP Insurance', 795, true);
export const TIRE: ProtectionProduct = own('d100-tire-wheel', 'Tire & Wheel Protection', 899);

export const DEALER_PRODUCTS = { dealerId: 'd100', products: [BASIC, PEACE, LIFETIME, GAP, TIRE] };

/** What a jacket update answers: the deal re-priced (the fixtures' quotes stand in for the new prices). */
export function repricedFixture(products: ProtectionProduct[], dealId = 'd-1'): CustomerAndDealData {
  return v.parse(CustomerAndDealDataSchema, {
    dealId,
    jacket: { dealId, insuranceWarranties: products },
    protectionProductsSelected: products.length > 0,
    protectionTotal: products.reduce((sum, p) => sum + p.price, 0),
    cash: cashDealFixture(),
    finance: { quotes: [financeQuote()] },
    lease: { quotes: [leaseQuote()] },
  });
}

export const jacketOf = (products: ProtectionProduct[], dealId = 'd-1') => ({ dealId, insuranceWarranties: products });

/**
 * Answers the protection calls as the server does: Riverside's products, the deal's `jacket`, and an
 * update re-priced with the products in the order they were sent. A test declares other answers after.
 */
export function answerProtection(api: FakeApi, jacket: ProtectionProduct[] = []): void {
  api.on('GET', '/protection-products/dealer/:dealerId', DEALER_PRODUCTS);
  api.on('GET', '/protection-products/deals/:dealId', ({ params }) => jacketOf(jacket, params['dealId']));
  api.on('PUT', '/protection-products/update', ({ body }) => {
    const ids = (body as DealJacketUpdate).insuranceWarranties.map((p) => p.id);
    return {
      customerAndDealData: repricedFixture(ids.flatMap((id) => DEALER_PRODUCTS.products.filter((p) => p.id === id))),
    };
  });
}

/** The product ids of each jacket update sent, oldest first. */
export const sentJackets = (api: FakeApi) =>
  api
    .sent('PUT', '/protection-products/update')
    .map((r) => (r.body as DealJacketUpdate).insuranceWarranties.map((p) => p.id));
