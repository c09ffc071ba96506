// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
// happy-dom loads no script files: a vendor script then "loads" as the app origin would serve it, where by
// default it fires error as it is added. The failure tests fire error themselves.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { reply, useFakeApi, type Reply } from '../../testing/fake-api.ts';
import type { Campaign, MountMode, PageContext } from '../../contract/page-context.ts';
import { TEST_DEALER, testContext } from '../../testing/context.ts';
import { createSafeStorage, STORAGE_KEYS, type LocalKey, type SafeStorage } from '../../lib/storage.ts';
import { CHAT_DISABLED, type ChatConfig } from '../../contract/external-scripts.ts';
import { CHAT_FRAME_CLASS } from './chat-frame.ts';
import { chatSlot, cobrowseSession } from './floating.ts';
import {
  chatPlan,
  cobrowseLicenseKey,
  EXTERNAL_SCRIPT_ATTR,
  startExternalScripts,
  type ExternalScriptsLog,
} from './loader.ts';

function context(o: { campaign?: Partial<Campaign>; mode?: MountMode; apiBase?: string; dealer?: boolean } = {}) {
  return testContext({
    mode: o.mode ?? 'iframe',
    overlayEnabled: true,
    locale: 'es',
    apiBase: o.apiBase ?? '',
    navBrand: 'Riverside',
    dealer: o.dealer === false ? null : TEST_DEALER,
    campaign: { stockTypeConditions: ['NEW'], ...o.campaign },
  });
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

const api = useFakeApi();
let storage: SafeStorage<LocalKey>;
let log: { failure: Mock<ExternalScriptsLog['failure']>; note: Mock<ExternalScriptsLog['note']> };
let cleanups: (() => void)[];

beforeEach(() => {
  localStorage.clear();
  storage = createSafeStorage<LocalKey>('localStorage');
  log = { failure: vi.fn<ExternalScriptsLog['failure']>(), note: vi.fn<ExternalScriptsLog['note']>() };
  cleanups = [];
});

afterEach(() => {
  cleanups.forEach((stop) => stop());
  chatSlot.value?.remove();
  chatSlot.value = null;
  document.head.querySelectorAll(`[${EXTERNAL_SCRIPT_ATTR}]`).forEach((e) => e.remove());
  delete document.documentElement.dataset['dealerChat'];
  document.querySelectorAll('iframe').forEach((e) => e.remove());
});

const CHAT_CONFIG = '/dealer_chat_config/dealer/:dealerId';
const chatConfigAsks = () => api.sent('GET', CHAT_CONFIG);

/** Starts with an immediate schedule and waits for the chat config round trip (answered with `chat`). */
async function start(ctx: PageContext, o: { chat?: ChatConfig | Reply } = {}): Promise<{ stop: () => void }> {
  api.on('GET', CHAT_CONFIG, o.chat ?? CHAT_DISABLED);
  const asked = chatConfigAsks().length;
  const stop = startExternalScripts(ctx, {
    storage,
    log,
    schedule: (run) => {
      run();
      return () => {};
    },
  });
  cleanups.push(stop);
  await vi.waitFor(() => expect(chatConfigAsks().length - asked + (ctx.dealer ? 0 : 1)).toBeGreaterThan(0));
  // The answer's parse and the loader's reaction take a few microtasks: a macrotask sees them done.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { stop };
}

const added = (name: string) =>
  document.head.querySelectorAll<HTMLScriptElement>(`[${EXTERNAL_SCRIPT_ATTR}="${name}"]`);

describe('co-browse licence key (configuration wins, storage is the refreshed fallback)', () => {
  it('uses the configured key and refreshes the stored copy', () => {
    storage.set(STORAGE_KEYS.COBROWSE_LICENSE_KEY, 'CB-OLD-0001');
    expect(cobrowseLicenseKey({ cobrowseLicenseKey: 'CB-NEW-0002' }, storage)).toBe('CB-NEW-0002');
    expect(localStorage.getItem('COBROWSE_LICENSE_KEY')).toBe('CB-NEW-0002');
  });

  it('falls back to the stored key when the campaign has none', () => {
    storage.set(STORAGE_KEYS.COBROWSE_LICENSE_KEY, 'CB-STORED-7');
    expect(cobrowseLicenseKey({ cobrowseLicenseKey: null }, storage)).toBe('CB-STORED-7');
  });

  it('drops a stored value that is not a licence key', () => {
    storage.set(STORAGE_KEYS.COBROWSE_LICENSE_KEY, '"><script>');
    expect(cobrowseLicenseKey({ cobrowseLicenseKey: null }, storage)).toBeNull();
    expect(localStorage.getItem('COBROWSE_LICENSE_KEY')).toBeNull();
  });
});

describe('co-browse loader', () => {
  it('is not loaded without ENABLE_CO_BROWSE, even with a key', async () => {
    await start(context({ campaign: { cobrowseLicenseKey: 'CB-DEMO-1234' } }));
    expect(added('cobrowse')).toHaveLength(0);
  });

  it('loads the vendor script async from the app origin with the key and locale', async () => {
    const ctx = context({
      mode: 'shadow',
      apiBase: 'http://127.0.0.1:4174',
      campaign: { featureFlags: ['ENABLE_CO_BROWSE'], cobrowseLicenseKey: 'CB-DEMO-1234' },
    });
    await start(ctx);
    const [script] = added('cobrowse');
    expect(script?.src).toBe('http://127.0.0.1:4174/vendor/cobrowse/loader.js');
    expect(script?.async).toBe(true);
    expect(script?.dataset['licenseKey']).toBe('CB-DEMO-1234');
    expect(script?.dataset['locale']).toBe('es');
    expect(log.failure).not.toHaveBeenCalled();
  });

  it('uses the stored key when the campaign has none', async () => {
    storage.set(STORAGE_KEYS.COBROWSE_LICENSE_KEY, 'CB-STORED-7');
    await start(context({ campaign: { featureFlags: ['ENABLE_CO_BROWSE'] } }));
    expect(added('cobrowse')[0]?.dataset['licenseKey']).toBe('CB-STORED-7');
  });

  it('logs and loads nothing when no key is configured or stored', async () => {
    await start(context({ campaign: { featureFlags: ['ENABLE_CO_BROWSE'] } }));
    expect(added('cobrowse')).toHaveLength(0);
    expect(log.failure).toHaveBeenCalledTimes(1);
  });

  it("shows the vendor's session while it runs, and none after cleanup", async () => {
    const { stop } = await start(
      context({ campaign: { featureFlags: ['ENABLE_CO_BROWSE'], cobrowseLicenseKey: 'CB-DEMO-1234' } }),
    );
    const session = (detail: unknown) =>
      document.dispatchEvent(new CustomEvent('upshift-cobrowse:session', { detail }));
    expect(cobrowseSession.value).toBe(false);
    session({ active: true });
    expect(cobrowseSession.value).toBe(true);
    session({ active: false });
    expect(cobrowseSession.value).toBe(false);
    // Only a plain `true` starts one.
    session({ active: 'yes' });
    session(null);
    expect(cobrowseSession.value).toBe(false);
    session({ active: true });
    stop();
    expect(cobrowseSession.value).toBe(false);
    session({ active: true });
    expect(cobrowseSession.value).toBe(false);
  });

  it('logs a failed load without throwing', async () => {
    await start(context({ campaign: { featureFlags: ['ENABLE_CO_BROWSE'], cobrowseLicenseKey: 'CB-DEMO-1234' } }));
    added('cobrowse')[0]?.dispatchEvent(new Event('error'));
    expect(log.failure).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('cobrowse') }));
  });
});

describe('dealer chat', () => {
  const dealerChat = (source: string): ChatConfig => ({
    ...CHAT_DISABLED,
    chatEnabled: true,
    isDealerChat: true,
    script: toBase64(source),
  });
  const reputation: ChatConfig = {
    ...CHAT_DISABLED,
    chatEnabled: true,
    isReputationChat: true,
    widgetId: 'rw-4400',
    tenantKey: 'sunbelt-toyota',
  };

  it('plans nothing when chat is disabled, and either the script or the widget when enabled', () => {
    expect(chatPlan({ ...dealerChat('x'), chatEnabled: false })).toEqual({ kind: 'none' });
    expect(chatPlan(dealerChat('x')).kind).toBe('dealer-script');
    expect(chatPlan(reputation)).toEqual({ kind: 'reputation', widgetId: 'rw-4400', tenantKey: 'sunbelt-toyota' });
    expect(chatPlan({ ...reputation, tenantKey: null })).toEqual({ kind: 'none' });
  });

  it('asks for the config of the page dealer and adds nothing when disabled', async () => {
    await start(context());
    expect(chatConfigAsks().map((r) => r.path)).toEqual(['/dealer_chat_config/dealer/d1']);
    expect(document.head.querySelectorAll(`[${EXTERNAL_SCRIPT_ATTR}]`)).toHaveLength(0);
  });

  const chatFrame = () => document.querySelector<HTMLIFrameElement>(`iframe.${CHAT_FRAME_CLASS}`);

  it("never runs the dealer's script in the app's page: it gets a sandboxed frame of its own", async () => {
    chatSlot.value = document.body.appendChild(document.createElement('div'));
    const source = 'document.documentElement.dataset.dealerChat = "ran in the app";';
    await start(context(), { chat: dealerChat(source) });
    expect(document.documentElement.dataset['dealerChat']).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const frame = chatFrame();
    expect(frame?.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(new URL(frame!.src).pathname).toBe('/dealer-chat-frame/d1');
    expect(new URL(frame!.src).searchParams.get('locale')).toBe('en');
    expect(log.failure).not.toHaveBeenCalled();
  });

  it('gives the shadow mount the same frame, from the app origin, in the floating bar of its shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const bar = document.createElement('div');
    shadow.append(bar);
    chatSlot.value = bar;
    await start(context({ mode: 'shadow', apiBase: 'http://127.0.0.1:4174' }), {
      chat: dealerChat('document.documentElement.dataset.dealerChat = "1";'),
    });
    // Inside the overlay's dialog, not on the (inert) rest of the host page.
    expect(chatFrame()).toBeNull();
    const frame = bar.querySelector<HTMLIFrameElement>(`iframe.${CHAT_FRAME_CLASS}`);
    expect(frame?.src).toMatch(/^http:\/\/127\.0\.0\.1:4174\/dealer-chat-frame\/d1\?/);
    expect(document.documentElement.dataset['dealerChat']).toBeUndefined();
    host.remove();
  });

  it('reports a stored script that is not base64 (the response fails its schema), and adds no frame', async () => {
    await start(context(), { chat: { ...dealerChat('x'), script: '***' } });
    expect(chatFrame()).toBeNull();
    // The http client reported the bad answer; the loader does not log it again.
    expect(api.reports).toHaveLength(1);
    expect(log.failure).not.toHaveBeenCalled();
  });

  it('removes the frame on cleanup', async () => {
    chatSlot.value = document.body.appendChild(document.createElement('div'));
    const { stop } = await start(context(), { chat: dealerChat('x') });
    expect(chatFrame()).not.toBeNull();
    stop();
    expect(chatFrame()).toBeNull();
  });

  it('loads the reputation widget by src with its widget id and tenant key', async () => {
    await start(context(), { chat: reputation });
    const [script] = added('reputation');
    expect(script?.getAttribute('src')).toBe('/vendor/reputation/widget.js');
    expect(script?.async).toBe(true);
    expect(script?.dataset['widgetId']).toBe('rw-4400');
    expect(script?.dataset['tenantKey']).toBe('sunbelt-toyota');
  });

  it("moves the reputation widget from the document's body into the floating bar once loaded", async () => {
    const bar = document.body.appendChild(document.createElement('div'));
    await start(context(), { chat: reputation });
    // What the vendor's script does when it runs.
    const widget = document.body.appendChild(
      Object.assign(document.createElement('div'), { className: 'upshift-reputation' }),
    );
    added('reputation')[0]?.dispatchEvent(new Event('load'));
    expect(widget.parentElement).toBe(document.body);
    chatSlot.value = bar;
    expect(widget.parentElement).toBe(bar);
  });

  it('logs a failed config load once: the http client reports all but a 400, the loader logs that one', async () => {
    await start(context(), { chat: reply(400, { message: 'bad dealer' }) });
    await vi.waitFor(() =>
      expect(log.failure).toHaveBeenCalledWith(expect.objectContaining({ message: 'bad dealer' })),
    );
    log.failure.mockClear();
    await start(context(), { chat: reply(500, { message: 'down' }) });
    await vi.waitFor(() => expect(api.reports).toHaveLength(1));
    expect(log.failure).not.toHaveBeenCalled();
  });

  it('asks nothing without a dealer', async () => {
    await start(context({ dealer: false }));
    expect(chatConfigAsks()).toEqual([]);
  });
});

describe('scheduling and cleanup', () => {
  it('does nothing before the scheduled start, and nothing at all when stopped first', () => {
    let run: (() => void) | undefined;
    api.on('GET', CHAT_CONFIG, CHAT_DISABLED);
    const stop = startExternalScripts(
      context({ campaign: { featureFlags: ['ENABLE_CO_BROWSE'], cobrowseLicenseKey: 'CB-DEMO-1234' } }),
      { storage, log, schedule: (r) => ((run = r), () => (run = undefined)) },
    );
    expect(added('cobrowse')).toHaveLength(0);
    stop();
    run?.();
    expect(added('cobrowse')).toHaveLength(0);
    expect(chatConfigAsks()).toEqual([]);
  });

  it('removes its scripts, stops the vendor widget and aborts a pending config load', async () => {
    api.on('GET', CHAT_CONFIG, () => new Promise<never>(() => {}));
    const stop = startExternalScripts(
      context({ campaign: { featureFlags: ['ENABLE_CO_BROWSE'], cobrowseLicenseKey: 'CB-DEMO-1234' } }),
      { storage, log, schedule: (run) => (run(), () => {}) },
    );
    await vi.waitFor(() => expect(chatConfigAsks()).toHaveLength(1));
    const signal = chatConfigAsks()[0]?.signal;
    const stopVendor = vi.fn();
    (window as { UpshiftCobrowse?: { stop: () => void } }).UpshiftCobrowse = { stop: stopVendor };
    expect(added('cobrowse')).toHaveLength(1);
    stop();
    expect(added('cobrowse')).toHaveLength(0);
    expect(stopVendor).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(true);
    delete (window as { UpshiftCobrowse?: unknown }).UpshiftCobrowse;
  });
});
