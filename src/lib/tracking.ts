/**
 * Analytics (seed 000 §9: "Tracking is on in all environments"). Embedded, the app hands each
 * event to the host over the bridge (integrators get it with `Upshift('on', 'track', …)`);
 * standalone, it pushes to the page's `window.dataLayer`. Events sent before `configureTracking`
 * are kept and delivered once it is called, so nothing fired during boot is lost.
 */
import type { MountMode } from './page-context.ts';

export type TrackingSend = (name: string, data: Record<string, unknown>) => void;
export type TrackingOptions = { mode: MountMode; send?: TrackingSend };

type Kind = 'page' | 'event';
type Pending = { kind: Kind; name: string; data: Record<string, unknown> };

/** Upper bound on events held before configuration (a page that never configures must not leak). */
const MAX_PENDING = 50;

let sink: ((kind: Kind, name: string, data: Record<string, unknown>) => void) | null = null;
let pending: Pending[] = [];

function pushToDataLayer(kind: Kind, name: string, data: Record<string, unknown>): void {
  const win = globalThis as unknown as { dataLayer?: unknown[] };
  win.dataLayer ??= [];
  win.dataLayer.push({ ...data, event: kind === 'page' ? 'upshift.page' : `upshift.${name}` });
}

export function configureTracking(options: TrackingOptions): void {
  if (options.mode === 'standalone') {
    sink = pushToDataLayer;
  } else {
    const send = options.send;
    if (!send) throw new Error(`Tracking in ${options.mode} mode needs a send function (the bridge).`);
    sink = (_kind, name, data) => send(name, data);
  }
  const queued = pending;
  pending = [];
  for (const { kind, name, data } of queued) deliver(kind, name, data);
}

function deliver(kind: Kind, name: string, data: Record<string, unknown>): void {
  if (!sink) {
    if (pending.length < MAX_PENDING) pending.push({ kind, name, data });
    return;
  }
  try {
    sink(kind, name, data);
  } catch {
    // Analytics must never break the screen that fired it.
  }
}

/**
 * A page view (page types of seed 000 §2, `PageType` in the route table). Embedded:
 * `send('track', {pageType, …extra})`; standalone: dataLayer `{event: 'upshift.page', pageType, …extra}`.
 */
export function trackPage(pageType: string, extra: Record<string, unknown> = {}): void {
  deliver('page', 'track', { ...extra, pageType });
}

/** Any other event (`lead` {kind}, a tracked click, …). Standalone it becomes `upshift.<name>`. */
export function trackEvent(name: string, data: Record<string, unknown> = {}): void {
  deliver('event', name, { ...data });
}

/** Back to the unconfigured state (tests, and `Upshift('destroy')`). */
export function resetTracking(): void {
  sink = null;
  pending = [];
}
