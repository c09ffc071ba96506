import { describe, expect, it, vi } from 'vitest';
import { setLeaveGuard } from '../lib/leave-guard.ts';
import { createBrowserLocation, createFrameLocation } from './location.ts';
import { createMemoryLocation } from './memory-location.ts';

describe('createFrameLocation (iframe: the host owns Back)', () => {
  it('replaces the entry on every navigation and tells whether the host should push', () => {
    window.history.replaceState(null, '', '/embed?campaign=x#/');
    const loc = createFrameLocation();
    const heard: [string, boolean][] = [];
    loc.onNavigate((route, push) => heard.push([route, push]));
    const before = window.history.length;
    loc.navigate('/account/login?next=%2F');
    loc.navigate('/', { replace: true });
    expect(window.history.length).toBe(before);
    expect(heard).toEqual([
      ['/account/login?next=%2F', true],
      ['/', false],
    ]);
    // The iframe's own query (campaign, ref) is never touched by routing.
    expect(window.location.search).toBe('?campaign=x');
  });

  it('keeps the route query inside the hash', () => {
    window.history.replaceState(null, '', '/embed?campaign=x#/');
    const loc = createFrameLocation();
    loc.navigate('/account/login?a=1');
    expect(window.location.hash).toBe('#/account/login?a=1');
    expect(loc.current()).toBe('/account/login?a=1');
  });

  it('ignores a navigation to where it already is', () => {
    window.history.replaceState(null, '', '/embed#/here');
    const loc = createFrameLocation();
    const heard: string[] = [];
    loc.onNavigate((route) => heard.push(route));
    loc.navigate('/here');
    expect(heard).toEqual([]);
  });
});

describe('createMemoryLocation (shadow mount)', () => {
  it('never touches the host page’s URL or history', () => {
    window.history.replaceState(null, '', '/dealer-page');
    const before = window.history.length;
    const loc = createMemoryLocation('/', () => {});
    loc.navigate('/account/login');
    expect(loc.current()).toBe('/account/login');
    expect(window.location.pathname).toBe('/dealer-page');
    expect(window.history.length).toBe(before);
  });
});

describe('leave guard', () => {
  it('asks before a shopper navigation, never before a skipGuard or replace one', async () => {
    const { setLeaveGuard } = await import('../lib/leave-guard.ts');
    window.history.replaceState(null, '', '/embed#/deal');
    const loc = createFrameLocation();
    const asked: string[] = [];
    const stop = setLeaveGuard((to) => {
      asked.push(to);
      return false;
    });
    loc.navigate('/garage');
    await Promise.resolve();
    expect(loc.current()).toBe('/deal');
    loc.navigate('/account/login', { skipGuard: true });
    expect(loc.current()).toBe('/account/login');
    loc.navigate('/', { replace: true });
    expect(loc.current()).toBe('/');
    expect(asked).toEqual(['/garage']);
    stop();
  });
});

/** A window at `href` whose page loads are recorded instead of made; `replaceState` moves its URL. */
function recordingWindow(href: string) {
  const url = new URL(href);
  const loads: string[] = [];
  let entries = 1;
  const win = {
    location: {
      get href() {
        return url.href;
      },
      get hash() {
        return url.hash;
      },
      get pathname() {
        return url.pathname;
      },
      get search() {
        return url.search;
      },
      assign: (to: string) => loads.push(`assign ${to}`),
      replace: (to: string) => loads.push(`replace ${to}`),
      reload: () => loads.push(`reload ${url.href}`),
    },
    history: {
      get length() {
        return entries;
      },
      replaceState: (_state: unknown, _title: string, to: string) => {
        url.href = new URL(to, url).href;
      },
      pushState: (_state: unknown, _title: string, to: string) => {
        entries += 1;
        url.href = new URL(to, url).href;
      },
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  return { win: win as unknown as Window, loads };
}

describe('reload (seed 001 §2 "Redirects are full-page and relative")', () => {
  it('standalone: loads the route from the site root as a new page, in place of this one when asked', () => {
    const { win, loads } = recordingWindow('https://app.test/account/login?redirectPath=%2Fgarage');
    const loc = createBrowserLocation(win);
    loc.reload('/garage');
    expect(win.history.length).toBe(2);
    loc.reload('/', { replace: true });
    expect(win.history.length).toBe(2);
    expect(loads).toEqual(['reload https://app.test/garage', 'reload https://app.test/']);
  });

  it('standalone: keeps the language the page was opened in (?locale=), so a Spanish shopper signs in in Spanish', () => {
    const { win, loads } = recordingWindow('https://app.test/account/login?locale=es&redirectPath=%2Fdeals%2Fd-1');
    const loc = createBrowserLocation(win);
    loc.reload('/deals/d-1');
    loc.reload('/garage?tab=saved', { replace: true });
    loc.reload('/?locale=en');
    expect(loads).toEqual([
      'reload https://app.test/deals/d-1?locale=es',
      'reload https://app.test/garage?tab=saved&locale=es',
      'reload https://app.test/?locale=en',
    ]);
  });

  it('iframe: reloads its own document at the route, its query kept, with no new entry, the host told first', () => {
    const { win, loads } = recordingWindow(
      'https://app.test/embed?campaign=x&ref=https%3A%2F%2Fdealer.test%2F&route=%2Fvehicles%2Fv1#/account/login',
    );
    const loc = createFrameLocation(win);
    const heard: [string, boolean][] = [];
    loc.onNavigate((route, push) => heard.push([route, push]));
    loc.reload('/deals/d-1');
    expect(heard).toEqual([['/deals/d-1', true]]);
    expect(win.history.length).toBe(1);
    expect(loads).toHaveLength(1);
    const loaded = new URL(loads[0]!.replace(/^reload /, ''));
    expect(loaded.pathname).toBe('/embed');
    expect(loaded.searchParams.get('campaign')).toBe('x');
    expect(loaded.searchParams.get('ref')).toBe('https://dealer.test/');
    // The landing route stays: the context keeps the vehicle it is about.
    expect(loaded.searchParams.get('route')).toBe('/vehicles/v1');
    // The shopper is looking at the app, so its first page view counts at once.
    expect(loaded.searchParams.get('open')).toBe('1');
    expect(loaded.hash).toBe('#/deals/d-1');
  });

  it('iframe: a route with a query stays whole in the hash, never in the query the server sees', () => {
    const { win, loads } = recordingWindow('https://app.test/embed?campaign=x&open=1#/');
    createFrameLocation(win).reload('/profile/verify-access?pin=SECRET1234', { replace: true });
    const loaded = new URL(loads[0]!.replace(/^reload /, ''));
    expect(loaded.search).not.toContain('SECRET1234');
    expect(loaded.searchParams.getAll('open')).toEqual(['1', '1']);
    expect(loaded.hash).toBe('#/profile/verify-access?pin=SECRET1234');
  });

  it('shadow: hands the route to the mount, which starts the app again in place; the host told first', () => {
    window.history.replaceState(null, '', '/dealer-page');
    const before = window.history.length;
    const remount = vi.fn();
    const loc = createMemoryLocation('/account/login', remount);
    const heard: [string, boolean][] = [];
    loc.onNavigate((route, push) => heard.push([route, push]));
    loc.reload('/', { replace: true });
    expect(heard).toEqual([['/', false]]);
    expect(remount).toHaveBeenCalledWith('/');
    expect(window.location.pathname).toBe('/dealer-page');
    expect(window.history.length).toBe(before);
  });

  it('asks no leave guard: the shopper asked for what came before (a sign-in or sign-out)', () => {
    const asked: string[] = [];
    const stop = setLeaveGuard((to) => {
      asked.push(to);
      return false;
    });
    const { win, loads } = recordingWindow('https://app.test/deals/d-1');
    createBrowserLocation(win).reload('/', { replace: true });
    expect(asked).toEqual([]);
    expect(loads).toEqual(['reload https://app.test/']);
    stop();
  });
});
