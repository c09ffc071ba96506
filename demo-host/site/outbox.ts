/**
 * The development outbox, `GET /outbox` on the demo dealer site: every message the server "sent"
 * (MFA codes, welcome mail), newest first, with channel, recipient, subject, body and time. No
 * SMS or mail service is reachable from the sandbox, so this is where a tester reads a code. It
 * shows codes in clear text, so it exists only when the deployment is not prod (see app.ts).
 */
import { Hono } from 'hono';
import type { OutboxEntry } from '../server/messaging/index.ts';
import { html, type SafeHtml } from './html.ts';

/** How many messages the page lists. */
export const OUTBOX_LIMIT = 100;

export type OutboxDeps = { outbox(limit: number): Promise<OutboxEntry[]> };

/** '2026-11-23 15:04:05 UTC': unambiguous whichever time zone the tester is in. */
export function outboxTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The sandbox's own pages (console, outbox): the same header with the current one marked. */
export function sandboxHeader(current: 'console' | 'outbox' | 'call-center', consoleHref: string): SafeHtml {
  const mark = (page: string) => (page === current ? html` aria-current="page"` : '');
  return html`<header class="site-header">
    <div class="wrap header-row">
      <a class="brand" href="/">Upshift sandbox</a>
      <nav aria-label="Main">
        <ul class="nav-list">
          <li><a href="/">Demo store</a></li>
          <li><a href="${consoleHref}" ${mark('console')}>Integrator console</a></li>
          <li><a href="/outbox" ${mark('outbox')}>Outbox</a></li>
          <li><a href="/call-center" ${mark('call-center')}>Call center</a></li>
        </ul>
      </nav>
    </div>
  </header>`;
}

function row(entry: OutboxEntry): SafeHtml {
  return html`<tr>
    <td><time datetime="${entry.createdAt}">${outboxTime(entry.createdAt)}</time></td>
    <td>${entry.channel}</td>
    <td>${entry.recipient}</td>
    <td>${entry.subject ?? html`<span class="outbox-none">(none)</span>`}</td>
    <td><pre class="outbox-body">${entry.body}</pre></td>
    <td><code>${entry.kind}</code></td>
  </tr>`;
}

export function outboxPage(entries: readonly OutboxEntry[]): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Outbox | Upshift sandbox</title>
        <link rel="stylesheet" href="/site.css" />
        <link rel="stylesheet" href="/console.css" />
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to main content</a>
        ${sandboxHeader('outbox', '/console')}
        <main id="main" tabindex="-1" class="wrap section">
          <h1>Outbox</h1>
          <p class="lede">
            Every text and email the sandbox server would have sent (verification codes, welcome mail), newest first.
            Nothing here leaves this machine; production sends through its configured provider.
          </p>
          <p><a class="btn btn-secondary" href="/outbox">Refresh</a></p>
          ${
            entries.length === 0
              ? html`<p role="status">No messages yet. Ask for a verification code in the widget, then refresh.</p>`
              : html`<div class="outbox-scroll" tabindex="0" role="region" aria-label="Messages">
                  <table class="outbox">
                    <caption>
                      The ${entries.length} newest messages, newest first
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">Time</th>
                        <th scope="col">Channel</th>
                        <th scope="col">Recipient</th>
                        <th scope="col">Subject</th>
                        <th scope="col">Message</th>
                        <th scope="col">Kind</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${entries.map(row)}
                    </tbody>
                  </table>
                </div>`
          }
        </main>
      </body>
    </html> `.value;
}

const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // Codes are on this page: no other site may frame it.
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
};

export function outboxRoutes(deps: OutboxDeps): Hono {
  const app = new Hono();
  app.get('/outbox', async (c) => c.html(outboxPage(await deps.outbox(OUTBOX_LIMIT)), 200, HEADERS));
  return app;
}
