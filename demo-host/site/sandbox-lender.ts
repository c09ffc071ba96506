/**
 * The sandbox lender network's inbox, `GET /sandbox-lender` on the demo dealer site:
 * every finance application it received, newest first, with the applicant's and the
 * co-applicant's initials and the SSN's last four digits only (nothing more of either is kept by
 * the network), the amount and credit tier it was asked about, and each lender's decision. A
 * development page like the credit bureau's: it exists only in a sandbox deployment (app.ts).
 */
import { Hono } from 'hono';
import type { LenderDecision } from '../../src/contract/finance.ts';
import type { LenderReceipt } from '../server/sandbox/finance/lender-gateway.ts';
import { html, type SafeHtml } from '../server/http/html.ts';
import { SANDBOX_PAGE_HEADERS, sandboxTablePage, sandboxTime } from './sandbox-page.ts';

/** How many applications the page lists. */
export const RECEIPT_LIMIT = 100;

export type SandboxLenderDeps = { receipts(limit: number): Promise<LenderReceipt[]> };

const dollars = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const masked = (lastFour: string) => `•••-••-${lastFour}`;

function decision(d: LenderDecision): SafeHtml {
  if (d.decision === 'APPROVED') {
    return html`<li>
      ${d.lenderName}: approved, ${d.apr.toFixed(2)}% APR, ${d.term} months, up to ${dollars(d.maxAmountFinanced)},
      ${dollars(d.monthlyPayment)}/mo
    </li>`;
  }
  const upTo = d.maxAmountFinanced === null ? '' : ` (up to ${dollars(d.maxAmountFinanced)})`;
  return html`<li>${d.lenderName}: declined, ${d.reason}${upTo}</li>`;
}

function row(r: LenderReceipt): SafeHtml {
  const none = html`<span class="outbox-none">(none)</span>`;
  return html`<tr>
    <td><time datetime="${r.receivedAt}">${sandboxTime(r.receivedAt)}</time></td>
    <td>${r.applicantInitials} <code>${masked(r.applicantSsnLastFour)}</code></td>
    <td>
      ${
        r.coApplicantInitials && r.coApplicantSsnLastFour
          ? html`${r.coApplicantInitials} <code>${masked(r.coApplicantSsnLastFour)}</code>`
          : none
      }
    </td>
    <td>${dollars(r.amountFinanced)}</td>
    <td>${r.creditTier}</td>
    <td>
      ${
        r.outcome === 'UNAVAILABLE'
          ? 'Network down (test identity)'
          : html`<ul class="lender-decisions">
              ${r.decisions.map(decision)}
            </ul>`
      }
    </td>
  </tr>`;
}

export function sandboxLenderPage(receipts: readonly LenderReceipt[]): string {
  return sandboxTablePage({
    current: 'sandbox-lender',
    title: 'Sandbox lender',
    lede:
      'Every finance application the sandbox lender network received, newest first, and what each lender ' +
      'answered. Lenders decide on the deal’s credit tier, the income and the housing payment; an applicant ' +
      'named Unavailable finds the network down. Only initials and the last four digits of the SSN are kept.',
    empty: 'No applications yet. Apply for financing on a deal in the widget, then refresh.',
    regionLabel: 'Applications',
    caption: `The ${receipts.length} newest applications, newest first`,
    columns: ['Received', 'Applicant', 'Co-applicant', 'Amount financed', 'Tier', 'Decisions'],
    rows: receipts.map(row),
  });
}

export function sandboxLenderRoutes(deps: SandboxLenderDeps): Hono {
  const app = new Hono();
  app.get('/sandbox-lender', async (c) =>
    c.html(sandboxLenderPage(await deps.receipts(RECEIPT_LIMIT)), 200, SANDBOX_PAGE_HEADERS),
  );
  return app;
}
