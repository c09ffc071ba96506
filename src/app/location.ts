/**
 * Location hooks for the three mounts. Embedded in an iframe the route lives in the hash
 * (`#/path?query`) and every navigation *replaces* the entry, because the host owns the
 * Back button (it pushes its own entries when told `push: true`). The shadow mount shares the
 * host's window, so it routes in memory and never touches the host's URL or history.
 * Each also reloads: a full-page navigation that starts the app again with a fresh page context.
 */
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { hasLeaveGuard, mayLeave } from '../lib/leave-guard.ts';

export type Navigate = (to: string, options?: { replace?: boolean; skipGuard?: boolean }) => void;

/**
 * A full-page navigation to `to` (a route from the app's root): the app starts again there with
 * the page context the server renders now (seed 001 §2 "Redirects are full-page and relative").
 * `replace`: in place of the page it leaves, as for a navigation. Never guarded: it follows a
 * sign-in or sign-out, which the shopper asked for.
 */
export type Reload = (to: string, options?: { replace?: boolean }) => void;

export type AppLocation = {
  hook: BaseLocationHook;
  searchHook?: BaseSearchHook;
  navigate: Navigate;
  reload: Reload;
  /** Path + query the app is on now. */
  current: () => string;
  /** Called after each shopper navigation with whether it should add a host history entry. */
  onNavigate: (listener: (route: string, push: boolean) => void) => () => void;
};

/** A shopper's move asks the leave guard first; a replace (host-driven or a redirect) never waits. */
export function guarded(go: Navigate): Navigate {
  return (to, options) => {
    if (options?.replace || options?.skipGuard || !hasLeaveGuard()) return go(to, options);
    void mayLeave(to).then((ok) => ok && go(to, options));
  };
}

export function splitRoute(route: string): [path: string, search: string] {
  const q = route.indexOf('?');
  return q === -1 ? [route || '/', ''] : [route.slice(0, q) || '/', route.slice(q + 1)];
}

export function createNotifier() {
  let listeners: ((route: string, push: boolean) => void)[] = [];
  return {
    emit: (route: string, push: boolean) => listeners.forEach((l) => l(route, push)),
    on(listener: (route: string, push: boolean) => void) {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
  };
}

/** Hash routing for the iframe: leading '#' is ignored, the query after '?' stays inside the hash. */
export function createFrameLocation(win: Window = window): AppLocation {
  const notifier = createNotifier();
  const subscribers = new Set<() => void>();
  const read = () => {
    const raw = win.location.hash.replace(/^#/, '');
    return raw.startsWith('/') ? raw : `/${raw}`;
  };
  const notify = () => subscribers.forEach((s) => s());
  const subscribe = (cb: () => void) => {
    subscribers.add(cb);
    if (subscribers.size === 1) win.addEventListener('hashchange', notify);
    return () => {
      subscribers.delete(cb);
      if (!subscribers.size) win.removeEventListener('hashchange', notify);
    };
  };
  const navigate: Navigate = guarded((to, options) => {
    if (to === read()) return;
    win.history.replaceState(null, '', `#${to}`);
    notify();
    notifier.emit(to, !options?.replace);
  });
  // Host told first, as for a navigation; the query stays, plus `open=1`: the shopper sees the app, page views count at once.
  const reload: Reload = (to, options) => {
    notifier.emit(to, !options?.replace);
    win.history.replaceState(null, '', `${win.location.search}&open=1#${to}`);
    win.location.reload();
  };
  const usePath = () => splitRoute(useSyncExternalStore(subscribe, read))[0];
  const hook: BaseLocationHook = () => [usePath(), navigate];
  const searchHook: BaseSearchHook = () => splitRoute(useSyncExternalStore(subscribe, read))[1];
  return { hook, searchHook, navigate, reload, current: read, onNavigate: notifier.on };
}

/** Path routing for the standalone site: ordinary history entries, so Back works as on any site. */
export function createBrowserLocation(win: Window = window): AppLocation {
  const notifier = createNotifier();
  const subscribers = new Set<() => void>();
  const read = () => win.location.pathname;
  const readSearch = () => win.location.search.replace(/^\?/, '');
  const notify = () => subscribers.forEach((s) => s());
  const subscribe = (cb: () => void) => {
    subscribers.add(cb);
    if (subscribers.size === 1) win.addEventListener('popstate', notify);
    return () => {
      subscribers.delete(cb);
      if (!subscribers.size) win.removeEventListener('popstate', notify);
    };
  };
  const current = () => read() + (win.location.search || '');
  const navigate: Navigate = guarded((to, options) => {
    if (to === current()) return;
    win.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
    notify();
    notifier.emit(to, !options?.replace);
  });
  // The standalone app's root is the site's: the route is the path to load, in an entry as navigate makes it.
  // The page's ?locale= goes along: the new page renders in the language this one was opened in.
  const reload: Reload = (to, options) => {
    const locale = new URLSearchParams(win.location.search).get('locale');
    const url =
      locale && !/[?&]locale=/.test(to)
        ? `${to}${to.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`
        : to;
    win.history[options?.replace ? 'replaceState' : 'pushState'](null, '', url);
    win.location.reload();
  };
  const hook: BaseLocationHook = () => [useSyncExternalStore(subscribe, read), navigate];
  const searchHook: BaseSearchHook = () => useSyncExternalStore(subscribe, readSearch);
  return { hook, searchHook, navigate, reload, current, onNavigate: notifier.on };
}
