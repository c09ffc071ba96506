/**
 * The deal page on a phone (390 × 844): what moves the payment comes first. A signed-in shopper (the
 * trade shows only to one) finds the credit range, the down payment, the term and the trade within the
 * first 1,700 px; the lenders' offers show the best few, the chosen one always among them, and a
 * "Show all" button (by keyboard) shows the rest; scrolled down to the protection products, a bar at
 * the top keeps the monthly payment in view without hiding the field that has focus. No sideways
 * scroll in English or Spanish, axe-clean. Standalone, in the dealer site's iframe and in its shadow mount.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { JORDAN, navBar, openInShadow, openOnSite, upshift, type Scope } from './shell-helpers.ts';

test.use({
  viewport: { width: 390, height: 844 },
  // A client of each test's own (the e2e server trusts X-Forwarded-For): limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const VEHICLE = '/vehicles/v1010';
/** The first screens a shopper scrolls through on a phone before the levers must all have shown. */
const LEVERS_WITHIN = 1700;

type Mode = {
  name: string;
  open: (page: Page, route: string) => Promise<Scope>;
  /** Moves the open app to a route: the host's navigate call on the dealer site, a deep link standalone. */
  go: (page: Page, route: string) => Promise<void>;
  /** False: no extra header on the page's own requests. */
  headers?: false;
};

const MODES: Mode[] = [
  {
    name: 'standalone',
    open: async (page, route) => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
    go: async (page, route) => {
      await page.goto(`${APP}${route}`);
    },
  },
  {
    name: 'in the iframe',
    open: (page, route) => openOnSite(page, 'demo-ecommerce', route),
    go: (page, route) => upshift(page, 'navigate', route),
  },
  {
    name: 'in the shadow mount',
    open: async (page, route) => {
      // The dealer page imports the module cross-origin: the test's own client goes on the API calls only.
      const ip = `198.51.100.${String(1 + Math.floor(Math.random() * 250))}`;
      await page.route(`${APP}/api/**`, (r) =>
        r.continue({ headers: { ...r.request().headers(), 'x-forwarded-for': ip } }),
      );
      return openInShadow(page, 'demo-ecommerce', route);
    },
    go: (page, route) => upshift(page, 'navigate', route),
    headers: false,
  },
];

const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
const summary = (app: Scope) =>
  app
    .getByRole('region', { name: /^(Your all-in monthly payment|Tu pago mensual total)$/ })
    .getByText(/^\$[\d,.]+\/(mo|mes)$/);
const quotes = (app: Scope) => app.getByRole('group', { name: 'Choose a lender and term' }).getByRole('radio');

/** An element's top from the top of the page it scrolls in (the document, or the shadow mount's scrolling panel). */
function pageTop(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const scroller = (from: Element): Element => {
      for (let n: Element | null = from; n;) {
        const style = getComputedStyle(n);
        if (/(auto|scroll)/.test(style.overflowY) && n.scrollHeight > n.clientHeight) return n;
        n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host || null);
      }
      return el.ownerDocument.scrollingElement!;
    };
    const s = scroller(el.parentElement!);
    const top = s === el.ownerDocument.scrollingElement ? 0 : s.getBoundingClientRect().top;
    return el.getBoundingClientRect().top - top + s.scrollTop;
  });
}

/** True when the page the app scrolls in is no wider than its box: nothing to scroll sideways. */
function fitsWidth(app: Scope): Promise<boolean> {
  return app
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate((el) => {
      const host = (el.getRootNode() as ShadowRoot).host as HTMLElement | undefined;
      const box = host ?? el.ownerDocument.documentElement;
      return box.scrollWidth <= box.clientWidth;
    });
}

async function signIn(app: Scope): Promise<void> {
  await app.getByLabel('Email').fill(JORDAN.email);
  await app.getByLabel('Password').fill(JORDAN.password);
  await app.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The greeting is in the menu on a phone: the sign-in page leaving says it is done.
  await expect(h1(app, 'Sign in')).toHaveCount(0);
}

for (const mode of MODES) {
  test.describe(`the levers first, on a phone, ${mode.name}`, () => {
    test.describe.configure({ timeout: 90_000 });
    if (mode.headers === false) test.use({ extraHTTPHeaders: {} });

    test('credit, down payment, term and trade come first; a few lenders, the rest by keyboard; the payment stays in view', async ({
      page,
    }) => {
      const app = await mode.open(page, '/account/login');
      await signIn(app);
      await mode.go(page, VEHICLE);
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      await expect(h1(app, 'Your deal')).toBeVisible();
      await expect(summary(app)).toBeVisible();
      const credit = app.getByRole('region', { name: 'Your credit' });
      const trade = app.getByRole('region', { name: 'Your trade-in' });
      const levers: [string, Locator][] = [
        ['the credit range', credit.getByRole('group', { name: 'Pick your credit range' })],
        ['the down payment', app.getByLabel('Down payment')],
        ['the term', app.getByLabel('Term')],
        ['the trade', trade.getByRole('link')],
      ];
      for (const [name, control] of levers) {
        await expect(control, name).toBeVisible();
        expect(await pageTop(control), `${name}'s top`).toBeLessThanOrEqual(LEVERS_WITHIN);
      }
      expect(await fitsWidth(app)).toBe(true);
      await expectNoAxeViolations(page);

      // The lenders: the best few, the chosen one among them, and a button for the rest.
      const shown = await quotes(app).count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThanOrEqual(4);
      const chosen = app.getByRole('group', { name: 'Choose a lender and term' }).getByRole('radio', { checked: true });
      await expect(chosen).toBeVisible();
      const showAll = app.getByRole('button', { name: /^Show all \d+ offers$/ });
      const all = Number(/\d+/.exec(await showAll.innerText())?.[0]);
      expect(all).toBeGreaterThan(shown);
      await expect(showAll).toHaveAttribute('aria-expanded', 'false');
      // By keyboard: from the chosen offer, Tab reaches the button and Enter shows every offer.
      await chosen.focus();
      await page.keyboard.press('Tab');
      await expect(showAll).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(quotes(app)).toHaveCount(all);
      const fewer = app.getByRole('button', { name: 'Show fewer offers' });
      await expect(fewer).toBeFocused();
      await expect(fewer).toHaveAttribute('aria-expanded', 'true');

      // An offer from the rest, chosen, stays in view once the list is short again.
      const last = quotes(app).last();
      const id = await last.getAttribute('value');
      await last.check();
      await expect(last).toBeChecked();
      await fewer.press('Enter');
      await expect(showAll).toBeFocused();
      expect(await quotes(app).count()).toBeLessThanOrEqual(4);
      await expect(app.locator(`input[type="radio"][value="${id ?? ''}"]`)).toBeChecked();
      await expect(app.locator(`input[type="radio"][value="${id ?? ''}"]`)).toBeVisible();
      const amount = (await summary(app).textContent()) ?? '';

      // Down at the protection products, the bar keeps the payment in view.
      const protection = app.getByRole('region', { name: 'Protection products' });
      await protection.getByRole('heading', { name: 'Protection products' }).scrollIntoViewIfNeeded();
      await expect(summary(app)).not.toBeInViewport();
      const bar = app.locator('.deal-bar');
      await expect(bar).toBeInViewport();
      await expect(bar).toContainText(amount);
      await expectNoAxeViolations(page);
      // A field given focus from down here is scrolled to below the bar, not under it.
      const down = app.getByLabel('Down payment');
      await down.focus();
      await expect(down).toBeInViewport();
      await expect(bar).toBeInViewport();
      const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(await down.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom);

      // In Spanish nothing scrolls sideways either.
      await navBar(app).getByRole('button', { name: 'Español' }).click();
      await expect(h1(app, 'Tu oferta')).toBeVisible();
      await expect(app.getByRole('button', { name: /^Mostrar las \d+ ofertas$/ })).toBeVisible();
      expect(await fitsWidth(app)).toBe(true);
    });
  });
}
