/**
 * What happens on every navigation: the route's title and meta tags are applied (seed 000 §2),
 * the page type is tracked, and focus moves to the main content so screen-reader users hear the
 * new page. (The host hears about navigations from the location itself, see boot.tsx.)
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTerminalError } from '../features/errors/terminal-error.ts';
import { useEnv } from '../lib/env.tsx';
import { locale, partsReady, t } from '../lib/i18n/index.ts';
import { trackPage } from '../lib/tracking.ts';
import { matchRoute, routeTable } from '../contract/route-table.ts';
import { documentTitle, setDocumentTitle, siteName } from '../contract/document-title.ts';
import { pageOwnTitle } from '../lib/ui/page-title.ts';
import type { PageContext } from '../contract/page-context.ts';

export function routeTitle(route: string, context: Pick<PageContext, 'campaign' | 'dealer'>): string {
  const name = matchRoute(route) ?? 'pageNotFound';
  return documentTitle(t(routeTable[name].title), siteName(context));
}

export function useRouteEffects(main: RefObject<HTMLElement | null>): void {
  const { context } = useEnv();
  const [path] = useLocation();
  const search = useSearch();
  // Seed 000 §8: a page showing a terminal error is the error page, whatever its path.
  const terminal = useTerminalError() !== null;
  const first = useRef(true);
  const lang = locale.value;
  const last = useRef({ path, lang, context });
  const name = terminal ? 'error' : (matchRoute(path) ?? 'pageNotFound');
  const own = terminal ? null : pageOwnTitle();

  // The shadow mount shares the host's document: its title and meta tags are the dealer's.
  useEffect(() => setDocumentTitle(context, own ?? t(routeTable[name].title)), [name, own, lang, context]);

  useEffect(() => {
    const route = routeTable[name];
    let live = true;
    if (context.mode !== 'shadow') document.documentElement.lang = lang;
    // Only the standalone site's meta description is read (by search engines); its copy is a chunk of its own.
    if (context.mode === 'standalone') {
      void import('../lib/i18n/parts/route-descriptions.ts').then(({ ROUTE_DESCRIPTIONS }) =>
        partsReady().then(() => live && setMeta('description', t(ROUTE_DESCRIPTIONS[name]))),
      );
    }
    trackPage(route.pageType, { route: search ? `${path}?${search}` : path });
    const stop = () => void (live = false);
    // A new query on the same page (a listing's search, filters or sort) is no new page: focus and scroll stay put.
    const queryOnly = last.current.path === path && last.current.lang === lang && last.current.context === context;
    last.current = { path, lang, context };
    if (first.current) {
      first.current = false;
      return stop;
    }
    if (queryOnly) return stop;
    // Focus without scrolling: inline or in the shadow mount that would scroll the dealer's page.
    main.current?.focus({ preventScroll: true });
    const ownsWindow = context.mode === 'standalone' || context.overlayEnabled;
    if (ownsWindow && context.mode !== 'shadow') window.scrollTo(0, 0);
    return stop;
  }, [name, path, search, lang, context, main]);
}

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}
