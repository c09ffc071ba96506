/**
 * What the two parts of the loader share (DESIGN.md §2): the tag (`boot.ts` → loader.js) reads the
 * script tag and hands this one context to the host part (`host.ts` → loader-host.js), which it
 * `import()`s from the app origin at idle, at once for an inline mount, or on the first command that needs it.
 */
import type { MountShadow } from '../src/contract/bridge-protocol.ts';

/** The global `window.Upshift`: the queue stub before load, the tag's function after. */
export type UpshiftApi = ((command: string, ...args: unknown[]) => void) & {
  q?: ArrayLike<unknown>[];
  /** Set once a loader owns the global, so a second copy of the script does nothing. */
  l?: 1;
};
export type LoaderWindow = Window & typeof globalThis & { Upshift?: UpshiftApi; dataLayer?: object[] };
export type ShadowImporter = (url: string) => Promise<{ mountShadow: MountShadow }>;

/** What the app starts with: the iframe's query, or mountShadow's options. */
export type StartConfig = {
  campaign: string;
  dealer: string | null;
  vehicle: string | null;
  locale: 'en' | 'es';
  flags: string | null;
};

/** The tag's reading of its attributes and the page, given to the host part once. */
export type LoaderContext = {
  w: LoaderWindow;
  /** The tag's emit: integrator handlers, then the dataLayer push; neither ever sees a PIN or a code. */
  emit: (name: string, payload?: Record<string, unknown>) => void;
  /** withoutSecrets (src/contract/secret-params.ts), in the tag's bytes: for what else the page can read (history). */
  clean: (text: string) => string;
  appOrigin: string;
  cfg: StartConfig;
  shadow: boolean;
  /** The inline mount's element; undefined for the overlay. */
  target: HTMLElement | null | undefined;
  /** `data-scroll-offset`: the dealer's fixed header height, where inline pages start (else measured). */
  offset: string | undefined;
  /** The tag's own teardown (launcher, its CSS, click listener), run by `destroy`. */
  end: () => void;
};

/** The host part's commands: open (with the clicked element), close, destroy, navigate, setVehicle, prefetch. */
export type HostCommand = (command: string, a?: unknown, from?: Element) => void;
export type HostModule = { start: (ctx: LoaderContext, importShadow?: ShadowImporter) => HostCommand };
/** Thenable, so a test can hand the module over synchronously. */
export type HostImporter = (url: string) => PromiseLike<HostModule>;

/** bridge-protocol's isAppRoute in fewer bytes: a string path, no scheme, no '//'. */
export const isRoute = (r: unknown): r is string => typeof r == 'string' && /^\/(?!\/)/.test(r) && r.length < 2048;
