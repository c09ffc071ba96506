/**
 * The sandbox payment provider's records, `GET /sandbox-payments` on the demo dealer site: the payments it
 * took (amount, status, the card's last four digits, the decline), its refunds, and every webhook delivery
 * it tried (what it "sent" the app). A development page like the sandbox lender's: sandbox deployments only.
 */
import { Hono } from 'hono';
import type { SandboxDelivery, SandboxIntentRow, SandboxRefundRow } from '../server/db/sandbox-payments-repo.ts';
import { html, type SafeHtml } from '../server/http/html.ts';
import { SANDBOX_PAGE_HEADERS, sandboxPage, sandboxTime } from './sandbox-page.ts';

/** How many rows each table lists. */
export const PAYMENTS_LIMIT = 100;

export type SandboxPayments = {
  payments: SandboxIntentRow[];
  refunds: SandboxRefundRow[];
  deliveries: SandboxDelivery[];
};

export type SandboxPaymentsDeps = { sandboxPayments(limit: number): Promise<SandboxPayments> };

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const at = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return html`<time datetime="${iso}">${sandboxTime(iso)}</time>`;
};
const none = html`<span class="outbox-none">(none)</span>`;

function declineOf(row: SandboxIntentRow): SafeHtml | string {
  if (!row.last_payment_error) return none;
  const e = JSON.parse(row.last_payment_error) as { code?: string; decline_code?: string | null; message?: string };
  return html`<code>${e.decline_code ?? e.code ?? ''}</code> ${e.message ?? ''}`;
}

function table(id: string, title: string, empty: string, columns: readonly string[], rows: readonly SafeHtml[]) {
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}">${title}</h2>
    ${
      rows.length === 0
        ? html`<p>${empty}</p>`
        : html`<div class="outbox-scroll" tabindex="0" role="region" aria-label="${title}">
            <table class="outbox">
              <caption>
                ${`The ${String(rows.length)} newest, newest first`}
              </caption>
              <thead>
                <tr>
                  ${columns.map((c) => html`<th scope="col">${c}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>
          </div>`
    }
  </section>`;
}

export function sandboxPaymentsPage(p: SandboxPayments): string {
  const payments = p.payments.map(
    (r) =>
      html`<tr>
        <td>${at(r.created_at)}</td>
        <td><code>${r.id}</code></td>
        <td>${usd(r.amount)}</td>
        <td>${r.status}</td>
        <td>${r.card_last4 ? html`•••• ${r.card_last4}` : none}</td>
        <td>${declineOf(r)}</td>
        <td>${r.amount_refunded > 0 ? usd(r.amount_refunded) : none}</td>
        <td>${r.description ?? ''}</td>
      </tr>`,
  );
  const refunds = p.refunds.map(
    (r) =>
      html`<tr>
        <td>${at(r.created_at)}</td>
        <td><code>${r.id}</code></td>
        <td><code>${r.payment_intent}</code></td>
        <td>${usd(r.amount)}</td>
        <td>${r.status}</td>
      </tr>`,
  );
  const deliveries = p.deliveries.map(
    (d) =>
      html`<tr>
        <td>${at(d.at)}</td>
        <td><code>${d.eventId}</code></td>
        <td>${d.type}</td>
        <td><code>${d.paymentIntent}</code></td>
        <td>${String(d.attempt)}</td>
        <td>${d.statusCode === null ? html`failed: ${d.error ?? ''}` : String(d.statusCode)}</td>
      </tr>`,
  );
  return sandboxPage({
    current: 'sandbox-payments',
    title: 'Sandbox payments',
    lede:
      'What the sandbox payment provider (Stripe’s test mode, on an origin of its own) took, refunded and sent ' +
      'the app’s webhook, newest first. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is ' +
      'declined, 4000 0000 0000 9995 has insufficient funds, 4000 0025 0000 3155 asks for 3-D Secure. Only a ' +
      'card’s last four digits are kept.',
    links: [{ href: '/sandbox-payments', label: 'Refresh' }],
    body: html`${table(
      'payments',
      'Payments',
      'No payments yet. Reserve a vehicle in the widget, then refresh.',
      ['Created', 'Payment', 'Amount', 'Status', 'Card', 'Decline', 'Refunded', 'Description'],
      payments,
    )}${table('refunds', 'Refunds', 'No refunds yet.', ['Created', 'Refund', 'Payment', 'Amount', 'Status'], refunds)}${table(
      'webhooks',
      'Webhook deliveries',
      'No webhook deliveries yet.',
      ['Sent', 'Event', 'Type', 'Payment', 'Try', 'Answer'],
      deliveries,
    )}`,
  });
}

export function sandboxPaymentsRoutes(deps: SandboxPaymentsDeps): Hono {
  const app = new Hono();
  app.get('/sandbox-payments', async (c) =>
    c.html(sandboxPaymentsPage(await deps.sandboxPayments(PAYMENTS_LIMIT)), 200, SANDBOX_PAGE_HEADERS),
  );
  return app;
}
