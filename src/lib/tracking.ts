/**
 * Analytics (seed 000 §9: "Tracking is on in all environments"). Embedded, the app hands each
 * event to the host over the bridge (integrators get it with `Upshift('on', 'track', …)`);
 * standalone, it pushes to the page's `window.dataLayer`. Events sent before `configureTracking`
 * are kept and delivered once it is called, so nothing fired during boot is lost.
 */
import type { LeadKind } from '../contract/bridge-protocol.ts';
import type { MountMode } from '../contract/page-context.ts';
import { withoutSecretsIn } from '../contract/secret-params.ts';

export type TrackingSend = (name: string, data: Record<string, unknown>) => void;
export type TrackingOptions = { mode: MountMode; send?: TrackingSend };

type Pending = { name: string; data: Record<string, unknown> };

/** Upper bound on events held before configuration (a page that never configures must not leak). */
const MAX_PENDING = 50;

let sink: TrackingSend | null = null;
let pending: Pending[] = [];
/** While the page is unseen (`holdPageViews`): the latest page view, or null; undefined when not holding. */
let held: Pending | null | undefined;

function pushToDataLayer(name: string, data: Record<string, unknown>): void {
  const win = globalThis as unknown as { dataLayer?: unknown[] };
  win.dataLayer ??= [];
  // A page view travels as `track` (DESIGN.md §2); on the dataLayer it has always been `upshift.page`.
  win.dataLayer.push({ ...data, event: name === 'track' ? 'upshift.page' : `upshift.${name}` });
}

export function configureTracking(options: TrackingOptions): void {
  if (options.mode === 'standalone') {
    sink = pushToDataLayer;
  } else {
    if (!options.send) throw new Error(`Tracking in ${options.mode} mode needs a send function (the bridge).`);
    sink = options.send;
  }
  const queued = pending;
  pending = [];
  for (const { name, data } of queued) trackEvent(name, data);
}

/**
 * A page view (page types of seed 000 §2, `PageType` in the route table). Embedded:
 * `send('track', {pageType, …extra})`; standalone: dataLayer `{event: 'upshift.page', pageType, …extra}`.
 */
export function trackPage(pageType: string, extra: Record<string, unknown> = {}): void {
  if (held !== undefined) held = { name: 'track', data: { ...extra, pageType } };
  else trackEvent('track', { ...extra, pageType });
}

/**
 * The overlay's idle prefetch renders its first route while nobody sees it; no page view
 * may be tracked until the shopper opens it, so page views are held (the latest only) until `showPages`.
 */
export function holdPageViews(): void {
  held ??= null;
}

/** The shopper sees the app: the held page view is tracked if it is still the page shown (`keep`). */
export function showPages(keep: boolean): void {
  const last = held;
  held = undefined;
  if (keep && last) trackEvent(last.name, last.data);
}

/** Any other event (a tracked click, …; a lead goes through `trackLead`). Standalone it becomes `upshift.<name>`. */
export function trackEvent(name: string, data: Record<string, unknown> = {}): void {
  // A copy (what the caller changes afterwards is not what was sent), without any PIN or code in its routes.
  const copy = withoutSecretsIn({ ...data });
  if (!sink) {
    if (pending.length < MAX_PENDING) pending.push({ name, data: copy });
    return;
  }
  try {
    sink(name, copy);
  } catch {
    // Analytics must never break the screen that fired it.
  }
}

/**
 * The public `lead` event (integrators: `Upshift('on', 'lead', …)`; standalone: `upshift.lead`).
 * Call it only once the server has answered the call that stored the lead, once per lead; `data`
 * never carries personal details (names, emails, phones), and cannot replace the kind.
 */
export function trackLead(kind: LeadKind, data: Record<string, unknown> = {}): void {
  trackEvent('lead', { ...data, kind });
}

/** Back to the unconfigured state (tests, and `Upshift('destroy')`). */
export function resetTracking(): void {
  sink = null;
  pending = [];
  held = undefined;
}
