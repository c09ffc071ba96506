/**
 * The integrator console, `GET /console` on the demo dealer site: pick a
 * campaign, mount, mode, locale and feature flags, Apply to (re)load the loader with those
 * attributes, and watch the widget's public events live. The page is server-rendered with the
 * escaping `html` builder and works as a plain GET form; /console.js reloads the widget in place
 * and writes the event log with DOM calls (never markup).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import * as v from 'valibot';
import { FEATURE_FLAGS, type FeatureFlag } from '../../src/contract/shell.ts';
import { FLAGS_NONE } from '../server/services/context-builder.ts';
import type { Campaign } from '../../src/contract/page-context.ts';
import { html, raw, type SafeHtml } from '../server/http/html.ts';
import { SEED_ACCOUNTS, SEED_PROSPECTS } from '../server/db/seed/seed-identity.ts';
import { KNOWN_VEHICLES, SEED_PLATES } from '../server/db/seed/seed-trade.ts';
import { href, QUEUE_STUB, type SiteLocale } from './pages.ts';
import { sandboxHeader, type SandboxMenuPage } from './sandbox-page.ts';

const here = dirname(fileURLToPath(import.meta.url));
const CONSOLE_JS = readFileSync(join(here, 'console.js'), 'utf8');
const CONSOLE_CSS = readFileSync(join(here, 'console.css'), 'utf8');

export const CONSOLE_FLAGS: readonly FeatureFlag[] = Object.values(FEATURE_FLAGS);
/** The loader's public events (README "JavaScript API"), in the order the console lists them. */
export const CONSOLE_EVENTS = ['ready', 'open', 'close', 'navigate', 'track', 'lead', 'error'] as const;
/** Where the inline mode renders on the console itself (the preview). */
export const INLINE_TARGET_ID = 'upshift-console-target';
/** The element the dealer's inline embed code brings along and renders in (`<div id="upshift">`). */
export const DEALER_TARGET_ID = 'upshift';

export type ConsoleMount = 'iframe' | 'shadow';
export type ConsoleMode = 'overlay' | 'inline';

export type ConsoleConfig = {
  campaign: Campaign;
  mount: ConsoleMount;
  mode: ConsoleMode;
  locale: SiteLocale;
  /** The flags this render asks for (the campaign's own unless the integrator changed them). */
  flags: FeatureFlag[];
  /** True when `flags` differ from the campaign record's: only then does the loader get data-flags. */
  overridden: boolean;
};

export type ConsoleDeps = {
  appOrigin: string;
  campaigns(): Promise<Campaign[]>;
  defaultCampaign: string;
  /** The sandbox pages this deployment serves (outbox, call center, credit bureau, …): the menu links them. */
  sandboxPages?: readonly SandboxMenuPage[];
  /** A sandbox deployment, whose seed has the demo accounts and prospects: list them with their passwords and PINs. */
  identitiesEnabled?: boolean;
};

const MountSchema = v.picklist(['iframe', 'shadow']);
const ModeSchema = v.picklist(['overlay', 'inline']);
const LocaleSchema = v.picklist(['en', 'es']);
const FlagSchema = v.picklist(CONSOLE_FLAGS);

const campaignFlags = (campaign: Campaign): FeatureFlag[] =>
  CONSOLE_FLAGS.filter((flag) => campaign.featureFlags.includes(flag));

const sameFlags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((flag) => b.includes(flag));

/**
 * Reads the console's query: `campaign`, `mount`, `mode`, `locale`, and `flag` (repeated) with
 * `override=1` when the flag checkboxes were submitted. Unknown values fall back to defaults,
 * as everywhere on the dealer site; unknown flag names are dropped.
 */
export function readConsoleConfig(
  campaigns: readonly Campaign[],
  query: { get(name: string): string | undefined; all(name: string): string[] },
  defaultCampaign: string,
): ConsoleConfig | null {
  const campaign =
    campaigns.find((c) => c.slug === query.get('campaign')) ??
    campaigns.find((c) => c.slug === defaultCampaign) ??
    campaigns[0];
  if (!campaign) return null;
  const pick = <T extends string>(schema: v.GenericSchema<T>, value: unknown, fallback: T): T =>
    v.is(schema, value) ? value : fallback;
  const own = campaignFlags(campaign);
  const asked =
    query.get('override') === '1'
      ? CONSOLE_FLAGS.filter((flag) => query.all('flag').some((value) => v.is(FlagSchema, value) && value === flag))
      : own;
  return {
    campaign,
    mount: pick(MountSchema, query.get('mount'), 'iframe'),
    mode: pick(ModeSchema, query.get('mode'), 'overlay'),
    locale: pick(LocaleSchema, query.get('locale'), 'en'),
    flags: asked,
    overridden: !sameFlags(asked, own),
  };
}

/**
 * The loader tag's attributes for a configuration, rendering inline in the element with id `targetId`:
 * the console's own element for the tag the page renders, the dealer's for the code it shows.
 */
export function loaderAttributes(config: ConsoleConfig, targetId: string = INLINE_TARGET_ID): [string, string][] {
  const attrs: [string, string][] = [['data-campaign', config.campaign.slug]];
  if (config.mount === 'shadow') attrs.push(['data-mount', 'shadow']);
  if (config.mode === 'inline') attrs.push(['data-target', `#${targetId}`]);
  attrs.push(['data-locale', config.locale]);
  // The loader leaves an empty attribute out, so "every flag off" is spelled `none`.
  if (config.overridden) attrs.push(['data-flags', config.flags.length ? config.flags.join(',') : FLAGS_NONE]);
  return attrs;
}

/**
 * The embed code a dealer pastes for this configuration (shown as text, and what Copy copies): inline, it
 * starts with the element the widget renders in and targets that, never the console's own element.
 * console.js builds the same text after Apply.
 */
export function embedCode(appOrigin: string, config: ConsoleConfig): string {
  const attrs = loaderAttributes(config, DEALER_TARGET_ID)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const target = config.mode === 'inline' ? `<div id="${DEALER_TARGET_ID}"></div>\n` : '';
  return `${target}${QUEUE_STUB}\n<script async src="${appOrigin}/loader.js"${attrs}></script>`;
}

function radios(name: string, legend: string, current: string, options: [string, string][]): SafeHtml {
  return html`<fieldset class="console-choice">
    <legend>${legend}</legend>
    ${options.map(
      ([value, label]) =>
        html`<label
          ><input type="radio" name="${name}" value="${value}" ${value === current ? raw('checked') : ''} />
          ${label}</label
        >`,
    )}
  </fieldset>`;
}

/** `/profile/verify-access?pin={pin}` (seed 001 §2 "Paths"). */
export const pinRoute = (pin: string): string => `/profile/verify-access?pin=${encodeURIComponent(pin)}`;

/** Routes that reach the redirect rule's branches without any identity (seed 001 §4 rules 1 and 5). */
export const ANONYMOUS_ROUTES: readonly [route: string, label: string, about: string][] = [
  [
    '/profile/get-started',
    'Get started as an unknown visitor',
    'No first name known: the redirect rule (rule 1) goes to /account/register.',
  ],
  [
    '/profile/get-started?noPinProspect=false',
    'Get started as a prospect without a PIN',
    'Rule 5: /profile/no-pin-welcome, or /account/register when NON_PINNED_REDUCED_SIGN_UP_FLOW is on.',
  ],
  ['/profile/no-pin-welcome', 'Open the no-PIN welcome', 'The welcome page of a prospect without a PIN.'],
  ['/profile/verify', 'Verify by email', 'A member gets a one-time code by text or email and is signed in.'],
];

/**
 * The "Test identities" section: every seeded prospect (with its PIN link), account (with its
 * password) and anonymous route, so each branch of the redirect and sign-in link rules can be
 * tried. A PIN vouches for its own campaign only, so a prospect of another campaign gets a link
 * that switches the console to it; the standalone site serves the campaign of the app's host.
 */
function identitiesSection(
  appOrigin: string,
  campaigns: readonly Campaign[],
  config: ConsoleConfig,
  outboxEnabled: boolean,
): SafeHtml {
  const here = config.campaign.slug;
  const standalone = campaigns.find((c) => c.domain === new URL(appOrigin).hostname)?.slug ?? null;
  const switchTo = (slug: string) => `/console?campaign=${encodeURIComponent(slug)}#test-identities`;
  return html`<section class="console-identities" id="test-identities" aria-labelledby="console-identities-title">
    <h2 id="console-identities-title">Test identities</h2>
    <p class="console-help">
      Seeded people for every branch of the redirect rule (seed 001 §4) and the sign-in link rule (seed 001 §2). A PIN
      link opens the widget at <code>/profile/verify-access?pin=…</code>; the codes the server sends appear in
      ${outboxEnabled ? html`the <a href="/outbox">outbox</a>.` : 'the outbox of a development deployment.'} The sign-in
      link opens the ghost modal on ecommerce campaigns with <code>GHOST_ACCOUNT_REGISTER_FEATURE</code>: uncheck it (or
      use kuni-bmw) to see it go to verify-access.
    </p>
    <div class="console-table-scroll" tabindex="0" role="region" aria-label="Prospects with PIN links">
      <table class="console-table">
        <caption>
          Prospects with PIN links
        </caption>
        <thead>
          <tr>
            <th scope="col">Prospect</th>
            <th scope="col">Campaign</th>
            <th scope="col">PIN</th>
            <th scope="col">What it shows</th>
            <th scope="col">Open</th>
          </tr>
        </thead>
        <tbody>
          ${SEED_PROSPECTS.map(
            (p) =>
              html`<tr>
                <th scope="row">${p.firstName} ${p.lastName}</th>
                <td><code>${p.campaignSlug}</code></td>
                <td><code class="console-pin">${p.pin}</code></td>
                <td>${p.about}</td>
                <td class="console-open">
                  ${
                    p.campaignSlug === here
                      ? html`<button type="button" class="btn btn-secondary" data-upshift-open="${pinRoute(p.pin)}">
                          Open ${p.firstName}'s PIN link
                        </button>`
                      : html`<a href="${switchTo(p.campaignSlug)}">Switch the console to ${p.campaignSlug}</a>`
                  }
                  ${
                    p.campaignSlug === standalone
                      ? html`<a href="${appOrigin}${pinRoute(p.pin)}">${p.firstName}'s link, standalone</a>`
                      : ''
                  }
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <div class="console-table-scroll" tabindex="0" role="region" aria-label="Accounts">
      <table class="console-table">
        <caption>
          Accounts
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Password</th>
            <th scope="col">Kind</th>
            <th scope="col">What it shows</th>
          </tr>
        </thead>
        <tbody>
          ${SEED_ACCOUNTS.map(
            (a) =>
              html`<tr>
                <th scope="row">${a.name}</th>
                <td><code>${a.email}</code></td>
                <td><code>${a.password}</code></td>
                <td>${a.kind}</td>
                <td>${a.about}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <div class="console-table-scroll" tabindex="0" role="region" aria-label="Trade-in vehicles">
      <table class="console-table">
        <caption>
          Trade-in vehicles (plate or VIN; sign in to appraise)
        </caption>
        <thead>
          <tr>
            <th scope="col">Plate</th>
            <th scope="col">VIN</th>
            <th scope="col">Vehicle</th>
            <th scope="col">What it shows</th>
          </tr>
        </thead>
        <tbody>
          ${SEED_PLATES.map((p) => {
            const k = KNOWN_VEHICLES.find((x) => x.vin === p.vin);
            return html`<tr>
              <th scope="row"><code>${p.plate}</code> ${p.stateCode}</th>
              <td><code>${p.vin}</code></td>
              <td>${k ? `${k.year} ${k.make} ${k.model} ${k.trim}` : ''}</td>
              <td>${k?.about ?? ''}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>
    <ul class="console-routes">
      <li>
        <button type="button" class="btn btn-secondary" data-upshift-open="/account/login">Open sign-in</button>
        Sign in with any account above; logged in, the redirect rule (rule 4) goes to /profile/welcome-back, or to
        /listings for the BMW and Nissan upgrade programs.
      </li>
      ${ANONYMOUS_ROUTES.map(
        ([route, label, about]) =>
          html`<li>
            <button type="button" class="btn btn-secondary" data-upshift-open="${route}">${label}</button>
            ${about}
          </li>`,
      )}
    </ul>
  </section>`;
}

export function consolePage(
  appOrigin: string,
  campaigns: readonly Campaign[],
  config: ConsoleConfig,
  options: { sandboxPages?: readonly SandboxMenuPage[]; identitiesEnabled?: boolean } = {},
): string {
  const { campaign } = config;
  const attrs = loaderAttributes(config);
  const state = { campaign: campaign.slug, dealer: null, locale: config.locale };
  const sandboxPages = options.sandboxPages ?? [];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Integrator console | Upshift sandbox</title>
        <link rel="stylesheet" href="/site.css" />
        <link rel="stylesheet" href="/console.css" />
        ${raw(QUEUE_STUB)}
        <script type="module" src="/console.js"></script>
        <script
          async
          id="upshift-loader"
          src="${appOrigin}/loader.js"
          ${attrs.map(([name, value]) => html` ${raw(name)}="${value}"`)}
        ></script>
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to main content</a>
        ${sandboxHeader({
          current: 'console',
          homeHref: href('/', state),
          consoleHref: href('/console', state),
          pages: sandboxPages,
        })}
        <main id="main" tabindex="-1" class="wrap section console">
          <h1>Integrator console</h1>
          <p class="lede">
            Try the widget with any campaign, mount and mode before you paste the tag on your site. Apply reloads the
            loader with your choices; every public event appears in the log.
          </p>
          <div class="console-grid">
            <form
              class="console-form"
              method="get"
              action="/console"
              id="console-form"
              data-app-origin="${appOrigin}"
              data-inline-target="${INLINE_TARGET_ID}"
              data-dealer-target="${DEALER_TARGET_ID}"
            >
              <input type="hidden" name="override" value="1" />
              <div class="console-field">
                <label for="console-campaign">Campaign</label>
                <select id="console-campaign" name="campaign">
                  ${campaigns.map(
                    (c) =>
                      html`<option
                        value="${c.slug}"
                        data-flags="${campaignFlags(c).join(',')}"
                        ${c.slug === campaign.slug ? raw('selected') : ''}
                      >
                        ${c.name} (${c.slug})
                      </option>`,
                  )}
                </select>
              </div>
              ${radios('mount', 'Mount', config.mount, [
                ['iframe', 'Iframe'],
                ['shadow', 'Shadow DOM'],
              ])}
              ${radios('mode', 'Mode', config.mode, [
                ['overlay', 'Overlay'],
                ['inline', 'Inline'],
              ])}
              <div class="console-field">
                <label for="console-locale">Locale</label>
                <select id="console-locale" name="locale">
                  <option value="en" ${config.locale === 'en' ? raw('selected') : ''}>English (en)</option>
                  <option value="es" ${config.locale === 'es' ? raw('selected') : ''}>Spanish (es)</option>
                </select>
              </div>
              <fieldset class="console-flags" aria-describedby="console-flags-help">
                <legend>Feature flags</legend>
                <p id="console-flags-help" class="console-help">
                  Checked: the campaign's own flags. Changes apply to this sandbox session only.
                </p>
                ${CONSOLE_FLAGS.map(
                  (flag) =>
                    html`<label
                      ><input
                        type="checkbox"
                        name="flag"
                        value="${flag}"
                        ${config.flags.includes(flag) ? raw('checked') : ''}
                      />
                      <code>${flag}</code></label
                    >`,
                )}
              </fieldset>
              <div class="console-actions">
                <button type="submit" class="btn btn-primary">Apply</button>
                <button type="button" class="btn btn-secondary" data-upshift-open="/">Open the widget</button>
              </div>
              <p class="console-status" role="status" id="console-status"></p>
            </form>
            <section class="console-output" aria-labelledby="console-log-title">
              <div class="console-log-head">
                <h2 id="console-log-title">Event log</h2>
                <button type="button" class="btn btn-secondary" id="console-clear">Clear log</button>
              </div>
              <p class="console-help">Newest first: ${CONSOLE_EVENTS.join(', ')}. Payloads are shown as JSON.</p>
              <div role="log" aria-labelledby="console-log-title"><ol class="console-log" id="console-log"></ol></div>
              <div class="console-section-head">
                <h2 id="console-code-title">Embed code</h2>
                <!-- Shown by console.js: copying needs the script. -->
                <button type="button" class="btn btn-secondary" id="console-copy" hidden>
                  Copy<span class="visually-hidden"> embed code</span>
                </button>
              </div>
              <p class="console-help">
                What to paste on your pages. Inline, the widget renders in the
                <code>${`<div id="${DEALER_TARGET_ID}">`}</code> the code starts with: put it where the widget belongs.
                <code>data-flags</code> appears only when you change the campaign's flags, and only sandbox deployments
                read it.
              </p>
              <pre class="console-code"><code id="console-code">${embedCode(appOrigin, config)}</code></pre>
              <p class="console-status" role="status" id="console-copy-status"></p>
            </section>
          </div>
          ${
            options.identitiesEnabled
              ? identitiesSection(appOrigin, campaigns, config, sandboxPages.includes('outbox'))
              : ''
          }
          <section class="inline-host console-inline" aria-labelledby="console-inline-title">
            <h2 id="console-inline-title">Inline mount</h2>
            <p class="console-help">In inline mode the widget renders here.</p>
            <div id="${INLINE_TARGET_ID}"></div>
          </section>
        </main>
      </body>
    </html> `.value;
}

const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function consoleRoutes(deps: ConsoleDeps): Hono {
  const app = new Hono();
  app.get('/console', async (c) => {
    const campaigns = await deps.campaigns();
    const config = readConsoleConfig(
      campaigns,
      { get: (name) => c.req.query(name), all: (name) => c.req.queries(name) ?? [] },
      deps.defaultCampaign,
    );
    if (!config) return c.text('No campaign is set up. Run `npm run db:reset`.', 503, HEADERS);
    return c.html(
      consolePage(deps.appOrigin, campaigns, config, {
        sandboxPages: deps.sandboxPages ?? [],
        identitiesEnabled: deps.identitiesEnabled ?? false,
      }),
      200,
      HEADERS,
    );
  });
  app.get('/console.js', (c) =>
    c.body(CONSOLE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/console.css', (c) =>
    c.body(CONSOLE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  return app;
}
