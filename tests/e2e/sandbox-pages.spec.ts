/**
 * The sandbox's own development pages on the demo dealer site: zero axe violations, on a desktop and
 * at 375 px. The lead inbox is checked twice: as the server renders it now, and with leads
 * in every state (rendered by the page's own code from fixture rows into the site's page, since the
 * suite's sandbox may have no lead in each state), its documents open, by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LeadInboxEntry } from '../../demo-host/server/db/lead-inbox-repo.ts';
import { fixtureAdfXml } from '../../demo-host/server/domain/leads/adf-fixture.ts';
import { leadInboxPage } from '../../demo-host/site/lead-inbox.ts';
import { expectNoAxeViolations, SITE, tabTo } from './helpers.ts';

const PAGES = [
  ['/outbox', 'Outbox'],
  ['/call-center', 'Call center queue'],
  ['/credit-bureau', 'Credit bureau'],
  ['/sandbox-lender', 'Sandbox lender'],
  ['/lead-inbox', 'Lead inbox'],
  ['/sandbox-payments', 'Sandbox payments'],
] as const;

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [path, title] of PAGES) {
      test(`the sandbox page ${path} is accessible`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test('the lead inbox with leads in every state is accessible, its documents open by keyboard', async ({ page }) => {
      await showInboxWithLeads(page);
      const summary = page.locator('summary', { hasText: 'ADF document' }).first();
      await tabTo(page, summary);
      await page.keyboard.press('Enter');
      await expect(page.getByText('<vendorname>Riverside Toyota</vendorname>').first()).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Replay: registration lead for Second Auto' }));
      await expectNoAxeViolations(page);
      // Nothing but the table's own scrolling region is wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

const T = Date.parse('2026-11-23T15:00:00Z');
const attempt = (n: number, over: Partial<LeadInboxEntry['tries'][number]> = {}): LeadInboxEntry['tries'][number] => ({
  attempt: n,
  worker: 'worker-4f2a',
  transport: 'HTTP',
  target: `${SITE}/crm/adf`,
  startedAt: T + n * 60_000,
  finishedAt: T + n * 60_000 + 80,
  outcome: 'RETRY',
  detail: 'HTTP 503',
  ...over,
});
const lead = (id: string, over: Partial<LeadInboxEntry>): LeadInboxEntry => ({
  id,
  kind: 'deal-saved',
  campaignSlug: 'demo-ecommerce',
  dealerId: 'd100',
  dealerName: 'Riverside Toyota',
  status: 'PENDING',
  attempts: 0,
  nextAttemptAt: T,
  claimedUntil: null,
  lastError: null,
  deliveredAt: null,
  createdAt: T,
  document: fixtureAdfXml({ leadId: id }, { comment: ' <script>alert(1)</script> ' }),
  tries: [],
  crm: null,
  ...over,
});

/** The lead inbox page's markup for leads in every state, shown on the site's own /lead-inbox. */
async function showInboxWithLeads(page: Page) {
  const markup = leadInboxPage(
    {
      leads: [
        lead('lead-pending', { attempts: 1, nextAttemptAt: T + 600_000, lastError: 'HTTP 503', tries: [attempt(1)] }),
        lead('lead-dead', {
          kind: 'registration',
          dealerName: 'Second Auto',
          status: 'DEAD',
          lastError: 'HTTP 422',
          tries: [attempt(1, { outcome: 'FAILED', detail: 'HTTP 422' })],
        }),
        lead('lead-delivered', {
          status: 'DELIVERED',
          deliveredAt: T + 120_080,
          tries: [
            attempt(1, { finishedAt: null, outcome: null, detail: null }),
            attempt(2, { outcome: 'DELIVERED', detail: 'HTTP 200' }),
          ],
          crm: { deliveries: 2, firstReceivedAt: T + 60_050, lastReceivedAt: T + 120_050 },
        }),
      ],
      outage: true,
      siteOrigin: SITE,
      now: T,
    },
    'token',
  );
  await page.goto('/lead-inbox');
  await page.setContent(markup, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'Lead inbox' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(4);
}
