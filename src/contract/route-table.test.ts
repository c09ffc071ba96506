import { describe, expect, it } from 'vitest';
import { t } from '../lib/i18n/index.ts';
import { href, matchRoute, resolveUnknownPath, routeParams, routeTable, type RouteName } from './route-table.ts';

describe('route table', () => {
  it('builds typed links with encoded params', () => {
    expect(href('home')).toBe('/');
    expect(href('noProfileVehicle', { vehicleId: 'v 1/2' })).toBe('/no-profile/vehicles/v%201%2F2');
  });

  it('matches paths to named routes, ignoring query, hash and a trailing slash', () => {
    expect(matchRoute('/')).toBe('home');
    expect(matchRoute('/account/login?x=1')).toBe('login');
    expect(matchRoute('/no-profile/vehicles/v1001/')).toBe('noProfileVehicle');
    expect(matchRoute('/no-profile/vehicles/')).toBeNull();
    expect(matchRoute('/nothing')).toBeNull();
  });

  it('gives every route a page type, a title and a description (its copy and key load on the standalone site)', async () => {
    const { ROUTE_DESCRIPTIONS } = await import('../lib/i18n/parts/route-descriptions.ts');
    for (const [name, route] of Object.entries(routeTable)) {
      expect(route.pageType).toBeTruthy();
      expect(route.title).toMatch(/^route\./);
      expect(t(ROUTE_DESCRIPTIONS[name as RouteName], undefined, 'en'), name).not.toMatch(/^route\./);
    }
  });

  it("keeps the page type 'info' for the trade flow (seed 000 §2): legal and warranty pages have their own", () => {
    const withInfo = Object.entries(routeTable).filter(([, route]) => (route.pageType as string) === 'info');
    expect(withInfo.map(([name]) => name)).toEqual(['tradeInfo']);
    expect([routeTable.warranty.pageType, routeTable.tos.pageType, routeTable.privacy.pageType]).toEqual([
      'warranty',
      'terms',
      'privacy',
    ]);
  });
});

describe('the trade-in routes', () => {
  it('give each page of the flow its own path and page type, all switched off with the trade page', () => {
    const trade = Object.entries(routeTable).filter(([, route]) => route.path.startsWith('/trade'));
    expect(trade.map(([, route]) => [route.path, route.pageType])).toEqual([
      ['/trade', 'trade'],
      ['/trade/info', 'info'],
      ['/trade/features', 'features'],
      ['/trade/history', 'history'],
      ['/trade/appraisal', 'appraisal'],
      ['/trade/manual-payoff', 'manual-payoff'],
      ['/trade/no-offer', 'no-offer'],
      ['/trade/quote-expired', 'quote-expired'],
      ['/trade/max-attempts-exceeded', 'max-attempts-exceeded'],
      ['/trade/photos', 'trade-photos'],
    ]);
    for (const [, route] of trade) expect(route).toHaveProperty('disabledBy', 'trade');
    expect(matchRoute('/trade/info/')).toBe('tradeInfo');
    expect(resolveUnknownPath('/trade/nothing')).toBe('error-page');
  });
});

describe('resolveUnknownPath (seed 000 §2 route handling)', () => {
  it('is the error page when the path starts with a registered prefix', () => {
    expect(resolveUnknownPath('/account/unknown')).toBe('error-page');
    expect(resolveUnknownPath('/profile')).toBe('error-page');
  });
  it('is the server-rendered fallback otherwise', () => {
    expect(resolveUnknownPath('/random')).toBe('fallback');
    expect(resolveUnknownPath('/accounting')).toBe('fallback');
  });
});

describe('routeParams', () => {
  it("reads a route's parameters from a path, decoded", () => {
    expect(routeParams('certificate', '/vehicles/v1/certificates/c%209?x=1')).toEqual({
      vehicleId: 'v1',
      certificateId: 'c 9',
    });
    expect(routeParams('certificate', '/vehicles/v1/certificates/c9/')).toEqual({
      vehicleId: 'v1',
      certificateId: 'c9',
    });
  });
  it('is null for another route or a malformed escape', () => {
    expect(routeParams('certificate', '/vehicles/v1')).toBeNull();
    expect(routeParams('certificate', '/vehicles/v1/certificates/%E0%A4')).toBeNull();
  });
});
