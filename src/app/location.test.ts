import { describe, expect, it } from 'vitest';
import { createFrameLocation } from './location.ts';
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
    const loc = createMemoryLocation('/');
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
