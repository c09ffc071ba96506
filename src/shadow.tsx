/**
 * Shadow-DOM mount: the loader imports this module on the dealer's page and calls
 * `mountShadow`. Styles live inside the shadow root; the API is called cross-origin with
 * credentials; routing is in memory so the host's URL and history are never touched.
 */
import * as v from 'valibot';
import type { MountShadow } from './lib/bridge-protocol.ts';
import { createDirectBridge } from './lib/bridge.ts';
import { PageContextError, ShadowBootSchema } from './lib/page-context.ts';
import { preloadLayout, preloadPage, startApp } from './app/boot.tsx';
import { loadLocale } from './lib/i18n/index.ts';
import { createMemoryLocation } from './app/memory-location.ts';
import { setStyleRoot } from './lib/styles.ts';

export const mountShadow: MountShadow = async (options) => {
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
  const boot = parsed.output;
  await loadLocale(boot.context.locale);

  const root = options.host.shadowRoot ?? options.host.attachShadow({ mode: 'open' });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = boot.stylesheet;
  const container = document.createElement('div');
  container.className = 'upshift-root';
  root.replaceChildren(link, container);
  // Render once the theme is in, so the dealer's page never shows the app unstyled.
  const themed = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  // Pages' sheets go into this root too; a remount puts back those of pages already loaded.
  // After setStyleRoot: the layout's parts put their sheets into this root.
  // The first page too, so the first render draws it instead of a loading status.
  const location = createMemoryLocation(options.route ?? '/');
  await Promise.all([themed, setStyleRoot(root), preloadLayout(boot.context), preloadPage(location.current())]);

  const bridge = createDirectBridge(options.send);
  const stop = startApp({ container, boot, bridge, location });
  return {
    receive: (message) => bridge.deliver(message),
    destroy: () => {
      stop();
      root.replaceChildren();
    },
  };
};
