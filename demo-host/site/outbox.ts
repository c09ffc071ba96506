/**
 * The development outbox, `GET /outbox` on the demo dealer site: every message the server "sent"
 * (MFA codes, welcome mail), newest first, with channel, recipient, subject, body and time. No
 * SMS or mail service is reachable from the sandbox, so this is where a tester reads a code. It
 * shows codes in clear text, so it exists only in a sandbox deployment (see app.ts).
 */
import { Hono } from 'hono';
import type { OutboxEntry } from '../server/sandbox/messaging/index.ts';
import { html, type SafeHtml } from '../server/http/html.ts';
import { SANDBOX_PAGE_HEADERS, sandboxTablePage, sandboxTime } from './sandbox-page.ts';

/** How many messages the page lists. */
export const OUTBOX_LIMIT = 100;

export type OutboxDeps = { outbox(limit: number): Promise<OutboxEntry[]> };

function row(entry: OutboxEntry): SafeHtml {
  return html`<tr>
    <td><time datetime="${entry.createdAt}">${sandboxTime(entry.createdAt)}</time></td>
    <td>${entry.channel}</td>
    <td>${entry.recipient}</td>
    <td>${entry.subject ?? html`<span class="outbox-none">(none)</span>`}</td>
    <td><pre class="outbox-body">${entry.body}</pre></td>
    <td><code>${entry.kind}</code></td>
  </tr>`;
}

export function outboxPage(entries: readonly OutboxEntry[]): string {
  return sandboxTablePage({
    current: 'outbox',
    title: 'Outbox',
    lede:
      'Every text and email the sandbox server would have sent (verification codes, welcome mail), newest first. ' +
      'Nothing here leaves this machine; production sends through its configured provider.',
    empty: 'No messages yet. Ask for a verification code in the widget, then refresh.',
    regionLabel: 'Messages',
    caption: `The ${entries.length} newest messages, newest first`,
    columns: ['Time', 'Channel', 'Recipient', 'Subject', 'Message', 'Kind'],
    rows: entries.map(row),
  });
}

export function outboxRoutes(deps: OutboxDeps): Hono {
  const app = new Hono();
  app.get('/outbox', async (c) => c.html(outboxPage(await deps.outbox(OUTBOX_LIMIT)), 200, SANDBOX_PAGE_HEADERS));
  return app;
}
