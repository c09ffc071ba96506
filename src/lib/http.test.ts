import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, configureHttp, http, isErrorReporterEnabled, isExpectedFailure } from './http.ts';

const calls: { url: string; init: RequestInit }[] = [];
let respond: (url: string) => Response;

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init: init ?? {} });
    return respond(url);
  });
  configureHttp({ apiBase: 'http://api.test', csrf: { header: 'X-CSRF-TOKEN', token: 'tok' } });
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const headersOf = (i: number) => new Headers(calls[i]!.init.headers as HeadersInit);

describe('http client', () => {
  it('prefixes /api and parses the response with its schema', async () => {
    respond = () => json(200, { id: 'a' });
    await expect(http.get('/things/a', v.object({ id: v.string() }))).resolves.toEqual({ id: 'a' });
    expect(calls[0]!.url).toBe('http://api.test/api/things/a');
  });

  it('sends the CSRF header on mutating calls only', async () => {
    respond = () => json(200, {});
    await http.get('/x', v.object({}));
    await http.post('/x', v.object({}), { a: 1 });
    expect(headersOf(0).get('X-CSRF-TOKEN')).toBeNull();
    expect(headersOf(1).get('X-CSRF-TOKEN')).toBe('tok');
  });

  it('sends the CSRF header on a GET that asks for it (the MFA verify calls)', async () => {
    respond = () => json(200, {});
    await http.get('/x', v.object({}), { csrf: true });
    expect(headersOf(0).get('X-CSRF-TOKEN')).toBe('tok');
  });

  it('turns a 400 into field errors and does not report it', async () => {
    respond = () => json(400, { message: 'Invalid', fieldErrors: [{ field: 'email', message: 'Email is required' }] });
    const error = await http.post('/x', v.object({}), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'email', message: 'Email is required' }]);
    expect(calls.filter((c) => c.url.endsWith('/log-fe-message'))).toHaveLength(0);
  });

  it('reports every other failure to log-fe-message', async () => {
    respond = (url) => (url.endsWith('/log-fe-message') ? json(200, { logged: true }) : json(500, { message: 'boom' }));
    const error = await http.get('/x', v.object({})).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(500);
    const log = calls.find((c) => c.url.endsWith('/api/log-fe-message'));
    expect(log).toBeDefined();
    expect(new Headers(log!.init.headers as HeadersInit).get('X-CSRF-TOKEN')).toBe('tok');
  });

  it('reports no invitation PIN or code: neither in the page address nor in the message', async () => {
    const before = location.href;
    history.replaceState(null, '', '/embed?campaign=main#/profile/verify-access?pin=P1n2&step=2');
    respond = (url) =>
      url.endsWith('/log-fe-message') ? json(200, { logged: true }) : json(500, { message: 'bad /x?token=T0k' });
    await http.get('/x', v.object({})).catch(() => {});
    history.replaceState(null, '', before);
    const body = JSON.parse(String(calls.find((c) => c.url.endsWith('/log-fe-message'))!.init.body)) as {
      message: string;
      url: string;
    };
    expect(body.url).toMatch(/\/embed\?campaign=main#\/profile\/verify-access\?step=2$/);
    expect(body.message).toBe('ApiError: bad /x');
  });

  const reports = () =>
    calls
      .filter((c) => c.url.endsWith('/log-fe-message'))
      .map((c) => JSON.parse(String(c.init.body)) as { message: string; level: string; expected: boolean });

  it('reports a status the caller expects tagged as expected (a credit 404 is a state, seed 000 §8)', async () => {
    respond = (url) =>
      url.endsWith('/log-fe-message') ? json(200, {}) : json(404, { message: 'No credit information on file' });
    const error = await http.get('/x', v.object({}), { expected: [404] }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
    await http.get('/y', v.object({})).catch(() => undefined);
    expect(reports()).toEqual([
      { message: 'ApiError: No credit information on file', level: 'error', url: expect.any(String), expected: true },
      { message: 'ApiError: No credit information on file', level: 'error', url: expect.any(String), expected: false },
    ]);
  });

  it('reports a 429 tagged as expected: the limiter doing its job (seed 001 §8)', async () => {
    respond = (url) =>
      url.endsWith('/log-fe-message') ? json(200, {}) : json(429, { message: 'Too many', retryAfterSeconds: 60 });
    const error = await http.post('/x', v.object({}), {}).catch((e: unknown) => e);
    expect((error as ApiError).isTooManyRequests).toBe(true);
    expect(reports()).toMatchObject([{ message: 'ApiError: Too many', expected: true }]);
  });

  it('reports an unexpected failure untagged', async () => {
    respond = (url) => (url.endsWith('/log-fe-message') ? json(200, {}) : json(503, { message: 'Down' }));
    await http.get('/x', v.object({})).catch(() => undefined);
    expect(reports()).toMatchObject([{ message: 'ApiError: Down', level: 'error', expected: false }]);
  });

  it('reports nothing when the error reporter is off for this environment', async () => {
    configureHttp({
      apiBase: 'http://api.test',
      csrf: { header: 'X-CSRF-TOKEN', token: 'tok' },
      reportErrors: isErrorReporterEnabled('qa'),
    });
    respond = () => json(500, { message: 'boom' });
    await http.get('/x', v.object({})).catch(() => undefined);
    expect(calls.filter((c) => c.url.endsWith('/log-fe-message'))).toHaveLength(0);
  });

  it('rejects a response that does not match the schema, and reports it', async () => {
    respond = (url) => (url.endsWith('/log-fe-message') ? json(200, { logged: true }) : json(200, { id: 5 }));
    const error = await http.get('/x', v.object({ id: v.string() })).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('invalid-response');
    expect((error as ApiError).message).toContain('id');
    expect(calls.some((c) => c.url.endsWith('/log-fe-message'))).toBe(true);
  });

  it('calls root paths outside /api', async () => {
    respond = () => json(200, { success: true, csrfToken: 'n' });
    await http.post('/logout', v.object({ success: v.boolean(), csrfToken: v.string() }), undefined, { root: true });
    expect(calls[0]!.url).toBe('http://api.test/logout');
  });
});

describe('isExpectedFailure (seed 001 §8)', () => {
  it('is a 429, or a status the caller turns into a state', () => {
    expect(isExpectedFailure(429)).toBe(true);
    expect(isExpectedFailure(404, [404])).toBe(true);
    expect(isExpectedFailure(404)).toBe(false);
    expect(isExpectedFailure(500, [404])).toBe(false);
  });
});

describe('isErrorReporterEnabled (seed 000 §9)', () => {
  it('sends a query with repeated keys for arrays and leaves out empty values', async () => {
    respond = () => json(200, {});
    await http.get('/search', v.object({}), {
      query: { makes: ['BMW', 'Toyota'], q: 'a b', none: '', skip: undefined },
    });
    expect(calls[0]!.url).toBe('http://api.test/api/search?makes=BMW&makes=Toyota&q=a+b');
  });

  it('sends a JSON body with its content type', async () => {
    respond = () => json(200, {});
    await http.put('/x', v.object({}), { ids: ['a'] });
    expect(calls[0]!.init.body).toBe('{"ids":["a"]}');
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
  });

  it('turns a failure whose body is not JSON into an error with its status', async () => {
    respond = (url) => (url.endsWith('/log-fe-message') ? json(200, {}) : new Response('Bad gateway', { status: 502 }));
    const error = await http.get('/x', v.object({})).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).message).toBe('GET /x failed with 502');
  });

  it('turns a network failure into a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await http.get('/x', v.object({})).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('network');
  });

  it('gives an abort back to the caller as it came', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await http.get('/x', v.object({})).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('is on for prod, beta and dev only', () => {
    expect(['prod', 'beta', 'dev'].map(isErrorReporterEnabled)).toEqual([true, true, true]);
    expect(['qa', 'local', 'test', 'staging'].map(isErrorReporterEnabled)).toEqual([false, false, false, false]);
  });
});
