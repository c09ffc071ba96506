import { beforeEach, describe, expect, it } from 'vitest';
import {
  PRODUCT_NAME_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  type DealerProtectionAnswer,
} from '../../../../src/contract/workspace-dealer-protection.ts';
import { MANAGERS_ONLY } from '../../../../src/contract/workspace.ts';
import { findCatalogProducts } from '../../db/protection-repo.ts';
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
const PATH = '/dealers/d1/protection';

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

/** What the widget offers for the dealer's financed deals: product names. */
async function offered(): Promise<string[]> {
  const shopper = await Visitor.start(app);
  const res = await shopper.get('/api/protection-products/dealer/d1');
  return ((await res.json()) as { products: { name: string }[] }).products.map((p) => p.name);
}

describe("a dealer's protection products", () => {
  it('a manager adds, edits and retires products; the widget offers the edited list; a revert restores it', async () => {
    const manager = await signedIn(MANAGER_1);
    const read = await json<DealerProtectionAnswer>(await manager.call('GET', PATH));
    expect(read.products.map((p) => [p.id, p.name, p.price, p.financedOnly, p.retired])).toEqual([
      ['d1-tire-wheel', 'Tire & Wheel Protection', 899, false, false],
      ['d1-gap', 'GAP Insurance', 795, true, false],
    ]);
    expect(await offered()).toContain('Tire & Wheel Protection');

    const [tire, gap] = read.products;
    const saved = await manager.call('PUT', PATH, {
      products: [
        { ...tire, price: 949.5, name: '  Tire & Wheel Plus ' },
        { ...gap, retired: true },
        { name: 'Key Replacement', description: 'Lost keys replaced', price: 349, financedOnly: false, retired: false },
      ],
    });
    expect(saved.status).toBe(200);
    const after = await json<DealerProtectionAnswer>(saved);
    expect(after.products.map((p) => [p.name, p.price, p.retired])).toEqual([
      ['Tire & Wheel Plus', 949.5, false],
      ['GAP Insurance', 795, true],
      ['Key Replacement', 349, false],
    ]);
    expect(after.products[2]?.id).toMatch(/^d1-/);
    const names = await offered();
    expect(names).toContain('Tire & Wheel Plus');
    expect(names).toContain('Key Replacement');
    expect(names).not.toContain('GAP Insurance');
    // Retired, never deleted: deals that chose it still find it.
    expect(await findCatalogProducts(db, ['d1-gap'])).toHaveLength(1);

    const history = await json<{ versions: { changed: string[] }[] }>(
      await manager.call('GET', '/settings/dealer-protection/d1/history'),
    );
    expect(history.versions[0]?.changed).toEqual(['products']);
    expect((await manager.call('POST', '/settings/dealer-protection/d1/revert')).status).toBe(200);
    const reverted = await offered();
    expect(reverted).toContain('GAP Insurance');
    expect(reverted).toContain('Tire & Wheel Protection');
    // The product added since is left out of the version restored: retired, not deleted.
    expect(reverted).not.toContain('Key Replacement');
    expect(await findCatalogProducts(db, [after.products[2]?.id ?? ''])).toHaveLength(1);
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['dealer.protection', 'settings.revert'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['dealer.protection', 'settings.revert']);
  });

  it('refuses a product without a name, a price out of range, or another dealer’s id', async () => {
    const manager = await signedIn(MANAGER_1);
    const product = { name: 'Paint', description: '', price: 100, financedOnly: false, retired: false };
    for (const price of [0, -5, 5000.01, 1.234, '100']) {
      const res = await manager.call('PUT', PATH, { products: [{ ...product, price }] });
      expect(res.status, String(price)).toBe(400);
      expect((await json<{ fieldErrors: unknown[] }>(res)).fieldErrors).toEqual([
        { field: 'products.0.price', message: PRODUCT_PRICE_MESSAGE },
      ]);
    }
    const unnamed = await manager.call('PUT', PATH, { products: [{ ...product, name: '   ' }] });
    expect((await json<{ fieldErrors: unknown[] }>(unnamed)).fieldErrors).toEqual([
      { field: 'products.0.name', message: PRODUCT_NAME_MESSAGE },
    ]);
    const theirs = await manager.call('PUT', PATH, { products: [{ ...product, id: 'd2-gap' }] });
    expect(theirs.status).toBe(400);
    expect((await findCatalogProducts(db, ['d2-gap']))[0]?.name).toBe('GAP Insurance');
  });

  it('agents and other dealers’ managers are refused', async () => {
    const agent = await signedIn(AGENT_1);
    const res = await agent.call('GET', PATH);
    expect(res.status).toBe(403);
    expect((await json(res))['message']).toBe(MANAGERS_ONLY);
    const other = await signedIn(MANAGER_2);
    expect((await other.call('PUT', PATH, { products: [] })).status).toBe(403);
  });
});
