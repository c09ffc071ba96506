import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { LeadKind } from '../../../../src/contract/bridge-protocol.ts';
import { setLeadSettings } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import { fixtureSeed, fixtureVehicle, makeDb } from '../../test-support.ts';
import { createLeadWriter } from './outbox.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 30, 15);

/** A writer on a clock the test moves, and the outbox as the tests read it. */
async function setup() {
  const db = await makeDb({
    ...fixtureSeed(),
    vehicles: [...fixtureSeed().vehicles, fixtureVehicle('v3', '4T1B11HK5KU000003', 'd1', 0)],
  });
  let now = START;
  const writer = createLeadWriter({ appOrigin: 'http://127.0.0.1:4174', now: () => new Date(now) });
  const write = (
    kind: LeadKind,
    sourceId: string,
    over: { vehicleId?: string; userId?: string | null; email?: string } = {},
  ) =>
    writer.write(db, {
      kind,
      sourceId,
      sessionId: 's1',
      userId: over.userId === undefined ? 'u1' : over.userId,
      campaign: 'main',
      dealerId: 'd1',
      vehicleId: over.vehicleId ?? 'v1',
      contact: { email: over.email ?? 'dana@example.com' },
      comments: [`About ${sourceId}`],
    });
  const row = (id: string) => db.selectFrom('lead_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const leadsCounted = async () =>
    (await db.selectFrom('funnel_daily').select(['event', 'count']).where('event', 'like', 'lead:%').execute())
      .map((r) => Number(r.count))
      .reduce((a, b) => a + b, 0);
  return { db, write, row, leadsCounted, advance: (ms: number) => (now += ms) };
}

type Prospect = { '@_status': string; id: { '#text': string; '@_sequence': string }; customer: { comments: string } };
const prospectOf = (document: string) =>
  (new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(document) as { adf: { prospect: Prospect } })
    .adf.prospect;

const threadOf = async (db: Db, id: string) =>
  (
    await db
      .selectFrom('lead_outbox')
      .select(['id', 'kind', 'thread_seq'])
      .where((eb) => eb.or([eb('id', '=', id), eb('thread_id', '=', id)]))
      .orderBy('thread_seq')
      .execute()
  ).map((r) => `${r.kind}#${String(r.thread_seq)}`);

describe('one shopper, one lead thread', () => {
  it('a later event within 72 h updates the first lead: the same ADF prospect, the next sequence, status resend', async () => {
    const t = await setup();
    const first = (await t.write('email', 'a'))!;
    t.advance(2 * HOUR);
    const update = await t.write('call-now', 'b');
    expect(update).toBe(`${first}:2`);

    const prospect = prospectOf((await t.row(update!)).document);
    expect(prospect['@_status']).toBe('resend');
    expect(prospect.id).toMatchObject({ '#text': first, '@_sequence': '2' });
    expect(prospect.customer.comments).toMatch(/^Update 1 to this lead\.\nAsked for a call now\.\nAbout b/);
    expect(prospectOf((await t.row(first)).document)['@_status']).toBe('new');

    expect(await t.row(first)).toMatchObject({
      thread_events: 2,
      last_event_kind: 'call-now',
      last_event_at: START + 2 * HOUR,
    });
    expect(await threadOf(t.db, first)).toEqual(['email#1', 'call-now#2']);
    // The funnel counts leads the CRM gets as new: one.
    expect(await t.leadsCounted()).toBe(1);
  });

  it('after the window, the next event is a new lead', async () => {
    const t = await setup();
    const first = (await t.write('email', 'a'))!;
    t.advance(72 * HOUR + 1);
    const next = (await t.write('call-now', 'b'))!;
    expect(next).not.toContain(':');
    expect(next).not.toBe(first);
    expect(await t.leadsCounted()).toBe(2);
  });

  it('a kind the dealer marks as always new (a signed contract by default) is a new lead', async () => {
    const t = await setup();
    await t.write('email', 'a');
    expect(await t.write('contract-signed', 'b')).not.toContain(':');
    await setLeadSettings(t.db, 'd1', { threadHours: 72, alwaysNew: ['test-drive'] });
    expect(await t.write('test-drive', 'c')).not.toContain(':');
    expect(await t.write('call-later', 'd')).toContain(':');
  });

  it("follows the dealer's window, and 0 hours makes every event a new lead", async () => {
    const t = await setup();
    await setLeadSettings(t.db, 'd1', { threadHours: 1, alwaysNew: [] });
    const first = (await t.write('email', 'a'))!;
    t.advance(HOUR - 1);
    expect(await t.write('call-now', 'b')).toBe(`${first}:2`);
    await setLeadSettings(t.db, 'd1', { threadHours: 0, alwaysNew: [] });
    expect(await t.write('call-later', 'c')).not.toContain(':');
  });

  it('another vehicle is another thread; an event with the same vehicle joins its own', async () => {
    const t = await setup();
    const camry = (await t.write('email', 'a'))!;
    const other = (await t.write('email', 'b', { vehicleId: 'v3' }))!;
    expect(other).not.toContain(':');
    expect(await t.write('call-now', 'c', { vehicleId: 'v1' })).toBe(`${camry}:2`);
    expect(await t.write('call-now', 'd', { vehicleId: 'v3' })).toBe(`${other}:2`);
  });

  it('the same shopper by email joins the thread before they had an account', async () => {
    const t = await setup();
    const first = (await t.write('ghost', 'a', { userId: null }))!;
    expect(await t.write('registration', 'b')).toBe(`${first}:2`);
  });

  it('another person in the same browser session is another lead', async () => {
    const t = await setup();
    const first = (await t.write('email', 'a', { userId: null }))!;
    const other = (await t.write('email', 'b', { userId: null, email: 'sam@example.com' }))!;
    expect(other).not.toContain(':');
    expect(other).not.toBe(first);
  });

  it('a retried request adds nothing to the thread', async () => {
    const t = await setup();
    const first = (await t.write('email', 'a'))!;
    await t.write('call-now', 'b');
    expect(await t.write('call-now', 'b')).toBeNull();
    expect(await t.row(first)).toMatchObject({ thread_events: 2 });
  });
});
