import { describe, expect, it } from 'vitest';
import { documentTitle, isRouteEnabled } from './rules.ts';

describe('isRouteEnabled (pages can be disabled per context)', () => {
  const garage = {
    path: '/garage',
    pageType: 'garage',
    title: 'route.home.title',
    description: 'route.home.description',
    disabledBy: 'garage',
  } as const;
  const home = {
    path: '/',
    pageType: 'home',
    title: 'route.home.title',
    description: 'route.home.description',
  } as const;
  it('hides a page the campaign disabled', () => {
    expect(isRouteEnabled(garage, ['garage'])).toBe(false);
    expect(isRouteEnabled(garage, ['trade'])).toBe(true);
  });
  it('never hides a page that cannot be disabled', () => {
    expect(isRouteEnabled(home, ['garage', 'trade', 'sign-out', 'listings'])).toBe(true);
  });
});

describe('documentTitle', () => {
  it('puts the page title before the campaign name', () => {
    expect(documentTitle('Sign in', 'Demo Motors')).toBe('Sign in | Demo Motors');
    expect(documentTitle('', 'Demo Motors')).toBe('Demo Motors');
  });
});
