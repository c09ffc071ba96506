/**
 * The deal page on a phone (390 × 844): what moves the payment comes first. A signed-in shopper (the
 * trade shows only to one) finds the credit range, the down payment, the term and the trade within the
 * first 1,700 px; the lenders' offers show the best few, the chosen one always among them, and a
 * "Show all" button (by keyboard) shows the rest; scrolled down to the protection products, a bar at
 * the top keeps the monthly payment in view without hiding the field that has focus. No sideways
 * scroll in English or Spanish, axe-clean. Standalone, in the dealer site's iframe and in its shadow mount.
 */
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.ts';
import { backToEnglish, h1, holdInbox, IFRAME, newDeal, ownClient, SHADOW, signIn, STANDALONE } from './journeys.ts';
import { navBar, type Scope } from './shell-helpers.ts';

/** The first screens a shopper scrolls through on a phone before the levers must all have shown. */
const LEVERS_WITHIN = 1700;

const summary = (app: Scope) =>
  app
    .getByRole('region', { name: /^(Your all-in monthly payment|Su pago mensual total)$/ })
    .getByText(/^\$[\d,]+\/(mo|mes)$/);
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

for (const mode of [STANDALONE, IFRAME, SHADOW]) {
  test.describe(`the levers first, on a phone, ${mode.name}`, () => {
    test.describe.configure({ timeout: 90_000 });
    // It picks Spanish for the account for a moment: no other test signs in as this shopper meanwhile.
    holdInbox(mode.user);

    test('credit, down payment, term and trade come first; a few lenders, the rest by keyboard; the payment stays in view', async ({
      page,
    }) => {
      await ownClient(page);
      // Signed in (the trade shows only then) where the greeting shows, then on a phone.
      const app = await signIn(mode, page);
      await page.setViewportSize({ width: 390, height: 844 });
      await newDeal(mode, page, app);
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
      expect(await mode.scroller(page, app).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
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
      await expect(h1(app, 'Su oferta')).toBeVisible();
      await expect(app.getByRole('button', { name: /^Mostrar las \d+ ofertas$/ })).toBeVisible();
      expect(await mode.scroller(page, app).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // The account keeps the language picked: back to English, for the tests that sign in as this shopper next.
      await backToEnglish(page, app);
      await expect(h1(app, 'Your deal')).toBeVisible();
    });
  });
}
