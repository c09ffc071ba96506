/**
 * Money as the app shows it (seed 001 §9, 'Money display | whole dollars'): whole dollars everywhere but the
 * payment details, the contract and the finance options' disclosures, which keep the cents their lines add up to.
 * A whole-dollar figure is its exact one rounded half away from zero, as the app's formatter rounds.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Scope } from './shell-helpers.ts';

/** A monthly payment as the page shows it: '$1,234/mo'. */
export const MONTHLY = /^\$[\d,]+\/mo$/;

/** '$1,234', '-$1,234.56' (within any text) → whole cents. */
export function cents(text: string | null): number {
  const match = /(-?)\$([\d,]+(?:\.\d{2})?)/.exec(text ?? '');
  if (!match?.[2]) throw new Error(`no amount in ${String(text)}`);
  const value = Math.round(Number(match[2].replace(/,/g, '')) * 100);
  return match[1] ? -value : value;
}

/** Whole cents → the whole-dollar figure the app shows for them: 50848 → '$508'. */
export function wholeDollars(c: number): string {
  const dollars = Math.round(Math.abs(c) / 100);
  return `${c < 0 && dollars !== 0 ? '-' : ''}$${dollars.toLocaleString('en-US')}`;
}

const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&');

/** The payment details' words in the shopper's language: the button, the dialog and its monthly payment row. */
const DETAILS = {
  en: { open: 'See payment details', dialog: 'Payment details', monthly: 'Monthly payment' },
  es: { open: 'Ver detalles del pago', dialog: 'Detalles del pago', monthly: 'Pago mensual' },
} as const;

/**
 * The monthly payment to the cent, read from the payment details (opened, then closed with Escape), after
 * checking that `headline`, the page's payment, is that figure in whole dollars.
 */
export async function exactMonthly(
  page: Page,
  app: Scope,
  headline: Locator,
  lang: 'en' | 'es' = 'en',
): Promise<number> {
  const words = DETAILS[lang];
  await app.getByRole('button', { name: words.open }).click();
  const details = app.getByRole('dialog', { name: words.dialog });
  const row = details.locator('.breakdown__row', { has: page.getByText(words.monthly, { exact: true }) }).locator('dd');
  const exact = cents(await row.innerText());
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(headline).toHaveText(new RegExp(`^${escape(wholeDollars(exact))}/(mo|mes)$`));
  return exact;
}
