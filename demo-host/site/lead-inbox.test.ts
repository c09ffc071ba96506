// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isCrmOutage, receiveCrmLead } from '../server/db/crm-inbox-repo.ts';
import type { Db } from '../server/db/repo.ts';
import type { NewRow } from '../server/db/schema.ts';
import { fixtureAdfXml } from '../server/domain/leads/adf-fixture.ts';
import { makeDb } from '../server/test-support.ts';
import { createSiteApp } from './app.ts';
import { LEAD_INBOX_CSRF_COOKIE } from './lead-inbox.ts';
import { SANDBOX_CSRF_FIELD } from './sandbox-forms.ts';
import { sandboxTime } from './sandbox-page.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';
const T = Date.parse('2026-11-23T15:00:00Z');
const iso = (ms: number) => sandboxTime(new Date(ms).toISOString());

let db: Db;

/** A lead as the outbox holds it (the enqueue code is not this page's subject). */
async function insertLead(over: Partial<NewRow<'lead_outbox'>> & Pick<NewRow<'lead_outbox'>, 'id'>) {
  await db
    .insertInto('lead_outbox')
    .values({
      kind: 'deal-saved',
      source_key: `deal-saved:${over.id}`,
      campaign_slug: 'main',
      dealer_id: 'd1',
      session_id: null,
      user_id: null,
      document: fixtureAdfXml({ leadId: over.id, dealerId: over.dealer_id ?? 'd1' }),
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: T,
      claimed_by: null,
      claimed_until: null,
      last_error: null,
      delivered_at: null,
      created_at: T,
      ...over,
    })
    .execute();
}

async function insertAttempt(over: Partial<NewRow<'lead_delivery_attempts'>> & { lead_id: string; attempt: number }) {
  await db
    .insertInto('lead_delivery_attempts')
    .values({
      worker: 'worker-1',
      transport: 'HTTP',
      target: 'http://localhost:4173/crm/adf',
      started_at: T + over.attempt * 60_000,
      finished_at: T + over.attempt * 60_000 + 100,
      outcome: 'RETRY',
      detail: 'HTTP 503',
      ...over,
    })
    .execute();
}

beforeEach(async () => {
  db = await makeDb();
  // Delivered on its second try, received twice by the CRM (the first answer was lost).
  await insertLead({
    id: 'lead-delivered',
    created_at: T,
    status: 'DELIVERED',
    attempts: 2,
    delivered_at: T + 120_100,
  });
  await insertAttempt({ lead_id: 'lead-delivered', attempt: 1, finished_at: null, outcome: null, detail: null });
  await insertAttempt({ lead_id: 'lead-delivered', attempt: 2, outcome: 'DELIVERED', detail: 'HTTP 200' });
  await receiveCrmLead(db, { leadId: 'lead-delivered', dealerId: 'd1', document: '' }, T + 60_050);
  await receiveCrmLead(db, { leadId: 'lead-delivered', dealerId: 'd1', document: '' }, T + 120_050);
  // Dead: the CRM refused it.
  await insertLead({
    id: 'lead-dead',
    kind: 'registration',
    created_at: T + 1_000,
    dealer_id: 'd2',
    status: 'DEAD',
    attempts: 1,
    last_error: 'HTTP 422: <b>bad</b>',
  });
  await insertAttempt({ lead_id: 'lead-dead', attempt: 1, outcome: 'FAILED', detail: 'HTTP 422: <b>bad</b>' });
  // Pending, the next try in ten minutes; its document carries a script in a comment.
  await insertLead({
    id: 'lead-pending',
    kind: 'call-now',
    created_at: T + 2_000,
    attempts: 1,
    next_attempt_at: T + 600_000,
    last_error: 'HTTP 503',
    document: fixtureAdfXml({ leadId: 'lead-pending' }, { comment: ' <script>alert(1)</script> ' }),
  });
  await insertAttempt({ lead_id: 'lead-pending', attempt: 1 });
});

const site = (environment?: string) => createSiteApp({ db, appOrigin, siteOrigin, environment });

async function page() {
  const res = await site().request('/lead-inbox');
  const text = await res.text();
  const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1] ?? '';
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { res, text, token, cookie, doc: new DOMParser().parseFromString(text, 'text/html') };
}

function postForm(path: string, fields: Record<string, string>, cookie: string, origin = siteOrigin) {
  return site().request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: origin },
    body: new URLSearchParams(fields).toString(),
  });
}

const cells = (doc: Document) =>
  [...doc.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll(':scope > td')].map((td) => td.textContent?.replace(/\s+/g, ' ').trim()),
  );

const statusOf = async (id: string) =>
  (await db.selectFrom('lead_outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('GET /lead-inbox', () => {
  it('lists the leads newest first with their status, every try, and what the sandbox CRM received', async () => {
    const { res, doc } = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    const rows = cells(doc);
    expect(rows.map((r) => r.slice(0, 7))).toEqual([
      [
        iso(T + 2_000),
        'call-now',
        'main',
        'First Motors',
        `Pending, next try at ${iso(T + 600_000)} Last error: HTTP 503`,
        `Try 1 by worker-1, HTTP to http://localhost:4173/crm/adf, started ${iso(T + 60_000)}: failed, to retry (HTTP 503)`,
        'Not received',
      ],
      [
        iso(T + 1_000),
        'registration',
        'main',
        'Second Auto',
        'Dead Last error: HTTP 422: <b>bad</b>',
        `Try 1 by worker-1, HTTP to http://localhost:4173/crm/adf, started ${iso(T + 60_000)}: failed for good (HTTP 422: <b>bad</b>)`,
        'Not received',
      ],
      [
        iso(T),
        'deal-saved',
        'main',
        'First Motors',
        `Delivered at ${iso(T + 120_100)}`,
        `Try 1 by worker-1, HTTP to http://localhost:4173/crm/adf, started ${iso(T + 60_000)}: cut off ` +
          `Try 2 by worker-1, HTTP to http://localhost:4173/crm/adf, started ${iso(T + 120_000)}: delivered (HTTP 200)`,
        `Received 2 times last at ${iso(T + 120_050)}`,
      ],
    ]);
    const details = doc.querySelector('tbody tr details');
    expect(details?.querySelector('summary')?.textContent).toBe('ADF document');
    expect(details?.querySelector('pre')?.textContent).toContain('<id sequence="1" source="Upshift">lead-pending</id>');
    expect(doc.querySelector('nav[aria-label="Main"] a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/lead-inbox',
    );
  });

  it('shows a try still running as in progress while its lead is claimed', async () => {
    await db
      .updateTable('lead_outbox')
      .set({ claimed_by: 'worker-2', claimed_until: Date.now() + 60_000 })
      .where('id', '=', 'lead-pending')
      .execute();
    await insertAttempt({ lead_id: 'lead-pending', attempt: 2, worker: 'worker-2', finished_at: null, outcome: null });
    const { doc } = await page();
    expect(cells(doc)[0]?.[5]).toMatch(/Try 2 by worker-2, .*: in progress/);
  });

  it('escapes everything: a document with a script in a comment stays text, as do error details', async () => {
    const { text, doc } = await page();
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('<b>bad</b>');
    expect(text).toContain('&lt;!-- &lt;script&gt;alert(1)&lt;/script&gt; --&gt;');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('tbody tr pre')?.textContent).toContain('<!-- <script>alert(1)</script> -->');
  });

  it('offers Replay on dead leads only', async () => {
    const { doc } = await page();
    const buttons = [...doc.querySelectorAll('tbody button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Replay: registration lead for Second Auto']);
    expect(buttons[0]?.closest('form')?.getAttribute('action')).toBe('/lead-inbox/lead-dead/replay');
  });

  it('says so when there are no leads, and still shows the CRM switch', async () => {
    await db.deleteFrom('lead_outbox').execute();
    const { doc } = await page();
    expect(doc.querySelector('[role="status"]')?.textContent).toBe(
      'No leads yet. Save a deal or register in the widget, then refresh.',
    );
    expect(doc.querySelector('table')).toBeNull();
    expect(doc.querySelector('#crm-switch-title')?.textContent).toBe('Sandbox CRM');
  });

  it('does not exist in production', async () => {
    expect((await site('prod').request('/lead-inbox')).status).toBe(404);
    const { token, cookie } = await page();
    const res = await site('prod').request('/lead-inbox/lead-dead/replay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: siteOrigin },
      body: new URLSearchParams({ [SANDBOX_CSRF_FIELD]: token }).toString(),
    });
    expect(res.status).toBe(404);
    expect(await statusOf('lead-dead')).toBe('DEAD');
  });
});

describe('POST /lead-inbox/:id/replay', () => {
  it('treats an id that is no id (a NUL, a long one) as unknown: back to the inbox (PostgreSQL answered 500)', async () => {
    const { token, cookie } = await page();
    for (const id of ['%00', 'lead-dead%00', 'x'.repeat(200)]) {
      const res = await postForm(`/lead-inbox/${id}/replay`, { [SANDBOX_CSRF_FIELD]: token }, cookie);
      expect(res.status, id).toBe(303);
    }
    expect(await statusOf('lead-dead')).toBe('DEAD');
  });

  it('puts a dead lead back in the queue, due now, and goes back to the inbox', async () => {
    const { token, cookie } = await page();
    expect(cookie.startsWith(`${LEAD_INBOX_CSRF_COOKIE}=`)).toBe(true);
    const before = Date.now();
    const res = await postForm('/lead-inbox/lead-dead/replay', { [SANDBOX_CSRF_FIELD]: token }, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/lead-inbox');
    const row = await db.selectFrom('lead_outbox').selectAll().where('id', '=', 'lead-dead').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', attempts: 0, last_error: null, claimed_by: null });
    expect(row.next_attempt_at).toBeGreaterThanOrEqual(before);
    expect(row.next_attempt_at).toBeLessThanOrEqual(Date.now());
    expect(cells((await page()).doc)[1]?.[4]).toMatch(/^Pending, next try at /);
  });

  it('leaves leads that are not dead as they are', async () => {
    const { token, cookie } = await page();
    for (const id of ['lead-pending', 'lead-delivered']) {
      expect((await postForm(`/lead-inbox/${id}/replay`, { [SANDBOX_CSRF_FIELD]: token }, cookie)).status).toBe(303);
    }
    expect(await statusOf('lead-pending')).toBe('PENDING');
    expect(await statusOf('lead-delivered')).toBe('DELIVERED');
    const pending = await db
      .selectFrom('lead_outbox')
      .selectAll()
      .where('id', '=', 'lead-pending')
      .executeTakeFirstOrThrow();
    expect([pending.attempts, pending.next_attempt_at]).toEqual([1, T + 600_000]);
  });

  it('refuses a post without the page token, with another token, or from another origin', async () => {
    const { token, cookie } = await page();
    expect((await postForm('/lead-inbox/lead-dead/replay', {}, cookie)).status).toBe(403);
    expect((await postForm('/lead-inbox/lead-dead/replay', { [SANDBOX_CSRF_FIELD]: 'forged' }, cookie)).status).toBe(
      403,
    );
    expect((await postForm('/lead-inbox/lead-dead/replay', { [SANDBOX_CSRF_FIELD]: token }, '')).status).toBe(403);
    expect(
      (await postForm('/lead-inbox/lead-dead/replay', { [SANDBOX_CSRF_FIELD]: token }, cookie, 'https://evil.example'))
        .status,
    ).toBe(403);
    expect(await statusOf('lead-dead')).toBe('DEAD');
  });
});

describe('POST /lead-inbox/crm-outage', () => {
  it('turns the sandbox CRM off (the receiver answers 503) and on again', async () => {
    let { doc, token, cookie } = await page();
    expect(doc.querySelector('.crm-switch p')?.textContent?.replace(/\s+/g, ' ')).toMatch(
      /The sandbox CRM at http:\/\/localhost:4173\/crm\/adf is up/,
    );
    expect(doc.querySelector('.crm-switch button')?.textContent?.trim()).toBe('Start a CRM outage');

    let res = await postForm('/lead-inbox/crm-outage', { [SANDBOX_CSRF_FIELD]: token, outage: 'on' }, cookie);
    expect(res.status).toBe(303);
    expect(await isCrmOutage(db)).toBe(true);
    const down = await site().request('/crm/adf', {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml' },
      body: fixtureAdfXml(),
    });
    expect(down.status).toBe(503);
    ({ doc, token, cookie } = await page());
    expect(doc.querySelector('.crm-switch p')?.textContent).toMatch(/down/);
    expect(doc.querySelector('.crm-switch button')?.textContent?.trim()).toBe('End the CRM outage');

    res = await postForm('/lead-inbox/crm-outage', { [SANDBOX_CSRF_FIELD]: token, outage: 'off' }, cookie);
    expect(res.status).toBe(303);
    expect(await isCrmOutage(db)).toBe(false);
  });

  it('refuses a form that cannot be read (broken multipart) with 403, as a forged one (it answered 500)', async () => {
    const { token, cookie } = await page();
    for (const type of ['multipart/form-data; boundary=xx', 'multipart/form-data']) {
      const res = await site().request('/lead-inbox/crm-outage', {
        method: 'POST',
        headers: { 'Content-Type': type, Cookie: cookie, Origin: siteOrigin },
        body: `--xx\r\nContent-Disposition: form-data; name="${SANDBOX_CSRF_FIELD}"\r\n\r\n${token}`,
      });
      expect(res.status, type).toBe(403);
    }
    expect(await isCrmOutage(db)).toBe(false);
  });

  it('refuses a forged post and a value other than on or off', async () => {
    const { token, cookie } = await page();
    expect((await postForm('/lead-inbox/crm-outage', { outage: 'on' }, cookie)).status).toBe(403);
    expect(
      (await postForm('/lead-inbox/crm-outage', { [SANDBOX_CSRF_FIELD]: token, outage: 'maybe' }, cookie)).status,
    ).toBe(400);
    expect(await isCrmOutage(db)).toBe(false);
  });
});
