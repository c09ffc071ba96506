import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { locale, setLocale } from './i18n/index.ts';
import { createRemote, errorMessages } from './remote-data.ts';

/** A promise the test settles by hand, to control the order answers arrive in. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  locale.value = 'en';
});

describe('createRemote', () => {
  it('goes idle → loading → complete and exposes the data', async () => {
    const remote = createRemote<number>();
    expect(remote.state.value).toEqual({ status: 'idle' });
    const d = deferred<number>();
    const running = remote.run(() => d.promise);
    expect(remote.state.value).toEqual({ status: 'loading' });
    d.resolve(42);
    await expect(running).resolves.toBe(42);
    expect(remote.state.value).toEqual({ status: 'complete', data: 42 });
    expect(remote.data.value).toBe(42);
  });

  it('aborts the previous run when a new one starts', async () => {
    const remote = createRemote<string>();
    const signals: AbortSignal[] = [];
    void remote.run((signal) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    void remote.run((signal) => {
      signals.push(signal);
      return Promise.resolve('second');
    });
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('never lets a stale result overwrite a newer one', async () => {
    const remote = createRemote<string>();
    const first = deferred<string>();
    const second = deferred<string>();
    const firstRun = remote.run(() => first.promise);
    const secondRun = remote.run(() => second.promise);
    second.resolve('new');
    await secondRun;
    first.resolve('old');
    await expect(firstRun).resolves.toBeUndefined();
    expect(remote.state.value).toEqual({ status: 'complete', data: 'new' });
  });

  it('never lets a stale error overwrite a newer state', async () => {
    const remote = createRemote<string>();
    const first = deferred<string>();
    const firstRun = remote.run(() => first.promise);
    const second = deferred<string>();
    void remote.run(() => second.promise);
    first.reject(new Error('late failure'));
    await firstRun;
    expect(remote.state.value).toEqual({ status: 'loading' });
  });

  it('treats an AbortError as no error', async () => {
    const remote = createRemote<string>();
    await remote.run(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    expect(remote.state.value.status).toBe('idle');
  });

  it('turns a 400 with field errors into their messages', async () => {
    const remote = createRemote<string>();
    const error = new ApiError('Bad request', 'http', 400, [
      { field: 'email', message: 'Duplicate email' },
      { field: 'zipCode', message: 'Unknown zip' },
    ]);
    await remote.run(() => Promise.reject(error));
    expect(remote.state.value).toEqual({ status: 'error', messages: ['Duplicate email', 'Unknown zip'], error });
  });

  it('shows a 4xx message, and the generic message for server, network and unknown failures', async () => {
    expect(errorMessages(new ApiError('Deal not found', 'http', 404))).toEqual(['Deal not found']);
    const generic = ['Sorry, there was an unexpected error, please try again shortly.'];
    expect(errorMessages(new ApiError('GET /x failed with 500', 'http', 500))).toEqual(generic);
    expect(errorMessages(new ApiError('GET /x: network error', 'network', 0))).toEqual(generic);
    expect(errorMessages(new ApiError('Unexpected response', 'invalid-response', 200))).toEqual(generic);
    expect(errorMessages(new TypeError('boom'))).toEqual(generic);
    // A 503 (the API's database is down) says the service is unavailable, not that something broke.
    expect(errorMessages(new ApiError('The service is temporarily unavailable.', 'http', 503))).toEqual([
      'We cannot reach our systems right now. Please try again in a moment.',
    ]);
    await setLocale('es');
    expect(errorMessages(new Error('x'))).toEqual([
      'Lo sentimos, ocurrió un error inesperado. Inténtelo de nuevo en unos momentos.',
    ]);
  });

  it('keeps the data while reloading and clears it on error', async () => {
    const remote = createRemote<number>();
    await remote.run(() => Promise.resolve(1));
    const reload = deferred<number>();
    const running = remote.run(() => reload.promise);
    expect(remote.state.value.status).toBe('loading');
    expect(remote.data.value).toBe(1);
    reload.reject(new Error('down'));
    await running;
    expect(remote.state.value.status).toBe('error');
    expect(remote.data.value).toBeUndefined();
  });

  it('set() wins over a load still running, reset() goes back to idle', async () => {
    const remote = createRemote<string>();
    const slow = deferred<string>();
    let seen: AbortSignal | undefined;
    const running = remote.run((signal) => {
      seen = signal;
      return slow.promise;
    });
    remote.set('saved');
    expect(seen!.aborted).toBe(true);
    slow.resolve('loaded');
    await running;
    expect(remote.state.value).toEqual({ status: 'complete', data: 'saved' });
    remote.reset();
    expect(remote.state.value).toEqual({ status: 'idle' });
    expect(remote.data.value).toBeUndefined();
  });
});
