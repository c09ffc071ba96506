/**
 * Trade photos: a shopper saves an offer, then adds the seven guided photos (one too large refused before it is
 * sent with the others kept, a renamed program refused by the server by its content), in the dealer site's
 * iframe on a phone, where each slot opens the camera; the dealer reviews them in the deal jacket and counters
 * the offer; the shopper sees the new offer in the updated-trade modal and on the trade.
 */
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { IFRAME, newDeal, registerShopper } from './journeys.ts';
import type { Scope } from './shell-helpers.ts';
import { expectFitsBothWidths, signInStaff } from './staff.ts';
import { answer, h2, MODES, offerAmount } from './trade-helpers.ts';

test.use({
  // A client of each test's own (the e2e server trusts X-Forwarded-For): sign-up and upload limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const SLOTS = ['Front', 'Rear', 'Driver’s side', 'Passenger’s side', 'Interior', 'Odometer', 'Damage'];

/** A real photo of a given size, as a camera would send it (a JPEG). */
async function jpeg(hue: number): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer();
}

/** A guided slot's card, by its heading ('Damage (if any)' is optional). */
const slot = (app: Scope, name: string) =>
  app.getByRole('listitem', { name: name === 'Damage' ? 'Damage (if any)' : name, exact: true });

async function choose(app: Scope, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await slot(app, name)
    .getByLabel(/^(Choose a photo|Replace)/)
    .setInputFiles(file);
}

/** A signed-in shopper with a saved offer, on the photos page from the done state's Add photos. */
async function toPhotos(page: Page): Promise<{ app: Scope; offer: number }> {
  const mode = MODES[0]!;
  const app = await registerShopper(mode, page, 'Paz');
  await mode.go(page, '/trade');
  await answer(app);
  await expect(h2(app, 'Your offer')).toBeVisible();
  const offer = await offerAmount(app);
  await app.getByRole('button', { name: 'Save my offer' }).click();
  await expect(h2(app, 'Your trade-in is saved')).toBeVisible();
  await app.getByRole('link', { name: 'Add photos' }).click();
  await expect(h2(app, 'Photos of your vehicle')).toBeVisible();
  return { app, offer };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('seven photos: one too large and a renamed program refused with why, the others kept; the camera opens', async ({
    page,
  }) => {
    test.slow();
    const { app } = await toPhotos(page);
    await expect(app.getByRole('status').filter({ hasText: 'photos added' })).toHaveText('0 of 7 photos added');
    // On a phone each slot offers the camera itself.
    await expect(slot(app, 'Front').getByLabel(/^Take a photo/)).toHaveAttribute('capture', 'environment');
    await expectNoAxeViolations(page);

    for (const [i, name] of SLOTS.entries()) {
      await choose(app, name, { name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(30 * i) });
      await expect(slot(app, name).getByRole('img', { name: `Your photo: ${name}` })).toBeVisible();
    }
    await expect(app.getByText('7 of 7 photos added')).toBeVisible();

    // A photo too large is refused before it is sent; the slot's photo and the others stay.
    await choose(app, 'Rear', { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(slot(app, 'Rear').getByText('This photo is larger than 10 MB. Choose a smaller one.')).toBeVisible();
    await expect(slot(app, 'Rear').getByRole('img', { name: 'Your photo: Rear' })).toBeVisible();
    // A program named like a photo is refused by its content.
    await choose(app, 'Damage', {
      name: 'setup.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096)]),
    });
    await expect(slot(app, 'Damage').getByText('Choose a photo: JPEG, PNG, HEIC or WebP.')).toBeVisible();
    await expect(app.getByText('7 of 7 photos added')).toBeVisible();
    const thumbnail = slot(app, 'Odometer').getByRole('img', { name: 'Your photo: Odometer' });
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // No sideways scroll on the phone.
    const frame = page.frames().find((f) => f.url().includes('/embed')) ?? page.mainFrame();
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    // Removed and moved: the photo in Damage goes, the Interior one moves down to Odometer's place and back.
    await slot(app, 'Damage')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(app.getByText('6 of 7 photos added')).toBeVisible();
    await slot(app, 'Odometer')
      .getByRole('button', { name: /^Move down/ })
      .click();
    await expect(app.getByText('Photo moved from Odometer to Damage.')).toBeVisible();
    await expect(slot(app, 'Damage').getByRole('img', { name: 'Your photo: Damage' })).toBeVisible();
    await expect(slot(app, 'Odometer').getByRole('img')).toHaveAttribute('aria-label', 'Example: Odometer');
  });
});

test('the dealer sees the photos in the deal jacket and counters the offer; the shopper is told and sees it', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const { app, offer } = await toPhotos(page);
  for (const [i, name] of ['Front', 'Odometer'].entries()) {
    await choose(app, name, { name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(80 * i) });
    await expect(slot(app, name).getByRole('img', { name: `Your photo: ${name}` })).toBeVisible();
  }
  const dealId = await newDeal(IFRAME, page, app);

  // Riverside's agent, in a browser of their own, opens the deal's jacket.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await context.newPage();
  await staff.goto(`${APP}/dealer/deals/${dealId}`);
  await signInStaff(staff, 'agent@riverside.test');
  await staff.goto(`${APP}/dealer/deals/${dealId}`);
  const tradeIn = staff.getByRole('region', { name: 'Trade-in' });
  await expect(tradeIn.getByText('Photos provided: 2 of 7')).toBeVisible();
  const front = tradeIn.getByRole('img', { name: 'Front' });
  await expect(front).toBeVisible();
  expect(await front.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  await expect(tradeIn.getByText('Not reviewed yet.')).toBeVisible();
  await expectFitsBothWidths(staff);
  const countered = offer - 400;
  await tradeIn.getByLabel('New offer amount').fill(String(countered));
  await tradeIn.getByLabel('Note (optional)').fill('The odometer shows more miles than you gave.');
  await tradeIn.getByRole('button', { name: 'Send counter' }).click();
  await expect(tradeIn.getByText('Counter sent: the shopper sees the new offer on their next visit.')).toBeVisible();
  const money = (n: number) => `$${n.toLocaleString('en-US')}`;
  await expect(tradeIn.getByText(new RegExp(`^Countered \\${money(offer)} → \\${money(countered)} by `))).toBeVisible();
  await context.close();

  // The shopper's next visit: the updated-trade modal shows the change, and the trade says why.
  await page.reload();
  const again = await IFRAME.open(page, '/trade');
  const modal = again.getByRole('dialog', { name: 'Your Trade Value has been Updated' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(money(countered)).first()).toBeVisible();
  await expect(modal.getByText('$400 lower than your previous net offer')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Close' }).last().click();
  const current = again.getByRole('region', { name: 'Your current trade-in' });
  await expect(
    current
      .getByRole('definition')
      .filter({ hasText: money(countered) })
      .first(),
  ).toBeVisible();
  await expect(current.getByText(`Net cash offer: ${money(countered)}`)).toBeVisible();
  await expect(current.getByText('From the dealer: “The odometer shows more miles than you gave.”')).toBeVisible();
  await expect(current.getByText('2 of 7')).toBeVisible();
});
