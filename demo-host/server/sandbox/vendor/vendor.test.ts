// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const source = (file: string) => readFileSync(join(here, file), 'utf8');

type VendorWindow = {
  console: Console;
  UpshiftCobrowse?: {
    licenseKey: string;
    ready: boolean;
    session: boolean;
    startSession: () => void;
    endSession: () => void;
    stop: () => void;
  };
  UpshiftReputation?: { widgetId: string; tenantKey: string; open: () => void; destroy: () => void };
};
// The scripts run in jsdom's own window (vitest exposes the JSDOM instance), not in the test's global.
const win = () => (globalThis as unknown as { jsdom: { window: VendorWindow } }).jsdom.window;

/** Runs a vendor file as the browser would run its <script> tag with these attributes. */
function run(file: string, attrs: Record<string, string>): void {
  const script = document.createElement('script');
  for (const [k, value] of Object.entries(attrs)) script.setAttribute(k, value);
  script.textContent = source(file);
  document.head.append(script);
}

afterEach(() => {
  win().UpshiftCobrowse?.stop();
  win().UpshiftReputation?.destroy();
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('co-browse loader', () => {
  const sessions = () => {
    const seen: boolean[] = [];
    document.addEventListener('upshift-cobrowse:session', (e) =>
      seen.push((e as CustomEvent<{ active: boolean }>).detail.active),
    );
    return seen;
  };

  it('reads its licence key from the tag, exposes the API and draws nothing itself', () => {
    const ready = vi.fn();
    document.addEventListener('upshift-cobrowse:ready', ready);
    run('cobrowse-loader.js', { 'data-license-key': 'CB-DEMO-4F2A9C71', 'data-locale': 'es' });
    expect(win().UpshiftCobrowse).toMatchObject({ licenseKey: 'CB-DEMO-4F2A9C71', ready: true, session: false });
    expect(ready).toHaveBeenCalledTimes(1);
    expect(document.body.children).toHaveLength(0);
    win().UpshiftCobrowse?.stop();
    expect(win().UpshiftCobrowse).toBeUndefined();
  });

  it('tells the page when a session starts and ends, once each; stopping ends a running one', () => {
    const seen = sessions();
    run('cobrowse-loader.js', { 'data-license-key': 'CB-DEMO-4F2A9C71' });
    const api = win().UpshiftCobrowse!;
    api.startSession();
    api.startSession();
    expect(api.session).toBe(true);
    api.endSession();
    api.endSession();
    api.startSession();
    api.stop();
    expect(seen).toEqual([true, false, true, false]);
  });

  it('refuses a missing or hostile key and starts once only', () => {
    const error = vi.spyOn(win().console, 'error').mockImplementation(() => {});
    run('cobrowse-loader.js', { 'data-license-key': '"><img src=x onerror=alert(1)>' });
    expect(win().UpshiftCobrowse).toBeUndefined();
    expect(error).toHaveBeenCalled();
    run('cobrowse-loader.js', { 'data-license-key': 'CB-ONE-0001' });
    run('cobrowse-loader.js', { 'data-license-key': 'CB-TWO-0002' });
    expect(win().UpshiftCobrowse?.licenseKey).toBe('CB-ONE-0001');
  });
});

describe('reputation widget', () => {
  it('renders a bubble for the widget and tenant that opens and closes its panel', () => {
    run('reputation-widget.js', { 'data-widget-id': 'rw-4400', 'data-tenant-key': 'sunbelt-toyota-7f3a' });
    const root = document.querySelector<HTMLElement>('.upshift-reputation');
    expect(root?.dataset['widgetId']).toBe('rw-4400');
    expect(root?.dataset['tenantKey']).toBe('sunbelt-toyota-7f3a');
    const bubble = root?.querySelector('button');
    const panel = document.getElementById('upshift-reputation-panel-rw-4400');
    expect(bubble?.textContent).toBe('Chat with us');
    expect(bubble?.getAttribute('aria-controls')).toBe(panel?.id);
    expect(panel?.hidden).toBe(true);
    bubble?.click();
    expect(panel?.hidden).toBe(false);
    expect(bubble?.getAttribute('aria-expanded')).toBe('true');
    panel?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel?.hidden).toBe(true);
    expect(bubble?.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders nothing for an invalid widget id or tenant key', () => {
    vi.spyOn(win().console, 'error').mockImplementation(() => {});
    run('reputation-widget.js', { 'data-widget-id': '<b>x</b>', 'data-tenant-key': 'ok' });
    run('reputation-widget.js', { 'data-widget-id': 'rw-1' });
    expect(document.querySelector('.upshift-reputation')).toBeNull();
    expect(win().UpshiftReputation).toBeUndefined();
  });
});
