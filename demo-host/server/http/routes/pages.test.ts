import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { homeStockQuery } from '../../../../src/contract/listings.ts';
import { searchVehicles } from '../../../../src/features/listings/api.ts';
import { configureHttp } from '../../../../src/lib/http.ts';
import { PageContextSchema, ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { jsonForScript } from '../shell.ts';
import { fixtureSeed, makeApp, makeDb, makeDist, readShell, SITE_ORIGIN } from '../../test-support.ts';

const csp = (res: Response) => res.headers.get('content-security-policy') ?? '';

describe('GET /embed (iframe shell)', () => {
  it('renders the CSRF meta tags and a context that parses with PageContextSchema', async () => {
    const { app } = await makeApp();
    const res = await app.request(
      `/embed?campaign=main&ref=${encodeURIComponent(`${SITE_ORIGIN}/inventory?x=1`)}&vehicle=v1`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const shell = readShell(html);
    expect(shell.header).toBe('X-CSRF-TOKEN');
    expect(shell.token).toMatch(/^[0-9a-f]{64}$/);
    const context = v.parse(PageContextSchema, shell.context);
    expect(context).toMatchObject({
      mode: 'iframe',
      overlayEnabled: true,
      apiBase: '',
      locale: 'en',
      refererUrl: `${SITE_ORIGIN}/inventory?x=1`,
      navBrand: 'First Motors',
      vehicleOfInterestId: 'v1',
      visitor: { isLoggedIn: false, dealCount: 0 },
    });
    expect(context.campaign.slug).toBe('main');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/theme-base-abc.css">');
    // The campaign's tokens right after the base sheet, by their content hash.
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/theme-base-abc.css">\n<link rel="stylesheet" href="\/theme\/[\w-]+\/[0-9a-f]{16}\.css">/,
    );
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-1.js">');
    expect(html).toContain('<script type="module" src="/assets/main-abc.js"></script>');
    expect(html).toContain('<div id="app"></div>');
  });

  // The first route's chunks and sheets load with the entry, not one round trip after another behind it.
  it("preloads the entry's chunks with home's sheets, or a deep link's page, once each, in the iframe only", async () => {
    const dist = makeDist();
    writeFileSync(
      join(dist, 'manifest.json'),
      JSON.stringify({
        entries: {
          main: { file: 'assets/main-abc.js', imports: ['assets/chunk-1.js'] },
          shadow: { file: 'assets/shadow-def.js', imports: ['assets/chunk-1.js'] },
        },
        themes: { base: 'assets/theme-base-abc.css' },
        chunks: {
          'assets/main-abc.js': { imports: ['assets/chunk-1.js'], route: false },
          // Home's page is part of the entry's chunks: its sheets are theirs.
          'assets/chunk-1.js': { imports: [], route: false, css: ['assets/home-h.css', 'assets/cards-c.css'] },
          'assets/deal-page-d1.js': {
            imports: ['assets/shared-c.js', 'assets/shared-d.js', 'assets/chunk-1.js'],
            route: true,
            css: ['assets/deal-d.css'],
          },
          'assets/shared-d.js': { imports: ['assets/shared-c.js'], route: false },
          'assets/shared-c.js': { imports: [], route: false },
          // The Spanish copy's chunks share the names' stem: never taken for the layout's.
          'assets/after-main-es.js': { imports: [], route: true },
          'assets/top-banners-es.js': { imports: [], route: true },
          'assets/shell-after-main-m1.js': {
            imports: ['assets/chunk-1.js', 'assets/shared-m.js'],
            route: true,
            css: ['assets/after-main-x.css'],
          },
          'assets/shared-m.js': { imports: [], route: false },
          'assets/shell-top-banners-t1.js': {
            imports: ['assets/chunk-1.js'],
            route: true,
            css: ['assets/top-banners-x.css'],
          },
        },
      }),
    );
    const { app } = await makeApp(undefined, dist);
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    const sheets = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)].map((m) => m[1]);
    const embed = await (await app.request('/embed?campaign=main')).text();
    // The layout's after-the-page chunk comes last, on every page.
    const afterMain = ['/assets/shell-after-main-m1.js', '/assets/shared-m.js'];
    expect(preloads(embed)).toEqual(['/assets/chunk-1.js', ...afterMain]);
    // The sheets those chunks wait for leave with the page too, not after the entry has run.
    expect(sheets(embed)).toEqual(['/assets/home-h.css', '/assets/cards-c.css', '/assets/after-main-x.css']);
    // Standalone, the route is the path and may be any page: only the entry's own imports and the layout's.
    const standalone = await (await app.request('/no-profile/vehicles/v1')).text();
    expect(preloads(standalone)).toEqual(['/assets/chunk-1.js', ...afterMain]);
    expect(sheets(standalone)).toEqual(['/assets/after-main-x.css']);
    // Come from the dealer's site, the link-back banner can show: its chunk and sheet come too, before the rest of the layout.
    const linkedBack = await (
      await app.request('/no-profile/vehicles/v1', { headers: { referer: `${SITE_ORIGIN}/inventory` } })
    ).text();
    expect(preloads(linkedBack)).toEqual(['/assets/chunk-1.js', '/assets/shell-top-banners-t1.js', ...afterMain]);
    expect(sheets(linkedBack)).toEqual(['/assets/top-banners-x.css', '/assets/after-main-x.css']);
    // A deep link (the loader's `route`): that route's tree instead of home's, and no home stock search.
    const deal = await (
      await app.request(`/embed?campaign=main&dealer=d2&route=${encodeURIComponent('/deals/7')}`)
    ).text();
    expect(preloads(deal)).toEqual([
      '/assets/chunk-1.js',
      '/assets/deal-page-d1.js',
      '/assets/shared-c.js',
      '/assets/shared-d.js',
      ...afterMain,
    ]);
    // Its own sheets, not home's.
    expect(sheets(deal)).toEqual(['/assets/deal-d.css', '/assets/after-main-x.css']);
    expect(deal).not.toContain('upshift-responses');
    // A route without a chunk of its own to name: the entry's imports alone, without home's sheets; not a route at all: home.
    const tos = await (await app.request('/embed?campaign=main&route=%2Ftos')).text();
    expect(preloads(tos)).toEqual(['/assets/chunk-1.js', ...afterMain]);
    expect(sheets(tos)).toEqual(['/assets/after-main-x.css']);
    expect(sheets(await (await app.request('/embed?campaign=main&route=https%3A%2F%2Fx')).text())).toEqual([
      '/assets/home-h.css',
      '/assets/cards-c.css',
      '/assets/after-main-x.css',
    ]);
  });

  // Home's stock search comes in the page; the app's own ask for it is answered from there, once.
  it("answers home's dealer-stock search in the page, at exactly the URL the app asks, only when home shows it", async () => {
    const { app } = await makeApp();
    const responsesOf = (html: string) => {
      const json = /<script type="application\/json" id="upshift-responses">([\s\S]*?)<\/script>/.exec(html)?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
    };
    const html = await (await app.request('/embed?campaign=main&dealer=d2')).text();
    const context = v.parse(PageContextSchema, readShell(html).context);
    const url = '/api/vehicles/search?dealerId=d2&sort=-year&page=1&pageSize=3';
    // The same body the API gives for that URL.
    const fromApi: unknown = await (await app.request(url)).json();
    expect(responsesOf(html)).toEqual({ [url]: fromApi });
    const fetched: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      fetched.push(String(input));
      return Promise.resolve(Response.json(fromApi));
    });
    try {
      configureHttp({
        apiBase: context.apiBase,
        csrf: { header: 'X-CSRF-TOKEN', token: 't' },
        reportErrors: false,
        responses: responsesOf(html)!,
      });
      const first = await searchVehicles(homeStockQuery(context)!);
      // Served by the page, parsed like any response; a second ask (Try again, coming back) goes to the API.
      expect(fetched).toEqual([]);
      expect(first).toEqual(fromApi);
      await searchVehicles(homeStockQuery(context)!);
      expect(fetched).toEqual([url]);
    } finally {
      fetchSpy.mockRestore();
      configureHttp({ apiBase: '', csrf: { header: 'X-CSRF-TOKEN', token: 't' }, reportErrors: false });
    }
    // No dealer (home shows no stock), a deep link, or standalone (the route may be any page): nothing in the page.
    expect(responsesOf(await (await app.request('/embed?campaign=lonely')).text())).toBeUndefined();
    expect(
      responsesOf(await (await app.request('/embed?campaign=main&dealer=d2&route=%2Fdeals%2F7')).text()),
    ).toBeUndefined();
    expect(responsesOf(await (await app.request('/?dealer=d2')).text())).toBeUndefined();
  });

  it('titles the page with the name the shopper sees, escaped, and escapes the campaign name in the context JSON', async () => {
    const { app, db } = await makeApp();
    await db.updateTable('dealers').set({ name: 'Tigard <b>Motors</b> & Co' }).execute();
    const html = await (await app.request('/embed?campaign=main')).text();
    // The dealer's name, as in the header; never the campaign's internal name.
    expect(html).toContain('<title>Tigard &#60;b&#62;Motors&#60;/b&#62; &#38; Co</title>');
    // The only closing script tags are the real ones: the name cannot end the JSON element early.
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[ >]/g)!.length);
    expect(html).not.toContain('\u2028"');
    expect(v.parse(PageContextSchema, readShell(html).context).campaign.name).toBe('Main </script> & <Co>\u2028');
    expect(jsonForScript({ a: '</script>\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u2029"}');
  });

  it('lets only the campaign origins frame it, with a strict policy', async () => {
    const { app } = await makeApp();
    const res = await app.request('/embed?campaign=upgrade&inline=1&locale=es');
    expect(csp(res)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
        `frame-ancestors https://dealer-two.example ${SITE_ORIGIN} 'self'`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    const context = v.parse(PageContextSchema, readShell(html).context);
    expect(context.overlayEnabled).toBe(false);
    expect(context.locale).toBe('es');
    // No dealer origin yet: only the app origin itself (the workspace's theme preview) frames it.
    const none = await app.request('/embed?campaign=lonely');
    expect(csp(none)).toMatch(/frame-ancestors 'self'$/);
  });

  it('drops a referrer whose origin the campaign does not allow', async () => {
    const { app } = await makeApp();
    for (const ref of ['https://evil.example/page', 'javascript:alert(1)', 'not a url']) {
      const html = await (await app.request(`/embed?campaign=main&ref=${encodeURIComponent(ref)}`)).text();
      expect(v.parse(PageContextSchema, readShell(html).context).refererUrl).toBeNull();
    }
  });

  it('answers an unknown campaign with a 404 whose context says CampaignNotFound, and a missing one with a 400', async () => {
    const { app } = await makeApp();
    const res = await app.request('/embed?campaign=nope%3Cb%3E');
    expect(res.status).toBe(404);
    const html = await res.text();
    const context = v.parse(PageContextSchema, readShell(html).context);
    // Seed 000 §8: the app's error page names it; the app origin's own campaign dresses the page.
    expect(context.error).toEqual({ name: 'CampaignNotFound', code: 404 });
    expect(context.campaign.slug).toBe('main');
    // Nothing of the request is echoed, and no page may frame it.
    expect(html).not.toContain('nope');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await app.request('/embed')).status).toBe(400);
  });

  it('answers with a plain 404 when the server has no campaign at all to draw the error page with', async () => {
    const empty = fixtureSeed();
    const { app } = await makeApp(await makeDb({ ...empty, campaigns: [] }));
    const res = await app.request('/embed?campaign=nope');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<h1>Campaign not found</h1>');
    expect(html).not.toContain('upshift-context');
  });
});

describe('terminal errors in the page context (seed 000 §8)', () => {
  /** The fixture seed plus a campaign that is switched off, on its own domain. */
  async function withEndedCampaign() {
    const seed = fixtureSeed();
    const main = seed.campaigns[0]!;
    const ended = {
      ...main,
      slug: 'ended',
      domain: 'ended.test',
      isDefault: false,
      disabled: true,
      allowedOrigins: [SITE_ORIGIN],
    };
    return makeApp(await makeDb({ ...seed, campaigns: [...seed.campaigns, ended] }));
  }
  const contextOf = async (res: Response) => v.parse(PageContextSchema, readShell(await res.text()).context);

  it('a campaign switched off: CampaignDisabled (410) in its iframe, on its standalone site and in its shadow boot', async () => {
    const { app } = await withEndedCampaign();
    const embed = await app.request('/embed?campaign=ended');
    expect(embed.status).toBe(410);
    // Still its own page: its dealer sites may frame it, so the shopper sees why in the overlay.
    expect(csp(embed)).toContain(`frame-ancestors ${SITE_ORIGIN}`);
    const framed = await contextOf(embed);
    expect(framed.error).toEqual({ name: 'CampaignDisabled', code: 410 });
    expect(framed.campaign.slug).toBe('ended');
    const standalone = await app.request('http://ended.test/listings');
    expect(standalone.status).toBe(410);
    expect((await contextOf(standalone)).error).toEqual({ name: 'CampaignDisabled', code: 410 });
    const shadow = await app.request('/api/page-context?campaign=ended');
    expect(shadow.status).toBe(200);
    expect(v.parse(ShadowBootSchema, await shadow.json()).context.error).toEqual({
      name: 'CampaignDisabled',
      code: 410,
    });
  });

  it('a campaign switched off does not answer its home stock search in the page', async () => {
    const { app } = await withEndedCampaign();
    expect(await (await app.request('/embed?campaign=ended')).text()).not.toContain('upshift-responses');
  });

  it('a landing route whose vehicle is gone: VehicleNotFound (404), standalone and as the iframe’s first route', async () => {
    const { app } = await makeApp();
    for (const path of [
      '/no-profile/vehicles/v999',
      '/vehicles/v999',
      '/vehicles/v999/test-drive',
      '/vehicles/bad%20id!',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect((await contextOf(res)).error, path).toEqual({ name: 'VehicleNotFound', code: 404 });
    }
    const framed = await app.request(`/embed?campaign=main&route=${encodeURIComponent('/no-profile/vehicles/v999')}`);
    expect(framed.status).toBe(404);
    expect((await contextOf(framed)).error).toEqual({ name: 'VehicleNotFound', code: 404 });
  });

  it('no error for a vehicle in stock, a page about no vehicle, or a vehicle of interest that is gone (dropped)', async () => {
    const { app } = await makeApp();
    for (const path of ['/no-profile/vehicles/v1', '/vehicles/v1', '/', '/account/login']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect((await contextOf(res)).error, path).toBeNull();
    }
    const interest = await app.request('/embed?campaign=main&vehicle=v999');
    expect(interest.status).toBe(200);
    expect(await contextOf(interest)).toMatchObject({ error: null, vehicleOfInterestId: null });
  });

  it('the plugin landing page makes its vehicle the vehicle of interest, over the embed’s; gone, VehicleNotFound', async () => {
    const { app } = await makeApp();
    const standalone = await app.request('/shop/v2');
    expect(standalone.status).toBe(200);
    expect(await contextOf(standalone)).toMatchObject({ error: null, vehicleOfInterestId: 'v2' });
    const framed = await app.request(`/embed?campaign=main&vehicle=v1&route=${encodeURIComponent('/shop/v2')}`);
    expect(await contextOf(framed)).toMatchObject({ error: null, vehicleOfInterestId: 'v2' });
    const gone = await app.request('/shop/v999');
    expect(gone.status).toBe(404);
    expect(await contextOf(gone)).toMatchObject({
      error: { name: 'VehicleNotFound', code: 404 },
      vehicleOfInterestId: null,
    });
  });
});

describe('standalone shell and fallback', () => {
  it('serves the shell on app routes, with the default campaign and no framing', async () => {
    const { app } = await makeApp();
    for (const path of ['/', '/account/login', '/no-profile/vehicles/v1']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(csp(res)).toMatch(/frame-ancestors 'none'$/);
      const context = v.parse(PageContextSchema, readShell(await res.text()).context);
      expect(context).toMatchObject({ mode: 'standalone', overlayEnabled: false, apiBase: '', refererUrl: null });
      expect(context.campaign.slug).toBe('main');
    }
  });

  it("keeps a dealer site's referrer for the link-back banner, and only a dealer site's", async () => {
    const { app } = await makeApp();
    const from = async (referer: string) => {
      const res = await app.request('/listings', { headers: { Referer: referer } });
      return v.parse(PageContextSchema, readShell(await res.text()).context).refererUrl;
    };
    expect(await from(`${SITE_ORIGIN}/inventory`)).toBe(`${SITE_ORIGIN}/inventory`);
    expect(await from('https://evil.example/')).toBeNull();
    expect(await from('javascript:alert(1)')).toBeNull();
  });

  it("picks the campaign whose domain is the request's host name", async () => {
    const { app } = await makeApp();
    const res = await app.request('http://upgrade.test:8080/?dealer=d2');
    const context = v.parse(PageContextSchema, readShell(await res.text()).context);
    expect(context.campaign.slug).toBe('upgrade');
    expect(context.dealer?.id).toBe('d2');
  });

  it('serves the shell (the app shows its error page) for unknown paths under a registered prefix', async () => {
    const { app } = await makeApp();
    for (const path of ['/account/nope', '/vehicles/x/y', '/garage']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(readShell(await res.text()).context).toBeDefined();
    }
  });

  it('serves the server-rendered fallback for any other path', async () => {
    const { app } = await makeApp();
    for (const path of ['/nope', '/accounting', '/logout', '/assets-x']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<title>Page not found</title>');
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).toContain('<a href="/">');
      expect(html).not.toContain('upshift-context');
      expect(html).not.toContain('<script');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});
