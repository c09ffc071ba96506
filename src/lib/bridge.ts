/**
 * The app side of the host bridge (DESIGN.md §2). Iframe: postMessage to the parent origin given
 * in `ref` and verified against the campaign's allowed origins, never to '*'; only messages from
 * that origin and from the parent window are heard. Shadow: the loader and the app call each
 * other directly with the same message shapes. Standalone: a bridge that does nothing.
 */
import {
  BRIDGE_VERSION,
  isAppRoute,
  isBridgeMessage,
  isUrlOfOrigin,
  type AppToHostMessage,
  type HostToAppMessage,
} from '../contract/bridge-protocol.ts';
import { withoutSecrets, withoutSecretsIn } from '../contract/secret-params.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A message to the host; `upshift: 1` is added by the bridge. */
export type OutgoingMessage = DistributiveOmit<AppToHostMessage, 'upshift'>;

export type BridgeHandler = (message: HostToAppMessage) => void;

export type Bridge = {
  /** True when messages can reach a host we trust. */
  readonly verified: boolean;
  /** The host page's origin (iframe mount), else null. */
  readonly parentOrigin: string | null;
  send(message: OutgoingMessage): void;
  /** Subscribes to valid host messages; returns the unsubscribe function. */
  listen(handler: BridgeHandler): () => void;
};

export type DirectBridge = Bridge & {
  /** The loader's `receive`: a host message for the app, checked like any other. */
  deliver(message: unknown): void;
};

/** The origin of the embedding page from its URL, for http(s) pages only. */
export function deriveParentOrigin(ref: string | null): string | null {
  if (!ref) return null;
  try {
    const url = new URL(ref);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

const MAX_VEHICLE_ID = 128;

/** A fresh, well-formed host → app message, or null; extra fields are dropped. */
export function parseHostMessage(data: unknown): HostToAppMessage | null {
  if (!isBridgeMessage(data)) return null;
  const m = data as { type: string; route?: unknown; vehicleId?: unknown };
  switch (m.type) {
    case 'open':
      if (m.route === null || m.route === undefined) return { upshift: BRIDGE_VERSION, type: 'open', route: null };
      return isAppRoute(m.route) ? { upshift: BRIDGE_VERSION, type: 'open', route: m.route } : null;
    case 'navigate':
      return isAppRoute(m.route) ? { upshift: BRIDGE_VERSION, type: 'navigate', route: m.route } : null;
    case 'set-vehicle':
      return typeof m.vehicleId === 'string' && m.vehicleId !== '' && m.vehicleId.length <= MAX_VEHICLE_ID
        ? { upshift: BRIDGE_VERSION, type: 'set-vehicle', vehicleId: m.vehicleId }
        : null;
    default:
      return null;
  }
}

/**
 * The message as it leaves: the host page's scripts can read it, so routes and event data never
 * carry an invitation PIN or a code (the host only ever hands routes back to us; `link-back` is its own URL).
 */
function stamp(message: OutgoingMessage): AppToHostMessage {
  const out = { ...message, upshift: BRIDGE_VERSION } as AppToHostMessage;
  if (out.type === 'ready' || out.type === 'navigate') out.route = withoutSecrets(out.route);
  if (out.type === 'event') out.data = withoutSecretsIn(out.data);
  return out;
}

/** A `link-back` to anywhere but the host page's own origin is never sent. */
const mayLeaveTo = (message: OutgoingMessage, hostOrigin: string | null): boolean =>
  message.type !== 'link-back' || isUrlOfOrigin(message.url, hostOrigin);

function isFramed(win: Window): boolean {
  try {
    return win.parent !== win && win.parent !== null;
  } catch {
    // Reading `parent` across origins is allowed; a throw means something odd: treat as not framed.
    return false;
  }
}

/** The browser's own record of the embedding origin, where it keeps one (Chromium, Safari). */
function ancestorOrigin(win: Window): string | null {
  try {
    const list = win.location.ancestorOrigins;
    return list && list.length > 0 ? (list[0] ?? null) : null;
  } catch {
    return null;
  }
}

export type FrameBridgeOptions = {
  /** The `ref` query parameter: the URL of the dealer page that embedded us. */
  ref: string | null;
  /** The campaign's allowed dealer origins. */
  allowedOrigins: readonly string[];
  win?: Window;
};

export function createFrameBridge({ ref, allowedOrigins, win = window }: FrameBridgeOptions): Bridge {
  const parentOrigin = deriveParentOrigin(ref);
  const allowed = new Set(allowedOrigins.map((o) => deriveParentOrigin(o)).filter((o) => o !== null));
  const ancestor = ancestorOrigin(win);
  const verified =
    parentOrigin !== null &&
    allowed.has(parentOrigin) &&
    isFramed(win) &&
    // A `ref` that names another origin than the real parent is a forgery: stay silent.
    (ancestor === null || ancestor === parentOrigin);

  return {
    verified,
    parentOrigin,
    send(message) {
      if (!verified || parentOrigin === null || !mayLeaveTo(message, parentOrigin)) return;
      win.parent.postMessage(stamp(message), parentOrigin);
    },
    listen(handler) {
      if (!verified) return () => {};
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== parentOrigin || event.source !== win.parent) return;
        const message = parseHostMessage(event.data);
        if (message) handler(message);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}

/**
 * Shadow mount: `send` is the loader's function; the loader's `receive` calls `deliver`.
 * `hostOrigin`: the page both share (its own location), the only place `link-back` may go.
 */
export function createDirectBridge(
  send: (message: AppToHostMessage) => void,
  hostOrigin: string | null = globalThis.location?.origin ?? null,
): DirectBridge {
  const handlers = new Set<BridgeHandler>();
  return {
    verified: true,
    parentOrigin: null,
    send(message) {
      if (!mayLeaveTo(message, hostOrigin)) return;
      send(stamp(message));
    },
    listen(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    deliver(raw) {
      const message = parseHostMessage(raw);
      if (!message) return;
      for (const handler of [...handlers]) handler(message);
    },
  };
}

/** Standalone: no host to talk to. */
export function createNullBridge(): Bridge {
  return {
    verified: false,
    parentOrigin: null,
    send() {},
    listen: () => () => {},
  };
}

/** The app's modal dialogs open now, in every mount of the page. */
let modals = 0;

/**
 * A modal dialog opened (+1) or closed (-1): the host hears whether any is open, and hides its
 * overlay's close button meanwhile (the dialog has its own).
 */
export const countModal = (bridge: Bridge | undefined, change: number): void =>
  bridge?.send({ type: 'modal', open: (modals += change) > 0 });

/** Tells the host the app's height whenever it changes (inline mounts grow with their content). */
export function watchHeight(el: Element, bridge: Bridge): () => void {
  let last = -1;
  const post = () => {
    const height = Math.round(el.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    bridge.send({ type: 'resize', height });
  };
  const Observer = (globalThis as { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  post();
  if (!Observer) return () => {};
  const observer = new Observer(post);
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * Escape closes the overlay, unless the app has a dialog of its own open (`shouldRelay` false):
 * then Escape belongs to that dialog.
 */
export function relayEscape(doc: Document, bridge: Bridge, shouldRelay: () => boolean): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    if (!shouldRelay()) return;
    bridge.send({ type: 'close' });
  };
  doc.addEventListener('keydown', onKey);
  return () => doc.removeEventListener('keydown', onKey);
}
