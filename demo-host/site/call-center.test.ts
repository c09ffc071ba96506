// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { makeEmptyDb } from '../server/test-support.ts';
import type { Db } from '../server/db/repo.ts';
import { insertLead, listOpenLeads, type LeadRequest } from '../server/db/lead-repo.ts';
import { insertSeed } from '../server/db/seed/seed.ts';
import { buildSeed } from '../server/db/seed/seed-data.ts';
import { createSiteApp } from './app.ts';
import { QUEUE_CSRF_COOKIE, QUEUE_CSRF_FIELD } from './call-center.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';
const EVIL = '<img src=x onerror="alert(1)">';

let db: Db;

const lead = (over: Partial<LeadRequest> & Pick<LeadRequest, 'id' | 'kind' | 'createdAt'>): LeadRequest => ({
  sessionId: 's1',
  userId: null,
  campaign: 'demo-ecommerce',
  dealerId: 'd100',
  certificateId: null,
  firstName: null,
  lastName: null,
  phoneNumber: null,
  replyToEmail: null,
  question: '',
  scheduledAt: null,
  userTimeZone: 'America/Chicago',
  status: 'OPEN',
  updatedAt: over.createdAt,
  ...over,
});

beforeEach(async () => {
  db = await makeEmptyDb();
  await insertSeed(db, buildSeed({ siteOrigin, appHost: '127.0.0.1' }));
  await insertLead(
    db,
    lead({
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'CALL_NOW',
      createdAt: Date.parse('2026-11-23T16:00:00Z'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '5125550111',
    }),
  );
  await insertLead(
    db,
    lead({
      id: '22222222-2222-4222-8222-222222222222',
      kind: 'CALL_LATER',
      createdAt: Date.parse('2026-11-23T17:00:00Z'),
      firstName: EVIL,
      phoneNumber: '5125550199',
      question: `Still available? ${EVIL}`,
      scheduledAt: Date.parse('2026-11-24T15:00:00Z'),
      userTimeZone: 'America/Los_Angeles',
    }),
  );
});

const site = (environment?: string) => createSiteApp({ db, appOrigin, siteOrigin, environment });

async function page() {
  const res = await site().request('/call-center');
  const text = await res.text();
  const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1] ?? '';
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { res, text, token, cookie, doc: new DOMParser().parseFromString(text, 'text/html') };
}

function markDone(id: string, token: string, cookie: string, origin = siteOrigin) {
  return site().request(`/call-center/${id}/done`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: origin },
    body: new URLSearchParams({ [QUEUE_CSRF_FIELD]: token }).toString(),
  });
}

describe('GET /call-center', () => {
  it("lists open requests newest first with the question and the shopper's local time, escaped", async () => {
    const { res, text, doc, cookie } = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(cookie.startsWith(`${QUEUE_CSRF_COOKIE}=`)).toBe(true);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    expect(text).not.toContain('<img src=x');
    const rows = [...doc.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s+/g, ' ').trim()),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.slice(1, 6)).toEqual([
      'Scheduled call',
      EVIL,
      '(512) 555-0199',
      '2026-11-24 07:00 AM (America/Los_Angeles)',
      `Still available? ${EVIL}`,
    ]);
    expect(rows[1]?.slice(1, 5)).toEqual([
      'Call now',
      'Ada Lovelace',
      '(512) 555-0111',
      '2026-11-23 10:00 AM (America/Chicago)',
    ]);
    expect(doc.querySelectorAll('button[type="submit"]')).toHaveLength(2);
    expect(doc.querySelector('a[aria-current="page"]')?.textContent).toBe('Call center');
  });

  it("keeps the Origin of its own form posts: a 'no-referrer' policy makes browsers send Origin: null", async () => {
    const { res } = await page();
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('shows the certificate a request came from under its kind', async () => {
    await insertLead(
      db,
      lead({
        id: '33333333-3333-4333-8333-333333333333',
        kind: 'EMAIL',
        createdAt: Date.parse('2026-11-23T18:00:00Z'),
        replyToEmail: 'grace@example.com',
        certificateId: 'cert-<42>',
      }),
    );
    const { doc, text } = await page();
    const kinds = [...doc.querySelectorAll('tbody tr')].map((tr) =>
      tr.querySelectorAll('td')[1]?.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(kinds).toEqual(['Email Certificate cert-<42>', 'Scheduled call', 'Call now']);
    expect(text).not.toContain('cert-<42>');
  });

  it('does not exist in production', async () => {
    expect((await site('prod').request('/call-center')).status).toBe(404);
  });

  it('is linked from the integrator console', async () => {
    const doc = new DOMParser().parseFromString(await (await site().request('/console')).text(), 'text/html');
    expect(doc.querySelector('a[href="/call-center"]')?.textContent).toBe('Call center');
  });
});

describe('POST /call-center/:id/done', () => {
  it('marks one request done and goes back to the queue', async () => {
    const { token, cookie } = await page();
    const res = await markDone('11111111-1111-4111-8111-111111111111', token, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/call-center');
    expect((await listOpenLeads(db)).map((l) => l.id)).toEqual(['22222222-2222-4222-8222-222222222222']);
  });

  it('treats an id that is no id (a NUL, a long one) as unknown: back to the queue (PostgreSQL answered 500)', async () => {
    const { token, cookie } = await page();
    for (const id of ['%00', 'a%00b', 'x'.repeat(200)]) {
      const res = await markDone(id, token, cookie);
      expect(res.status, id).toBe(303);
    }
    expect(await listOpenLeads(db)).toHaveLength(2);
  });

  it('refuses a post without the page token, with another token, or from another origin', async () => {
    const { token, cookie } = await page();
    const id = '11111111-1111-4111-8111-111111111111';
    expect((await markDone(id, '', cookie)).status).toBe(403);
    expect((await markDone(id, token, '')).status).toBe(403);
    expect((await markDone(id, `${token.slice(1)}x`, cookie)).status).toBe(403);
    expect((await markDone(id, token, cookie, 'https://evil.example')).status).toBe(403);
    expect(await listOpenLeads(db)).toHaveLength(2);
  });
});
