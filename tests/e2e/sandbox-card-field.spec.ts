/**
 * The sandbox payment provider's hosted card field, framed by a page on another origin (the demo site's) as
 * the widget frames it: each test card typed by keyboard, `confirm` sent from the parent, the `result` read
 * back; a parent on another origin gets nothing and cannot confirm. Axe-clean, inside the frame too.
 */
import { expect, test, type Page } from '@playwright/test';
import { chromium, chromiumArgs, PAY } from '../../playwright.config.ts';
import { SANDBOX_PAY_KEYS } from '../../demo-host/server/sandbox/payments/provider-app.ts';
import { expectNoAxeViolations, SITE, THIRD } from './helpers.ts';

// The host page is fulfilled by Playwright, which Chromium counts as public: let it frame the loopback provider.
test.use({
  launchOptions: { executablePath: chromium, args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'] },
});

type Intent = { id: string; client_secret: string; status: string };
type Result = { upshiftPay: 1; type: string; paymentId?: string; status?: string; error?: string | null };

async function createIntent(): Promise<Intent> {
  const res = await fetch(`${PAY}/v1/payment_intents`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${SANDBOX_PAY_KEYS.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'amount=50000&currency=usd&description=Deposit',
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Intent;
}

async function retrieve(id: string): Promise<Intent> {
  const res = await fetch(`${PAY}/v1/payment_intents/${id}`, {
    headers: { Authorization: `Bearer ${SANDBOX_PAY_KEYS.secretKey}` },
  });
  return (await res.json()) as Intent;
}

/** A page on the demo site's origin holding the field, a Pay button that asks it to confirm, and a log of its messages. */
async function hostField(page: Page, intent: Intent, o: { parent?: string; locale?: 'en' | 'es' } = {}) {
  const src = `${PAY}/card?client_secret=${encodeURIComponent(intent.client_secret)}&parent=${encodeURIComponent(o.parent ?? SITE)}&locale=${o.locale ?? 'en'}`;
  await page.route(`${SITE}/pay-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Reserve</title></head><body><main>
<h1>Reserve</h1>
<iframe id="field" title="Card details" src="${src}" style="width:100%;max-width:480px;border:0;height:300px"></iframe>
<button type="button" id="pay">Pay deposit</button>
</main>
<script>
window.messages = [];
const frame = document.getElementById('field');
window.addEventListener('message', (e) => {
  if (e.source !== frame.contentWindow || e.origin !== ${JSON.stringify(PAY)}) return;
  window.messages.push(e.data);
  if (e.data.type === 'resize') frame.style.height = e.data.height + 'px';
});
document.getElementById('pay').addEventListener('click', () =>
  frame.contentWindow.postMessage({ upshiftPay: 1, type: 'confirm' }, ${JSON.stringify(PAY)}));
</script></body></html>`,
    }),
  );
  await page.goto(`${SITE}/pay-host`);
  const field = page.frameLocator('#field');
  return { field, messages: () => page.evaluate(() => (window as unknown as { messages: Result[] }).messages) };
}

const results = async (messages: () => Promise<Result[]>) => (await messages()).filter((m) => m.type === 'result');

async function typeCard(page: Page, number: string, expiry = '1234', cvc = '123', zip = '32801') {
  // Keyboard only: Tab into the frame's first field, then from field to field.
  await page.keyboard.press('Tab');
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expiry);
  await page.keyboard.press('Tab');
  await page.keyboard.type(cvc);
  await page.keyboard.press('Tab');
  await page.keyboard.type(zip);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pay deposit' })).toBeFocused();
}

async function pay(page: Page, messages: () => Promise<Result[]>, count = 1): Promise<Result> {
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await results(messages)).length).toBe(count);
  return (await results(messages))[count - 1]!;
}

test('the success card pays; the field says ready first, and posts only to its parent', async ({ page }) => {
  const intent = await createIntent();
  const { field, messages } = await hostField(page, intent);
  await expect.poll(async () => (await messages())[0]?.type).toBe('ready');
  await expect(field.getByLabel('Card number')).toBeVisible();
  await typeCard(page, '4242424242424242');
  await expect(field.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(field.getByLabel('Expiration date (MM / YY)')).toHaveValue('12 / 34');
  await expectNoAxeViolations(page);
  expect(await pay(page, messages)).toEqual({
    upshiftPay: 1,
    type: 'result',
    paymentId: intent.id,
    status: 'succeeded',
    error: null,
  });
  expect((await retrieve(intent.id)).status).toBe('succeeded');
});

for (const [card, words] of [
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
] as const) {
  test(`${card} is declined in plain words and keeps what was typed`, async ({ page }) => {
    const intent = await createIntent();
    const { field, messages } = await hostField(page, intent);
    await expect(field.getByLabel('Card number')).toBeVisible();
    await typeCard(page, card);
    expect(await pay(page, messages)).toMatchObject({ status: 'requires_payment_method', error: words });
    await expect(field.getByRole('alert')).toHaveText(words);
    await expect(field.getByLabel('Card number')).toHaveValue(card.replace(/(\d{4})(?=\d)/g, '$1 '));
    await expect(field.getByLabel('ZIP code')).toHaveValue('32801');
    await expectNoAxeViolations(page);
  });
}

for (const outcome of ['Complete', 'Fail'] as const) {
  test(`the 3-D Secure card shows its challenge in the field: ${outcome}`, async ({ page }) => {
    const intent = await createIntent();
    const { field, messages } = await hostField(page, intent);
    await expect(field.getByLabel('Card number')).toBeVisible();
    await typeCard(page, '4000002500003155');
    await page.keyboard.press('Enter');
    await expect(field.getByRole('heading', { name: '3-D Secure test page' })).toBeVisible();
    expect(await results(messages)).toEqual([]);
    await expectNoAxeViolations(page);
    await field.getByRole('button', { name: outcome }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await results(messages)).length).toBe(1);
    const [result] = await results(messages);
    expect(result).toMatchObject(
      outcome === 'Complete'
        ? { status: 'succeeded', error: null }
        : {
            status: 'requires_payment_method',
            error:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
    );
    expect((await retrieve(intent.id)).status).toBe(result!.status);
  });
}

test('a bad card is refused in the field, in Spanish too, with errors tied to their fields', async ({ page }) => {
  const intent = await createIntent();
  const { field, messages } = await hostField(page, intent, { locale: 'es' });
  await expect(field.getByLabel('Número de tarjeta')).toBeVisible();
  await typeCard(page, '4242424242424241', '0120', '12', '328');
  const result = await pay(page, messages);
  expect(result).toMatchObject({ status: 'requires_payment_method', error: 'El número de tu tarjeta no es válido.' });
  await expect(field.getByLabel('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');
  await expect(field.getByLabel('Número de tarjeta')).toHaveAccessibleDescription(
    'El número de tu tarjeta no es válido.',
  );
  await expect(field.getByLabel('Fecha de vencimiento (MM / AA)')).toHaveAccessibleDescription(
    'La fecha de vencimiento de tu tarjeta ya pasó.',
  );
  await expect(field.getByLabel('Código de seguridad (CVC)')).toHaveAccessibleDescription(
    'El código de seguridad de tu tarjeta está incompleto.',
  );
  await expect(field.getByLabel('Código postal')).toHaveAccessibleDescription('Tu código postal está incompleto.');
  await expectNoAxeViolations(page);
  expect((await retrieve(intent.id)).status).toBe('requires_payment_method');
});

test('a field given another parent origin tells this page nothing and takes no confirm from it', async ({ page }) => {
  const intent = await createIntent();
  const { field, messages } = await hostField(page, intent, { parent: THIRD });
  await expect(field.getByLabel('Card number')).toBeVisible();
  await typeCard(page, '4242424242424242');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(700);
  expect(await messages()).toEqual([]);
  expect((await retrieve(intent.id)).status).toBe('requires_payment_method');
});

test('the field fits a 320 px frame', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const intent = await createIntent();
  const { field } = await hostField(page, intent);
  await expect(field.getByLabel('ZIP code')).toBeVisible();
  const overflow = await field.locator('html').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
