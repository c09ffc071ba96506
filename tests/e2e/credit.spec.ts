/**
 * Credit pre-qualification: a self-selected credit range re-prices a deal's
 * quotes; get pre-qualified from a deal (the sandbox bureau's test identities by last name, engine
 * README "Credit pre-qualification": 'Great' hits, 'Nohit' has no file, 'Frozen' is frozen) to the
 * success page with its tier, bureau and date, back to the deal priced for it; a pre-approval applied
 * to the deal shows that lender's quotes. Each in the dealer site's third-party iframe and
 * standalone, axe-clean on every page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { openInShadow, openOnSite, type Scope } from './shell-helpers.ts';
import { registerShopper } from './journeys.ts';
import { MONTHLY } from './money.ts';

/** A client address of a test's own (the e2e server trusts X-Forwarded-For): rate limits stay per test. */
const client = () => `198.51.100.${String(1 + Math.floor(Math.random() * 250))}`;

test.use({
  viewport: { width: 1280, height: 900 },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': client() });
  },
});

const DATE = /\d{2}\/\d{2}\/\d{4}/;
const VEHICLE = '/vehicles/v1010';

type Mode = {
  name: string;
  open: (page: Page, route: string) => Promise<Scope>;
  /** False: no extra header on the page's own requests. */
  headers?: false;
};

const MODES: Mode[] = [
  { name: 'in the iframe', open: (page, route) => openOnSite(page, 'demo-ecommerce', route) },
  {
    name: 'standalone',
    open: async (page, route) => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
  },
];

/** The journeys the numbers must agree in: both mounts on the dealer site, and standalone. */
const MOUNTS: Mode[] = [
  MODES[0]!,
  {
    name: 'in the shadow mount',
    open: async (page, route) => {
      // The dealer page imports the module cross-origin: an extra header on every request would make it a
      // preflighted request no dealer page sends. The test's own client goes on the API calls only.
      const ip = client();
      await page.route(`${APP}/api/**`, (r) =>
        r.continue({ headers: { ...r.request().headers(), 'x-forwarded-for': ip } }),
      );
      return openInShadow(page, 'demo-ecommerce', route);
    },
    headers: false,
  },
  MODES[1]!,
];

const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
const monthly = (app: Scope) => app.getByText(MONTHLY).first();
const credit = (app: Scope) => app.getByRole('region', { name: 'Your credit' });

/** A new deal on the demo vehicle, its finance quotes showing; `verified`: of a signed-up shopper. */
async function openDeal(mode: Mode, page: Page, o: { verified?: boolean } = {}): Promise<Scope> {
  // A shopper a soft pull is run for has proved their email (seed 000 §2 "soft-pull with verify").
  if (o.verified) await registerShopper(mode, page, 'Ana');
  const app = await mode.open(page, VEHICLE);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(app, 'Your deal')).toBeVisible();
  await expect(monthly(app)).toBeVisible();
  await expect(credit(app)).toBeVisible();
  return app;
}

/** From the deal's 'Get pre-qualified' through the form, the consent and the review; the outcome's page shows. */
async function getPrequalified(page: Page, app: Scope, lastName: string, heading: string | RegExp): Promise<void> {
  await credit(app).getByRole('link', { name: 'Get pre-qualified' }).click();
  // A signed-in shopper leaving an unsaved deal is offered to save it first (seed 000 §2).
  const reminder = app.getByRole('dialog', { name: 'Save your deal before you go?' });
  await expect(reminder.or(h1(app, /Get pre-qualified/))).toBeVisible();
  if (await reminder.isVisible()) await reminder.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(h1(app, /Get pre-qualified/)).toBeVisible();
  await expect(app.getByText('Checking does not affect your credit score.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await app.getByLabel('First Name').fill('Ana');
  await app.getByLabel('Last Name').fill(lastName);
  await app.getByLabel(/Date of Birth/).pressSequentially('04121990');
  await expect(app.getByLabel(/Date of Birth/)).toHaveValue('04/12/1990');
  await app.getByLabel(/Yearly Income/).fill('85000');
  await app.getByRole('combobox', { name: 'Address Line 1' }).fill('4017 SE Rural St');
  await app.getByLabel('City').fill('Portland');
  await app.getByLabel('State').selectOption('OR');
  await app.getByLabel('Zip Code').fill('97202');
  await app.getByRole('radio', { name: 'TransUnion' }).check();
  await app.getByRole('button', { name: 'Continue' }).click();

  await expect(h1(app, /Your authorization/)).toBeVisible();
  await expect(app.getByText(/^By clicking I agree, I am giving .+ my written instructions/)).toBeVisible();
  await expectNoAxeViolations(page);
  await app.getByRole('button', { name: 'I agree' }).click();

  await expect(h1(app, /Review and check/)).toBeVisible();
  await expect(app.getByText('••/••/1990')).toBeVisible();
  await expect(app.getByText('04/12/1990')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await app.getByRole('button', { name: 'Check my credit' }).click();
  await expect(h1(app, heading)).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const mode of MODES) {
  test.describe(`credit pre-qualification ${mode.name}`, () => {
    // A journey through the deal and four flow pages, axe on each: more than the default 30 s in the iframe.
    test.describe.configure({ timeout: 60_000 });
    test('a self-selected credit range re-prices the deal’s quotes', async ({ page }) => {
      const app = await openDeal(mode, page);
      const group = credit(app).getByRole('group', { name: 'Pick your credit range' });
      await expect(group.getByRole('radio')).toHaveCount(6);
      await expectNoAxeViolations(page);
      const before = await monthly(app).textContent();
      await group.getByRole('radio', { name: 'Excellent 740–850' }).check();
      await expect(monthly(app)).not.toHaveText(before ?? '');
      await expect(group.getByRole('radio', { name: 'Excellent 740–850' })).toBeChecked();
      const excellent = await monthly(app).textContent();
      // The arrow keys move through the one radio group and choose: Great re-prices again.
      await group.getByRole('radio', { name: 'Excellent 740–850' }).press('ArrowDown');
      await expect(group.getByRole('radio', { name: 'Great 700–739' })).toBeChecked();
      await expect(monthly(app)).not.toHaveText(excellent ?? '');
      // One tab stop: Tab leaves the group from the checked radio.
      await group.getByRole('radio', { name: 'Great 700–739' }).press('Tab');
      await expect(group.getByRole('radio', { name: 'Good 660–699' })).not.toBeFocused();
      await expect(credit(app).getByRole('link', { name: 'Get pre-qualified' })).toBeFocused();
    });

    test('pre-qualified as Great: the success page, then the deal priced for it', async ({ page }) => {
      const app = await openDeal(mode, page, { verified: true });
      const before = await monthly(app).textContent();
      await getPrequalified(page, app, 'Great', 'You are pre-qualified');
      await expect(app.getByText('Great credit (700–739)')).toBeVisible();
      await expect(app.getByText('From TransUnion')).toBeVisible();
      await expect(app.getByText(new RegExp(`^Valid until ${DATE.source}$`))).toBeVisible();
      await expect(app.getByText(/Pre-qualification lasts 14 days/)).toBeVisible();
      await app.getByRole('link', { name: 'Back to your deal' }).click();
      await expect(h1(app, 'Your deal')).toBeVisible();
      await expect(
        credit(app).getByText(
          new RegExp(`^Pre-qualified: Great credit \\(700–739\\) from TransUnion, valid until ${DATE.source}$`),
        ),
      ).toBeVisible();
      await expect(monthly(app)).not.toHaveText(before ?? '');
    });

    test('no file at the agency: the no-hit page offers the other agency or picking a range', async ({ page }) => {
      const app = await openDeal(mode, page, { verified: true });
      await getPrequalified(page, app, 'Nohit', 'We could not find your credit file');
      await expect(app.getByText('TransUnion has no credit file for you.')).toBeVisible();
      await expect(app.getByRole('button', { name: 'Try Experian' })).toBeVisible();
      await app.getByRole('link', { name: 'Pick my credit range' }).click();
      await expect(credit(app).getByRole('group', { name: 'Pick your credit range' })).toBeVisible();
    });

    test('a frozen file: the frozen page says to lift the freeze at that agency', async ({ page }) => {
      const app = await openDeal(mode, page, { verified: true });
      await getPrequalified(page, app, 'Frozen', 'Your credit file is frozen');
      await expect(app.getByText(/Lift the freeze at TransUnion/)).toBeVisible();
      await expect(app.getByRole('button', { name: 'Try TransUnion again' })).toBeVisible();
      await expect(app.getByRole('button', { name: 'Try Experian' })).toBeVisible();
    });

    test('a pre-approval applied to the deal shows that lender’s quotes', async ({ page }) => {
      const app = await openDeal(mode, page, { verified: true });
      await getPrequalified(page, app, 'Excellent', 'You are pre-qualified');
      await app.getByRole('link', { name: 'Back to your deal' }).click();
      const list = credit(app).getByRole('region', { name: 'Your pre-approvals' }).getByRole('listitem');
      await expect(list.first()).toBeVisible();
      await expectNoAxeViolations(page);
      const lender = (await list.first().locator('strong').textContent()) ?? '';
      await list
        .first()
        .getByRole('button', { name: `Apply ${lender} to this deal` })
        .click();
      await expect(list.first().getByText('Applied to this deal')).toBeVisible();
      await expect(app.getByText(new RegExp(`months at .+ APR with ${lender}`)).first()).toBeVisible();
      await expect(app.getByText(/months at .+ APR with /).filter({ hasNotText: lender })).toHaveCount(0);
      await list
        .first()
        .getByRole('button', { name: `Remove ${lender} from this deal` })
        .click();
      await expect(list.first().getByRole('button', { name: `Apply ${lender} to this deal` })).toBeVisible();
    });

    test('a later page opened afresh (a reload) goes back to the form: nothing typed is kept', async ({ page }) => {
      const app = await mode.open(page, '/soft-pull/verify');
      await expect(h1(app, /Get pre-qualified/)).toBeVisible();
      await expect(app.getByLabel(/Date of Birth/)).toHaveValue('');
      // A visitor is asked to sign in or create an account first: credit is checked for a verified account only.
      await expect(app.getByText(/we check it only for a verified account/)).toBeVisible();
      await expect(app.getByRole('note').getByRole('link', { name: 'Create account' })).toHaveAttribute(
        'href',
        /\/account\/register\?redirectPath=/,
      );
    });
  });
}

/** Whether `a` comes before `b` in the document (what a screen reader and the Tab key meet first). */
async function comesBefore(a: Locator, b: Locator): Promise<boolean> {
  const other = await b.elementHandle();
  return a.evaluate((el, o) => Boolean(o && el.compareDocumentPosition(o) & Node.DOCUMENT_POSITION_FOLLOWING), other);
}

type Estimate = { apr: number; monthly: number };

/** Each lender's best finance quote on the deal at `term` months (APR and payment), read from the quotes' labels. */
async function estimates(app: Scope, term: number): Promise<Map<string, Estimate>> {
  const quotes = app.getByRole('group', { name: 'Choose a lender and term' }).locator('label');
  // The list shows the best few at the chosen term: every offer first.
  const showAll = app.getByRole('button', { name: /^Show all \d+ offers$/ });
  await expect(quotes.first()).toBeVisible();
  if (await showAll.isVisible()) await showAll.click();
  await expect(quotes.filter({ hasText: `for ${String(term)} months at` }).first()).toBeVisible();
  const byLender = new Map<string, Estimate>();
  for (const text of await quotes.allTextContents()) {
    const m = /^(.+?): \$([\d,.]+)\/mo for (\d+) months at ([\d.]+)% APR/.exec(text);
    if (!m || Number(m[3]) !== term) continue;
    const quote = { apr: Number(m[4]), monthly: Number(m[2]!.replaceAll(',', '')) };
    const best = byLender.get(m[1]!);
    if (!best || quote.apr < best.apr) byLender.set(m[1]!, quote);
  }
  return byLender;
}

for (const mode of MOUNTS) {
  test.describe(`the numbers agree ${mode.name}`, () => {
    test.describe.configure({ timeout: 90_000 });
    if (mode.headers === false) test.use({ extraHTTPHeaders: {} });

    test('a new visitor is asked their credit range before the first payment, which says the range it assumes', async ({
      page,
    }) => {
      const app = await openDeal(mode, page);
      await expect(
        app.getByText('Priced for Rebuilding credit (0–599). We start at the lowest range until you tell us yours.'),
      ).toBeVisible();
      const question = credit(app).getByRole('group', { name: 'Pick your credit range' });
      // Asked first: the question comes before the payment it changes, in reading order.
      expect(await comesBefore(question, monthly(app))).toBe(true);
      await expectNoAxeViolations(page);
      const before = await monthly(app).textContent();
      await question.getByRole('radio', { name: 'Good 660–699' }).check();
      await expect(app.getByText('Priced for Good credit (660–699). The range you picked.')).toBeVisible();
      await expect(monthly(app)).not.toHaveText(before ?? '');
      // The question stays where it was asked, the choice still in hand.
      await expect(question.getByRole('radio', { name: 'Good 660–699' })).toBeChecked();
      expect(await comesBefore(question, monthly(app))).toBe(true);
    });

    test('pre-qualified as Good: no pre-approval is worse than the deal’s estimate for its lender, and applying one does not raise its payment', async ({
      page,
    }) => {
      const app = await openDeal(mode, page, { verified: true });
      await getPrequalified(page, app, 'Good', 'You are pre-qualified');
      await app.getByRole('link', { name: 'Back to your deal' }).click();
      await expect(h1(app, 'Your deal')).toBeVisible();
      await expect(app.getByText('Priced for Good credit (660–699). From your pre-qualification.')).toBeVisible();
      // Pre-approvals quote a new car over 60 months: the deal's estimates at that term.
      const estimate = await estimates(app, 60);
      const list = credit(app).getByRole('region', { name: 'Your pre-approvals' }).getByRole('listitem');
      await expect(list.first()).toBeVisible();
      const offers = await list.evaluateAll((items) =>
        items.map((li) => ({
          lender: li.querySelector('strong')?.textContent ?? '',
          apr: Number.parseFloat(li.querySelector('dd')?.textContent ?? 'NaN'),
        })),
      );
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(estimate.get(offer.lender), `an estimate from ${offer.lender}`).toBeDefined();
        expect(offer.apr, `${offer.lender}'s pre-approval`).toBeLessThanOrEqual(estimate.get(offer.lender)!.apr);
      }
      // Applying one never raises that lender's payment at the same term.
      const { lender } = offers[0]!;
      await list
        .first()
        .getByRole('button', { name: `Apply ${lender} to this deal` })
        .click();
      await expect(list.first().getByText('Applied to this deal')).toBeVisible();
      const applied = (await estimates(app, 60)).get(lender);
      expect(applied, `${lender}'s quote once applied`).toBeDefined();
      expect(applied!.monthly).toBeLessThanOrEqual(estimate.get(lender)!.monthly);
      expect(applied!.apr).toBeLessThanOrEqual(estimate.get(lender)!.apr);
    });
  });
}

test('the pre-qualified page survives a reload: it shows the valid pull on file', async ({ page }) => {
  const app = await openDeal(MODES[1]!, page, { verified: true });
  await getPrequalified(page, app, 'Great', 'You are pre-qualified');
  await page.reload();
  await expect(h1(page, 'You are pre-qualified')).toBeVisible();
  await expect(page.getByText('Great credit (700–739)')).toBeVisible();
  await expect(page.getByText('From TransUnion')).toBeVisible();
});

test('on a phone (375 px) the form and the deal’s credit section fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto(`${APP}${VEHICLE}`);
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(credit(page).getByRole('group', { name: 'Pick your credit range' })).toBeVisible();
  expect(await fits()).toBe(true);
  await credit(page).getByRole('link', { name: 'Get pre-qualified' }).click();
  await expect(h1(page, /Get pre-qualified/)).toBeVisible();
  expect(await fits()).toBe(true);
  await expectNoAxeViolations(page);
});

test('in Spanish on a phone (375 px) the deal page, its credit question, tabs and save button fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${APP}${VEHICLE}?locale=es`);
  await page.getByRole('button', { name: 'Calcular pagos' }).first().click();
  await expect(page.getByRole('radio', { name: 'En mejora 0–599' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Arrendamiento' })).toBeVisible();
  // Each tab's name on one line: no word broken in two.
  for (const tab of await page.getByRole('tab').all()) expect((await tab.boundingBox())!.height).toBeLessThan(50);
  await expect(page.getByRole('link', { name: 'Inicie sesión para guardar esta oferta' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a campaign without credit features (the evaluator 404s): no credit section, no Get Pre-Qualified', async ({
  page,
}) => {
  const app = await openOnSite(page, 'summit-lender', VEHICLE);
  const evaluator = page.waitForResponse((r) => r.url().includes('/soft-pull/user/credit-profile/evaluator'));
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(app, 'Your deal')).toBeVisible();
  expect((await evaluator).status()).toBe(404);
  await expect(monthly(app)).toBeVisible();
  await expect(credit(app)).toHaveCount(0);
  // The payment still says the range it assumes, and offers no range to pick.
  await expect(app.getByText('Priced for Rebuilding credit (0–599).', { exact: true })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Pick your credit range' })).toHaveCount(0);
  await app.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  await expect(
    app.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Get Pre-Qualified' }),
  ).toHaveCount(0);
});
