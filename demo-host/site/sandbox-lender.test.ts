// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLenderReceipt } from '../server/db/finance-repo.ts';
import type { Db } from '../server/db/repo.ts';
import { makeDb } from '../server/test-support.ts';
import { createSiteApp } from './app.ts';
import { sandboxTime } from './sandbox-page.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';

let db: Db;

beforeAll(async () => {
  db = await makeDb();
  await insertLenderReceipt(db, {
    idempotencyKey: null,
    receivedAt: '2026-12-01T15:00:00.000Z',
    applicantInitials: 'A.G.',
    applicantSsnLastFour: '6789',
    coApplicantInitials: null,
    coApplicantSsnLastFour: null,
    amountFinanced: 35_123.45,
    creditTier: 'fair',
    outcome: 'DECIDED',
    decisions: [
      {
        decision: 'APPROVED',
        lenderNumber: '201',
        lenderName: 'Northstar Bank',
        apr: 10.99,
        term: 72,
        maxAmountFinanced: 55_800,
        monthlyPayment: 668.36,
        conditions: ['PROOF_OF_INSURANCE'],
      },
      {
        decision: 'DECLINED',
        lenderNumber: '202',
        lenderName: 'Summit <CU>',
        reason: 'CREDIT',
        maxAmountFinanced: null,
      },
    ],
  });
  await insertLenderReceipt(db, {
    idempotencyKey: null,
    receivedAt: '2026-12-01T16:00:00.000Z',
    applicantInitials: 'U.U.',
    applicantSsnLastFour: '1111',
    coApplicantInitials: 'B.G.',
    coApplicantSsnLastFour: '7890',
    amountFinanced: 20_000,
    creditTier: 'good',
    outcome: 'UNAVAILABLE',
    decisions: [],
  });
});

async function get(path: string, environment?: string) {
  const app = createSiteApp({ db, appOrigin, siteOrigin, environment });
  const res = await app.request(path);
  const text = await res.text();
  return { res, text, doc: new DOMParser().parseFromString(text, 'text/html') };
}

describe('GET /sandbox-lender', () => {
  it('lists what the network received, newest first: initials, the SSN masked to its last four, amount, tier, decisions', async () => {
    const { res, doc, text } = await get('/sandbox-lender');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const rows = [...doc.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s+/g, ' ').trim()),
    );
    expect(rows).toEqual([
      [
        sandboxTime('2026-12-01T16:00:00.000Z'),
        'U.U. •••-••-1111',
        'B.G. •••-••-7890',
        '$20,000',
        'good',
        'Network down (test identity)',
      ],
      [
        sandboxTime('2026-12-01T15:00:00.000Z'),
        'A.G. •••-••-6789',
        '(none)',
        '$35,123.45',
        'fair',
        'Northstar Bank: approved, 10.99% APR, 72 months, up to $55,800, $668.36/mo Summit <CU>: declined, CREDIT',
      ],
    ]);
    expect(text).toContain('Summit &lt;CU&gt;');
    expect(doc.querySelector('nav[aria-label="Main"] a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/sandbox-lender',
    );
  });

  it('is not served in production', async () => {
    expect((await get('/sandbox-lender', 'prod')).res.status).toBe(404);
  });
});
