// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_CREDIT_CONSENT_VERSION } from '../../src/contract/credit-consent.ts';
import { insertSoftPull } from '../server/db/credit-repo.ts';
import type { Db } from '../server/db/repo.ts';
import { makeDb } from '../server/test-support.ts';
import { createSiteApp } from './app.ts';
import { sandboxTime } from './sandbox-page.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';

let db: Db;

beforeAll(async () => {
  db = await makeDb();
  const common = {
    userId: null,
    sessionId: 's1',
    zipCode: '78701',
    stateCode: 'TX',
    consentVersion: CURRENT_CREDIT_CONSENT_VERSION,
    consentText: 'the text',
    consentedAt: '2026-12-01T15:00:00.000Z',
    ip: '203.0.113.9',
    userAgent: 'test',
  };
  await insertSoftPull(db, {
    ...common,
    agency: 'TRANSUNION',
    outcome: 'HIT',
    score: 684,
    tier: 'good',
    initials: 'A.G.',
    consentLocale: 'en',
    pulledAt: '2026-12-01T15:00:00.000Z',
    expiresAt: '2026-12-15T15:00:00.000Z',
  });
  await insertSoftPull(db, {
    ...common,
    agency: 'EXPERIAN',
    outcome: 'FROZEN',
    score: null,
    tier: null,
    initials: 'B.<.',
    consentLocale: 'es',
    pulledAt: '2026-12-01T16:00:00.000Z',
    expiresAt: null,
  });
});

async function get(path: string, environment?: string) {
  const app = createSiteApp({ db, appOrigin, siteOrigin, environment });
  const res = await app.request(path);
  const text = await res.text();
  return { res, text, doc: new DOMParser().parseFromString(text, 'text/html') };
}

describe('GET /credit-bureau', () => {
  it('lists the inquiries newest first: time, agency, outcome, tier, consent version, initials, escaped', async () => {
    const { res, doc, text } = await get('/credit-bureau');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const rows = [...doc.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()),
    );
    expect(rows).toEqual([
      [
        sandboxTime('2026-12-01T16:00:00.000Z'),
        'EXPERIAN',
        'FROZEN',
        '(none)',
        `${CURRENT_CREDIT_CONSENT_VERSION}.es`,
        'B.<.',
      ],
      [
        sandboxTime('2026-12-01T15:00:00.000Z'),
        'TRANSUNION',
        'HIT',
        'good',
        `${CURRENT_CREDIT_CONSENT_VERSION}.en`,
        'A.G.',
      ],
    ]);
    expect(text).toContain('B.&lt;.');
    // Not even what is stored beyond the columns: the score, IP and user agent stay off the page.
    for (const hidden of ['684', '203.0.113.9', 'the text']) expect(text).not.toContain(hidden);
    expect(doc.querySelector('nav[aria-label="Main"] a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/credit-bureau',
    );
  });

  it('is not served in production', async () => {
    expect((await get('/credit-bureau', 'prod')).res.status).toBe(404);
  });
});
