/**
 * The page shell (seed 001 §2): navigation bar rules, the dealer link-back banner, the
 * vehicle banner, the floating contact button and its hint, both footers and the mobile footer,
 * the updated-trade modal and the external scripts, each as the shopper sees it.
 */
import { expect, test, type Frame, type Page } from '@playwright/test';
import { APP, appFrame, overlay, SITE } from './helpers.ts';
import {
  DEMO,
  embedUrl,
  hostEvents,
  JORDAN,
  navBar,
  openEmbed,
  openOnSite,
  recordHostEvents,
  type Scope,
  signIn,
  upshift,
} from './shell-helpers.ts';

test.describe('navigation bar', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('brand title: the dealer name, the campaign title on the upgrade channel', async ({ page }) => {
    await openEmbed(page, 'demo-ecommerce');
    await expect(navBar(page).getByRole('link', { name: 'Riverside Auto Group', exact: true })).toBeVisible();
    await openEmbed(page, 'bmw-upgrade');
    await expect(navBar(page).getByRole('link', { name: 'BMW Loyalty Upgrade Program', exact: true })).toBeVisible();
    await expect(navBar(page).getByText('Lakeshore BMW')).toHaveCount(0);
  });

  for (const [campaign, title, dealer] of [
    ['northstar-lender', 'Northstar Bank Auto Loans', 'Riverside Auto Group'],
    ['summit-lender', 'Summit Credit Union Car Buying', 'Mile High Motors'],
  ] as const) {
    test(`lender theme ${campaign}: no brand title, only the mark`, async ({ page }) => {
      await openEmbed(page, campaign);
      const nav = navBar(page);
      await expect(nav.getByRole('link').first()).toHaveAccessibleName(/ home$/);
      await expect(nav.getByText(title)).toHaveCount(0);
      await expect(nav.getByText(dealer)).toHaveCount(0);
    });
  }

  test('sign-in text by screen width: long above 767 px, "Log In" at 767 px and below (a button: the ghost modal)', async ({
    page,
  }) => {
    await openEmbed(page, 'demo-ecommerce');
    const nav = navBar(page);
    await expect(nav.getByRole('button', { name: 'Already have an account? Sign in here' })).toBeVisible();
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(nav.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Already have an account? Sign in here' })).toHaveCount(0);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(nav.getByRole('button', { name: 'Already have an account? Sign in here' })).toBeVisible();
  });

  test('Shop New / Shop Used: ecommerce on large screens, not logged out on home', async ({ page }) => {
    await openEmbed(page, 'demo-ecommerce');
    const shop = navBar(page).getByRole('list', { name: 'Shop' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(navBar(page).getByRole('link', { name: 'Shop New' })).toHaveCount(0);
    await page.goto(embedUrl('demo-ecommerce', { route: '/listings' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Shop vehicles' })).toBeVisible();
    await expect(shop.getByRole('link', { name: 'Shop New' })).toHaveAttribute('href', /stockTypes=NEW/);
    await expect(shop.getByRole('link', { name: 'Shop Used' })).toHaveAttribute('href', /stockTypes=USED/);
    // md (991 px) and below: gone.
    await page.setViewportSize({ width: 991, height: 900 });
    await expect(navBar(page).getByRole('link', { name: 'Shop New' })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(shop.getByRole('link', { name: 'Shop New' })).toBeVisible();
    // Logged in, home shows them too.
    await page.goto(embedUrl('plain-ecommerce'));
    await signIn(page, JORDAN);
    await page.goto(embedUrl('plain-ecommerce'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shop.getByRole('link', { name: 'Shop New' })).toBeVisible();
    // Not for other products.
    await page.goto(embedUrl('nissan-upgrade', { route: '/listings' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Shop vehicles' })).toBeVisible();
    await expect(navBar(page).getByRole('link', { name: /^Shop (New|Used)$/ })).toHaveCount(0);
  });

  test('Contact Us phone button: the first click is tracked, then a tel link with the number', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const app = await openOnSite(page, 'bmw-upgrade', '/', '/', (p) => recordHostEvents(p, ['track']));
    const nav = navBar(app);
    await nav.getByRole('button', { name: 'Contact Us' }).click();
    const call = nav.getByRole('link', { name: 'Call us at (800) 555-0199' });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:8005550199');
    await expect(call).toHaveText('(800) 555-0199');
    await expect(nav.getByRole('button', { name: 'Contact Us' })).toHaveCount(0);
    await expect
      .poll(async () => (await hostEvents(page)).filter((e) => e.data['event'] === 'contact-us-phone').length)
      .toBe(1);
  });

  test('no Contact Us phone button for an ecommerce campaign', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openEmbed(page, 'demo-ecommerce');
    await expect(navBar(page).getByRole('button', { name: 'Español' })).toBeVisible();
    await expect(navBar(page).getByRole('button', { name: 'Contact Us' })).toHaveCount(0);
  });
});

test.describe('language', () => {
  // The navigation's own name is translated too, so the switch is found on the page.
  test('the Spanish a shopper picks stays after a reload, standalone', async ({ page }) => {
    await page.goto(`${APP}/`);
    await navBar(page).getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
    // And back: English is a choice too.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.reload();
    await expect(navBar(page).getByRole('button', { name: 'Español' })).toBeVisible();
  });

  test('in the cross-site iframe, where storage is denied, the session keeps it', async ({ page }) => {
    let app = await openOnSite(page, 'demo-ecommerce');
    await navBar(app).getByRole('button', { name: 'Español' }).click();
    await expect(app.getByRole('button', { name: 'English', exact: true })).toBeVisible();
    // A new page load of the dealer site: the tag says nothing, the shopper said Spanish.
    app = await openOnSite(page, 'demo-ecommerce');
    await expect(app.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  });
});

test.describe('dealer link-back banner', () => {
  test('none in a frame: not inline on the dealer page itself, not in the overlay', async ({ page }) => {
    await page.goto('/inline');
    const inline = appFrame(page);
    await expect(inline.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(inline.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    await expect(inline.getByRole('link', { name: 'back to dealer website' })).toHaveCount(0);

    const app = await openOnSite(page, 'demo-ecommerce');
    await expect(app.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    await expect(app.getByRole('link', { name: 'back to dealer website' })).toHaveCount(0);
  });

  test('the online store reached from the dealer site leads back to it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop our online store' }).click();
    await expect(page).toHaveURL(`${APP}/`);
    const back = page.getByRole('link', { name: 'back to dealer website' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(page.getByRole('link', { name: 'Shop our online store' })).toBeVisible();
  });

  test('closing it is remembered', async ({ page }) => {
    await page.goto(`${APP}/`, { referer: `${SITE}/inline` });
    await expect(page.getByRole('link', { name: 'back to dealer website' })).toBeVisible();
    await page.getByRole('button', { name: 'Close the back to dealer website banner' }).click();
    await expect(page.getByRole('link', { name: 'back to dealer website' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('bannersViewed'))).toContain('link-back:demo-ecommerce');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'back to dealer website' })).toHaveCount(0);
  });
});

test.describe('vehicle banner', () => {
  test('data-vehicle shows it on home with both buttons; setVehicle changes it', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce', '/', '/vehicles/v1001');
    const banner = app.getByRole('region', { name: 'Your vehicle of interest' });
    await expect(banner).toBeVisible();
    const title = banner.getByRole('paragraph').first();
    const first = await title.textContent();
    await expect(banner.getByRole('link', { name: 'Estimate payments' })).toHaveAttribute(
      'href',
      /no-profile\/vehicles\/v1001/,
    );
    await expect(banner.getByRole('link', { name: 'Create account' })).toBeVisible();
    await upshift(page, 'setVehicle', 'v1002');
    await expect(banner.getByRole('link', { name: 'Estimate payments' })).toHaveAttribute(
      'href',
      /no-profile\/vehicles\/v1002/,
    );
    await expect(title).not.toHaveText(first ?? '');
    await banner.getByRole('link', { name: 'Estimate payments' }).click();
    await expect(app.getByText('Sale price', { exact: true })).toBeVisible();
    // Only on home: the vehicle page has none.
    await expect(banner).toHaveCount(0);
    await upshift(page, 'navigate', '/');
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Create account' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Your shopping benefits' })).toBeVisible();
  });

  test('hidden without the no-profile page feature', async ({ page }) => {
    await openEmbed(page, 'bmw-upgrade', { vehicle: 'v1001' });
    await expect(page.getByRole('region', { name: 'Your vehicle of interest' })).toHaveCount(0);
    await openEmbed(page, 'demo-ecommerce', { vehicle: 'v1001' });
    await expect(page.getByRole('region', { name: 'Your vehicle of interest' })).toBeVisible();
  });
});

/** The dealer's own chat runs in a sandboxed frame of the app's page. */
const dealerChat = (app: Scope) => app.frameLocator('iframe.upshift-dealer-chat');

/** Starts a co-browse session as the vendor's agent would, once its script (loaded at idle) is in. */
async function startCobrowse(frame: Frame): Promise<void> {
  type Vendor = { UpshiftCobrowse?: { startSession?: () => void } };
  await expect
    .poll(() => frame.evaluate(() => typeof (window as Vendor).UpshiftCobrowse?.startSession), { timeout: 15_000 })
    .toBe('function');
  await frame.evaluate(() => (window as Vendor).UpshiftCobrowse!.startSession!());
}

test.describe('floating contact button', () => {
  test('campaigns with a call center show it; after 10 s of inactivity its hint', async ({ page }) => {
    await page.clock.install();
    await openEmbed(page, 'demo-ecommerce');
    await expect(page.getByRole('button', { name: 'Talk to a personal shopper' }).last()).toBeVisible();
    const hint = page.getByText('Questions? Our personal shoppers are here to help.');
    await expect(hint).toHaveCount(0);
    await page.clock.fastForward(5000);
    await expect(hint).toHaveCount(0);
    await page.clock.fastForward(8000);
    await expect(hint).toBeVisible();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(hint).toHaveCount(0);
  });
});

/**
 * The floating contact button, the dealer chat launcher and the co-browse badge (demo-ecommerce has
 * all three: its dealer brings its own chat, in a sandboxed frame; the badge while a session runs)
 * cover no link or control, at the end of the page and wherever keyboard focus scrolls a control to,
 * at 375 and 1280 px, in the overlay and standalone, on home and on the deal page (its 'Miles per
 * year' field on Lease). floating-pieces.spec.ts scrolls through every page and mount besides.
 */
test.describe('floating pieces cover no link or control', () => {
  const FLOATING = {
    contact: '.floating-contact__button',
    chat: '.upshift-dealer-chat',
    // Between sessions the badge is an empty live region, nothing on screen.
    cobrowse: '.cobrowse-badge:not(:empty)',
    reputation: '.upshift-reputation',
  } as const;

  type Mode = 'overlay' | 'standalone';

  async function open(
    page: Page,
    mode: Mode,
    route: string,
    campaign = 'demo-ecommerce',
  ): Promise<{ app: Scope; frame: Frame }> {
    if (mode === 'overlay') {
      const app = await openOnSite(page, campaign, route);
      const frame = page.frames().find((f) => f.url().includes('/embed?'))!;
      return { app, frame };
    }
    await page.goto(`${APP}${route}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    return { app: page, frame: page.mainFrame() };
  }

  /** Names of the controls a floating piece covers: fully on screen at the end of the page, and each focused one. */
  function covered(frame: Frame) {
    return frame.evaluate(async (selectors) => {
      const frameDone = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const pieces = Object.values(selectors).flatMap((sel) => [...document.querySelectorAll<HTMLElement>(sel)]);
      const inPiece = (el: Element) => pieces.some((p) => p.contains(el));
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const controls = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ]
        // A focusable tab panel is a container, not a control: its own controls are checked one by one.
        .filter((el) => el.getAttribute('role') !== 'tabpanel')
        .filter((el) => !inPiece(el) && !el.closest('dialog') && el.getClientRects().length > 0);
      const coverOf = (el: Element) => {
        const r = el.getBoundingClientRect();
        return pieces
          .map((p) => p.getBoundingClientRect())
          .some((f) => r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top);
      };
      const onScreen = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
      };
      scrollTo(0, document.documentElement.scrollHeight);
      await frameDone();
      const atEnd = controls.filter((el) => onScreen(el) && coverOf(el)).map(name);
      const whenFocused: string[] = [];
      for (const el of controls) {
        if (el.matches(':disabled')) continue;
        el.focus();
        if (document.activeElement !== el) continue;
        await frameDone();
        if (coverOf(el)) whenFocused.push(name(el));
        el.blur();
      }
      return { pieces: pieces.length, atEnd, whenFocused };
    }, FLOATING);
  }

  for (const mode of ['overlay', 'standalone'] as const) {
    for (const width of [375, 1280]) {
      test(`${mode}, ${width} px: home and the deal page's 'Miles per year'`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 700 });
        const { app, frame } = await open(page, mode, '/');
        await expect(app.getByRole('button', { name: 'Talk to a personal shopper' }).last()).toBeVisible();
        await startCobrowse(frame);
        await expect(app.getByRole('status').filter({ hasText: 'Co-browsing' })).toBeVisible();
        await expect(dealerChat(app).getByRole('button', { name: 'Chat with us' })).toBeVisible();
        await expect(
          app
            .getByRole('region', { name: /stock$/ })
            .getByRole('article')
            .first(),
        ).toBeVisible();
        expect(await covered(frame)).toEqual({ pieces: 3, atEnd: [], whenFocused: [] });
        if (width === 375) {
          // The mobile footer's bar stays clear too.
          const bar = await app.getByRole('navigation', { name: 'Quick actions' }).boundingBox();
          for (const piece of [FLOATING.contact, FLOATING.chat, FLOATING.cobrowse]) {
            const box = await app.locator(piece).boundingBox();
            expect(box!.y + box!.height, piece).toBeLessThanOrEqual(bar!.y);
          }
        }

        const deal = await open(page, mode, '/no-profile/vehicles/v1010');
        await deal.app.getByRole('button', { name: 'Estimate payments' }).first().click();
        // The quote first: a tab pressed while it loads is reset when it arrives.
        await expect(deal.app.getByRole('region', { name: 'Your all-in monthly payment' })).toBeVisible();
        await deal.app.getByRole('tab', { name: 'Lease' }).click();
        await expect(deal.app.getByRole('tab', { name: 'Lease', selected: true })).toBeVisible();
        await expect(deal.app.getByLabel('Miles per year')).toBeVisible();
        await expect(dealerChat(deal.app).getByRole('button', { name: 'Chat with us' })).toBeVisible();
        // The deal page opened anew is a new document: the session starts anew in it.
        await startCobrowse(deal.frame);
        await expect(deal.app.getByRole('status').filter({ hasText: 'Co-browsing' })).toBeVisible();
        expect(await covered(deal.frame)).toEqual({ pieces: 3, atEnd: [], whenFocused: [] });
      });
    }
  }

  for (const width of [375, 1280]) {
    test(`the reputation chat widget too (toyota-shop), ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      const { app, frame } = await open(page, 'overlay', '/', 'toyota-shop');
      await expect(app.getByRole('button', { name: 'Talk to a personal shopper' }).last()).toBeVisible();
      await expect(app.getByRole('button', { name: 'Chat with us' })).toBeVisible();
      await expect(
        app
          .getByRole('region', { name: /stock$/ })
          .getByRole('article')
          .first(),
      ).toBeVisible();
      expect(await covered(frame)).toEqual({ pieces: 2, atEnd: [], whenFocused: [] });
    });
  }
});

test.describe('footers', () => {
  const ECOMMERCE = [
    'Legal',
    'Privacy Notice',
    'Do Not Sell or Share My Personal Information',
    'Contact Us',
    'California Proposition 65 Warning',
  ];
  const UPGRADE = ['Terms of Use', 'Privacy Policy', 'Do Not Sell My Info'];

  test('the ecommerce footer and the upgrade footer', async ({ page }) => {
    // The standalone site of the default campaign (demo-ecommerce): no frame, links stay in the tab.
    await page.goto(`${APP}/`);
    let footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal and contact' });
    for (const name of ECOMMERCE) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Cookie Settings' })).toBeVisible();
    for (const name of UPGRADE) await expect(footer.getByRole('link', { name })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Legal' })).toHaveAttribute('target', '_self');

    // The embed runs in overlay mode, where footer links open in a new tab and say so.
    await openEmbed(page, 'bmw-upgrade');
    footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal and contact' });
    for (const name of UPGRADE)
      await expect(footer.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true })).toBeVisible();
    for (const name of ECOMMERCE)
      await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
    await expect(footer.getByRole('button', { name: 'Cookie Settings' })).toHaveCount(0);
  });

  test('in overlay mode footer links open in a new tab', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce');
    const footer = app.getByRole('contentinfo');
    const legal = footer.getByRole('link', { name: 'Legal (opens in a new tab)' });
    await expect(legal).toHaveAttribute('target', '_blank');
    await expect(legal).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: /^Privacy Notice/ })).toHaveAttribute('target', '_blank');
  });

  test('the mobile footer on small screens, hidden by HIDE_FLOATING_FOOTERS', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openEmbed(page, 'demo-ecommerce');
    const quick = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(quick).toBeVisible();
    await expect(quick.getByRole('link', { name: 'Home' })).toBeVisible();
    await openEmbed(page, 'toyota-shop');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(quick).toHaveCount(0);
    // The same campaign without the flag has it: the flag, not the campaign, hides it.
    await openEmbed(page, 'toyota-shop', { flags: 'TOYOTA_PROMOTIONAL_BANNER' });
    await expect(quick).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(quick).toHaveCount(0);
  });
});

test.describe('updated-trade modal', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('after sign-in: values, lower, no close on backdrop, once per session', async ({ page }) => {
    await openEmbed(page, 'demo-ecommerce');
    await signIn(page, DEMO);
    const modal = page.getByRole('dialog', { name: 'Your Trade Value has been Updated' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('2018 Honda Civic EX')).toBeVisible();
    await expect(modal.getByRole('row', { name: /Trade offer/ })).toContainText('$15,200');
    await expect(modal.getByRole('row', { name: /Trade offer/ })).toContainText('$14,500');
    await expect(modal.getByRole('row', { name: /Payoff/ })).toContainText('$6,450');
    await expect(modal.getByRole('row', { name: /Net offer/ })).toContainText('$8,750');
    await expect(modal.getByText('$450 lower than your previous net offer')).toBeVisible();
    // A click on the backdrop leaves it open.
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('updatedUserAboutNewTradeValue'))).toBe('true');
    await page.reload();
    await expect(page.getByText('Hi, Alex')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(modal).toHaveCount(0);
  });

  test('only on a campaign with UPDATED_TRADE_MODAL_DISPLAY', async ({ page }) => {
    await openEmbed(page, 'plain-ecommerce');
    await signIn(page, DEMO);
    await page.waitForLoadState('networkidle');
    const modal = page.getByRole('dialog', { name: 'Your Trade Value has been Updated' });
    await expect(modal).toHaveCount(0);
    // Control: the same campaign with the flag turned on shows it.
    await openEmbed(page, 'plain-ecommerce', { flags: 'UPDATED_TRADE_MODAL_DISPLAY' });
    await expect(modal).toBeVisible();
  });
});

test.describe('external scripts', () => {
  test('co-browse (its badge while a session runs) and dealer chat on the campaign and dealer that enable them', async ({
    page,
  }) => {
    await openEmbed(page, 'demo-ecommerce');
    await expect(dealerChat(page).getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await startCobrowse(page.mainFrame());
    await expect(page.getByRole('status').filter({ hasText: 'Co-browsing' })).toBeVisible();
    // Kuni: co-browse on, its dealer's chat off.
    const chat = page.waitForResponse((r) => r.url().includes('/dealer_chat_config/dealer/d200'));
    await openEmbed(page, 'kuni-bmw');
    await chat;
    await startCobrowse(page.mainFrame());
    await expect(page.getByRole('status').filter({ hasText: 'Co-browsing' })).toBeVisible();
    await expect(page.locator('iframe.upshift-dealer-chat')).toHaveCount(0);
  });

  test('the reputation widget for its dealer; nothing where both are off', async ({ page }) => {
    await openEmbed(page, 'toyota-shop');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await expect(page.locator('script[data-upshift-external="cobrowse"]')).toHaveCount(0);
    const chat = page.waitForResponse((r) => r.url().includes('/dealer_chat_config/dealer/d300'));
    await openEmbed(page, 'bmw-upgrade');
    await chat;
    await expect(page.locator('script[data-upshift-external]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  });
});

test('the overlay stays put when the app closes its own modal with Esc', async ({ page }) => {
  const app = await openOnSite(page, 'nissan-upgrade');
  await app.getByRole('button', { name: 'Learn More' }).click();
  await expect(app.getByRole('dialog', { name: 'Special Financing Offer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(app.getByRole('dialog', { name: 'Special Financing Offer' })).toHaveCount(0);
  await expect(overlay(page)).toBeVisible();
});
