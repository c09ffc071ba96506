import { expect, test } from '@playwright/test';
import { APP, SITE, closeUpdatedTradeModal, expectNoAxeViolations } from './helpers.ts';
import { openSignIn } from './shell-helpers.ts';

test.use({ baseURL: APP });

test('the standalone site uses normal paths and applies titles on navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // White-label: the dealer the header names, never the campaign's internal name.
  await expect(page).toHaveTitle('Home | Riverside Auto Group');
  await expectNoAxeViolations(page);
  await openSignIn(page);
  await expect(page).toHaveURL(`${APP}/account/login`);
  await expect(page).toHaveTitle(/^Sign in \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Sign in/);
  await page.goBack();
  await expect(page).toHaveURL(`${APP}/`);
  // The descriptions are a chunk of their own: the page it lands on gets its own, not the last one asked.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Shop new and used vehicles/);
});

test('a deep link to a vehicle page loads on its own path', async ({ page }) => {
  await page.goto('/no-profile/vehicles/v1001');
  await expect(page.getByText('Sale price', { exact: true })).toBeVisible();
  // The tab names the car.
  const car = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/\s+/g, ' ').trim();
  await expect(page).toHaveTitle(`${car} | Riverside Auto Group`);
  await expect(page.getByText(/excludes taxes, registration and dealer fees/)).toBeVisible();
  await expectNoAxeViolations(page);
  // In Spanish the tab still names the car, not the route's 'Vehículo'.
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByText('Precio de venta', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${car} | Riverside Auto Group`);
});

test('signing in with the demo account and out again', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill('demo@upshift.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page.getByLabel('Email')).toHaveValue('demo@upshift.test');
  await page.getByLabel('Password').fill('Upshift!23');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closeUpdatedTradeModal(page);
  await expect(page.getByText('Hi, Alex')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Hi, Alex')).toBeVisible();
  // The session remembers the shopper was told (updatedUserAboutNewTradeValue): no modal again.
  await expect(page.getByRole('dialog', { name: 'Your Trade Value has been Updated' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('button', { name: 'Sign Out' })
    .or(page.getByRole('link', { name: 'Sign Out' }))
    .click();
  await expect(page.getByRole('button', { name: /sign in here/i })).toBeVisible();
});

test('the app switches to Spanish', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});

test.describe('route rules', () => {
  test('an unknown path under a registered prefix is the error page', async ({ page }) => {
    await page.goto('/account/nothing-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('any other unknown path gets the server-rendered fallback', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a campaign without a theme goes to the page-not-found path', async ({ page }) => {
    await page.goto(`/embed?campaign=no-theme`);
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
    await expect(page).toHaveURL(/#\/page-not-found$/);
    await expectNoAxeViolations(page);
  });
});

test('a mutating call without the CSRF header is refused with 403', async ({ page, request }) => {
  const refused = await request.post(`${APP}/api/log-fe-message`, { data: { message: 'hello' } });
  expect(refused.status()).toBe(403);
  await page.goto('/');
  const status = await page.evaluate(async () => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="_csrf"]')!.content;
    const header = document.querySelector<HTMLMetaElement>('meta[name="_csrf_header"]')!.content;
    const res = await fetch('/api/log-fe-message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [header]: token },
      body: JSON.stringify({ message: 'e2e: csrf accepted' }),
    });
    return res.status;
  });
  expect(status).toBe(200);
});

test('the app page may only be framed by the campaign’s dealer sites', async ({ request }) => {
  const res = await request.get(`${APP}/embed?campaign=demo-ecommerce`);
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`frame-ancestors ${SITE}`);
  expect(csp).toContain("script-src 'self'");
});

test('the legal pages the footers link to exist, with the do-not-sell section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/privacy#do-not-sell-my-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Do Not Sell or Share My Personal Information' })).toBeInViewport();
});
