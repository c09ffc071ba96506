/**
 * The lead inbox, `GET /lead-inbox` on the demo dealer site: the newest leads of the lead
 * outbox with their delivery status, every try the worker made, whether the sandbox CRM
 * (crm-receiver.ts) received them, and their ADF documents; a 'Replay' button on dead leads, and
 * the sandbox CRM's outage switch above the table. Leads carry shoppers' names and contacts: a
 * development page, only in a sandbox deployment (app.ts). Its forms are protected like the
 * call center's (sandbox-forms.ts).
 */
import { Hono } from 'hono';
import type { LeadInboxAttempt, LeadInboxEntry } from '../server/db/lead-inbox-repo.ts';
import { CRM_RECEIVER_PATH } from './crm-receiver.ts';
import { html, type SafeHtml } from '../server/http/html.ts';
import { csrfInput, SANDBOX_FORM_PAGE_HEADERS, sandboxForms } from './sandbox-forms.ts';
import { sandboxTablePage, sandboxTime } from './sandbox-page.ts';

export const LEAD_INBOX_PATH = '/lead-inbox';
export const LEAD_INBOX_LIMIT = 100;
export const LEAD_INBOX_CSRF_COOKIE = 'upshift_lead_inbox_csrf';
export const CRM_OUTAGE_PATH = `${LEAD_INBOX_PATH}/crm-outage`;

export type LeadInboxDeps = {
  siteOrigin: string;
  leads(limit: number): Promise<LeadInboxEntry[]>;
  /** False when the lead is not dead. */
  replay(id: string): Promise<boolean>;
  outage(): Promise<boolean>;
  setOutage(on: boolean): Promise<void>;
  now?: () => number;
};

const at = (ms: number): SafeHtml => {
  const iso = new Date(ms).toISOString();
  return html`<time datetime="${iso}">${sandboxTime(iso)}</time>`;
};

const none = html`<span class="outbox-none">(none)</span>`;

function status(lead: LeadInboxEntry): SafeHtml {
  const error = lead.lastError ? html` <div>Last error: ${lead.lastError}</div>` : '';
  if (lead.status === 'DELIVERED')
    return html`Delivered${lead.deliveredAt === null ? '' : html` <div>at ${at(lead.deliveredAt)}</div>`}`;
  if (lead.status === 'DEAD') return html`Dead${error}`;
  return html`Pending, next try at ${at(lead.nextAttemptAt)}${error}`;
}

const OUTCOME: Record<NonNullable<LeadInboxAttempt['outcome']>, string> = {
  DELIVERED: 'delivered',
  RETRY: 'failed, to retry',
  FAILED: 'failed for good',
};

/** A try with no end: still running when its lead is claimed now, otherwise its worker died. */
function outcome(lead: LeadInboxEntry, t: LeadInboxAttempt, now: number): string {
  if (t.outcome !== null) return OUTCOME[t.outcome];
  if (t.finishedAt !== null) return 'finished';
  const last = lead.tries[lead.tries.length - 1] === t;
  return last && lead.status === 'PENDING' && lead.claimedUntil !== null && lead.claimedUntil > now
    ? 'in progress'
    : 'cut off';
}

function attempts(lead: LeadInboxEntry, now: number): SafeHtml {
  if (lead.tries.length === 0) return none;
  return html`<ol class="lead-attempts">
    ${lead.tries.map(
      (t) =>
        html`<li>
          Try ${t.attempt} by <code>${t.worker}</code>, ${t.transport} to <code>${t.target}</code>, started
          ${at(t.startedAt)}: ${outcome(lead, t, now)}${t.detail ? html` (${t.detail})` : ''}
        </li>`,
    )}
  </ol>`;
}

function crm(lead: LeadInboxEntry): SafeHtml | string {
  if (!lead.crm) return 'Not received';
  const times = lead.crm.deliveries === 1 ? 'once' : `${lead.crm.deliveries} times`;
  return html`Received ${times}
    <div>last at ${at(lead.crm.lastReceivedAt)}</div>`;
}

function row(lead: LeadInboxEntry, token: string, now: number): SafeHtml {
  const dealer = lead.dealerName ?? lead.dealerId;
  return html`<tr>
    <td>${at(lead.createdAt)}</td>
    <td>${lead.kind}</td>
    <td>${lead.campaignSlug}</td>
    <td>${dealer}</td>
    <td>${status(lead)}</td>
    <td>${attempts(lead, now)}</td>
    <td>${crm(lead)}</td>
    <td>
      <details>
        <summary>ADF document</summary>
        <pre class="lead-document">${lead.document}</pre>
      </details>
    </td>
    <td>
      ${
        lead.status === 'DEAD'
          ? html`<form method="post" action="${LEAD_INBOX_PATH}/${encodeURIComponent(lead.id)}/replay">
              ${csrfInput(token)}
              <button class="btn btn-secondary" type="submit" aria-label="Replay: ${lead.kind} lead for ${dealer}">
                Replay
              </button>
            </form>`
          : ''
      }
    </td>
  </tr>`;
}

function outageSwitch(outage: boolean, siteOrigin: string, token: string): SafeHtml {
  return html`<section class="crm-switch" aria-labelledby="crm-switch-title">
    <h2 id="crm-switch-title">Sandbox CRM</h2>
    <p>
      The sandbox CRM at <code>${siteOrigin}${CRM_RECEIVER_PATH}</code> is
      ${
        outage
          ? html`<strong>down</strong>: it answers 503 to every lead, so the worker keeps retrying.`
          : html`<strong>up</strong>: it files each lead once by its id and counts repeats.`
      }
    </p>
    <form method="post" action="${CRM_OUTAGE_PATH}">
      ${csrfInput(token)}
      <input type="hidden" name="outage" value="${outage ? 'off' : 'on'}" />
      <button class="btn btn-secondary" type="submit">${outage ? 'End the CRM outage' : 'Start a CRM outage'}</button>
    </form>
  </section>`;
}

export type LeadInboxView = { leads: readonly LeadInboxEntry[]; outage: boolean; siteOrigin: string; now: number };

export function leadInboxPage(view: LeadInboxView, token: string): string {
  return sandboxTablePage({
    current: 'lead-inbox',
    title: 'Lead inbox',
    lede:
      'Every lead Upshift wrote for a dealer’s CRM, newest first: the ADF document, whether it is delivered, ' +
      'each try the delivery worker made, and whether the sandbox CRM received it. Dealers without a CRM of ' +
      'their own get their leads at the sandbox CRM on this site; those that take leads by e-mail get them in ' +
      'the outbox. Start a CRM outage to watch the worker retry, and replay a dead lead to send it again.',
    before: outageSwitch(view.outage, view.siteOrigin, token),
    empty: 'No leads yet. Save a deal or register in the widget, then refresh.',
    regionLabel: 'Leads',
    caption: `The ${view.leads.length} newest leads, newest first`,
    columns: ['Created', 'Kind', 'Campaign', 'Dealer', 'Status', 'Attempts', 'Sandbox CRM', 'Document', ''],
    rows: view.leads.map((lead) => row(lead, token, view.now)),
  });
}

export function leadInboxRoutes(deps: LeadInboxDeps): Hono {
  const app = new Hono();
  const now = deps.now ?? Date.now;
  const { pageToken, trustedForm } = sandboxForms({
    siteOrigin: deps.siteOrigin,
    cookie: LEAD_INBOX_CSRF_COOKIE,
    path: LEAD_INBOX_PATH,
  });

  app.get(LEAD_INBOX_PATH, async (c) => {
    const token = pageToken(c);
    const [leads, outage] = await Promise.all([deps.leads(LEAD_INBOX_LIMIT), deps.outage()]);
    return c.html(
      leadInboxPage({ leads, outage, siteOrigin: deps.siteOrigin, now: now() }, token),
      200,
      SANDBOX_FORM_PAGE_HEADERS,
    );
  });

  app.post(CRM_OUTAGE_PATH, async (c) => {
    const posted = await trustedForm(c);
    if (!posted) return c.text('Forbidden', 403);
    const value = posted.body['outage'];
    if (value !== 'on' && value !== 'off') return c.text('The outage field must be "on" or "off"', 400);
    await deps.setOutage(value === 'on');
    return c.redirect(LEAD_INBOX_PATH, 303);
  });

  app.post(`${LEAD_INBOX_PATH}/:id/replay`, async (c) => {
    if (!(await trustedForm(c))) return c.text('Forbidden', 403);
    // A lead that is not dead (replayed twice, delivered meanwhile, unknown) is left as it is: the page says why.
    // An id that is no id (a NUL: PostgreSQL refuses the text) is as unknown as a missing one.
    const id = c.req.param('id');
    if (/^[A-Za-z0-9_-]{1,64}$/.test(id)) await deps.replay(id);
    return c.redirect(LEAD_INBOX_PATH, 303);
  });

  return app;
}
