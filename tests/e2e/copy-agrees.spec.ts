/**
 * Copy that agrees with itself, in the dealer site's third-party iframe, in English and Spanish: a
 * protection plan shows its contract price and what it adds to this payment (the server's figure,
 * which the payment then rises by), never its price per month as the price; GAP is offered on a
 * finance deal and not on a cash deal; the new-vehicle disclaimer says the sale price is before the
 * rebates the rebate line takes off; and the dealer site's price for a car is the widget's.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { appFrame, expectNoAxeViolations } from './helpers.ts';
import { cents, exactMonthly, wholeDollars } from './money.ts';
import { openOnSite, upshift, type Scope } from './shell-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 90_000 });

/** Riverside Auto Group (d100, offers protection products): a new Honda Accord. */
const ACCORD = '/vehicles/v1010';
/** Riverside's new Chevrolet Equinox EV with a $4,000 manufacturer rebate. */
const EQUINOX = '/vehicles/v1012';

const COPY = {
  en: {
    campaign: 'demo-ecommerce',
    estimate: 'Estimate payments',
    deal: 'Your deal',
    protection: 'Protection products',
    plans: 'Vehicle service contract plans',
    basic: 'Basic Coverage',
    contractPrice: 'Contract price',
    adds: /^Adds \$[\d,]+\/mo to this payment$/,
    basis: /^The contract price is \$28 a month × 60 months\.$/,
    perMonth: '$28 per month',
    disclaimer:
      'New vehicle sale price includes dealer discounts and is before manufacturer rebates, which are listed below it and taken off. Sale price excludes taxes, registration and dealer fees.',
    rebates: 'Rebates',
  },
  es: {
    campaign: 'demo-ecommerce&locale=es',
    estimate: 'Calcular pagos',
    deal: 'Su oferta',
    protection: 'Productos de protección',
    plans: 'Planes de contrato de servicio del vehículo',
    basic: 'Cobertura básica',
    contractPrice: 'Precio del contrato',
    adds: /^Suma \$[\d,]+\/mes a este pago$/,
    basis: /^El precio del contrato es \$28 al mes × 60 meses\.$/,
    perMonth: '$28 al mes',
    disclaimer:
      'El precio de venta de vehículos nuevos incluye los descuentos del concesionario y es anterior a los reembolsos del fabricante, que se indican debajo y se descuentan. El precio de venta no incluye impuestos, registro ni cargos del concesionario.',
    rebates: 'Reembolsos',
  },
} as const;

type Lang = keyof typeof COPY;

const protection = (app: Scope, lang: Lang) => app.getByRole('region', { name: COPY[lang].protection });
const monthly = (app: Scope) =>
  app.getByRole('region', { name: /monthly payment|pago mensual/ }).getByText(/^\$[\d,]+\/(mo|mes)$/);

async function openDeal(page: Page, lang: Lang, vehicle: string): Promise<FrameLocator> {
  const app = await openInIframe(page, lang, vehicle);
  await app.getByRole('button', { name: COPY[lang].estimate }).first().click();
  await expect(app.getByRole('heading', { level: 1, name: COPY[lang].deal })).toBeVisible();
  await expect(monthly(app)).toBeVisible();
  await expect(protection(app, lang)).toBeVisible();
  return app;
}

/** The widget in the dealer site's iframe, opened at `route`, in the site's language. */
async function openInIframe(page: Page, lang: Lang, route: string): Promise<FrameLocator> {
  if (lang === 'en') return openOnSite(page, COPY.en.campaign, route);
  await page.goto(`/?campaign=${COPY[lang].campaign}`);
  await upshift(page, 'open', route);
  const app = appFrame(page);
  await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(app.locator('html')).toHaveAttribute('lang', lang);
  return app;
}

/** The definition that follows a term of a description list. */
const definitionOf = (term: Locator) => term.locator('xpath=following-sibling::dd[1]');

for (const lang of ['en', 'es'] as const) {
  const c = COPY[lang];

  test(`a plan shows its contract price and what it adds to this payment, which the payment rises by (${lang})`, async ({
    page,
  }) => {
    const app = await openDeal(page, lang, ACCORD);
    const basic = protection(app, lang)
      .getByRole('region', { name: c.plans })
      .getByRole('listitem')
      .filter({ has: app.getByText(c.basic, { exact: true }) });
    await expect(definitionOf(basic.getByRole('term').filter({ hasText: c.contractPrice }))).toHaveText('$1,680');
    await expect(basic.getByText(c.basis)).toBeVisible();
    // The plan's price per month is not shown as its price: it is not what it adds to this payment.
    await expect(basic.getByText(c.perMonth, { exact: true })).toHaveCount(0);
    const adds = cents(await basic.getByText(c.adds).textContent());
    expect(adds).toBeGreaterThan(0);
    // Whole dollars on the page (seed 001 §9): the payment's rise to the cent, in its details, rounds to the effect.
    const before = await exactMonthly(page, app, monthly(app), lang);
    await basic.getByRole('button').click();
    await expect(monthly(app)).not.toHaveText(`${wholeDollars(before)}/${lang === 'en' ? 'mo' : 'mes'}`);
    const after = await exactMonthly(page, app, monthly(app), lang);
    expect(wholeDollars(after - before)).toBe(wholeDollars(adds));
    await expectNoAxeViolations(page);
  });

  test(`GAP is offered on a finance deal, not on a cash deal (${lang})`, async ({ page }) => {
    const app = await openDeal(page, lang, ACCORD);
    const addGap = protection(app, lang).getByRole('button', { name: /^(Add|Agregar) GAP Insurance$/ });
    await expect(addGap).toBeVisible();
    await app.getByRole('tab', { name: lang === 'en' ? 'Cash' : 'Contado' }).click();
    await expect(protection(app, lang).getByRole('button', { name: /Tire & Wheel Protection$/ })).toBeVisible();
    await expect(addGap).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test(`the sale price disclaimer agrees with the rebate line under it (${lang})`, async ({ page }) => {
    const app = await openInIframe(page, lang, EQUINOX);
    await expect(definitionOf(app.getByRole('term').filter({ hasText: new RegExp(`^${c.rebates}$`) }))).toHaveText(
      /^-\$4,000$/,
    );
    await expect(app.getByText(c.disclaimer)).toBeVisible();
  });
}

test('the dealer site shows the widget’s price for the same car', async ({ page }) => {
  await page.goto(`${EQUINOX}?campaign=demo-ecommerce`);
  const site = definitionOf(page.getByRole('term').filter({ hasText: 'Price with rebates' }));
  await expect(site).toHaveText('$30,820');
  const siteSale = await definitionOf(page.getByRole('term').filter({ hasText: /^Sale price$/ })).textContent();
  const app = await openOnSite(page, 'demo-ecommerce', EQUINOX, `${EQUINOX}`);
  const widget = definitionOf(app.getByRole('term').filter({ hasText: 'Price with rebates' }));
  await expect(widget).toHaveText(await site.textContent().then((t) => t ?? ''));
  await expect(definitionOf(app.getByRole('term').filter({ hasText: /^Sale price$/ }))).toHaveText(siteSale ?? '');
  // Its inventory card shows the same figure.
  await page.goto('/inventory?campaign=demo-ecommerce');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /Equinox EV/ }) });
  await expect(card.getByText('$30,820', { exact: false }).first()).toBeVisible();
});
