/**
 * The frame of the sandbox's own development pages (outbox, call-center queue and hours, credit bureau, sandbox
 * lender, lead inbox): the header they share with the integrator console, with the current page marked, a lede, a row of links, then the page's body; the
 * table pages' body is either an empty-state line or one table.
 */
import { html, type SafeHtml } from '../server/http/html.ts';

export type SandboxPageName =
  | 'console'
  | 'outbox'
  | 'call-center'
  | 'credit-bureau'
  // The finance application.
  | 'sandbox-lender'
  // Lead delivery: the leads and what the sandbox CRM received.
  | 'lead-inbox'
  // Deposits: what the sandbox payment provider took, refunded and sent.
  | 'sandbox-payments';

/** '2026-11-23 15:04:05 UTC': unambiguous whichever time zone the tester is in. */
export function sandboxTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The sandbox pages after the console, in menu order: the page (also its path) and its link text. */
export const SANDBOX_MENU: readonly (readonly [SandboxMenuPage, string])[] = [
  ['outbox', 'Outbox'],
  ['call-center', 'Call center'],
  ['credit-bureau', 'Credit bureau'],
  ['sandbox-lender', 'Sandbox lender'],
  ['lead-inbox', 'Lead inbox'],
  ['sandbox-payments', 'Sandbox payments'],
];

export type SandboxMenuPage = Exclude<SandboxPageName, 'console'>;

export type SandboxHeader = {
  current: SandboxPageName;
  /** On a page below the current one (e.g. /call-center/hours) the link marks the section, not the page. */
  subpage?: boolean;
  /** The demo store's and the console's links; the console keeps its campaign and locale in them. */
  homeHref?: string;
  consoleHref?: string;
  /** The sandbox pages this deployment serves (the console is served by every deployment); default: all. */
  pages?: readonly SandboxMenuPage[];
};

/** The sandbox's own pages and the console: the same header, with the current page marked. */
export function sandboxHeader(h: SandboxHeader): SafeHtml {
  const mark = (page: SandboxPageName) =>
    page === h.current ? html` aria-current="${h.subpage ? 'true' : 'page'}"` : '';
  const homeHref = h.homeHref ?? '/';
  const pages = SANDBOX_MENU.filter(([page]) => !h.pages || h.pages.includes(page));
  return html`<header class="site-header">
    <div class="wrap header-row">
      <a class="brand" href="${homeHref}">Upshift sandbox</a>
      <nav aria-label="Main">
        <ul class="nav-list">
          <li><a href="${homeHref}">Demo store</a></li>
          <li><a href="${h.consoleHref ?? '/console'}" ${mark('console')}>Integrator console</a></li>
          ${pages.map(([page, label]) => html`<li><a href="/${page}" ${mark(page)}>${label}</a></li>`)}
        </ul>
      </nav>
    </div>
  </header>`;
}

/** A link shown as a button under the lede (Refresh, a page next to this one). */
export type SandboxLink = { href: string; label: string };

export type SandboxPage = {
  current: SandboxMenuPage;
  /** True on a page below the current one's (its nav link then marks the section, not the page). */
  subpage?: boolean;
  /** The h1, also the document title before '| Upshift sandbox'. */
  title: string;
  /** Prefixes the document title with 'Error: ' (a form came back with problems). */
  error?: boolean;
  lede: string;
  links: readonly SandboxLink[];
  body: SafeHtml;
};

export function sandboxPage(p: SandboxPage): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${p.error ? 'Error: ' : ''}${p.title} | Upshift sandbox</title>
        <link rel="stylesheet" href="/site.css" />
        <link rel="stylesheet" href="/console.css" />
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to main content</a>
        ${sandboxHeader({ current: p.current, subpage: p.subpage ?? false })}
        <main id="main" tabindex="-1" class="wrap section">
          <h1>${p.title}</h1>
          <p class="lede">${p.lede}</p>
          ${
            p.links.length > 0
              ? html`<p class="sandbox-links">
                  ${p.links.map((l) => html`<a class="btn btn-secondary" href="${l.href}">${l.label}</a>`)}
                </p>`
              : ''
          }
          ${p.body}
        </main>
      </body>
    </html> `.value;
}

export type SandboxTablePage = Pick<SandboxPage, 'current' | 'title' | 'lede'> & {
  /** Links after Refresh (pages next to this one). */
  links?: readonly SandboxLink[];
  /** Controls shown above the table (or the empty-state line), e.g. the lead inbox's CRM switch. */
  before?: SafeHtml;
  /** The line shown when there are no rows. */
  empty: string;
  /** The scrolling region's name and the table's caption. */
  regionLabel: string;
  caption: string;
  /** Column headers; an empty string is a visually hidden 'Action' header. */
  columns: readonly string[];
  rows: readonly SafeHtml[];
};

export function sandboxTablePage(p: SandboxTablePage): string {
  return sandboxPage({
    current: p.current,
    title: p.title,
    lede: p.lede,
    links: [{ href: `/${p.current}`, label: 'Refresh' }, ...(p.links ?? [])],
    body: html`${p.before ?? ''}${
      p.rows.length === 0
        ? html`<p role="status">${p.empty}</p>`
        : html`<div class="outbox-scroll" tabindex="0" role="region" aria-label="${p.regionLabel}">
            <table class="outbox">
              <caption>
                ${p.caption}
              </caption>
              <thead>
                <tr>
                  ${p.columns.map((c) =>
                    c
                      ? html`<th scope="col">${c}</th>`
                      : html`<th scope="col"><span class="visually-hidden">Action</span></th>`,
                  )}
                </tr>
              </thead>
              <tbody>
                ${p.rows}
              </tbody>
            </table>
          </div>`
    }`,
  });
}

/** Headers of the read-only sandbox pages: never cached, never framed (they show codes and inquiries). */
export const SANDBOX_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
} as const;
