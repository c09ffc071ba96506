/**
 * The demo dealer site's share of the fuzz (demo-host/server/http/fuzz/api-fuzz.test.ts does the
 * API): every route the site registers, read from the app, gets hostile path segments and queries;
 * the sandbox pages' form posts get malformed forms with and without their CSRF cookie and field; the
 * sandbox CRM's ADF receiver gets broken, hostile and huge XML. No answer may be a 5xx (but the CRM's
 * 503 while its outage switch is on, which is what that switch is for), and a JSON 4xx has the API's
 * error body. Runs on SQLite, and on PostgreSQL under `test:pg`; FUZZ_SEED replays a run.
 */
import { describe, expect, it } from 'vitest';
import { fixtureAdfXml, FIXTURE_LEAD_ID } from '../server/domain/leads/adf-fixture.ts';
import { buildSeed } from '../server/db/seed/seed-data.ts';
import { seedDb } from '../server/db/seed/seed.ts';
import {
  FailureLog,
  fillPath,
  fuzzScale,
  fuzzSeed,
  handlerRoutes,
  HOSTILE_QUERY_VALUES,
  hostileSegments,
  paramNames,
  Prng,
  queryCases,
  type Route,
} from '../server/http/fuzz/fuzz-kit.ts';
import { APP_ORIGIN, makeEmptyDb, SITE_ORIGIN } from '../server/test-support.ts';
import { createSiteApp } from './app.ts';
import { HOURS_WEEKDAYS, hoursField } from './hours-form.ts';
import { CRM_RECEIVER_PATH } from './crm-receiver.ts';
import { SANDBOX_CSRF_FIELD } from './sandbox-forms.ts';

/** The double-submit token: any value works when the cookie and the field agree. */
const TOKEN = 'fuzz-token-0123456789abcdef';
const FORM_COOKIES = `upshift_queue_csrf=${TOKEN}; upshift_lead_inbox_csrf=${TOKEN}`;

type SiteSample = { query?: Record<string, string>; form?: Record<string, string>; xml?: true };

const hoursForm = Object.fromEntries(
  HOURS_WEEKDAYS.flatMap((day) => [
    [hoursField(day, 'open'), '09:00'],
    [hoursField(day, 'close'), '18:00'],
  ]),
);

const SAMPLES: Record<string, SiteSample> = {
  'GET /': { query: { campaign: 'demo-ecommerce', dealer: 'd100', locale: 'es' } },
  'GET /inventory': { query: { campaign: 'demo-ecommerce', stock: 'NEW' } },
  'GET /vehicles/:id': { query: { campaign: 'demo-ecommerce' } },
  'GET /inline': { query: { campaign: 'demo-ecommerce' } },
  'GET /shadow': { query: { campaign: 'demo-ecommerce' } },
  'GET /react': { query: { campaign: 'demo-ecommerce', locale: 'es' } },
  'GET /console': { query: { campaign: 'demo-ecommerce', dealer: 'd100', flags: 'a,b', mount: 'shadow' } },
  'POST /call-center/hours/:dealerId': { form: hoursForm },
  'POST /call-center/:id/done': { form: {} },
  'POST /lead-inbox/crm-outage': { form: { outage: 'off' } },
  'POST /lead-inbox/:id/replay': { form: {} },
  [`POST ${CRM_RECEIVER_PATH}`]: { xml: true },
};

const VALID_PARAMS: Record<string, string> = {
  id: 'v1001',
  dealerId: 'd100',
};

type SiteCase = {
  label: string;
  method: string;
  params: Record<string, string> | null;
  query: string;
  contentType: string | null;
  body: string | Uint8Array<ArrayBuffer> | null;
  headers: Record<string, string>;
};

const form = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, value]) => `${encodeURIComponent(k)}=${encodeURIComponent(value)}`)
    .join('&');

const FORM = 'application/x-www-form-urlencoded';

/** Malformed form posts: each field hostile or gone, the CSRF pair wrong or missing, wrong encodings. */
function formCases(rng: Prng, fields: Record<string, string>): Omit<SiteCase, 'method' | 'params' | 'query'>[] {
  const signed = { ...fields, [SANDBOX_CSRF_FIELD]: TOKEN };
  const withCookie = { Cookie: FORM_COOKIES, Origin: SITE_ORIGIN };
  const cases: Omit<SiteCase, 'method' | 'params' | 'query'>[] = [
    { label: 'valid form', contentType: FORM, body: form(signed), headers: withCookie },
    { label: 'no CSRF cookie', contentType: FORM, body: form(signed), headers: {} },
    { label: 'wrong CSRF field', contentType: FORM, body: form({ ...fields, _csrf: 'x' }), headers: withCookie },
    {
      label: 'foreign Origin',
      contentType: FORM,
      body: form(signed),
      headers: { ...withCookie, Origin: 'https://evil.example' },
    },
  ];
  for (const key of rng.sample(Object.keys(fields), Math.ceil(6 * fuzzScale()))) {
    const others = Object.fromEntries(Object.entries(signed).filter(([k]) => k !== key));
    cases.push({ label: `${key} removed`, contentType: FORM, body: form(others), headers: withCookie });
    const hostile = rng.pick(HOSTILE_QUERY_VALUES);
    cases.push({
      label: `${key}=${hostile.slice(0, 40)}`,
      contentType: FORM,
      body: `${form(others)}&${encodeURIComponent(key)}=${hostile}`,
      headers: withCookie,
    });
  }
  const whole: Omit<SiteCase, 'method' | 'params' | 'query'>[] = [
    { label: 'every field repeated', contentType: FORM, body: `${form(signed)}&${form(signed)}`, headers: withCookie },
    { label: 'bad escapes', contentType: FORM, body: `${form(signed)}&%=%&%ZZ=%E0%A4%A`, headers: withCookie },
    { label: 'every value with %00', contentType: FORM, body: `${form(signed)}&outage=off%00`, headers: withCookie },
    {
      label: 'huge form 200 KB',
      contentType: FORM,
      body: `${form(signed)}&pad=${'p'.repeat(200_000)}`,
      headers: withCookie,
    },
    { label: 'empty body', contentType: FORM, body: '', headers: withCookie },
    { label: 'no content type', contentType: null, body: form(signed), headers: withCookie },
    { label: 'JSON', contentType: 'application/json', body: JSON.stringify(signed), headers: withCookie },
    {
      label: 'broken multipart',
      contentType: 'multipart/form-data; boundary=xx',
      body: '--xx\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\nbroken',
      headers: withCookie,
    },
    {
      label: 'multipart without boundary',
      contentType: 'multipart/form-data',
      body: `--xx\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${TOKEN}\r\n--xx--\r\n`,
      headers: withCookie,
    },
    {
      label: 'valid multipart',
      contentType: 'multipart/form-data; boundary=xx',
      body: `--xx\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${TOKEN}\r\n--xx--\r\n`,
      headers: withCookie,
    },
  ];
  return [...cases, ...whole];
}

/** Broken, hostile and huge ADF documents for the sandbox CRM. */
function xmlCases(): Omit<SiteCase, 'method' | 'params' | 'query'>[] {
  const valid = fixtureAdfXml({ dealerId: 'd100' });
  const xml = (label: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) => ({
    label,
    contentType: 'application/xml; charset=utf-8',
    body,
    headers,
  });
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${String(i + 1)} "${`&lol${i ? String(i) : ''};`.repeat(10)}">`,
  ).join('')}]><adf><prospect>&lol9;</prospect></adf>`;
  return [
    xml('valid ADF', valid),
    xml('valid ADF, Idempotency-Key of the lead', valid, { 'Idempotency-Key': FIXTURE_LEAD_ID }),
    xml('Idempotency-Key garbage', valid, { 'Idempotency-Key': 'x'.repeat(5000) }),
    xml('truncated', valid.slice(0, Math.floor(valid.length / 2))),
    xml('empty', ''),
    xml('not XML', 'hello'),
    xml('JSON', '{"adf":1}'),
    xml('billion laughs', laughs),
    xml('external entity', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><adf>&x;</adf>'),
    xml('deep nesting', `${'<a>'.repeat(20_000)}${'</a>'.repeat(20_000)}`),
    xml('huge 300 KB', valid.replace('</adf>', `<pad>${'p'.repeat(300_000)}</pad></adf>`)),
    xml('NUL in text', valid.replace('</adf>', '<x>\u0000</x></adf>')),
    xml('invalid UTF-8', new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e])),
    xml('vendor id hostile', valid.replace(/<id[^>]*>d100<\/id>/, `<id>${"' OR 1=1 --".repeat(50)}</id>`)),
    xml('lead id hostile', valid.replaceAll(FIXTURE_LEAD_ID, 'not-a-uuid\u202e')),
    { label: 'text/plain', contentType: 'text/plain', body: valid, headers: {} },
    { label: 'xml charset latin1', contentType: 'text/xml; charset=iso-8859-1', body: valid, headers: {} },
    { label: 'no content type', contentType: null, body: valid, headers: {} },
  ];
}

describe('site fuzz: malformed input never gets a 5xx', () => {
  it('every route of the demo dealer site', { timeout: 120_000 }, async () => {
    const seed = fuzzSeed();
    const rng = new Prng(seed);
    const log = new FailureLog(seed);
    const db = await makeEmptyDb();
    await seedDb(db, buildSeed, { siteOrigin: SITE_ORIGIN, appHost: new URL(APP_ORIGIN).host });
    const app = createSiteApp({ db, appOrigin: APP_ORIGIN, siteOrigin: SITE_ORIGIN });
    const routes = handlerRoutes(app);

    const gaps: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      for (const name of paramNames(route.path))
        if (VALID_PARAMS[name] === undefined) gaps.push(`${key}: no valid value for :${name}`);
      if (route.method !== 'GET' && !SAMPLES[key]) gaps.push(`${key}: no sample in SAMPLES`);
    }
    expect(gaps, 'routes the fuzz cannot exercise').toEqual([]);

    const scale = fuzzScale();
    const casesOf = (route: Route): SiteCase[] => {
      const sample = SAMPLES[`${route.method} ${route.path}`] ?? {};
      const query = new URLSearchParams(sample.query ?? {}).toString();
      const bodies =
        route.method === 'GET'
          ? [{ label: 'valid', contentType: null, body: null, headers: {} }]
          : sample.xml
            ? xmlCases()
            : formCases(rng, sample.form ?? {});
      const base = { method: route.method, params: null, query };
      const cases: SiteCase[] = bodies.map((b) => ({ ...base, ...b }));
      const valid = bodies[0] as Omit<SiteCase, 'method' | 'params' | 'query'>;
      for (const name of [...paramNames(route.path), ...(route.path.endsWith('*') ? ['*'] : [])]) {
        for (const segment of hostileSegments(rng, Math.ceil(3 * scale)))
          cases.push({ ...base, ...valid, label: `:${name}=${segment.slice(0, 40)}`, params: { [name]: segment } });
      }
      for (const q of queryCases(rng, sample.query ?? {}, Math.ceil(2 * scale), Math.ceil(2 * scale)))
        cases.push({ ...base, ...valid, label: `query ${q.label}`, query: q.query });
      return cases;
    };

    // Unknown paths reach the site's not-found page.
    const routesAndMore: Route[] = [...routes, { method: 'GET', path: '/no/such/page' }];
    for (const route of routesAndMore) {
      for (const c of casesOf(route)) {
        const params = { ...Object.fromEntries(paramNames(route.path).map((n) => [n, VALID_PARAMS[n] ?? ''])) };
        Object.assign(params, c.params);
        const path = fillPath(route.path, params, c.params?.['*'] ?? '');
        const url = c.query ? `${path}?${c.query}` : path;
        const headers = { ...c.headers, ...(c.contentType ? { 'Content-Type': c.contentType } : {}) };
        let res: Response;
        try {
          res = await app.request(url, { method: c.method, headers, ...(c.body !== null ? { body: c.body } : {}) });
        } catch (error) {
          res = new Response(String(error), { status: 599 });
        }
        await log.check(route, { method: c.method, url, input: c.label, as: 'site visitor' }, res, {
          errorShape: 'never',
          // The sandbox CRM's outage switch (on the lead inbox page) makes it answer 503 on purpose.
          allow: (answer, text) => path === CRM_RECEIVER_PATH && answer.status === 503 && /outage/i.test(text),
        });
      }
    }
    console.log(
      `Site fuzz: ${String(log.requests)} requests over ${String(routes.length)} routes, seed ${String(seed)}`,
    );
    expect(log.report()).toBe('');
  });
});
