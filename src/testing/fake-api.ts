/**
 * A fake API behind the one HTTP client: tests declare what the server answers (`api.on('GET', '/deals/:id', …)`),
 * the app's own fetchers and schemas run unchanged, and tests assert the requests that went out (method, path,
 * query, body) and what the screen shows. A request no handler answers fails the test. Test code only.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { LogMessage } from '../contract/log.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type SentRequest = {
  method: Method;
  /** Under /api, without the query: '/deals/d1'. Outside it (the logout form), the full path. */
  path: string;
  /** As sent, strings; a repeated key (makes=A&makes=B) as its list. */
  query: Record<string, string | string[]>;
  body: unknown;
  headers: Headers;
  /** The request's abort signal, if it had one. */
  signal: AbortSignal | null;
};

/** An answer other than a 200 with a JSON body. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown = null,
  ) {}
}

/** A non-200 answer: `reply(404, { message: 'Not found' })`. */
export const reply = (status: number, body: unknown = null): Reply => new Reply(status, body);

/** A connection that fails (offline, DNS, CORS). */
export const networkError = Symbol('network error');

type Answer = unknown;
export type Handler = (request: SentRequest & { params: Record<string, string> }) => Answer | Promise<Answer>;

type Route = { method: Method; pattern: RegExp; keys: string[]; handler: Handler; once: boolean };

/** A handler first: `answer` alone is unknown, which would leave a handler's `{ params, query, body }` untyped. */
type Declare = {
  (method: Method, path: string, handler: Handler): void;
  (method: Method, path: string, answer: Answer): void;
};

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), keys };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

function createFakeApi() {
  let routes: Route[] = [];
  const requests: SentRequest[] = [];
  const reports: LogMessage[] = [];
  const unanswered: string[] = [];

  function add(method: Method, path: string, answer: Answer | Handler, once: boolean): void {
    // A Reply or networkError is kept as it is: a clone would lose the class (a 200) or throw (a Symbol).
    const handler: Handler =
      typeof answer === 'function'
        ? (answer as Handler)
        : () => (answer instanceof Reply || answer === networkError ? answer : structuredClone(answer));
    // One-time answers go first, in the order declared; of the standing ones the latest wins, so a test
    // can override a file's default answer.
    const route = { method, ...compile(path), handler, once };
    const standing = routes.findIndex((r) => !r.once);
    if (!once) routes.unshift(route);
    else if (standing === -1) routes.push(route);
    else routes.splice(standing, 0, route);
  }

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app.test',
    );
    const method = (init.method ?? 'GET').toUpperCase() as Method;
    const text = typeof init.body === 'string' ? init.body : null;
    // A JSON body is read back as its value; a file (an upload) is kept as the Blob it was.
    const body = text !== null ? (JSON.parse(text) as unknown) : init.body instanceof Blob ? init.body : undefined;
    return answer(method, url, body, new Headers(init.headers), init.signal ?? null);
  }

  async function answer(
    method: Method,
    url: URL,
    body: unknown,
    headers: Headers,
    signal: AbortSignal | null,
  ): Promise<Response> {
    const path = url.pathname.startsWith('/api/') ? url.pathname.slice(4) : url.pathname;
    const request: SentRequest = { method, path, query: queryOf(url.searchParams), body, headers, signal };
    if (path === '/log-fe-message') {
      reports.push(request.body as LogMessage);
      return json(200, { logged: true });
    }
    requests.push(request);
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      if (route.once) routes = routes.filter((r) => r !== route);
      const params = Object.fromEntries(route.keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)]));
      const given = await abortable(Promise.resolve(route.handler({ ...request, params })), signal);
      if (given === networkError) throw new TypeError('Failed to fetch');
      return given instanceof Reply ? json(given.status, given.body) : json(200, given);
    }
    unanswered.push(`${method} ${path}`);
    return json(501, { message: `No fake answer for ${method} ${path}` });
  }

  const on: Declare = (method: Method, path: string, answer: Answer | Handler) => add(method, path, answer, false);
  const once: Declare = (method: Method, path: string, answer: Answer | Handler) => add(method, path, answer, true);

  /** The client's uploads go by XMLHttpRequest (for their progress): the same answers, through the same routes. */
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method: Method = 'GET';
    private url = new URL('http://app.test');
    private headers = new Headers();
    private stop = new AbortController();
    open(method: string, url: string): void {
      this.method = method.toUpperCase() as Method;
      this.url = new URL(url, 'http://app.test');
    }
    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }
    abort(): void {
      this.stop.abort();
    }
    send(body: Blob | null): void {
      const size = body?.size ?? 0;
      this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: size, total: size }));
      void answer(this.method, this.url, body ?? undefined, this.headers, this.stop.signal)
        .then(async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') this.onabort?.();
          else this.onerror?.();
        })
        .finally(() => this.onloadend?.());
    }
  }

  return {
    fetch,
    XMLHttpRequest: FakeXhr,
    /** Answers every matching request (the latest declaration first); `:name` segments become params. */
    on,
    /** Answers the next matching request only (before any standing answer; several, in the order declared). */
    once,
    /** Every request the app sent (reports to /log-fe-message aside), oldest first. */
    requests,
    /** What the app reported to POST /log-fe-message (seed 001 §8), oldest first. */
    reports,
    /** The requests sent to `method path` (a pattern like on()'s). */
    sent(method: Method, path: string): SentRequest[] {
      const { pattern } = compile(path);
      return requests.filter((r) => r.method === method && pattern.test(r.path));
    },
    /** The body of the last request to `method path`. */
    lastBody(method: Method, path: string): unknown {
      const all = this.sent(method, path);
      if (all.length === 0) throw new Error(`No ${method} ${path} was sent`);
      return all[all.length - 1]!.body;
    },
    reset(): void {
      routes = [];
      requests.length = 0;
      reports.length = 0;
      unanswered.length = 0;
    },
    unanswered,
  };
}

/** As a real fetch does, an aborted request rejects with an AbortError, also while its answer is pending. */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    answer.then(resolve, reject);
  });
}

function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    query[key] = all.length > 1 ? all : all[0]!;
  }
  return query;
}

function json(status: number, body: unknown): Response {
  return new Response(body === null || body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Installs the fake for every test of the file: a fresh one before each test (declare answers in a
 * beforeEach or the test), and a failure after a test whose app asked for something nobody answered.
 */
export function useFakeApi(): FakeApi {
  const api = createFakeApi();
  const realFetch = globalThis.fetch;
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    api.reset();
    globalThis.fetch = vi.fn(api.fetch);
    globalThis.XMLHttpRequest = api.XMLHttpRequest as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    globalThis.XMLHttpRequest = realXhr;
    expect(api.unanswered, 'requests with no fake answer').toEqual([]);
  });
  return api;
}
