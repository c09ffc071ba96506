/**
 * Nothing floats over content: the floating contact button (seed 001 §2 "Shell layout"), the dealer
 * chat launcher (§2 "Dealer chat") and the co-browse badge (§1, ENABLE_CO_BROWSE) sit in the bottom
 * bar, above the mobile footer, never over a link, button or field of the page, wherever it is
 * scrolled, in the iframe overlay, the shadow mount and standalone, at 390 and 1280 px, in English
 * and Spanish. An open dialog covers them all, and a phone shows one close button. The co-browse
 * badge shows only while a session runs, in the shopper's language, and never on the dealer page.
 */
import { expect, test, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { APP, appFrame, expectNoAxeViolations } from './helpers.ts';
import { coverage } from './coverage.ts';
import { navBar, openEmbed, upshift } from './shell-helpers.ts';

type Mount = 'overlay' | 'shadow' | 'standalone';
type Locale = 'en' | 'es';
type Opened = { app: Page | FrameLocator | Locator; frame: Frame };

const COPY = {
  en: {
    contact: 'Talk to a personal shopper',
    chat: 'Chat with us',
    chatOpen: 'Hi! How can we help? Our team answers within minutes.',
    estimate: 'Estimate payments',
    monthly: 'Your all-in monthly payment',
    dialog: 'How can we help?',
    close: 'Close',
    cobrowse: 'Co-browsing',
  },
  es: {
    contact: 'Hable con un asesor de compras personal',
    chat: 'Chatee con nosotros',
    chatOpen: 'Hola, ¿en qué podemos ayudarle? Nuestro equipo responde en minutos.',
    estimate: 'Calcular pagos',
    monthly: 'Su pago mensual total',
    dialog: '¿Cómo podemos ayudarle?',
    close: 'Cerrar',
    cobrowse: 'Co-navegando',
  },
} as const;

/** The loader's overlay, in either language (its label is the page's language). */
const overlay = (page: Page) => page.locator('#upshift-r');

/** Any co-browse text, whatever it says and in either language. */
const COBROWSE_TEXT = /co-?brows|co-?naveg/i;

/** The contact hint (a tour point that dims the page on purpose) is not what these tests look at. */
async function skipContactHint(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('completedTourPoints', '["_sessionContactHint"]'));
}

/** Opens `route` of demo-ecommerce (all three floating pieces) in `mount`; returns the app and the frame it runs in. */
async function open(page: Page, mount: Mount, route: string, locale: Locale = 'en'): Promise<Opened> {
  const lang = locale === 'es' ? '&locale=es' : '';
  if (mount === 'standalone') {
    await page.goto(`${APP}${route}?campaign=demo-ecommerce${lang}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    return { app: page, frame: page.mainFrame() };
  }
  if (page.url().startsWith('about:'))
    await page.goto(`/${mount === 'shadow' ? 'shadow' : ''}?campaign=demo-ecommerce${lang}`);
  await upshift(page, 'open', route);
  await expect(overlay(page)).toBeVisible();
  const app = mount === 'overlay' ? appFrame(page) : overlay(page);
  await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const frame = mount === 'overlay' ? page.frames().find((f) => f.url().includes('/embed?'))! : page.mainFrame();
  return { app, frame };
}

type Vendor = { UpshiftCobrowse?: { startSession?: () => void; endSession?: () => void } };

/** Waits for the co-browse vendor script (it loads at idle), then starts or ends a session as its agent would. */
async function cobrowse(frame: Frame, action: 'startSession' | 'endSession'): Promise<void> {
  await expect
    .poll(() => frame.evaluate(() => typeof (window as Vendor).UpshiftCobrowse?.startSession), { timeout: 15_000 })
    .toBe('function');
  await frame.evaluate((name) => (window as Vendor).UpshiftCobrowse![name]!(), action);
}

/** The floating pieces there are, once the vendors' scripts have drawn theirs and a co-browse session runs. */
async function withAllPieces({ app, frame }: Opened, locale: Locale): Promise<void> {
  await cobrowse(frame, 'startSession');
  await expect(app.getByRole('status').filter({ hasText: COPY[locale].cobrowse })).toBeVisible();
  await expect(app.getByRole('button', { name: COPY[locale].contact, exact: true })).toBeVisible();
  await expect(
    app.frameLocator('iframe.upshift-dealer-chat').getByRole('button', { name: COPY[locale].chat }),
  ).toBeVisible();
}

/** The overlay's own close button, over the app in the iframe mount, in frame coordinates. */
async function hostCovers(page: Page, mount: Mount): Promise<{ l: number; t: number; r: number; b: number }[]> {
  if (mount !== 'overlay') return [];
  const close = await page.locator('#upshift-x').boundingBox();
  const frame = await page.locator('iframe[src*="/embed?"]').boundingBox();
  if (!close || !frame) return [];
  const l = close.x - frame.x;
  const t = close.y - frame.y;
  return [{ l, t, r: l + close.width, b: t + close.height }];
}

/** One page checked where it is. */
async function expectNothingCovered(page: Page, mount: Mount, { frame }: Opened, what: string): Promise<void> {
  expect.soft(await coverage(frame, mount === 'shadow', await hostCovers(page, mount)), what).toEqual([]);
}

const CASES: { mount: Mount; width: number; height: number; locale: Locale }[] = [];
for (const mount of ['overlay', 'shadow', 'standalone'] as const) {
  CASES.push({ mount, width: 390, height: 844, locale: 'en' });
  CASES.push({ mount, width: 1280, height: 800, locale: 'en' });
  CASES.push({ mount, width: 390, height: 844, locale: 'es' });
}

test.describe('floating pieces cover nothing', () => {
  for (const { mount, width, height, locale } of CASES) {
    test(`${mount}, ${width} px, ${locale}: home, the vehicle page and the deal page`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      await skipContactHint(page);
      const copy = COPY[locale];

      const home = await open(page, mount, '/', locale);
      await withAllPieces(home, locale);
      await expectNothingCovered(page, mount, home, 'home');

      const vehicle = await open(page, mount, '/vehicles/v1010', locale);
      if (mount === 'standalone') await withAllPieces(vehicle, locale);
      await expect(vehicle.app.getByText(copy.estimate).first()).toBeVisible();
      await expectNothingCovered(page, mount, vehicle, 'vehicle page');

      await vehicle.app.getByRole('button', { name: copy.estimate }).first().click();
      await expect(vehicle.app.getByRole('region', { name: copy.monthly })).toBeVisible();
      if (mount === 'standalone') await withAllPieces(vehicle, locale);
      await expectNothingCovered(page, mount, vehicle, 'deal page');
    });
  }
});

test.describe('an open dialog covers the floating pieces', () => {
  for (const mount of ['overlay', 'shadow', 'standalone'] as const) {
    for (const width of [390, 1280]) {
      test(`${mount}, ${width} px: the contact dialog's backdrop is over them; one close button`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await skipContactHint(page);
        const opened = await open(page, mount, '/');
        await withAllPieces(opened, 'en');
        await opened.app.getByRole('button', { name: COPY.en.contact, exact: true }).click();
        const dialog = opened.app.getByRole('dialog', { name: COPY.en.dialog });
        await expect(dialog).toBeVisible();
        const underBackdrop = await opened.frame.evaluate((shadow) => {
          const root: Document | ShadowRoot =
            (shadow ? document.querySelector('[data-upshift-shadow]')?.shadowRoot : null) ?? document;
          const pieces = [
            ...root.querySelectorAll<HTMLElement>(
              '[aria-label="Talk to a personal shopper"], iframe[sandbox], .upshift-reputation, [role="status"]',
            ),
          ].filter((el) => !el.closest('dialog') && el.checkVisibility());
          return pieces.map((piece) => {
            const r = piece.getBoundingClientRect();
            const hit = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return Boolean(hit?.closest('dialog'));
          });
        }, mount === 'shadow');
        expect(underBackdrop.length).toBeGreaterThanOrEqual(3);
        expect(underBackdrop.every(Boolean)).toBe(true);
        await expectNoAxeViolations(page);

        // One close button: the dialog's. The overlay's own is hidden or under the backdrop.
        await expect(dialog.getByRole('button', { name: COPY.en.close })).toBeVisible();
        if (mount !== 'standalone') {
          const hostClose = page.locator('#upshift-x');
          const usable = await hostClose.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return el.checkVisibility() && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el;
          });
          expect(usable).toBe(false);
        }
        await dialog.getByRole('button', { name: COPY.en.close }).click();
        await expect(dialog).toBeHidden();
        if (mount !== 'standalone') {
          // The overlay's close button is back, and closes it.
          await page.locator('#upshift-x').click();
          await expect(overlay(page)).toBeHidden();
        }
      });
    }
  }
});

test.describe('the co-browse badge', () => {
  for (const mount of ['overlay', 'shadow', 'standalone'] as const) {
    test(`${mount}: only while a session runs, translated, never left on the dealer page`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await skipContactHint(page);
      const opened = await open(page, mount, '/');
      const { app, frame } = opened;
      // The vendor's script is in, no session yet: no badge anywhere.
      await expect
        .poll(() => frame.evaluate(() => typeof (window as Vendor).UpshiftCobrowse), { timeout: 15_000 })
        .toBe('object');
      await expect(page.getByText(COBROWSE_TEXT)).toHaveCount(0);
      await expect(app.getByText(COBROWSE_TEXT)).toHaveCount(0);

      await cobrowse(frame, 'startSession');
      const badge = app.getByRole('status').filter({ hasText: COPY.en.cobrowse });
      await expect(badge).toBeVisible();
      await expectNoAxeViolations(page);
      await navBar(app).getByRole('button', { name: 'Español' }).click();
      await expect(app.getByRole('status').filter({ hasText: COPY.es.cobrowse })).toBeVisible();
      await app.getByRole('button', { name: 'English', exact: true }).click();
      await expect(badge).toBeVisible();

      await cobrowse(frame, 'endSession');
      await expect(app.getByText(COBROWSE_TEXT)).toHaveCount(0);
      await cobrowse(frame, 'startSession');
      await expect(badge).toBeVisible();

      if (mount !== 'standalone') {
        await upshift(page, 'close');
        await expect(overlay(page)).toBeHidden();
        await expect(page.getByText(COBROWSE_TEXT).filter({ visible: true })).toHaveCount(0);
        // Opened again, the session still runs: the badge is back in the overlay.
        await upshift(page, 'open', '/');
        await expect(badge).toBeVisible();
      }
    });
  }
});

test.describe('"Chat with us" opens a chat', () => {
  for (const mount of ['overlay', 'shadow', 'standalone'] as const) {
    test(`${mount}: the dealer's own chat, and the reputation widget (toyota-shop)`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await skipContactHint(page);
      const { app } = await open(page, mount, '/');
      const launcher = app.frameLocator('iframe.upshift-dealer-chat').getByRole('button', { name: COPY.en.chat });
      await launcher.click();
      await expect(app.frameLocator('iframe.upshift-dealer-chat').getByText(COPY.en.chatOpen)).toBeVisible();
      await expect(launcher).toHaveAttribute('aria-expanded', 'true');

      // The reputation vendor's widget, on a campaign whose dealer uses it (the standalone site is
      // demo-ecommerce's: the app's own document at /embed stands in).
      if (mount === 'standalone') await openEmbed(page, 'toyota-shop');
      else {
        await page.goto(`/${mount === 'shadow' ? 'shadow' : ''}?campaign=toyota-shop`);
        await upshift(page, 'open', '/');
      }
      const scope = mount === 'overlay' ? appFrame(page) : mount === 'shadow' ? overlay(page) : page;
      const bubble = scope.getByRole('button', { name: COPY.en.chat });
      await bubble.click();
      await expect(scope.getByText('Hi! Ask us anything about our vehicles.')).toBeVisible();
    });
  }
});
