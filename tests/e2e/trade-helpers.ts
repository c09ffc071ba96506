/** The trade-in journeys' shared pieces: the two mounts and the four steps answered. */
import { expect, type Page } from '@playwright/test';
import { APP } from './helpers.ts';
import { openOnSite, upshift, type Scope } from './shell-helpers.ts';

export const RAV4 = '2T3W1RFV1LC214530';
export const SAAB = 'YS3FA4CY7B1002415';
export const UNKNOWN_MAKER = '9ZZABCDE9KA123456';
export const DATE = /\d{2}\/\d{2}\/\d{4}/;

export type Mode = {
  name: string;
  open: (page: Page, route?: string) => Promise<Scope>;
  /** Goes to an app route the way this mount can: the host's API in the iframe, the address bar standalone. */
  go: (page: Page, route: string) => Promise<void>;
};

export const MODES: Mode[] = [
  {
    name: 'in the iframe',
    open: (page, route = '/') => openOnSite(page, 'demo-ecommerce', route),
    go: (page, route) => upshift(page, 'navigate', route),
  },
  {
    name: 'standalone',
    open: async (page, route = '/') => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
    go: async (page, route) => {
      await page.goto(`${APP}${route}`);
    },
  },
];

export const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
/** A page's own heading, under the flow's 'Value your trade', which every page keeps. */
export const h2 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 2, name });

/** Looks a VIN up and answers the three steps with the mouse (the keyboard journey does it by keys). */
export async function answer(
  app: Scope,
  o: { vin?: string; plate?: [string, string]; mileage?: string; owes?: boolean; title?: string } = {},
) {
  if (o.plate) {
    await app.getByLabel('By its license plate').check();
    await app.getByLabel('License plate', { exact: true }).fill(o.plate[0]);
    await app.getByLabel('State').selectOption(o.plate[1]);
  } else {
    await app.getByLabel('VIN', { exact: true }).fill(o.vin ?? RAV4);
  }
  await app.getByRole('button', { name: 'Find my vehicle' }).click();
  await expect(h2(app, 'Step 2 of 4 Your vehicle')).toBeVisible();
  await app.getByLabel('Mileage').fill(o.mileage ?? '30000');
  await app.getByLabel('Zip Code').fill('97202');
  await app.getByRole('button', { name: 'Continue' }).click();
  await expect(h2(app, 'Step 3 of 4 Its features')).toBeVisible();
  await app.getByLabel('Heated seats').check();
  await app.getByRole('button', { name: 'Continue' }).click();
  await expect(h2(app, 'Step 4 of 4 Its history')).toBeVisible();
  await app.getByLabel('Number of owners').selectOption('1');
  await app.getByRole('group', { name: 'Accidents' }).getByLabel('None').check();
  await app.getByRole('group', { name: 'Condition' }).getByLabel(/^Good/).check();
  await app
    .getByRole('group', { name: 'Title' })
    .getByLabel(o.title ?? 'Clean')
    .check();
  await app
    .getByRole('group', { name: 'Do you still owe money on it?' })
    .getByLabel(o.owes ? /^Yes/ : /^No/)
    .check();
  await app.getByRole('button', { name: 'See my offer' }).click();
}

/** The offer's whole dollars as a number. */
export async function offerAmount(app: Scope): Promise<number> {
  const text = await app.locator('.trade-offer__amount').textContent();
  return Number((text ?? '').replace(/[$,]/g, ''));
}
