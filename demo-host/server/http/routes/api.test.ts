import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StatesSchema } from '../../../../src/contract/address.ts';
import { VehicleBannerSchema, VehicleSchema } from '../../../../src/contract/vehicle.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { APP_ORIGIN, makeApp, OTHER_ORIGIN, SITE_ORIGIN } from '../../test-support.ts';

describe('GET /api/vehicles/:id', () => {
  it('returns the vehicle with absolute image URLs on the app origin', async () => {
    const { app } = await makeApp();
    const res = await app.request('/api/vehicles/v1');
    expect(res.status).toBe(200);
    const vehicle = v.parse(VehicleSchema, await res.json());
    expect(vehicle).toMatchObject({ id: 'v1', dealerId: 'd1', make: 'Toyota', options: { leaseEnabled: true } });
    expect(vehicle.imageUrl).toBe(`${APP_ORIGIN}/images/vehicles/v1/0.svg`);
    expect(vehicle.images).toEqual([0, 1, 2].map((i) => `${APP_ORIGIN}/images/vehicles/v1/${i}.svg`));
    expect(vehicle.stockImageUrl).toBe(`${APP_ORIGIN}/images/stock/sedan.svg`);
  });

  it('has a null imageUrl when the vehicle has no pictures', async () => {
    const { app } = await makeApp();
    const vehicle = v.parse(VehicleSchema, await (await app.request('/api/vehicles/v2')).json());
    expect(vehicle.imageUrl).toBeNull();
    expect(vehicle.images).toEqual([]);
  });

  it('answers 400 with a field error for a malformed id and 404 for an unknown one', async () => {
    const { app } = await makeApp();
    const bad = await app.request('/api/vehicles/bad%20id!');
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await bad.json()).fieldErrors).toEqual([
      { field: 'id', message: 'Vehicle id is invalid' },
    ]);
    const unknown = await app.request('/api/vehicles/v999');
    expect(unknown.status).toBe(404);
    expect(v.parse(ErrorBodySchema, await unknown.json()).message).toBe('Vehicle not found');
  });

  it('serves the banner fields', async () => {
    const { app } = await makeApp();
    const banner = v.parse(VehicleBannerSchema, await (await app.request('/api/vehicles/v1/banner')).json());
    expect(banner).toEqual({
      imageUrl: `${APP_ORIGIN}/images/vehicles/v1/0.svg`,
      stockImageUrl: `${APP_ORIGIN}/images/stock/sedan.svg`,
      bodyStyle: 'sedan',
      year: 2026,
      make: 'Toyota',
      model: 'Camry',
      trim: 'XLE',
      exteriorColor: 'Midnight Black',
      interiorColor: 'Ash',
    });
    expect((await app.request('/api/vehicles/nope/banner')).status).toBe(404);
  });
});

describe('other API routes', () => {
  it('lists states sorted by abbreviation', async () => {
    const { app } = await makeApp();
    const states = v.parse(StatesSchema, await (await app.request('/api/states')).json());
    expect(states.map((s) => s.abbreviation)).toEqual(['CA', 'MD', 'ME', 'TX']);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { app } = await makeApp();
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(v.parse(ErrorBodySchema, await res.json()).message).toBe('Not found');
  });
});

describe('GET /api/page-context', () => {
  it('returns the shadow boot data with the app origin as apiBase and the theme style sheet', async () => {
    const { app } = await makeApp();
    const res = await app.request('/api/page-context?campaign=main&dealer=d2&vehicle=v1&locale=es&overlay=0');
    expect(res.status).toBe(200);
    const boot = v.parse(ShadowBootSchema, await res.json());
    expect(boot.context).toMatchObject({
      mode: 'shadow',
      apiBase: APP_ORIGIN,
      locale: 'es',
      overlayEnabled: false,
      refererUrl: null,
      financierName: 'Toyota Financial',
      navBrand: 'Second Auto',
      vehicleOfInterestId: 'v1',
      error: null,
    });
    expect(boot.context.dealer?.id).toBe('d2');
    expect(boot.csrf.header).toBe('X-CSRF-TOKEN');
    expect(boot.csrf.token).toMatch(/^[0-9a-f]{64}$/);
    expect(boot.stylesheet).toBe(`${APP_ORIGIN}/assets/theme-base-abc.css`);
  });

  it("falls back to the campaign's first dealer and drops an unknown vehicle", async () => {
    const { app } = await makeApp();
    const boot = v.parse(
      ShadowBootSchema,
      await (await app.request('/api/page-context?campaign=upgrade&dealer=d1&vehicle=v999')).json(),
    );
    expect(boot.context.dealer?.id).toBe('d2');
    expect(boot.context.vehicleOfInterestId).toBeNull();
    // Upgrade channel: the campaign title, not the dealer name.
    expect(boot.context.navBrand).toBe('Upgrade Program');
    expect(boot.context.overlayEnabled).toBe(true);
  });

  it('validates the query and 404s an unknown campaign', async () => {
    const { app } = await makeApp();
    const missing = await app.request('/api/page-context');
    expect(missing.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await missing.json()).fieldErrors.map((e) => e.field)).toEqual(['campaign']);
    const badLocale = await app.request('/api/page-context?campaign=main&locale=fr');
    expect(v.parse(ErrorBodySchema, await badLocale.json()).fieldErrors).toEqual([
      { field: 'locale', message: 'Locale must be en or es' },
    ]);
    expect((await app.request('/api/page-context?campaign=nope')).status).toBe(404);
  });

  it('allows CORS with credentials for a campaign origin only', async () => {
    const { app } = await makeApp();
    const allowed = await app.request('/api/page-context?campaign=main', { headers: { Origin: SITE_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    // Any campaign's origin is allowed, also on another campaign's endpoint.
    const other = await app.request('/api/states', { headers: { Origin: 'https://dealer-two.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBe('https://dealer-two.example');

    const denied = await app.request('/api/page-context?campaign=main', { headers: { Origin: OTHER_ORIGIN } });
    expect(denied.status).toBe(200);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers preflights for allowed origins only, without minting a session', async () => {
    const { app } = await makeApp();
    const preflight = (origin: string) =>
      app.request('/api/log-fe-message', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-csrf-token',
        },
      });
    const ok = await preflight(SITE_ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(ok.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
    expect(ok.headers.get('access-control-allow-headers')).toBe('Content-Type, X-CSRF-TOKEN, Accept');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('set-cookie')).toBeNull();
    const no = await preflight(OTHER_ORIGIN);
    expect(no.headers.get('access-control-allow-origin')).toBeNull();
    expect(no.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('adds CORS headers to error responses too, so the app can read them', async () => {
    const { app } = await makeApp();
    const res = await app.request('/api/log-fe-message', { method: 'POST', headers: { Origin: SITE_ORIGIN } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it("gives the shadow root the base sheet and the campaign's tokens, the default theme's for a theme without tokens", async () => {
    const { app } = await makeApp();
    const boot = v.parse(ShadowBootSchema, await (await app.request('/api/page-context?campaign=upgrade')).json());
    expect(boot.context.campaign.theme).toBe('missing-theme');
    expect(boot.stylesheet).toBe(`${APP_ORIGIN}/assets/theme-base-abc.css`);
    expect(boot.themeSheet).toMatch(new RegExp(`^${APP_ORIGIN}/theme/upgrade/[0-9a-f]{16}\\.css$`));
    const sheet = await app.request(new URL(boot.themeSheet!).pathname);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sheet.text()).toContain('--color-primary:#3b3fb6;');
  });
});

describe('request body limits', () => {
  it('refuses an oversized body with 413 before reading it', async () => {
    const { app } = await makeApp();
    const res = await app.request('/api/log-fe-message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(200_000) },
      body: 'x'.repeat(200_000),
    });
    expect(res.status).toBe(413);
    expect(v.parse(ErrorBodySchema, await res.json()).message).toBe('Request body is too large');
  });
});
