/** The app's log messages reach the server's log on one line each, expected failures tagged as such. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listFeLogs } from '../../db/fe-logs-repo.ts';
import { cookieOf, makeDb, readShell, testApp } from '../../test-support.ts';

afterEach(() => vi.restoreAllMocks());

describe('POST /api/log-fe-message', () => {
  it('writes a message with a line break and terminal escapes as one escaped line', async () => {
    const db = await makeDb();
    // Not quiet: what the server prints is what these tests read.
    const app = testApp(db, { quiet: false });
    const shell = await app.request('/embed?campaign=main');
    const cookie = cookieOf(shell);
    const { token } = readShell(await shell.text());
    const lines: string[] = [];
    const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    vi.spyOn(console, 'warn').mockImplementation(keep);
    vi.spyOn(console, 'log').mockImplementation(keep);
    vi.spyOn(console, 'error').mockImplementation(keep);
    const res = await app.request('/api/log-fe-message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-TOKEN': token },
      body: JSON.stringify({
        message: 'boom\n[app error] forged \u001b[2Kcleared',
        level: 'warn',
        url: 'http://x/y\r\n[app error] also forged',
      }),
    });
    expect(res.status).toBe(200);
    const app_ = lines.filter((line) => line.includes('[app warn]'));
    expect(app_).toHaveLength(1);
    const output = lines.join('\n');
    // Each call is one line (the request log colours its status itself), and no line is a forged app message.
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
    expect(app_[0]).not.toContain('\u001b');
    expect(output.split('\n').filter((line) => line.startsWith('[app error]'))).toEqual([]);
    expect(app_[0]).toContain('boom\\n[app error] forged \\x1b[2Kcleared');
    expect(app_[0]).toContain('http://x/y\\r\\n[app error] also forged');
  });

  it('keeps and prints a report tagged expected (a 429, a credit 404; seed 001 §8) as expected, others not', async () => {
    const db = await makeDb();
    // Not quiet: what the server prints is what these tests read.
    const app = testApp(db, { quiet: false });
    const lines: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const shell = await app.request('/embed?campaign=main');
    const cookie = cookieOf(shell);
    const { token } = readShell(await shell.text());
    const post = (body: object) =>
      app.request('/api/log-fe-message', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-TOKEN': token },
        body: JSON.stringify(body),
      });
    expect((await post({ message: 'ApiError: Too many', expected: true })).status).toBe(200);
    // An app from before the tag sends none: its reports are not expected.
    expect((await post({ message: 'ApiError: boom' })).status).toBe(200);
    const rows = await listFeLogs(db);
    expect(rows.map((r) => [r.message, r.expected])).toEqual([
      ['ApiError: boom', false],
      ['ApiError: Too many', true],
    ]);
    expect(lines.filter((line) => line.startsWith('[app '))).toEqual([
      '[app error, expected] ApiError: Too many',
      '[app error] ApiError: boom',
    ]);
  });
});
