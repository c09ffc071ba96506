import { describe, expect, it } from 'vitest';
import type { Campaign } from '../contract/page-context.ts';
import { SEEDED_PROGRAM_IDS } from '../contract/shell.ts';
import { isBuyAtHomeCampaign, isNissanUpgradeProgram, listingsPath, offersTrade } from './campaign.ts';

const ecommerce = { productId: 102 } as const;
const upgrade = { productId: 103 } as const;

describe('listingsPath', () => {
  it('uses distance and stockTypes for ecommerce', () => {
    expect(listingsPath(ecommerce, { stockType: 'NEW' })).toBe('/listings?distance=-1&stockTypes=NEW');
  });
  it('uses stockTypeConditions, sort and page 1 for other products', () => {
    expect(listingsPath(upgrade, { stockType: 'USED' })).toBe(
      '/listings?stockTypeConditions=USED&sort=priceWithRebates&page=1',
    );
  });
  it('adds makes and fuel types', () => {
    expect(listingsPath(upgrade, { makes: ['Toyota'], fuelTypes: ['Electric'] })).toBe(
      '/listings?sort=priceWithRebates&page=1&makes=Toyota&fuelTypes=Electric',
    );
  });
});

describe('isBuyAtHomeCampaign', () => {
  it('matches the five names exactly', () => {
    for (const name of [
      'Nissan CS IdP',
      'Digital Retail Local',
      'Digital Retail Dev',
      'Digital Retail Beta',
      'SHOP@HOME',
    ]) {
      expect(isBuyAtHomeCampaign({ name })).toBe(true);
    }
    expect(isBuyAtHomeCampaign({ name: 'shop@home' })).toBe(false);
    expect(isBuyAtHomeCampaign({ name: 'Upshift Demo Store' })).toBe(false);
  });
});

describe('isNissanUpgradeProgram', () => {
  it('needs the Nissan upgrade program id on product 103', () => {
    const c = (productId: Campaign['productId'], programId: string | null) => ({ productId, programId });
    expect(isNissanUpgradeProgram(c(103, 'NISSAN-UPGRADE'), SEEDED_PROGRAM_IDS)).toBe(true);
    expect(isNissanUpgradeProgram(c(102, 'NISSAN-UPGRADE'), SEEDED_PROGRAM_IDS)).toBe(false);
    expect(isNissanUpgradeProgram(c(103, null), SEEDED_PROGRAM_IDS)).toBe(false);
  });
});

describe('offersTrade', () => {
  it('is true unless the campaign disables the trade-in flow', () => {
    expect(offersTrade({ disabledPages: [] })).toBe(true);
    expect(offersTrade({ disabledPages: ['credit', 'garage'] })).toBe(true);
    expect(offersTrade({ disabledPages: ['trade'] })).toBe(false);
  });
});
