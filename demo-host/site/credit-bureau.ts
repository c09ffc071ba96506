/**
 * The sandbox bureau's inquiry log, `GET /credit-bureau` on the demo dealer site: every soft pull
 * the sandbox ran, newest first, with time, agency, outcome, tier, the consent version
 * and language it was made under, and the shopper's initials. Nothing else of the identity is
 * stored, so nothing else can show: never a date of birth, an income, a score's owner. A
 * development page like the outbox: it exists only in a sandbox deployment (app.ts).
 */
import { Hono } from 'hono';
import type { SoftPullRecord } from '../server/db/credit-repo.ts';
import { html, type SafeHtml } from '../server/http/html.ts';
import { SANDBOX_PAGE_HEADERS, sandboxTablePage, sandboxTime } from './sandbox-page.ts';

/** How many inquiries the page lists. */
export const INQUIRY_LIMIT = 100;

/** Only what the page shows: the record type cannot hand it more than this. */
export type Inquiry = Pick<
  SoftPullRecord,
  'pulledAt' | 'agency' | 'outcome' | 'tier' | 'score' | 'consentVersion' | 'consentLocale' | 'initials'
>;

export type CreditBureauDeps = { inquiries(limit: number): Promise<Inquiry[]> };

function row(i: Inquiry): SafeHtml {
  return html`<tr>
    <td><time datetime="${i.pulledAt}">${sandboxTime(i.pulledAt)}</time></td>
    <td>${i.agency}</td>
    <td>${i.outcome}</td>
    <td>${i.tier ?? html`<span class="outbox-none">(none)</span>`}</td>
    <td><code>${i.consentVersion}.${i.consentLocale}</code></td>
    <td>${i.initials}</td>
  </tr>`;
}

export function creditBureauPage(inquiries: readonly Inquiry[]): string {
  return sandboxTablePage({
    current: 'credit-bureau',
    title: 'Credit bureau',
    lede:
      'Every soft inquiry the sandbox bureau answered, newest first: pick a test identity by last name ' +
      '(Excellent, Great, Good, Fair, Poor, Worst, Nohit, Frozen). Only initials are kept; no date of birth or income.',
    empty: 'No inquiries yet. Get pre-qualified in the widget, then refresh.',
    regionLabel: 'Inquiries',
    caption: `The ${inquiries.length} newest inquiries, newest first`,
    columns: ['Time', 'Agency', 'Outcome', 'Tier', 'Consent', 'Initials'],
    rows: inquiries.map(row),
  });
}

export function creditBureauRoutes(deps: CreditBureauDeps): Hono {
  const app = new Hono();
  app.get('/credit-bureau', async (c) =>
    c.html(creditBureauPage(await deps.inquiries(INQUIRY_LIMIT)), 200, SANDBOX_PAGE_HEADERS),
  );
  return app;
}
