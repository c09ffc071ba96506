// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmptyDb } from '../server/test-support.ts';
import type { Db } from '../server/db/repo.ts';
import { insertSeed } from '../server/db/seed/seed.ts';
import { buildSeed } from '../server/db/seed/seed-data.ts';
import { SEED_ACCOUNTS, SEED_PROSPECTS } from '../server/db/seed/seed-identity.ts';
import { outboxSender } from '../server/sandbox/messaging/index.ts';
import { createSiteApp } from './app.ts';
import { sandboxTime } from './sandbox-page.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';
const EVIL = '<img src=x onerror="alert(1)">';

let db: Db;

beforeAll(async () => {
  db = await makeEmptyDb();
  await insertSeed(db, buildSeed({ siteOrigin, appHost: '127.0.0.1' }));
});

async function get(path: string, environment?: string) {
  const app = createSiteApp({ db, appOrigin, siteOrigin, environment });
  const res = await app.request(path);
  const text = await res.text();
  return { res, text, doc: new DOMParser().parseFromString(text, 'text/html') };
}

describe('GET /outbox', () => {
  it('says so when nothing was sent', async () => {
    const empty = await makeEmptyDb();
    const app = createSiteApp({ db: empty, appOrigin, siteOrigin });
    const res = await app.request('/outbox');
    expect(res.status).toBe(200);
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    expect(doc.querySelector('[role="status"]')?.textContent).toContain('No messages yet');
    expect(doc.querySelector('table')).toBeNull();
  });

  it('lists every message newest first: time, channel, recipient, subject, body, kind, all escaped', async () => {
    const sender = outboxSender(db);
    await sender.send({
      channel: 'SMS',
      recipient: '5415550142',
      subject: null,
      body: 'first 111111',
      kind: 'mfa-code',
    });
    await sender.send({
      channel: 'EMAIL',
      recipient: 'pat@upshift.test',
      subject: `Hello ${EVIL}`,
      body: `Line one\nLine two 222222 ${EVIL}`,
      kind: 'welcome',
    });
    const { res, text, doc } = await get('/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(text).not.toContain(EVIL);
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect([...doc.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Time',
      'Channel',
      'Recipient',
      'Subject',
      'Message',
      'Kind',
    ]);
    const rows = [...doc.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()),
    );
    expect(rows[0]?.slice(1)).toEqual([
      'EMAIL',
      'pat@upshift.test',
      `Hello ${EVIL}`,
      `Line one\nLine two 222222 ${EVIL}`,
      'welcome',
    ]);
    expect(rows[1]?.slice(1)).toEqual(['SMS', '5415550142', '(none)', 'first 111111', 'mfa-code']);
    expect(rows[0]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
  });

  it('does not exist in production, and the console does not link it there', async () => {
    expect((await get('/outbox', 'prod')).res.status).toBe(404);
    expect((await get('/console', 'prod')).doc.querySelector('a[href="/outbox"]')).toBeNull();
    expect((await get('/outbox', 'qa')).res.status).toBe(200);
  });

  it('formats times in UTC', () => {
    expect(sandboxTime('2026-11-23T15:04:05.123Z')).toBe('2026-11-23 15:04:05 UTC');
    expect(sandboxTime('nonsense')).toBe('nonsense');
  });
});

describe('the console’s test identities', () => {
  it('links the outbox from the navigation', async () => {
    const { doc } = await get('/console');
    expect(doc.querySelector('nav[aria-label="Main"] a[href="/outbox"]')?.textContent).toBe('Outbox');
  });

  it('lists every seeded prospect with its PIN: a button for this campaign’s, a switch link for others', async () => {
    const { doc } = await get('/console?campaign=demo-ecommerce');
    const section = doc.getElementById('test-identities');
    expect(section?.querySelector('h2')?.textContent).toBe('Test identities');
    for (const p of SEED_PROSPECTS) {
      const row = [...(section?.querySelectorAll('tbody tr') ?? [])].find((tr) => tr.textContent?.includes(p.pin));
      expect(row, p.id).toBeDefined();
      const route = `/profile/verify-access?pin=${p.pin}`;
      if (p.campaignSlug === 'demo-ecommerce') {
        expect(row?.querySelector('button')?.getAttribute('data-upshift-open'), p.id).toBe(route);
        expect(row?.querySelector('button')?.textContent?.trim()).toBe(`Open ${p.firstName}'s PIN link`);
        // demo-ecommerce is the standalone site's campaign here.
        expect(row?.querySelector(`a[href="${appOrigin}${route}"]`), p.id).not.toBeNull();
      } else {
        expect(row?.querySelector('button'), p.id).toBeNull();
        expect(row?.querySelector('a')?.getAttribute('href')).toBe(
          `/console?campaign=${p.campaignSlug}#test-identities`,
        );
      }
    }
    const kuni = await get('/console?campaign=kuni-bmw');
    const sam = SEED_PROSPECTS.find((p) => p.campaignSlug === 'kuni-bmw');
    expect(kuni.doc.querySelector(`button[data-upshift-open="/profile/verify-access?pin=${sam?.pin}"]`)).not.toBeNull();
  });

  it('lists every account with its password, and the anonymous branches as buttons', async () => {
    const { doc } = await get('/console');
    const text = doc.getElementById('test-identities')?.textContent ?? '';
    for (const a of SEED_ACCOUNTS) {
      expect(text).toContain(a.email);
      expect(text).toContain(a.password);
      expect(text).toContain(a.kind);
    }
    const routes = [...doc.querySelectorAll('#test-identities .console-routes button')].map((b) =>
      b.getAttribute('data-upshift-open'),
    );
    expect(routes).toEqual([
      '/account/login',
      '/profile/get-started',
      '/profile/get-started?noPinProspect=false',
      '/profile/no-pin-welcome',
      '/profile/verify',
    ]);
  });
});
