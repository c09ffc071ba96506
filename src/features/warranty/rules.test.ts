import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n/index.ts';
import { SERVICE_CONTRACT_PLANS } from './rules.ts';

describe('SERVICE_CONTRACT_PLANS (seed 000 §3 vehicle service contract plans)', () => {
  it('are the three plans with their monthly prices and mileage limits', () => {
    expect(SERVICE_CONTRACT_PLANS.map((p) => [t(p.name, undefined, 'en'), p.pricePerMonth, p.mileageLimit])).toEqual([
      ['Basic Coverage', 28, 65000],
      ['Peace of Mind', 32, 150000],
      ['Lifetime Coverage', 38, null],
    ]);
  });
});
