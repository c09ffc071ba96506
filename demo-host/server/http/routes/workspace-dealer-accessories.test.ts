import { beforeEach, describe, expect, it } from 'vitest';
import { RETIRED_ACCESSORY } from '../../../../src/contract/accessories.ts';
import { RETIRED_PRODUCT } from '../../../../src/contract/protection.ts';
import {
  ACCESSORY_CATEGORY_MESSAGE,
  ACCESSORY_FITS_MESSAGE,
  ACCESSORY_NAME_MESSAGE,
  ACCESSORY_PRICE_MESSAGE,
  type DealerAccessoriesAnswer,
} from '../../../../src/contract/workspace-dealer-accessories.ts';
import type { DealerProtectionAnswer } from '../../../../src/contract/workspace-dealer-protection.ts';
import { MANAGERS_ONLY } from '../../../../src/contract/workspace.ts';
import { findAccessories } from '../../db/accessories-repo.ts';
import type { Db } from '../../db/schema.ts';
import { makeApp, makeDb } from '../../test-support.ts';
import { dealSeed, Visitor } from './deal-fixtures.ts';
import { addStaff, AGENT_1, MANAGER_1, MANAGER_2, staffClient, type TestStaff } from './workspace-test-support.ts';

let db: Db;
let app: Awaited<ReturnType<typeof makeApp>>['app'];

beforeEach(async () => {
  db = await makeDb(dealSeed());
  await addStaff(db, [MANAGER_1, AGENT_1, MANAGER_2]);
  ({ app } = await makeApp(db));
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const PATH = '/dealers/d1/accessories';
type FieldErrors = { fieldErrors: { field: string; message: string }[] };

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

/** What the widget's accessories step offers for a deal on the vehicle: accessory names. */
async function offered(vehicleId = 'v1'): Promise<string[]> {
  const shopper = await Visitor.start(app);
  const res = await shopper.get(`/api/accessories/deals/${await shopper.startDeal(vehicleId)}`);
  return ((await res.json()) as { accessories: { name: string }[] }).accessories.map((a) => a.name);
}

const NEW = {
  name: 'Puddle Lights',
  category: 'TECHNOLOGY',
  price: 129.95,
  description: 'Logo lights under the mirrors',
  fits: [{ make: 'Toyota', model: 'Camry' }],
  retired: false,
};

describe("a dealer's accessory catalogue", () => {
  it('a manager adds, edits and retires accessories; the widget offers the edited list; a revert restores it', async () => {
    const manager = await signedIn(MANAGER_1);
    const read = await json<DealerAccessoriesAnswer>(await manager.call('GET', PATH));
    expect(read.dealer.id).toBe('d1');
    expect(read.accessories.map((a) => [a.id, a.category, a.price, a.fits, a.retired])).toEqual([
      ['d1-mats', 'INTERIOR', 200, [{ make: '*', model: '*' }], false],
      ['d1-spoiler', 'EXTERIOR', 500, [{ make: 'Toyota', model: 'Camry' }], false],
      ['d1-cross-bars', 'CARGO', 449.99, [{ make: 'Toyota', model: 'RAV4' }], false],
      ['d1-locks', 'WHEELS', 85.5, [{ make: 'Toyota', model: '*' }], false],
    ]);

    const [mats, spoiler, bars, locks] = read.accessories;
    const saved = await manager.call('PUT', PATH, {
      accessories: [
        { ...mats, price: 219.5, name: '  All-Season Mats ' },
        { ...spoiler, retired: true },
        // The cross bars now fit Camrys too; the wheel locks are left out (retired, never deleted).
        { ...bars, fits: [...(bars?.fits ?? []), { make: 'Toyota', model: 'Camry' }] },
        NEW,
      ],
    });
    expect(saved.status).toBe(200);
    const after = await json<DealerAccessoriesAnswer>(saved);
    expect(after.accessories.map((a) => [a.name, a.price, a.retired])).toEqual([
      ['All-Season Mats', 219.5, false],
      ['Rear Lip Spoiler', 500, true],
      ['Roof Rack Cross Bars', 449.99, false],
      ['Puddle Lights', 129.95, false],
      ['Wheel Locks', 85.5, true],
    ]);
    expect(after.accessories[3]?.id).toMatch(/^d1-/);
    expect(await offered('v1')).toEqual(['All-Season Mats', 'Roof Rack Cross Bars', 'Puddle Lights']);
    expect(locks && (await findAccessories(db, [locks.id]))).toHaveLength(1);

    const history = await json<{ versions: { changed: string[] }[] }>(
      await manager.call('GET', '/settings/dealer-accessories/d1/history'),
    );
    expect(history.versions[0]?.changed).toEqual(['accessories']);
    expect((await manager.call('POST', '/settings/dealer-accessories/d1/revert')).status).toBe(200);
    // The list before: the spoiler and locks back, the new lights left out (retired, not deleted).
    expect(await offered('v1')).toEqual(['All-Weather Floor Mats', 'Rear Lip Spoiler', 'Wheel Locks']);
    const lights = await findAccessories(db, [after.accessories[3]?.id ?? '']);
    expect(lights.map((a) => a.retired)).toEqual([true]);
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['dealer.accessories', 'settings.revert'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['dealer.accessories', 'settings.revert']);
  });

  it('refuses a bad price, name, category or fit on its field, and another dealer’s id; nothing is saved', async () => {
    const manager = await signedIn(MANAGER_1);
    const cases: [Record<string, unknown>, string, string][] = [
      ...[0, -5, 25_000.01, 1.234, '100', null].map((price): [Record<string, unknown>, string, string] => [
        { price },
        'price',
        ACCESSORY_PRICE_MESSAGE,
      ]),
      [{ name: '   ' }, 'name', ACCESSORY_NAME_MESSAGE],
      [{ name: 'x'.repeat(81) }, 'name', ACCESSORY_NAME_MESSAGE],
      [{ category: 'SNACKS' }, 'category', ACCESSORY_CATEGORY_MESSAGE],
      [{ fits: [] }, 'fits', ACCESSORY_FITS_MESSAGE],
      [{ fits: [{ make: '*', model: 'Camry' }] }, 'fits.0', ACCESSORY_FITS_MESSAGE],
      [{ fits: [{ make: 'Toyota', model: ' ' }] }, 'fits.0.model', ACCESSORY_FITS_MESSAGE],
    ];
    for (const [change, field, message] of cases) {
      const res = await manager.call('PUT', PATH, { accessories: [{ ...NEW, ...change }] });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((await json<FieldErrors>(res)).fieldErrors).toEqual([{ field: `accessories.0.${field}`, message }]);
    }
    const theirs = await manager.call('PUT', PATH, { accessories: [{ ...NEW, id: 'd2-hitch' }] });
    expect(theirs.status).toBe(400);
    expect((await json<FieldErrors>(theirs)).fieldErrors[0]?.field).toBe('accessories.0.id');
    expect((await findAccessories(db, ['d2-hitch']))[0]?.name).toBe('Tow Hitch Receiver');
    const stored = await json<DealerAccessoriesAnswer>(await manager.call('GET', PATH));
    expect(stored.accessories.map((a) => a.name)).not.toContain('Puddle Lights');
  });

  it('agents and other dealers’ managers are refused', async () => {
    const agent = await signedIn(AGENT_1);
    const res = await agent.call('GET', PATH);
    expect(res.status).toBe(403);
    expect((await json(res))['message']).toBe(MANAGERS_ONLY);
    const other = await signedIn(MANAGER_2);
    expect((await other.call('PUT', PATH, { accessories: [] })).status).toBe(403);
  });
});

describe('a retired catalogue item named by a shopper', () => {
  it('an accessory: refused to a deal that had not saved it; a deal that had keeps it at its price', async () => {
    const keeper = await Visitor.start(app);
    const kept = await keeper.startDeal('v1');
    const putIds = (who: Visitor, deal: string, accessoryIds: string[]) =>
      who.post(`/api/deals/${deal}/savedAccessories`, { accessoryIds }, 'PUT');
    expect((await putIds(keeper, kept, ['d1-spoiler'])).status).toBe(200);

    const manager = await signedIn(MANAGER_1);
    const read = await json<DealerAccessoriesAnswer>(await manager.call('GET', PATH));
    const retire = read.accessories.map((a) => (a.id === 'd1-spoiler' ? { ...a, retired: true } : a));
    expect((await manager.call('PUT', PATH, { accessories: retire })).status).toBe(200);

    const newcomer = await Visitor.start(app);
    const fresh = await newcomer.startDeal('v1');
    const refused = await putIds(newcomer, fresh, ['d1-mats', 'd1-spoiler']);
    expect(refused.status).toBe(400);
    expect((await json<FieldErrors>(refused)).fieldErrors).toEqual([
      { field: 'accessoryIds.1', message: RETIRED_ACCESSORY },
    ]);
    const none = await json<{ accessories: unknown[] }>(await newcomer.get(`/api/deals/${fresh}/savedAccessories`));
    expect(none.accessories).toEqual([]);

    // The deal that saved it still has it, priced as before, and may save it again with another.
    const still = await json<{ accessories: { id: string }[]; total: number }>(
      await keeper.get(`/api/deals/${kept}/savedAccessories`),
    );
    expect([still.accessories.map((a) => a.id), still.total]).toEqual([['d1-spoiler'], 500]);
    const again = await putIds(keeper, kept, ['d1-spoiler', 'd1-mats']);
    expect(again.status).toBe(200);
    expect((await json<{ saved: { total: number } }>(again)).saved.total).toBe(700);
  });

  it('a protection product: refused to a deal that does not carry it; a deal that does keeps it', async () => {
    const putJacket = (who: Visitor, dealId: string, ids: string[]) =>
      who.post('/api/protection-products/update', { dealId, insuranceWarranties: ids.map((id) => ({ id })) }, 'PUT');
    const keeper = await Visitor.start(app);
    const kept = await keeper.startDeal('v1');
    expect((await putJacket(keeper, kept, ['d1-tire-wheel'])).status).toBe(200);

    const manager = await signedIn(MANAGER_1);
    const read = await json<DealerProtectionAnswer>(await manager.call('GET', '/dealers/d1/protection'));
    const products = read.products.map((p) => (p.id === 'd1-tire-wheel' ? { ...p, retired: true } : p));
    expect((await manager.call('PUT', '/dealers/d1/protection', { products })).status).toBe(200);

    const newcomer = await Visitor.start(app);
    const fresh = await newcomer.startDeal('v1');
    const refused = await putJacket(newcomer, fresh, ['d1-tire-wheel']);
    expect(refused.status).toBe(400);
    expect((await json<FieldErrors>(refused)).fieldErrors).toEqual([
      { field: 'insuranceWarranties.0.id', message: RETIRED_PRODUCT },
    ]);
    const cash = await newcomer.post(`/api/deals/${fresh}/cash`, { protectionProducts: ['d1-tire-wheel'] });
    expect(cash.status).toBe(400);
    const quotes = await newcomer.post(`/api/deals/${fresh}/finance/quotes`, {
      downPayment: 1000,
      protectionProducts: ['d1-tire-wheel'],
    });
    expect(quotes.status).toBe(400);
    const jacket = await json<{ insuranceWarranties: unknown[] }>(
      await newcomer.get(`/api/protection-products/deals/${fresh}`),
    );
    expect(jacket.insuranceWarranties).toEqual([]);

    // The deal that chose it keeps it at its price, in its jacket and its quotes.
    const still = await json<{ insuranceWarranties: { id: string; price: number }[] }>(
      await keeper.get(`/api/protection-products/deals/${kept}`),
    );
    expect(still.insuranceWarranties.map((p) => [p.id, p.price])).toEqual([['d1-tire-wheel', 899]]);
    expect((await putJacket(keeper, kept, ['d1-tire-wheel'])).status).toBe(200);
    const keptQuotes = await keeper.post(`/api/deals/${kept}/finance/quotes`, {
      downPayment: 1000,
      protectionProducts: ['d1-tire-wheel'],
    });
    expect(keptQuotes.status).toBe(200);
  });
});
