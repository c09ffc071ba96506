/**
 * The agents' queue, `GET /call-center` on the demo dealer site: open contact requests (emails,
 * calls now, scheduled call-backs) newest first, with what the shopper asked, the shopper's local
 * time in their own zone, and a 'Mark done' button per row; and `/call-center/hours`, the dealers'
 * weekly opening hours editor (call-center-hours.ts). It shows personal data, so like the outbox
 * it exists only in a sandbox deployment (see app.ts).
 *
 * CSRF: each 'Mark done' and 'Save hours' is a same-origin form POST with the page's token
 * (double submit, sandbox-forms.ts).
 */
import { Hono } from 'hono';
import { formatPhone } from '../../src/contract/format.ts';
import { slotOf } from '../server/domain/contact/call-center.ts';
import type { QueueEntry } from '../server/db/lead-repo.ts';
import type { CallCenterHours, DealerHours } from '../server/db/dealers-repo.ts';
import { dealerAnchor, dealerNotFoundPage, HOURS_PATH, hoursPage } from './call-center-hours.ts';
import { parseHoursForm, readHoursForm } from './hours-form.ts';
import { html, type SafeHtml } from '../server/http/html.ts';
import { sandboxTablePage, sandboxTime } from './sandbox-page.ts';
import { csrfInput, SANDBOX_CSRF_FIELD, SANDBOX_FORM_PAGE_HEADERS, sandboxForms } from './sandbox-forms.ts';

export const QUEUE_LIMIT = 100;
export const QUEUE_CSRF_COOKIE = 'upshift_queue_csrf';
export const QUEUE_CSRF_FIELD = SANDBOX_CSRF_FIELD;

export type CallCenterDeps = {
  siteOrigin: string;
  queue(limit: number): Promise<QueueEntry[]>;
  markDone(id: string): Promise<boolean>;
  /** Every dealer with its weekly hours, by name (the hours editor). */
  dealerHours(): Promise<DealerHours[]>;
  /** False when there is no such dealer. */
  setDealerHours(dealerId: string, hours: CallCenterHours): Promise<boolean>;
};

const KIND_LABEL: Record<QueueEntry['kind'], string> = {
  EMAIL: 'Email',
  CALL_NOW: 'Call now',
  CALL_LATER: 'Scheduled call',
  // Visits: the dealer's agents follow these up too.
  DRIVE_AT_HOME: 'Drive at home',
  TEST_DRIVE: 'Test drive',
  CONTACT_DEALER: 'Message to the dealer',
};

/** The shopper's wall clock: the slot of a scheduled call, else when they asked, in their zone. */
export function shopperLocalTime(entry: QueueEntry): string {
  const slot = slotOf(entry.scheduledAt ?? entry.createdAt, entry.userTimeZone);
  return `${slot.callBackDate} ${slot.callBackTime} (${entry.userTimeZone})`;
}

function contact(entry: QueueEntry): SafeHtml {
  const phone = entry.phoneNumber ? formatPhone(entry.phoneNumber) : '';
  const email = entry.replyToEmail ?? (entry.kind === 'EMAIL' ? null : entry.shopperEmail);
  return html`${phone ? html`<div>${phone}</div>` : ''}${email ? html`<div>${email}</div>` : ''}`;
}

/** The request's certificate as the Kind cell's second line (the space keeps the cell's text two words). */
function certificate(entry: QueueEntry): SafeHtml | string {
  return entry.certificateId ? html` <div>Certificate ${entry.certificateId}</div>` : '';
}

function row(entry: QueueEntry, token: string): SafeHtml {
  const name = entry.shopperName || 'Visitor';
  const received = new Date(entry.createdAt).toISOString();
  return html`<tr>
    <td><time datetime="${received}">${sandboxTime(received)}</time></td>
    <td>${KIND_LABEL[entry.kind]}${certificate(entry)}</td>
    <td>${name}</td>
    <td>${contact(entry)}</td>
    <td>${shopperLocalTime(entry)}</td>
    <td><pre class="outbox-body">${entry.question || html`<span class="outbox-none">(no question)</span>`}</pre></td>
    <td>
      <form method="post" action="/call-center/${entry.id}/done">
        ${csrfInput(token)}
        <button class="btn btn-secondary" type="submit" aria-label="Mark done: ${KIND_LABEL[entry.kind]}, ${name}">
          Mark done
        </button>
      </form>
    </td>
  </tr>`;
}

export function callCenterPage(entries: readonly QueueEntry[], token: string): string {
  return sandboxTablePage({
    current: 'call-center',
    title: 'Call center queue',
    lede:
      "The agents' side of the personal shopper: open emails, calls now and scheduled call-backs, newest first. " +
      'Times under "Shopper\'s time" are in the shopper\'s own zone.',
    links: [{ href: HOURS_PATH, label: 'Opening hours' }],
    empty: 'No open requests. Email or ask for a call in the widget, then refresh.',
    regionLabel: 'Open requests',
    caption: `${entries.length} open requests, newest first`,
    columns: ['Received', 'Kind', 'Shopper', 'Contact', "Shopper's time", 'Question', ''],
    rows: entries.map((e) => row(e, token)),
  });
}

const HEADERS = SANDBOX_FORM_PAGE_HEADERS;
/** A request's id: a uuid, or a test's readable one. */
const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function callCenterRoutes(deps: CallCenterDeps): Hono {
  const app = new Hono();

  const { pageToken, trustedForm } = sandboxForms({
    siteOrigin: deps.siteOrigin,
    cookie: QUEUE_CSRF_COOKIE,
    path: '/call-center',
  });

  app.get('/call-center', async (c) => {
    const token = pageToken(c);
    return c.html(callCenterPage(await deps.queue(QUEUE_LIMIT), token), 200, HEADERS);
  });

  app.get(HOURS_PATH, async (c) => {
    const token = pageToken(c);
    return c.html(hoursPage(await deps.dealerHours(), csrfInput(token)), 200, HEADERS);
  });

  // Before '/call-center/:id/done', so a dealer whose id is 'done' still reaches its own form.
  app.post(`${HOURS_PATH}/:dealerId`, async (c) => {
    const posted = await trustedForm(c);
    if (!posted) return c.text('Forbidden', 403);
    const dealerId = c.req.param('dealerId');
    const dealers = await deps.dealerHours();
    if (!dealers.some((d) => d.dealer.id === dealerId)) return c.html(dealerNotFoundPage(dealerId), 404, HEADERS);
    const form = readHoursForm(posted.body);
    const result = parseHoursForm(form);
    if ('errors' in result)
      return c.html(
        hoursPage(dealers, csrfInput(posted.token), { dealerId, form, errors: result.errors }),
        400,
        HEADERS,
      );
    // Deleted since the list was read: the same answer as an unknown id.
    if (!(await deps.setDealerHours(dealerId, result.hours))) return c.html(dealerNotFoundPage(dealerId), 404, HEADERS);
    return c.redirect(`${HOURS_PATH}#${encodeURIComponent(dealerAnchor(dealerId))}`, 303);
  });

  app.post('/call-center/:id/done', async (c) => {
    if (!(await trustedForm(c))) return c.text('Forbidden', 403);
    // An id that is no id (a NUL: PostgreSQL refuses the text) is as unknown as a missing one.
    const id = c.req.param('id');
    if (LEAD_ID.test(id)) await deps.markDone(id);
    // Back to the queue (done twice, or unknown: the row is simply not there).
    return c.redirect('/call-center', 303);
  });

  return app;
}
