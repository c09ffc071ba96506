/**
 * The lender's documents: a signed-in shopper's finance application is approved, and the options page asks for
 * the documents; the shopper uploads the driver's license (a PDF) and sees it Received; the dealer's manager, in
 * the deal jacket, asks for a new one with a reason; the shopper sees the reason, replaces it with a photo of the
 * paper, and it is Received again — which the jacket shows too. Axe-clean and without sideways scroll at 390 and
 * 1280 px on each new screen.
 */
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { applyForFinancing, holdInbox, newDeal, ownClient, signIn, STANDALONE } from './journeys.ts';
import { expectFitsBothWidths, signInStaff } from './staff.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.beforeEach(({ page }) => ownClient(page));

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function fitsPhoneAndDesktop(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test.describe('documents for the lender', () => {
  test.describe.configure({ timeout: 180_000 });
  holdInbox(STANDALONE.user);

  test('the shopper uploads a license, the dealer asks for a new one, the shopper replaces it', async ({
    page,
    context,
  }) => {
    // Set-up: a signed-in shopper's approved application (income enough for approvals).
    const app = await signIn(STANDALONE, page);
    const dealId = await newDeal(STANDALONE, page, app);
    await STANDALONE.go(page, `/deals/${dealId}/finance`);
    await applyForFinancing(app, { income: '185000' });

    const panel = app.getByRole('region', { name: 'Documents for the lender' });
    await expect(panel).toBeVisible();
    const licence = panel.getByRole('listitem', { name: "Driver's license" });
    await expect(licence.getByText('Requested')).toBeVisible();
    await expect(panel.getByRole('listitem', { name: 'Proof of income' })).toBeVisible();

    // The PDF, chosen with the labelled control; the file is received.
    await licence.getByLabel("Upload your driver's license").setInputFiles({
      name: 'license.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(licence.getByText('Received', { exact: true })).toBeVisible();
    await expect(licence.getByText("Your driver's license was received.")).toBeVisible();
    await expect(licence.getByRole('link', { name: /View your upload/ })).toHaveAttribute('target', '_blank');
    await fitsPhoneAndDesktop(page);

    // The dealer's manager, in the deal jacket, asks for a new one.
    const desk = await context.newPage();
    await desk.setViewportSize({ width: 1280, height: 800 });
    await desk.goto(`${APP}/dealer/deals/${dealId}`);
    await signInStaff(desk, 'manager@riverside.test');
    if (!desk.url().endsWith(`/dealer/deals/${dealId}`)) await desk.goto(`${APP}/dealer/deals/${dealId}`);
    const documents = desk.getByRole('region', { name: 'Documents for the lender' });
    await expect(documents.getByText(/Driver's license/)).toBeVisible();
    await expect(documents.getByRole('link', { name: /View driver's license/ })).toHaveAttribute('target', '_blank');
    await documents.getByRole('button', { name: "Ask for a new driver's license" }).click();
    // The reason is required.
    await documents.getByRole('button', { name: 'Send to the shopper' }).click();
    await expect(documents.getByText('Say why a new one is needed.')).toBeVisible();
    await documents
      .getByLabel('Why a new one is needed')
      .fill('The expiry date is cut off. Please include the whole card.');
    await documents.getByRole('button', { name: 'Send to the shopper' }).click();
    await expect(
      documents.getByText('Needs a new one: The expiry date is cut off. Please include the whole card.'),
    ).toBeVisible();
    await expectFitsBothWidths(desk);

    // The shopper sees the reason (afresh), and replaces the license with a photo of the card.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.reload();
    const again = page.getByRole('region', { name: 'Documents for the lender' });
    const replaced = again.getByRole('listitem', { name: "Driver's license" });
    await expect(
      replaced.getByText('Needs a new one: The expiry date is cut off. Please include the whole card.'),
    ).toBeVisible();
    await fitsPhoneAndDesktop(page);
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#dde' } })
      .jpeg()
      .toBuffer();
    await replaced.getByLabel("Replace your driver's license").setInputFiles({
      name: 'license.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(replaced.getByText('Received', { exact: true })).toBeVisible();
    await expect(replaced.getByText(/Needs a new one/)).toHaveCount(0);

    // The jacket shows it received again.
    await desk.reload();
    await expect(documents.getByText(/Driver's license: Received/)).toBeVisible();
    await expect(documents.getByRole('button', { name: "Accept the driver's license" })).toBeVisible();
  });
});
