import { beforeEach, describe, expect, it } from 'vitest';
import type { InventoryImport, InventoryImports } from '../../../../src/contract/workspace-inventory.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { searchInventory } from '../../db/inventory-repo.ts';
import type { Db } from '../../db/schema.ts';
import { makeVin } from '../../domain/vin.ts';
import { APP_ORIGIN, makeDb, testApp } from '../../test-support.ts';
import {
  addStaff,
  ADMIN,
  AGENT_1,
  MANAGER_1,
  MANAGER_2,
  staffClient,
  type TestStaff,
} from './workspace-test-support.ts';

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  app = testApp(db);
});

const PATH = '/dealers/d1/inventory/imports';
const vin = (serial: number) => makeVin({ wmi: '1HG', vds: 'CV1F3', year: 2024, plant: 'A', serial });
const HEADER = 'VIN,Stock #,New/Used,Year,Make,Model,Trim,Selling Price,Miles,Photos';
const line = (serial: number, price = '27500') =>
  `${vin(serial)},S${serial},Used,2024,Honda,Accord,EX,${price},12000,https://img.test/${serial}.jpg|https://img.test/${serial}b.jpg`;
const csv = (...rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;

/** A signed-in member's raw upload (the JSON helper cannot send a CSV body). */
async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  const me = await c.signIn(m);
  const upload = (
    body: string | FormData,
    query = '',
    headers: Record<string, string> = { 'Content-Type': 'text/csv' },
  ) =>
    app.request(`/dealer/api${PATH}${query}`, {
      method: 'POST',
      headers: { Origin: APP_ORIGIN, Cookie: c.cookie, 'X-CSRF-TOKEN': me.csrfToken, ...headers },
      body,
    });
  return { ...c, upload };
}

const listed = async (dealerId = 'd1') =>
  (
    await searchInventory(
      db,
      { dealerId, stockTypes: [], makes: [], fuelTypes: [], bodyStyles: [], words: [] },
      '-year',
      1,
      100,
    )
  ).rows.map((r) => r.vin);

describe('inventory feed imports', () => {
  it('a manager uploads a feed: good rows are added and listed, bad rows are reported by line, and it is audited', async () => {
    const manager = await signedIn(MANAGER_1);
    // Line 3: a VIN one character short; line 5: no price.
    const res = await manager.upload(
      `\uFEFF${csv(line(1), vin(2).slice(1) + ',S2,Used,2024,Honda,Accord,EX,1,1,', line(3), line(4, ''), line(5))}`,
      '?name=feed.csv',
    );
    expect(res.status).toBe(201);
    const result = (await res.json()) as InventoryImport;
    expect(result).toMatchObject({
      source: 'upload',
      fileName: 'feed.csv',
      fullFeed: false,
      rowsRead: 5,
      added: 3,
      updated: 0,
      unchanged: 0,
      sold: 0,
      rejected: 2,
    });
    expect(result.rejectedRows).toEqual([
      { line: 3, reason: 'VIN must have 17 characters (has 16)', code: 'vinLength', params: { length: 16 } },
      {
        line: 5,
        reason: 'Price must be a positive amount up to 2000000 (is "")',
        code: 'price',
        params: { max: 2000000, value: '' },
      },
    ]);
    expect(await listed()).toEqual(expect.arrayContaining([vin(1), vin(3), vin(5)]));
    const stored = await db
      .selectFrom('vehicles')
      .select(['dealer_id', 'sale_price', 'photo_urls', 'price_with_rebates'])
      .where('vin', '=', vin(1))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ dealer_id: 'd1', sale_price: 27500, price_with_rebates: 27500 });
    expect(JSON.parse(stored.photo_urls!)).toEqual(['https://img.test/1.jpg', 'https://img.test/1b.jpg']);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'record_type', 'dealer_id'])
      .where('action', '=', 'dealer.inventory-import')
      .execute();
    expect(audit).toEqual([{ action: 'dealer.inventory-import', record_type: 'inventory-import', dealer_id: 'd1' }]);

    const history = (await (await manager.call('GET', PATH)).json()) as InventoryImports;
    expect(history.dealer).toEqual({ id: 'd1', name: 'First Motors' });
    expect(history.imports).toHaveLength(1);
    expect(history.imports[0]).toEqual(result);
  });

  it('a re-import of the same file changes nothing; a price change updates that vehicle only', async () => {
    const manager = await signedIn(MANAGER_1);
    const feed = csv(line(1), line(2));
    await manager.upload(feed);
    const before = await db
      .selectFrom('vehicles')
      .selectAll()
      .where('vin', 'in', [vin(1), vin(2)])
      .orderBy('vin')
      .execute();
    const again = (await (await manager.upload(feed)).json()) as InventoryImport;
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2, sold: 0, rejected: 0 });
    expect(
      await db
        .selectFrom('vehicles')
        .selectAll()
        .where('vin', 'in', [vin(1), vin(2)])
        .orderBy('vin')
        .execute(),
    ).toEqual(before);
    const repriced = (await (await manager.upload(csv(line(1, '"$26,900.00"'), line(2)))).json()) as InventoryImport;
    expect(repriced).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    const row = await db
      .selectFrom('vehicles')
      .select(['sale_price', 'price_with_rebates'])
      .where('vin', '=', vin(1))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sale_price: 26900, price_with_rebates: 26900 });
  });

  it('a full feed marks the dealer’s vehicles it leaves out sold: they leave listings but are not deleted; a return lists them again', async () => {
    const manager = await signedIn(MANAGER_1);
    await manager.upload(csv(line(1), line(2)));
    const full = (await (await manager.upload(csv(line(1)), '?full=1')).json()) as InventoryImport;
    // The fixture's own d1 vehicles are not in the file either.
    const d1Before = await db
      .selectFrom('vehicles')
      .select('vin')
      .where('dealer_id', '=', 'd1')
      .where('vin', 'not in', [vin(1), vin(2)])
      .execute();
    expect(full).toMatchObject({ fullFeed: true, unchanged: 1, sold: 1 + d1Before.length });
    expect(await listed()).toEqual([vin(1)]);
    expect(
      await db.selectFrom('vehicles').select('sold_at').where('vin', '=', vin(2)).executeTakeFirstOrThrow(),
    ).toEqual({ sold_at: expect.anything() });
    // The other dealer's stock is untouched.
    expect((await listed('d2')).length).toBeGreaterThan(0);
    const back = (await (await manager.upload(csv(line(1), line(2)))).json()) as InventoryImport;
    expect(back).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await listed()).sort()).toEqual([vin(1), vin(2)].sort());
  });

  it('a column the feed does not have keeps what is stored', async () => {
    const manager = await signedIn(MANAGER_1);
    await manager.upload(csv(line(1)));
    await db.updateTable('vehicles').set({ engine: '2.0L I4' }).where('vin', '=', vin(1)).execute();
    const res = (await (await manager.upload(`VIN,Price\r\n${vin(1)},27500\r\n`)).json()) as InventoryImport;
    expect(res).toMatchObject({ unchanged: 1, updated: 0 });
    const row = await db
      .selectFrom('vehicles')
      .select(['engine', 'trim', 'stock_number'])
      .where('vin', '=', vin(1))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ engine: '2.0L I4', trim: 'EX', stock_number: 'S1' });
  });

  it('a full feed with no good row sells nothing', async () => {
    const manager = await signedIn(MANAGER_1);
    const before = await listed();
    const res = (await (await manager.upload(csv(line(1, '0')), '?full=1')).json()) as InventoryImport;
    expect(res).toMatchObject({ rejected: 1, sold: 0 });
    expect(await listed()).toEqual(before);
  });

  it('a repeated VIN and another dealer’s VIN are rejected by line', async () => {
    const { id } = await db.selectFrom('vehicles').select('id').where('dealer_id', '=', 'd2').executeTakeFirstOrThrow();
    // The fixture's VINs are placeholders: give d2's vehicle one a feed accepts.
    await db
      .updateTable('vehicles')
      .set({ vin: vin(9) })
      .where('id', '=', id)
      .execute();
    const d2 = { vin: vin(9) };
    const manager = await signedIn(MANAGER_1);
    const res = (await (
      await manager.upload(csv(line(1), line(1), `${d2.vin},X,Used,2024,Honda,Accord,EX,20000,1,`))
    ).json()) as InventoryImport;
    expect(res.rejectedRows).toEqual([
      { line: 3, reason: 'VIN repeats line 2', code: 'vinRepeats', params: { line: 2 } },
      { line: 4, reason: 'VIN is in another dealer’s inventory', code: 'otherDealer', params: {} },
    ]);
    expect(
      await db.selectFrom('vehicles').select('dealer_id').where('vin', '=', d2.vin).executeTakeFirstOrThrow(),
    ).toEqual({ dealer_id: 'd2' });
  });

  it('a multipart upload works like a CSV body', async () => {
    const manager = await signedIn(MANAGER_1);
    const form = new FormData();
    form.set('file', new File([csv(line(7))], 'dms.csv', { type: 'text/csv' }));
    form.set('fullFeed', 'false');
    const res = await manager.upload(form, '', {});
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fileName: 'dms.csv', added: 1 });
  });

  it('a file with no VIN column, or that is not CSV, is refused whole', async () => {
    const manager = await signedIn(MANAGER_1);
    const noVin = await manager.upload('Stock,Price\r\nA,1\r\n');
    expect(noVin.status).toBe(400);
    expect(await noVin.json()).toMatchObject({
      message: 'This file cannot be read as an inventory feed: no column for VIN',
    });
    const broken = await manager.upload(`${HEADER}\n"${vin(1)},unclosed`);
    expect(broken.status).toBe(400);
    expect(await db.selectFrom('inventory_imports').select('id').execute()).toEqual([]);
  });

  it('a feed over 5 MB is refused before it is read', async () => {
    const manager = await signedIn(MANAGER_1);
    const res = await manager.upload('x'.repeat(5 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
  });

  it('agents may not import or read imports; a manager of another dealer may not either; an admin may', async () => {
    const agent = await signedIn(AGENT_1);
    const refused = await agent.upload(csv(line(1)));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: MANAGERS_ONLY });
    expect((await agent.call('GET', PATH)).status).toBe(403);
    const other = await signedIn(MANAGER_2);
    const notTheirs = await other.upload(csv(line(1)));
    expect(notTheirs.status).toBe(403);
    expect(await notTheirs.json()).toMatchObject({ message: NOT_YOUR_DEALER });
    expect(await (await other.call('GET', PATH)).json()).toMatchObject({ message: NOT_YOUR_DEALER });
    const admin = await signedIn(ADMIN);
    expect((await admin.upload(csv(line(1)))).status).toBe(201);
    expect(await db.selectFrom('vehicles').select('id').where('vin', '=', vin(1)).execute()).toHaveLength(1);
  });

  it('an upload without the CSRF token is refused', async () => {
    const c = staffClient(app);
    await c.signIn(MANAGER_1);
    const res = await app.request(`/dealer/api${PATH}`, {
      method: 'POST',
      headers: { Origin: APP_ORIGIN, Cookie: c.cookie, 'Content-Type': 'text/csv' },
      body: csv(line(1)),
    });
    expect(res.status).toBe(403);
    expect(await db.selectFrom('inventory_imports').select('id').execute()).toEqual([]);
  });
});
