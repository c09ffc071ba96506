// GENERATED from src/contract/bridge-protocol.ts by packages/embed/scripts/generate-protocol.ts: do not edit.
// Run `npm run generate -w @upshift/embed` after changing the public part of the bridge protocol.

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
