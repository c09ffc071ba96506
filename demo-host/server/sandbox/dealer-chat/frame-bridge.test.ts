// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SOURCE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'frame-bridge.js'), 'utf8');
const PARENT = 'https://app.example';

// The scripts run in jsdom's own windows (vitest exposes the JSDOM instance), not in the test's global.
const outer = () => (globalThis as unknown as { jsdom: { window: Window } }).jsdom.window;

/** A frame whose body reports `size`, running the bridge as the server renders it. */
function frameWith(attrs: Record<string, string>, size = { width: 140, height: 48 }) {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const doc = iframe.contentDocument!;
  const box = { ...size };
  doc.body.getBoundingClientRect = () => ({ width: box.width, height: box.height }) as DOMRect;
  const script = doc.createElement('script');
  for (const [k, value] of Object.entries(attrs)) script.setAttribute(k, value);
  script.textContent = SOURCE;
  doc.body.append(script);
  return { doc, box };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("the dealer chat frame's bridge", () => {
  it('tells only the given parent origin the size of its content, again when it changes', async () => {
    const post = vi.spyOn(outer(), 'postMessage').mockImplementation(() => {});
    const { doc, box } = frameWith({ 'data-parent-origin': PARENT });
    expect(post.mock.calls).toEqual([[{ upshift: 1, type: 'chat-size', width: 140, height: 48 }, PARENT]]);
    box.height = 170.2;
    const panel = doc.createElement('div');
    doc.body.append(panel);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post).toHaveBeenLastCalledWith({ upshift: 1, type: 'chat-size', width: 140, height: 171 }, PARENT);
    // The same size again is not news.
    panel.hidden = true;
    await new Promise((r) => setTimeout(r, 10));
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls.every((call) => (call as unknown[])[1] === PARENT)).toBe(true);
  });

  it('posts nothing without a plain http(s) parent origin', () => {
    const post = vi.spyOn(outer(), 'postMessage').mockImplementation(() => {});
    for (const parent of ['', '*', 'null', 'javascript:alert(1)', 'https://app.example/path']) {
      frameWith(parent ? { 'data-parent-origin': parent } : {});
    }
    expect(post).not.toHaveBeenCalled();
  });
});
