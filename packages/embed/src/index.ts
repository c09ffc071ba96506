/**
 * @upshift/embed: the typed `Upshift()` API for integrators who build with a bundler. `load()` injects
 * the loader tag once; `on`/`off` and the commands go through the same global queue stub as the
 * pasted tag (DESIGN.md §2), so calls made before the loader has run are kept. No dependencies.
 */
import {
  PUBLIC_EVENTS,
  type PublicCommand,
  type PublicCommandArgs,
  type PublicEventHandler,
  type PublicEventName,
  type PublicEventPayloads,
} from './protocol.ts';

export * from './protocol.ts';

/** The loader tag's attributes (README "Embedding"), as options. */
export type LoadOptions = {
  /** The loader's URL on the app origin, e.g. `https://app.example.com/loader.js`. */
  src: string;
  campaign: string;
  dealer?: string;
  /** The vehicle of interest (change it later with `setVehicle`). */
  vehicle?: string;
  locale?: 'en' | 'es';
  mount?: 'iframe' | 'shadow';
  /** A CSS selector: render inline in that element instead of the overlay. */
  target?: string;
  /**
   * Inline: how far below the window's top a new page's heading is brought when it scrolled above it (the
   * height of the site's fixed header, in px). By default the loader measures the fixed or sticky header there.
   */
  scrollOffset?: number;
  /** The floating "Estimate payments" button (default true; overlay only). */
  launcher?: boolean;
  /** Feature flags for this page (the sandbox console's override); an empty list turns every flag off. */
  flags?: string | readonly string[];
  /** Push every `track` and `lead` event into `window.dataLayer` (Google Tag Manager). */
  dataLayer?: boolean;
  /** A CSP nonce for the injected tag. */
  nonce?: string;
};

type Global = ((command: string, ...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; l?: 1 };
type Win = Window & { Upshift?: Global | undefined };

const win = () => window as Win;

/** The global `Upshift`, with the standard queue stub installed when nothing is there yet. */
export function stub(): Global {
  const w = win();
  if (!w.Upshift) {
    const queue: Global = (...args: unknown[]) => void (queue.q ||= []).push(args);
    w.Upshift = queue;
  }
  return w.Upshift;
}

// One dispatcher per event on each global: handlers added here survive a destroy and a new load.
const handlers = new Map<PublicEventName, Set<(payload: never) => void>>();
const dispatchers = new Map<PublicEventName, (payload: unknown) => void>();
let attachedTo: Global | undefined;

function attach(): Global {
  const api = stub();
  if (attachedTo !== api) {
    for (const name of PUBLIC_EVENTS) {
      let dispatch = dispatchers.get(name);
      if (!dispatch) {
        dispatch = (payload) => {
          for (const handler of [...(handlers.get(name) ?? [])]) (handler as (p: unknown) => void)(payload);
        };
        dispatchers.set(name, dispatch);
      }
      // off first: a stub replayed into the loader already holds this dispatcher.
      api('off', name, dispatch);
      api('on', name, dispatch);
    }
    attachedTo = api;
  }
  return api;
}

/** Subscribes to a public event; returns the unsubscribe function. */
export function on<E extends PublicEventName>(event: E, handler: PublicEventHandler<E>): () => void {
  attach();
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as (payload: never) => void);
  return () => off(event, handler);
}

export function off<E extends PublicEventName>(event: E, handler: PublicEventHandler<E>): void {
  handlers.get(event)?.delete(handler as (payload: never) => void);
}

/** Calls a command (`open`, `close`, `navigate`, `setVehicle`, `destroy`); queued until the loader runs. */
export function command<C extends PublicCommand>(name: C, ...args: PublicCommandArgs[C]): void {
  if (name === 'destroy') return destroy();
  attach()(name, ...args);
}

export const open = (route?: string): void => (route === undefined ? command('open') : command('open', route));
export const close = (): void => command('close');
export const navigate = (route: string): void => command('navigate', route);
export const setVehicle = (vehicleId: string): void => command('setVehicle', vehicleId);
/** The app's landing page for one vehicle (a "shop this car" button): its banner and ways in. */
export const landingRoute = (vehicleId: string): string => `/shop/${encodeURIComponent(vehicleId)}`;
/** Opens the overlay on the landing page of a vehicle. */
export const openVehicle = (vehicleId: string): void => open(landingRoute(vehicleId));

/** The tag's data attributes for these options (what a pasted tag would carry). */
export function loaderAttributes(options: LoadOptions): [string, string][] {
  const attrs: [string, string][] = [['data-campaign', options.campaign]];
  const add = (name: string, value: string | undefined) => value && attrs.push([`data-${name}`, value]);
  add('dealer', options.dealer);
  add('vehicle', options.vehicle);
  add('locale', options.locale);
  add('mount', options.mount);
  add('target', options.target);
  if (options.scrollOffset !== undefined) add('scroll-offset', String(options.scrollOffset));
  if (options.launcher !== undefined) add('launcher', String(options.launcher));
  // The loader leaves an empty attribute out, so "every flag off" is spelled `none`.
  if (options.flags !== undefined) {
    const flags = typeof options.flags === 'string' ? options.flags : options.flags.join(',');
    add('flags', flags || 'none');
  }
  if (options.dataLayer) add('datalayer', 'true');
  return attrs;
}

type Loaded = { key: string; script: HTMLScriptElement; ready: Promise<void>; booted: Promise<void> };
let current: Loaded | undefined;
/** A destroy asked for before the loader ran: it is queued, and a new load waits for that loader to run. */
let doomed: Promise<void> | undefined;

/**
 * Injects the loader tag once and resolves on `ready` (the app is mounted: at once inline, after the
 * idle prefetch in the iframe overlay, at first open in the shadow overlay), or rejects on `error`.
 * Calling it again with the same options returns the same promise; other options replace the widget.
 */
export function load(options: LoadOptions): Promise<void> {
  const key = JSON.stringify([options.src, loaderAttributes(options), options.nonce]);
  if (current?.key === key) return current.ready;
  if (current) destroy();
  if (doomed) return doomed.then(() => load(options));
  attach();
  const script = document.createElement('script');
  script.async = true;
  script.src = options.src;
  if (options.nonce) script.nonce = options.nonce;
  for (const [name, value] of loaderAttributes(options)) script.setAttribute(name, value);
  const booted = new Promise<void>((resolve) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => resolve());
  });
  const ready = new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      stopReady();
      stopError();
      if (error) reject(error);
      else resolve();
    };
    const stopReady = on('ready', () => settle());
    const stopError = on('error', ({ code }) => settle(new Error(`Upshift: ${code}`)));
    script.addEventListener('error', () => settle(new Error('Upshift: the loader script did not load')));
  });
  // A caller that never awaits must not see an unhandled rejection: `on('error')` reports it too.
  ready.catch(() => {});
  current = { key, script, ready, booted };
  document.head.appendChild(script);
  return ready;
}

/** Removes the widget (launcher, overlay, mount) and the loader tag; a later `load()` starts afresh. */
export function destroy(): void {
  const w = win();
  const api = w.Upshift;
  if (!api) return;
  api('destroy');
  const loaded = current;
  current = undefined;
  loaded?.script.remove();
  if (api.l) {
    // A destroyed loader keeps owning the global: clearing it lets the next tag boot.
    w.Upshift = undefined;
  } else if (loaded) {
    // The tag still runs once fetched and replays the queued destroy; the next load waits for it.
    const wait = loaded.booted.then(() => {
      if (doomed === wait) doomed = undefined;
      if (w.Upshift?.l) w.Upshift = undefined;
    });
    doomed = wait;
  }
}

export type { PublicEventPayloads };
