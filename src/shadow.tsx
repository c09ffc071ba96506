/**
 * Shadow-DOM mount: the loader imports this module on the dealer's page and calls
 * `mountShadow`. Styles live inside the shadow root; the API is called cross-origin with
 * credentials; routing is in memory so the host's URL and history are never touched.
 */
import * as v from 'valibot';
import type { MountShadow, ShadowMountOptions } from './contract/bridge-protocol.ts';
import { createDirectBridge } from './lib/bridge.ts';
import { report } from './lib/http.ts';
import { PageContextError, ShadowBootSchema, type ShadowBoot } from './contract/page-context.ts';
import { preloadLayout, preloadPage, startApp } from './app/boot.tsx';
import { loadLocale } from './lib/i18n/index.ts';
import type { AppLocation } from './app/location.ts';
import { createMemoryLocation } from './app/memory-location.ts';
import { setStyleRoot } from './lib/styles.ts';

/** The page context for this mount, as the server sees the shopper now. */
async function fetchBoot(options: ShadowMountOptions): Promise<ShadowBoot> {
  const url = new URL('/api/page-context', options.appOrigin);
  const params: Record<string, string | null> = {
    campaign: options.campaign,
    dealer: options.dealer,
    vehicle: options.vehicle,
    locale: options.locale,
    overlay: options.overlay ? '1' : '0',
    // The integrator console's feature-flag override (`data-flags`), when the tag has one.
    flags: options.flags ?? null,
  };
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Upshift could not load its context (${response.status})`);
  const parsed = v.safeParse(ShadowBootSchema, await response.json());
  if (!parsed.success) throw new PageContextError('The page context from the API is malformed.');
  await loadLocale(parsed.output.context.locale);
  return parsed.output;
}

/** Loads the theme's sheet into `link`; resolves once it applies (or failed: unstyled beats nothing). */
function loadTheme(link: HTMLLinkElement, href: string): Promise<unknown> {
  if (link.getAttribute('href') === href) return Promise.resolve();
  const themed = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  link.href = href;
  return themed;
}

export const mountShadow: MountShadow = async (options) => {
  const first = await fetchBoot(options);

  const root = options.host.shadowRoot ?? options.host.attachShadow({ mode: 'open' });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  // The campaign's tokens after the base sheet, so its custom properties are the ones that apply.
  const tokens = document.createElement('link');
  tokens.rel = 'stylesheet';
  const container = document.createElement('div');
  container.className = 'upshift-root';
  root.replaceChildren(link, tokens, container);
  const bridge = createDirectBridge(options.send);
  let location: AppLocation | null = null;
  let stop: (() => void) | null = null;
  let destroyed = false;
  // Pages' sheets go into this root too; a remount puts back those of pages already loaded. Set before
  // the layout's parts load (in `start`), so their sheets go into this root.
  const styled = setStyleRoot(root);

  /**
   * Starts the app at `route` with `boot`, in place of the one running: the same root, bridge and
   * handle, so the host sees one mount that says `ready` again.
   */
  const start = async (boot: ShadowBoot, route: string, shown: boolean) => {
    const next = createMemoryLocation(route, remount);
    // Render once the theme is in, so the dealer's page never shows the app unstyled; the layout and
    // the first page too, so the first render draws them instead of a loading status.
    await Promise.all([
      styled,
      loadTheme(link, boot.stylesheet),
      boot.themeSheet ? loadTheme(tokens, boot.themeSheet) : null,
      preloadLayout(boot.context),
      preloadPage(next.current()),
    ]);
    if (destroyed) return;
    stop?.();
    location = next;
    // `shown`: a remount happens in front of the shopper, so its page views count at once.
    stop = startApp({ container, boot, bridge, location, shown });
  };

  /**
   * The shadow mount's reload (seed 001 §2 "Redirects are full-page"): the host's page stays, so
   * the app starts again in place with the page context fetched again. The running app stays on
   * screen meanwhile; if the context cannot be had, it moves there itself.
   */
  function remount(to: string): void {
    const running = location;
    fetchBoot(options)
      .then((boot) => start(boot, to, true))
      .catch((error: unknown) => {
        report(error instanceof Error ? error : new Error(String(error)));
        if (!destroyed && location === running) running?.navigate(to, { replace: true });
      });
  }

  await start(first, options.route ?? '/', false);
  return {
    receive: (message) => bridge.deliver(message),
    destroy: () => {
      destroyed = true;
      stop?.();
      root.replaceChildren();
    },
  };
};
