/**
 * The postMessage contract between the loader (host side) and the app (DESIGN.md §2).
 * Types only, plus two tiny guards, so the loader can import it without growing.
 * Every message is `{ upshift: 1, type, ...payload }`; nothing is ever posted to `*`.
 */

export const BRIDGE_VERSION = 1;

/** app → host */
export type AppToHostMessage =
  | { upshift: 1; type: 'ready'; route: string }
  | { upshift: 1; type: 'resize'; height: number }
  /** `push` is true when the shopper moved forward inside the app (the host adds a history entry). */
  | { upshift: 1; type: 'navigate'; route: string; title: string; push: boolean }
  | { upshift: 1; type: 'close' }
  /** One of the app's modal dialogs opened (or the last one closed): the host's close button hides under it. */
  | { upshift: 1; type: 'modal'; open: boolean }
  | { upshift: 1; type: 'link-back'; url: string }
  | { upshift: 1; type: 'event'; name: PublicEventName; data: Record<string, unknown> };

/** host → app */
export type HostToAppMessage =
  | { upshift: 1; type: 'open'; route: string | null }
  | { upshift: 1; type: 'navigate'; route: string }
  | { upshift: 1; type: 'set-vehicle'; vehicleId: string };

// @public-start: the integrator API, copied verbatim into packages/embed/src/protocol.ts by
// packages/embed/scripts/generate-protocol.ts (a unit test fails when that copy is stale).

/** Events integrators subscribe to with `Upshift('on', name, handler)`. */
export type PublicEventName = 'ready' | 'open' | 'close' | 'navigate' | 'lead' | 'track' | 'error';

export const PUBLIC_EVENTS: readonly PublicEventName[] = [
  'ready',
  'open',
  'close',
  'navigate',
  'lead',
  'track',
  'error',
];

/**
 * The `lead` event's kinds: each is a lead the dealer's CRM receives, and the event fires
 * only after the server has answered, so the lead is already stored for delivery.
 */
export const LEAD_KINDS = [
  'deal-saved',
  'registration',
  'ghost',
  'email',
  'call-now',
  'call-later',
  'trade-appraisal',
  'pre-qualified',
  'finance-application',
  'contract-signed',
  'drive-at-home',
  'test-drive',
  'contact-dealer',
  'deposit',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** `error` codes: the loader's own (misconfigured tag, app not ready in 20 s, shadow bundle not loaded). */
export type ErrorCode = 'missing-campaign' | 'missing-target' | 'timeout' | 'load-failed';

/** A page view (`trackPage`): the route table's page type and the app route shown. */
export type PageViewPayload = { pageType: string; route: string };
/** Any other tracked action (`trackEvent`, e.g. `get-started`, `contact-us-phone`) travels as `track` too. */
export type TrackedActionPayload = { event: string; [detail: string]: unknown };

/** What each public event's handler receives (what the loader emits and the app sends as `event`). */
export type PublicEventPayloads = {
  ready: Record<string, never>;
  /** The route the overlay opened at (the current one when none was asked for). */
  open: { route: string };
  close: Record<string, never>;
  navigate: { route: string; title: string };
  /** Sent once the server has stored the lead; never carries personal details. */
  lead: { kind: LeadKind };
  track: PageViewPayload | TrackedActionPayload;
  error: { code: ErrorCode };
};

export type PublicEventHandler<E extends PublicEventName> = (payload: PublicEventPayloads[E]) => void;

/** `Upshift(command, ...args)`: each command's arguments (`on`/`off` are typed by event apart). */
export type PublicCommandArgs = {
  /** Opens the overlay at an app route (e.g. '/listings'), or moves an inline mount there. */
  open: [route?: string];
  close: [];
  navigate: [route: string];
  setVehicle: [vehicleId: string];
  /** Removes the launcher, overlay, mount and listeners; the global stays, inert. */
  destroy: [];
};
export type PublicCommand = keyof PublicCommandArgs;
// @public-end

export function isBridgeMessage(data: unknown): data is { upshift: 1; type: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { upshift?: unknown }).upshift === BRIDGE_VERSION &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

/** A route is an app path: leading '/', no scheme, no '//' (so it can never become another origin). */
export function isAppRoute(route: unknown): route is string {
  return typeof route === 'string' && route.startsWith('/') && !route.startsWith('//') && route.length < 2048;
}

/** A URL received over the bridge is opened only if it is http(s). */
export function isHttpUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** `link-back` leaves only for a page of the dealer's own site, the host page's origin. */
export function isUrlOfOrigin(url: unknown, origin: string | null): url is string {
  if (origin === null || !isHttpUrl(url)) return false;
  return new URL(url).origin === origin;
}

/**
 * Shadow mount: the loader `import()`s `{appOrigin}/shadow.js` and calls `mountShadow`. The app
 * shares the host's window, so instead of postMessage the two sides call each other directly
 * with the same message shapes.
 */
export type ShadowMountOptions = {
  /** Element on the host page that receives the shadow root. */
  host: HTMLElement;
  campaign: string;
  /** Origin of the app and its API (the loader's own origin). */
  appOrigin: string;
  dealer: string | null;
  vehicle: string | null;
  locale: 'en' | 'es' | null;
  /** The integrator console's feature-flag override (`data-flags`, e.g. "A,B" or "none"). */
  flags?: string | null;
  /** Rendered inside the overlay (true) or inline in `data-target` (false). */
  overlay: boolean;
  route: string | null;
  /** Messages the app would post to the host. */
  send: (message: AppToHostMessage) => void;
};

export type ShadowMountHandle = {
  /** Messages the host would post to the app. */
  receive: (message: HostToAppMessage) => void;
  destroy: () => void;
};

export type MountShadow = (options: ShadowMountOptions) => Promise<ShadowMountHandle>;
