import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlateQuerySchema, TradeAnswersSchema } from '../../../../src/contract/trade.ts';
import { makeDb } from '../../test-support.ts';
import { appraiseTrade, noOfferReason } from '../../domain/trade/appraisal.ts';
import { isValidVin, makeOfWmi, modelYearOf } from '../../domain/vin.ts';
import { buildSeed, SEED_BASE_DATE } from './seed-data.ts';
import { DEMO_TRADE_ANSWERS, DEMO_TRADE_VEHICLE, KNOWN_VEHICLES, SEED_PLATES } from './seed-trade.ts';

const ASOF = new Date(`${SEED_BASE_DATE}T12:00:00Z`);

describe('trade-in seed', () => {
  it('knows valid VINs whose code says their year, and whose WMI is their make’s', () => {
    for (const k of KNOWN_VEHICLES) {
      expect(isValidVin(k.vin), k.vin).toBe(true);
      expect(modelYearOf(k.vin, 2027), k.vin).toBe(k.year);
      expect(makeOfWmi(k.vin.slice(0, 3)), k.vin).toBe(k.make);
    }
    expect(new Set(KNOWN_VEHICLES.map((k) => k.vin)).size).toBe(KNOWN_VEHICLES.length);
  });

  it('registers plates as the contract normalises them, each naming a known vehicle', () => {
    const vins = new Set(KNOWN_VEHICLES.map((k) => k.vin));
    for (const p of SEED_PLATES) {
      expect(v.parse(PlateQuerySchema, { plate: p.plate, state: p.stateCode })).toEqual({
        plate: p.plate,
        state: p.stateCode,
      });
      expect(vins.has(p.vin), p.plate).toBe(true);
    }
    expect(SEED_PLATES.find((p) => p.stateCode === 'OR' && p.plate === 'UPSHFT')).toBeDefined();
  });

  it('has a vehicle for each way to get no offer by VIN, and offers on the others', () => {
    const reasonOf = (model: string) => {
      const k = KNOWN_VEHICLES.find((x) => x.model === model);
      if (!k) throw new Error(model);
      return noOfferReason({ ...DEMO_TRADE_ANSWERS, ...k, mileage: 50_000 }, ASOF);
    };
    expect(reasonOf('Camry')).toBe('TOO_OLD');
    expect(reasonOf('9-3')).toBe('MAKE_NOT_BOUGHT');
    for (const model of ['RAV4', 'Outback', 'Model 3', 'F-150', 'Accord', 'Wrangler Unlimited', 'Silverado 1500']) {
      expect(reasonOf(model), model).toBeNull();
    }
  });

  it('gives the demo user a full appraisal worth the $14,500 the updated-trade modal shows', () => {
    const [trade] = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1' }).trades;
    expect(v.parse(TradeAnswersSchema, DEMO_TRADE_ANSWERS)).toEqual(DEMO_TRADE_ANSWERS);
    expect(DEMO_TRADE_ANSWERS.vin).toBe(DEMO_TRADE_VEHICLE.vin);
    const appraisal = appraiseTrade(DEMO_TRADE_ANSWERS, ASOF);
    expect(appraisal.status === 'OFFER' && appraisal.offer).toBe(14_500);
    expect(trade).toMatchObject({ id: 't1', vehicleName: '2018 Honda Civic EX', offer: 14_500, payoff: 6_200 });
    expect(appraisal.status === 'OFFER' && trade?.breakdown).toEqual(
      appraisal.status === 'OFFER' ? appraisal.breakdown : null,
    );
  });

  it('is stored, once, by every seeding', async () => {
    const db = await makeDb();
    const plates = await db.selectFrom('plates').selectAll().execute();
    expect(plates).toHaveLength(SEED_PLATES.length);
    const known = await db.selectFrom('known_vehicles').select('vin').execute();
    expect(known).toHaveLength(KNOWN_VEHICLES.length);
  });

  it('is listed in docs/sandbox-api.md, plate by plate', () => {
    const readme = readFileSync(new URL('../../../../docs/sandbox-api.md', import.meta.url), 'utf8');
    for (const p of SEED_PLATES) {
      const vehicle = KNOWN_VEHICLES.find((k) => k.vin === p.vin);
      const row = `| ${p.stateCode}    | \`${p.plate}\``;
      const line = readme.split('\n').find((l) => l.startsWith(row));
      expect(line, row).toBeDefined();
      expect(line).toContain(`\`${p.vin}\``);
      expect(line).toContain(`${vehicle?.year} ${vehicle?.make} ${vehicle?.model} ${vehicle?.trim}`);
    }
  });
});
