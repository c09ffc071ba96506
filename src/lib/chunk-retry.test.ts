import { describe, expect, it, vi } from 'vitest';
import { failedChunkUrl, retriesItself, retryingImport } from './chunk-retry.ts';

describe('chunk retry', () => {
  it('failedChunkUrl: the chunk a failed import names, so a retry can ask under another URL', () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://app.example/assets/later-steps-Ab1.js',
    );
    const firefox = new TypeError('error loading dynamically imported module: http://localhost:4274/assets/x-9.js');
    expect(failedChunkUrl(chromium)).toBe('https://app.example/assets/later-steps-Ab1.js');
    expect(failedChunkUrl(firefox)).toBe('http://localhost:4274/assets/x-9.js');
    // Safari names no URL, and an error thrown by the module itself is no fetch failure.
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedChunkUrl('not an error')).toBeNull();
  });

  it('retryingImport: after a failure that names a chunk, asks for that chunk under another URL', async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:9/assets/a-1.js')),
    );
    const retrying = retryingImport(load);
    await expect(retrying()).rejects.toThrow('a-1.js');
    // The second try goes to the chunk itself (here still unreachable), not to the load that failed.
    await expect(retrying()).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retryingImport: a failure that names no chunk calls the load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('page');
    const retrying = retryingImport(load);
    await expect(retrying()).rejects.toThrow('offline');
    await expect(retrying()).resolves.toBe('page');
  });

  it('retryingImport: a load that retries itself is not wrapped again', () => {
    const load = retriesItself(() => Promise.resolve(1));
    expect(retryingImport(load)).toBe(load);
  });
});
