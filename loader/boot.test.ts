// @vitest-environment jsdom
// happy-dom gives an iframe no contentWindow (it loads no frame pages), reflects no aria* properties and
// computes no style for a detached element; these tests spy on the frame's window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountShadow, ShadowMountOptions } from '../src/contract/bridge-protocol.ts';
import { boot, type LoaderWindow } from './boot.ts';
import type { HostImporter, HostModule, ShadowImporter } from './context.ts';
import { start } from './host.ts';

const APP = 'https://app.example';

// jsdom does not reflect `inert` yet; browsers do (a boolean attribute), so mirror them.
Object.defineProperty(HTMLElement.prototype, 'inert', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('inert');
  },
  set(this: HTMLElement, on: boolean) {
    this.toggleAttribute('inert', on);
  },
});
const win = window as LoaderWindow;

function makeScript(attrs: Record<string, string | null> = {}): HTMLScriptElement {
  const s = document.createElement('script');
  s.src = `${APP}/loader.js`;
  for (const [k, v] of Object.entries({ 'data-campaign': 'acme', ...attrs })) if (v != null) s.setAttribute(k, v);
  document.head.append(s);
  return s;
}

/**
 * The host part as the tag's import() would give it, but at once (a thenable that calls back
 * synchronously), so a test reads the page right after the command; the async arrival has its own tests.
 */
const hostNow =
  (importShadow?: ShadowImporter): HostImporter =>
  (url) => {
    expect(url).toBe(`${APP}/loader-host.js`);
    const module: HostModule = { start: (ctx) => start(ctx, importShadow, (f) => f()) };
    return { then: (ok) => ok!(module) } as PromiseLike<HostModule>;
  };

/** Boots like the IIFE does, after an optional stub queue. */
function load(attrs: Record<string, string | null> = {}, importer?: ShadowImporter) {
  boot(makeScript(attrs), win, hostNow(importer));
  return win.Upshift!;
}

/** The snippet dealers paste before the script tag. */
function installStub() {
  win.Upshift =
    win.Upshift ||
    (function (...args: unknown[]) {
      (win.Upshift!.q = win.Upshift!.q || []).push(args);
    } as LoaderWindow['Upshift'] & object);
}

const frame = () => document.querySelector('iframe')!;
const root = () => document.getElementById('upshift-r') as HTMLElement | null;
const closeButton = () => document.getElementById('upshift-x') as HTMLButtonElement;
const launcher = () => document.getElementById('upshift-l') as HTMLButtonElement | null;

function fromApp(data: unknown, origin = APP, source: Window | null = frame().contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}
function spyPosts() {
  return vi.spyOn(frame().contentWindow!, 'postMessage').mockImplementation(() => {});
}
const popstate = (state: unknown) => window.dispatchEvent(new PopStateEvent('popstate', { state }));
const tick = () => new Promise((r) => setTimeout(r, 20));
/** The next popstate, after every listener of it has run: jsdom's timing of it varies with load. */
const nextPopstate = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }));

beforeEach(() => {
  win.scrollTo = vi.fn() as typeof win.scrollTo; // jsdom has no layout
  win.scrollBy = vi.fn() as typeof win.scrollBy;
  document.elementsFromPoint = () => [];
});

afterEach(() => {
  win.Upshift?.('destroy');
  delete win.Upshift;
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('lang');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('global API', () => {
  it('replays calls queued by the stub before the loader ran', () => {
    installStub();
    const opened = vi.fn();
    win.Upshift!('on', 'open', opened);
    win.Upshift!('open', '/deals/7');
    expect(root()).toBeNull();
    load();
    expect(opened).toHaveBeenCalledWith({ route: '/deals/7' });
    expect(root()!.hidden).toBe(false);
    expect(frame().src).toMatch(/#\/deals\/7$/);
  });

  it('creates one widget when the loader is included twice', () => {
    installStub();
    const first = load();
    boot(makeScript({ 'data-campaign': 'other' }), win);
    expect(win.Upshift).toBe(first);
    expect(document.querySelectorAll('#upshift-l')).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    first('open');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame().src).toContain('campaign=acme&');
  });

  it('reports a missing data-campaign and renders nothing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    installStub();
    const onError = vi.fn();
    win.Upshift!('on', 'error', onError);
    load({ 'data-campaign': null });
    expect(onError).toHaveBeenCalledWith({ code: 'missing-campaign' });
    expect(logged).toHaveBeenCalled();
    win.Upshift!('open');
    expect(document.body.children).toHaveLength(0);
  });

  it('off removes a handler; a throwing handler does not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = load();
    const a = vi.fn(() => {
      throw new Error('integrator bug');
    });
    const b = vi.fn();
    api('on', 'open', a);
    api('on', 'open', b);
    api('open');
    expect(b).toHaveBeenCalledTimes(1);
    api('off', 'open', b);
    api('close');
    api('open');
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
  });
});

describe('boot timing', () => {
  it('waits for <body> when the script runs in <head>', () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.remove();
    const listen = vi.spyOn(doc, 'addEventListener');
    const fake = { document: doc } as unknown as LoaderWindow;
    boot(makeScript(), fake);
    expect(fake.Upshift).toBeUndefined();
    expect(listen).toHaveBeenCalledWith('DOMContentLoaded', expect.any(Function));
  });
});

describe('iframe mount and bridge', () => {
  it('builds the embed URL from the script attributes', () => {
    document.documentElement.lang = 'es-MX';
    const api = load({ 'data-dealer': 'd 1', 'data-vehicle': 'v/9' });
    api('open', '/vehicles');
    const url = new URL(frame().src);
    expect(url.origin + url.pathname).toBe(`${APP}/embed`);
    expect(url.searchParams.get('campaign')).toBe('acme');
    expect(url.searchParams.get('ref')).toBe(location.href);
    expect(url.searchParams.get('dealer')).toBe('d 1');
    expect(url.searchParams.get('vehicle')).toBe('v/9');
    expect(url.searchParams.get('locale')).toBe('es');
    expect(url.searchParams.has('inline')).toBe(false);
    // Made for an open overlay: the app counts its first page as seen without waiting for `open`.
    expect(url.searchParams.get('open')).toBe('1');
    expect(url.hash).toBe('#/vehicles');
    expect(frame().getAttribute('allow')).toBe('clipboard-write');
    expect(frame().title).toBe('Compra de vehículos');
    expect(root()!.getAttribute('aria-label')).toBe('Compra de vehículos');
    expect(closeButton().getAttribute('aria-label')).toBe('Cerrar');
  });

  it('ignores messages from a wrong origin, a wrong source or of a wrong shape', () => {
    const api = load();
    const ready = vi.fn();
    api('on', 'ready', ready);
    api('open');
    fromApp({ upshift: 1, type: 'ready', route: '/' }, 'https://evil.example');
    fromApp({ upshift: 1, type: 'ready', route: '/' }, APP, window);
    fromApp({ upshift: 2, type: 'ready' });
    fromApp('ready');
    fromApp(null);
    expect(ready).not.toHaveBeenCalled();
    fromApp({ upshift: 1, type: 'close' }, 'https://evil.example');
    expect(root()!.hidden).toBe(false);
    fromApp({ upshift: 1, type: 'ready', route: '/' });
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('queues host messages until ready and posts only to the app origin', () => {
    const api = load();
    api('open', '/a');
    const post = spyPosts();
    api('navigate', '/b');
    api('setVehicle', 'v42');
    api('navigate', '//evil.example/x');
    expect(post).not.toHaveBeenCalled();
    fromApp({ upshift: 1, type: 'ready', route: '/a' });
    expect(post.mock.calls).toEqual([
      [{ upshift: 1, type: 'open', route: '/a' }, APP],
      [{ upshift: 1, type: 'navigate', route: '/b' }, APP],
      [{ upshift: 1, type: 'set-vehicle', vehicleId: 'v42' }, APP],
    ]);
    api('navigate', '/c');
    expect(post).toHaveBeenLastCalledWith({ upshift: 1, type: 'navigate', route: '/c' }, APP);
    expect(post.mock.calls.every((call) => (call as unknown[])[1] === APP)).toBe(true);
  });

  it('takes an app that says ready again (reloaded by a full-page redirect) as ready: the page hears ready once', () => {
    const api = load();
    const ready = vi.fn();
    api('on', 'ready', ready);
    api('open', '/account/login');
    fromApp({ upshift: 1, type: 'ready', route: '/account/login' });
    const post = spyPosts();
    fromApp({ upshift: 1, type: 'navigate', route: '/garage', title: 'Garage', push: true });
    frame().blur();
    fromApp({ upshift: 1, type: 'ready', route: '/garage' });
    expect(ready).toHaveBeenCalledTimes(1);
    // The reloaded document has focus back, and host messages still reach it.
    expect(document.activeElement).toBe(frame());
    api('navigate', '/listings');
    expect(post).toHaveBeenLastCalledWith({ upshift: 1, type: 'navigate', route: '/listings' }, APP);
  });

  it('remembers setVehicle for the iframe it creates later', () => {
    const api = load({ 'data-vehicle': 'old' });
    api('setVehicle', 'new');
    api('open');
    expect(new URL(frame().src).searchParams.get('vehicle')).toBe('new');
  });

  it('relays navigate and public app events, not lifecycle ones', () => {
    const api = load();
    const nav = vi.fn();
    const lead = vi.fn();
    const opened = vi.fn();
    api('on', 'navigate', nav);
    api('on', 'lead', lead);
    api('on', 'open', opened);
    api('open');
    opened.mockClear();
    fromApp({ upshift: 1, type: 'navigate', route: '/garage', title: 'Garage', push: false });
    fromApp({ upshift: 1, type: 'navigate', route: 'https://evil.example', title: 'x', push: false });
    fromApp({ upshift: 1, type: 'event', name: 'lead', data: { kind: 'contact' } });
    fromApp({ upshift: 1, type: 'event', name: 'open', data: {} });
    expect(nav.mock.calls).toEqual([[{ route: '/garage', title: 'Garage' }]]);
    expect(lead).toHaveBeenCalledWith({ kind: 'contact' });
    expect(opened).not.toHaveBeenCalled();
  });

  it('reports a timeout when the app never says ready', () => {
    vi.useFakeTimers();
    const api = load();
    const onError = vi.fn();
    api('on', 'error', onError);
    api('open');
    vi.advanceTimersByTime(19_999);
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onError).toHaveBeenCalledWith({ code: 'timeout' });
  });

  it('does not report a timeout once the app is ready', () => {
    vi.useFakeTimers();
    const api = load();
    const onError = vi.fn();
    api('on', 'error', onError);
    api('open');
    fromApp({ upshift: 1, type: 'ready', route: '/' });
    vi.advanceTimersByTime(30_000);
    expect(onError).not.toHaveBeenCalled();
  });

  it('prefetches the overlay iframe hidden after load', () => {
    vi.useFakeTimers();
    load();
    expect(frame()).toBeNull();
    vi.advanceTimersByTime(1500);
    expect(root()!.hidden).toBe(true);
    expect(frame().src).toMatch(/#\/$/);
    // Nobody sees the prefetched app: its page views wait for the host's `open`.
    expect(new URL(frame().src).searchParams.has('open')).toBe(false);
  });
});

// Link-back may take the host page only to its own origin (the dealer's site).
describe('link-back', () => {
  /** The real window, but with a location whose navigations are recorded (jsdom cannot navigate). */
  function recordingWindow() {
    const visited: string[] = [];
    const fakeLocation = {
      origin: location.origin,
      get href() {
        return location.href;
      },
      set href(url: string) {
        visited.push(url);
      },
    };
    const w = new Proxy(win, {
      get(target, key) {
        if (key === 'location') return fakeLocation;
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' && key !== 'Upshift' ? (value as () => unknown).bind(target) : value;
      },
      set: (target, key, value) => Reflect.set(target, key, value),
    });
    return { w, visited };
  }

  it('goes to a page of the host origin, never to another origin or scheme', () => {
    const { w, visited } = recordingWindow();
    boot(makeScript(), w, hostNow());
    win.Upshift!('open');
    const back = (url: unknown) => fromApp({ upshift: 1, type: 'link-back', url });
    for (const url of [
      'https://evil.example/phish',
      `https://evil.example/${location.host}`,
      `${location.protocol}//${location.host}.evil.example/`,
      `${location.protocol}//${location.host}@evil.example/`,
      `//evil.example/`,
      'javascript:alert(1)',
      'http://',
      42,
    ])
      back(url);
    expect(visited).toEqual([]);
    back(`${location.origin}/inventory?stock=1`);
    expect(visited).toEqual([`${location.origin}/inventory?stock=1`]);
  });
});

describe('overlay', () => {
  function page() {
    const header = document.createElement('header');
    const already = document.createElement('aside');
    already.setAttribute('inert', '');
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    header.append(opener);
    document.body.append(header, already);
    return { header, already, opener };
  }

  it('opens as a modal dialog and restores inert, scroll styles and focus exactly on close', () => {
    const { header, already, opener } = page();
    document.documentElement.setAttribute('style', 'color: red;');
    document.body.setAttribute('style', 'margin: 3px;');
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    const scrollTo = vi.fn();
    win.scrollTo = scrollTo as typeof win.scrollTo;
    const api = load();
    opener.focus();
    api('open', '/');

    expect(root()!.getAttribute('role')).toBe('dialog');
    expect(root()!.getAttribute('aria-modal')).toBe('true');
    expect(header.hasAttribute('inert')).toBe(true);
    expect(launcher()!.hasAttribute('inert')).toBe(true);
    expect(root()!.hasAttribute('inert')).toBe(false);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-300px');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.margin).toBe('3px');
    expect(document.activeElement).toBe(closeButton());

    closeButton().click();
    expect(root()!.hidden).toBe(true);
    expect(header.hasAttribute('inert')).toBe(false);
    expect(launcher()!.hasAttribute('inert')).toBe(false);
    expect(already.hasAttribute('inert')).toBe(true);
    expect(document.body.getAttribute('style')).toBe('margin: 3px;');
    expect(document.documentElement.getAttribute('style')).toBe('color: red;');
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 300, behavior: 'instant' });
    expect(document.activeElement).toBe(opener);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('leaves no style attribute behind when there was none', () => {
    win.scrollTo = vi.fn() as typeof win.scrollTo;
    const api = load();
    api('open');
    api('close');
    expect(document.body.hasAttribute('style')).toBe(false);
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });

  it('focuses the iframe once the app is ready', () => {
    const api = load();
    api('open');
    expect(document.activeElement).toBe(closeButton());
    fromApp({ upshift: 1, type: 'ready', route: '/' });
    expect(document.activeElement).toBe(frame());
    api('close');
    api('open');
    expect(document.activeElement).toBe(frame());
  });

  it('closes on Esc, on the app close message and emits close', () => {
    win.scrollTo = vi.fn() as typeof win.scrollTo;
    const api = load();
    const closed = vi.fn();
    api('on', 'close', closed);
    api('open');
    // an Esc the page already handled (e.g. a shadow-mounted app's own modal) is not ours
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(root()!.hidden).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(root()!.hidden).toBe(true);
    api('open');
    fromApp({ upshift: 1, type: 'close' });
    expect(root()!.hidden).toBe(true);
    expect(closed).toHaveBeenCalledTimes(2);
  });

  it("hides its close button while one of the app's dialogs (with its own) is open; only its app says so", () => {
    const api = load();
    api('open');
    expect(closeButton().hidden).toBe(false);
    fromApp({ upshift: 1, type: 'modal', open: true }, 'https://evil.example');
    fromApp({ upshift: 1, type: 'modal', open: true }, APP, window);
    expect(closeButton().hidden).toBe(false);
    fromApp({ upshift: 1, type: 'modal', open: true });
    expect(closeButton().hidden).toBe(true);
    fromApp({ upshift: 1, type: 'modal', open: false });
    expect(closeButton().hidden).toBe(false);
  });

  it('opens from any data-upshift-open element and returns focus to it', () => {
    win.scrollTo = vi.fn() as typeof win.scrollTo;
    const link = document.createElement('a');
    link.href = '#';
    link.setAttribute('data-upshift-open', '/no-profile/vehicles/12');
    const inner = document.createElement('span');
    link.append(inner);
    const bad = document.createElement('button');
    bad.setAttribute('data-upshift-open', '//evil.example');
    document.body.append(link, bad);
    const api = load();
    bad.click();
    expect(root()).toBeNull();
    inner.click();
    expect(root()!.hidden).toBe(false);
    expect(frame().src).toMatch(/#\/no-profile\/vehicles\/12$/);
    api('close');
    expect(document.activeElement).toBe(link);
  });

  it('draws a launcher that opens at /, in the page language', () => {
    document.documentElement.lang = 'es';
    const opened = vi.fn();
    const api = load();
    api('on', 'open', opened);
    expect(launcher()!.textContent).toBe('Calcular pagos');
    expect(launcher()!.getAttribute('aria-haspopup')).toBe('dialog');
    launcher()!.click();
    expect(opened).toHaveBeenCalledWith({ route: '/' });
  });

  it('uses data-locale over the page language', () => {
    document.documentElement.lang = 'es';
    load({ 'data-locale': 'en' });
    expect(launcher()!.textContent).toBe('Estimate payments');
  });

  it('draws no launcher with data-launcher="false"', () => {
    load({ 'data-launcher': 'false' });
    expect(launcher()).toBeNull();
  });
});

describe('history', () => {
  it('adds one entry on open and one per pushed app navigation, and steps back through them', () => {
    const pushes = vi.spyOn(history, 'pushState');
    const go = vi.spyOn(history, 'go').mockImplementation(() => {});
    const api = load();
    api('open', '/a');
    fromApp({ upshift: 1, type: 'ready', route: '/a' });
    expect(pushes).toHaveBeenLastCalledWith({ upshift: '/a', d: 0, s: expect.any(Number) }, '');
    const session = (pushes.mock.calls[0]![0] as { s: number }).s;
    fromApp({ upshift: 1, type: 'navigate', route: '/b', title: 'B', push: true });
    fromApp({ upshift: 1, type: 'navigate', route: '/b?x', title: 'B', push: false });
    fromApp({ upshift: 1, type: 'navigate', route: '/c', title: 'C', push: true });
    expect(pushes.mock.calls.slice(1)).toEqual([
      [{ upshift: '/b', d: 1, s: session }, ''],
      [{ upshift: '/c', d: 2, s: session }, ''],
    ]);
    const post = spyPosts();
    popstate({ upshift: '/b', d: 1, s: session });
    expect(post).toHaveBeenLastCalledWith({ upshift: 1, type: 'navigate', route: '/b' }, APP);
    expect(root()!.hidden).toBe(false);
    // closing another way unwinds exactly the entries still ahead of the page's own
    closeButton().click();
    expect(go).toHaveBeenCalledWith(-2);
  });

  it("treats an entry of an earlier opening like the page's own", () => {
    vi.spyOn(history, 'go').mockImplementation(() => {});
    const api = load();
    api('open');
    popstate({ upshift: '/old', d: 3, s: 0.5 });
    expect(root()!.hidden).toBe(true);
  });

  it('closes without touching history when Back goes past the first entry', () => {
    const go = vi.spyOn(history, 'go').mockImplementation(() => {});
    const api = load();
    const closed = vi.fn();
    api('on', 'close', closed);
    api('open');
    popstate(null);
    expect(root()!.hidden).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
  });

  it('ignores exactly the popstate its own history.go causes', () => {
    vi.spyOn(history, 'go').mockImplementation(() => {});
    const api = load();
    api('open');
    api('close');
    api('open'); // reopened before the popstate of history.go(-1) arrived
    popstate(null);
    expect(root()!.hidden).toBe(false);
    popstate(null);
    expect(root()!.hidden).toBe(true);
  });

  it('works against the real session history', async () => {
    const api = load();
    const before = history.length;
    const pageState: unknown = history.state;
    api('open', '/a');
    fromApp({ upshift: 1, type: 'ready', route: '/a' });
    const post = spyPosts();
    fromApp({ upshift: 1, type: 'navigate', route: '/b', title: 'B', push: true });
    expect(history.length).toBe(before + 2);
    let popped = nextPopstate();
    history.back();
    await popped;
    expect(post).toHaveBeenLastCalledWith({ upshift: 1, type: 'navigate', route: '/a' }, APP);
    expect(root()!.hidden).toBe(false);
    popped = nextPopstate();
    history.back();
    await popped;
    expect(root()!.hidden).toBe(true);
    // reopen and close with the button: history returns to where the page was
    api('open', '/a');
    fromApp({ upshift: 1, type: 'navigate', route: '/b', title: 'B', push: true });
    closeButton().click();
    await tick();
    await expect.poll(() => history.state).toEqual(pageState);
    expect(root()!.hidden).toBe(true);
  });
});

describe('inline mount', () => {
  it('renders in data-target, follows resize, never locks the page', () => {
    const slot = document.createElement('div');
    slot.id = 'slot';
    document.body.append(slot);
    const pushes = vi.spyOn(history, 'pushState');
    const api = load({ 'data-target': '#slot' });
    expect(launcher()).toBeNull();
    expect(root()).toBeNull();
    expect(frame().parentElement).toBe(slot);
    expect(frame().style.height).toBe('480px');
    expect(new URL(frame().src).searchParams.get('inline')).toBe('1');
    fromApp({ upshift: 1, type: 'resize', height: 912.4 });
    expect(frame().style.height).toBe('913px');
    fromApp({ upshift: 1, type: 'resize', height: -5 });
    expect(frame().style.height).toBe('913px');
    fromApp({ upshift: 1, type: 'ready', route: '/' });
    const post = spyPosts();
    api('open', '/garage');
    fromApp({ upshift: 1, type: 'navigate', route: '/garage', title: 'Garage', push: true });
    expect(post).toHaveBeenCalledWith({ upshift: 1, type: 'open', route: '/garage' }, APP);
    expect(pushes).not.toHaveBeenCalled();
    expect(document.body.hasAttribute('style')).toBe(false);
    expect(slot.hasAttribute('inert')).toBe(false);
  });

  describe('a new page starts at its heading, below the site’s fixed header', () => {
    const mountAt = (top: number) => vi.spyOn(frame(), 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    const go = (route: string) => fromApp({ upshift: 1, type: 'navigate', route, title: 'x', push: true });
    function slot() {
      const el = document.createElement('div');
      el.id = 'slot';
      document.body.append(el);
    }

    it('scrolls the page when the new page’s top went above the header the dealer measured (data-scroll-offset)', () => {
      slot();
      load({ 'data-target': '#slot', 'data-scroll-offset': '90' });
      mountAt(-300);
      go('/vehicles/v1');
      expect(win.scrollBy).toHaveBeenCalledWith(0, -390);
    });

    it('measures a fixed or sticky header at the top of the window when the dealer did not say', () => {
      slot();
      const header = document.createElement('header');
      header.style.position = 'sticky';
      vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ bottom: 64 } as DOMRect);
      const inHeader = document.createElement('a');
      document.elementsFromPoint = () => [inHeader, header, document.body];
      load({ 'data-target': '#slot' });
      mountAt(20);
      go('/vehicles/v1');
      expect(win.scrollBy).toHaveBeenCalledWith(0, -44);
    });

    it('leaves the page where it is for a new query on the same page, or a top already in view', () => {
      slot();
      load({ 'data-target': '#slot', 'data-scroll-offset': '64' });
      mountAt(-300);
      go('/listings?make=Honda');
      (win.scrollBy as ReturnType<typeof vi.fn>).mockClear();
      go('/listings?make=Toyota');
      mountAt(100);
      go('/garage');
      expect(win.scrollBy).not.toHaveBeenCalled();
    });
  });

  it('reports a data-target that matches nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installStub();
    const onError = vi.fn();
    win.Upshift!('on', 'error', onError);
    load({ 'data-target': '#nowhere' });
    expect(onError).toHaveBeenCalledWith({ code: 'missing-target' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('shadow mount', () => {
  function fakeApp() {
    let options: ShadowMountOptions | undefined;
    const receive = vi.fn();
    const destroy = vi.fn();
    const mountShadow: MountShadow = async (o) => {
      options = o;
      return { receive, destroy };
    };
    const importer = vi.fn(async () => ({ mountShadow }));
    return { importer, receive, destroy, options: () => options! };
  }

  it('imports shadow.js from the app origin and bridges by direct calls', async () => {
    const app = fakeApp();
    const api = load({ 'data-mount': 'shadow', 'data-dealer': 'd1' }, app.importer);
    const ready = vi.fn();
    api('on', 'ready', ready);
    api('open', '/deals');
    await tick();
    expect(app.importer).toHaveBeenCalledWith(`${APP}/shadow.js`);
    const o = app.options();
    expect(o.host.parentElement!.id).toBe('upshift-p');
    expect(o.host.hasAttribute('data-upshift-shadow')).toBe(true);
    expect(o).toMatchObject({
      campaign: 'acme',
      appOrigin: APP,
      dealer: 'd1',
      vehicle: null,
      locale: 'en',
      overlay: true,
      route: '/deals',
    });
    expect(document.querySelector('iframe')).toBeNull();
    expect(app.receive).not.toHaveBeenCalled();
    o.send({ upshift: 1, type: 'ready', route: '/deals' });
    expect(ready).toHaveBeenCalled();
    expect(app.receive).toHaveBeenCalledWith({ upshift: 1, type: 'open', route: '/deals' });
    expect(document.activeElement).toBe(o.host);
    o.send({ upshift: 1, type: 'close' });
    expect(root()!.hidden).toBe(true);
    api('destroy');
    expect(app.destroy).toHaveBeenCalled();
  });

  it('reports load-failed when shadow.js cannot be imported', async () => {
    const api = load({ 'data-mount': 'shadow' }, () => Promise.reject(new Error('404')));
    const onError = vi.fn();
    api('on', 'error', onError);
    api('open');
    await tick();
    expect(onError).toHaveBeenCalledWith({ code: 'load-failed' });
    expect(closeButton()).not.toBeNull();
  });

  it('prefetches shadow.js as a module preload', () => {
    vi.useFakeTimers();
    load({ 'data-mount': 'shadow' }, fakeApp().importer);
    vi.advanceTimersByTime(1500);
    const link = document.querySelector('link[rel="modulepreload"]') as HTMLLinkElement;
    expect(link.href).toBe(`${APP}/shadow.js`);
    expect(root()).toBeNull();
  });
});

describe('destroy', () => {
  it('removes every element and listener and restores the page; the global stays callable', () => {
    win.scrollTo = vi.fn() as typeof win.scrollTo;
    const main = document.createElement('main');
    const link = document.createElement('button');
    link.setAttribute('data-upshift-open', '/');
    document.body.append(main, link);
    const api = load();
    const ready = vi.fn();
    api('on', 'ready', ready);
    api('open');
    const iframeWindow = frame().contentWindow;
    api('destroy');
    expect(document.querySelectorAll('[id^="upshift-"], style, iframe')).toHaveLength(0);
    expect(main.hasAttribute('inert')).toBe(false);
    expect(document.body.hasAttribute('style')).toBe(false);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { upshift: 1, type: 'ready', route: '/' },
        origin: APP,
        source: iframeWindow,
      }),
    );
    expect(ready).not.toHaveBeenCalled();
    link.click();
    api('open');
    expect(root()).toBeNull();
    expect(() => win.Upshift!('close')).not.toThrow();
  });
});

// Analytics without code, in Google Tag Manager's `{event, …}` convention.
describe('data-datalayer', () => {
  type DataLayerWindow = LoaderWindow & { dataLayer?: unknown[] };
  const dlWin = win as DataLayerWindow;
  afterEach(() => {
    delete dlWin.dataLayer;
  });
  const sendEvents = () => {
    fromApp({ upshift: 1, type: 'event', name: 'track', data: { pageType: 'home', route: '/' } });
    fromApp({ upshift: 1, type: 'event', name: 'track', data: { event: 'get-started', route: '/deals/7' } });
    fromApp({ upshift: 1, type: 'event', name: 'lead', data: { kind: 'email' } });
    fromApp({ upshift: 1, type: 'event', name: 'error', data: { code: 'x' } });
    fromApp({ upshift: 1, type: 'event', name: 'ready', data: {} });
  };

  it('pushes every track and lead event, as the standalone app names them, after what the page has', () => {
    const gtmStart = { event: 'gtm.js' };
    dlWin.dataLayer = [gtmStart];
    const api = load({ 'data-datalayer': 'true' });
    const track = vi.fn();
    api('on', 'track', track);
    api('open');
    sendEvents();
    // a spoofed event from another origin is not the app's
    fromApp({ upshift: 1, type: 'event', name: 'lead', data: { kind: 'spoof' } }, 'https://evil.example');
    expect(dlWin.dataLayer).toEqual([
      gtmStart,
      { event: 'upshift.page', pageType: 'home', route: '/' },
      { event: 'upshift.get-started', route: '/deals/7' },
      { event: 'upshift.lead', kind: 'email' },
    ]);
    // the integrator's handler still gets the payload as the app sent it
    expect(track.mock.calls[1]).toEqual([{ event: 'get-started', route: '/deals/7' }]);
  });

  it('never pushes, emits or keeps in history an invitation PIN or a code, even one the page opened with', () => {
    const pushes = vi.spyOn(history, 'pushState');
    const api = load({ 'data-datalayer': 'true' });
    const opened = vi.fn();
    const track = vi.fn();
    api('on', 'open', opened);
    api('on', 'track', track);
    api('open', '/profile/verify-access?pin=P1n2');
    // The app itself gets the route as asked: it validates the PIN.
    expect(frame().src).toContain('pin=P1n2');
    expect(opened).toHaveBeenCalledWith({ route: '/profile/verify-access' });
    expect(pushes).toHaveBeenLastCalledWith({ upshift: '/profile/verify-access', d: 0, s: expect.any(Number) }, '');
    // An app that still sent one (an older version) does not get it through either.
    fromApp({ upshift: 1, type: 'event', name: 'track', data: { pageType: 'x', route: '/a?otp=1&b=2' } });
    expect(track).toHaveBeenCalledWith({ pageType: 'x', route: '/a?b=2' });
    expect(dlWin.dataLayer).toEqual([{ event: 'upshift.page', pageType: 'x', route: '/a?b=2' }]);
  });

  it('creates window.dataLayer when the page has none; the data cannot rename the lead event', () => {
    load({ 'data-datalayer': 'true' })('open');
    fromApp({ upshift: 1, type: 'event', name: 'lead', data: { kind: 'call-now', event: 'other' } });
    expect(dlWin.dataLayer).toEqual([{ event: 'upshift.lead', kind: 'call-now' }]);
  });

  it('pushes from the shadow mount too', async () => {
    let send: ((m: unknown) => void) | undefined;
    const importer = async () => ({
      mountShadow: (async (o) => {
        send = o.send as (m: unknown) => void;
        return { receive: () => {}, destroy: () => {} };
      }) as MountShadow,
    });
    load({ 'data-datalayer': 'true', 'data-mount': 'shadow' }, importer)('open');
    await tick();
    send!({ upshift: 1, type: 'event', name: 'track', data: { pageType: 'vehicle' } });
    expect(dlWin.dataLayer).toEqual([{ event: 'upshift.page', pageType: 'vehicle' }]);
  });

  for (const value of [null, 'false', '']) {
    it(`leaves window.dataLayer untouched with data-datalayer=${String(value)}`, () => {
      const lead = vi.fn();
      const api = load({ 'data-datalayer': value });
      api('on', 'lead', lead);
      api('open');
      sendEvents();
      expect(lead).toHaveBeenCalledWith({ kind: 'email' });
      expect('dataLayer' in dlWin).toBe(false);
      const existing = [{ event: 'gtm.js' }];
      dlWin.dataLayer = existing;
      sendEvents();
      expect(dlWin.dataLayer).toEqual([{ event: 'gtm.js' }]);
    });
  }
});

// The tag (loader.js) fetches its host part (loader-host.js) at idle, at once inline, or on demand.
describe('the host part', () => {
  /** An importer whose module arrives (or fails) when the test says so, counting its calls. */
  function deferredHost() {
    const calls: string[] = [];
    let settle: { ok: () => void; fail: () => void } | undefined;
    const importer: HostImporter = (url) => {
      calls.push(url);
      return new Promise<HostModule>((resolve, reject) => {
        settle = { ok: () => resolve({ start: (ctx) => start(ctx) }), fail: () => reject(new Error('offline')) };
      });
    };
    const arrive = async () => (settle!.ok(), tick());
    const fail = async () => (settle!.fail(), tick());
    return { calls, importer, arrive, fail };
  }

  it('is not fetched before idle; at idle it is, and it prefetches the overlay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const host = deferredHost();
    boot(makeScript(), win, host.importer);
    expect(launcher()).not.toBeNull();
    expect(host.calls).toEqual([]);
    vi.advanceTimersByTime(1500);
    expect(host.calls).toEqual([`${APP}/loader-host.js`]);
    vi.useRealTimers();
    await host.arrive();
    // The prefetch may take more than one turn of the event loop on a busy machine: wait for it, not for a tick.
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(root()!.hidden).toBe(true);
    expect(frame().src).toMatch(/#\/$/);
  });

  it('waits for the page to be idle, 4 s at most: a page that never reports idle time still gets it', () => {
    const idle = vi.fn<(run: () => void, options?: IdleRequestOptions) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const host = deferredHost();
    boot(makeScript(), win, host.importer);
    expect(host.calls).toEqual([]);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 4000 });
    idle.mock.calls[0]![0]();
    expect(host.calls).toEqual([`${APP}/loader-host.js`]);
  });

  it('is fetched at once for an inline mount', async () => {
    const target = document.createElement('div');
    target.id = 'here';
    document.body.append(target);
    const host = deferredHost();
    boot(makeScript({ 'data-target': '#here' }), win, host.importer);
    expect(host.calls).toHaveLength(1);
    await host.arrive();
    expect(target.querySelector('iframe')).not.toBeNull();
  });

  it('a click before it arrives opens the overlay as soon as it does, with focus and history right', async () => {
    const host = deferredHost();
    const api = (boot(makeScript(), win, host.importer), win.Upshift!);
    const opened = vi.fn();
    api('on', 'open', opened);
    launcher()!.click();
    expect(host.calls).toHaveLength(1);
    expect(root()).toBeNull();
    launcher()!.click(); // a double click: one fetch, one opening
    expect(host.calls).toHaveLength(1);
    await host.arrive();
    expect(root()!.hidden).toBe(false);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(launcher()!.inert).toBe(true);
    expect(document.activeElement).toBe(closeButton());
    expect(history.state).toMatchObject({ upshift: '/', d: 0 });
    api('close');
    expect(document.activeElement).toBe(launcher());
  });

  // The cold click is no long task on the host: the overlay shows at once, the app's frame a task later.
  it('opens the overlay with a named loading status and focus in it, then mounts the app in a later task', async () => {
    const host = deferredHost();
    boot(makeScript(), win, host.importer);
    launcher()!.click();
    await host.arrive().then(() => undefined);
    expect(root()!.hidden).toBe(false);
    expect(root()!.inert).toBe(false);
    expect(root()!.getAttribute('aria-hidden')).toBeNull();
    expect(root()!.querySelector('[role="status"]')!.textContent).toBe('Loading…');
    expect(document.activeElement).toBe(closeButton());
    fromApp({ upshift: 1, type: 'ready', route: '/' });
    expect(root()!.querySelector('[role="status"]')).toBeNull();
    expect(document.activeElement).toBe(frame());
  });

  it('creates the frame in the task after the one that opened', async () => {
    const host = deferredHost();
    boot(makeScript(), win, host.importer);
    const api = win.Upshift!;
    launcher()!.click();
    // The host part's arrival and the open run in one microtask; the frame waits for a timer.
    let frameAtOpen: Element | null | undefined;
    api('on', 'open', () => (frameAtOpen = document.querySelector('iframe')));
    await host.arrive();
    expect(frameAtOpen).toBeNull();
    expect(frame().src).toMatch(/#\/$/);
  });

  // The prefetched overlay stays laid out (no display:none) but must never be seen, focused or clicked.
  it('keeps the prefetched and the closed overlay hidden, inert and out of the accessibility tree', () => {
    vi.useFakeTimers();
    const api = load();
    vi.advanceTimersByTime(1500);
    const closed = () => {
      expect(root()!.hidden).toBe(true);
      expect(root()!.inert).toBe(true);
      expect(root()!.getAttribute('aria-hidden')).toBe('true');
    };
    closed();
    api('open');
    expect(root()!.inert).toBe(false);
    expect(root()!.getAttribute('aria-hidden')).toBeNull();
    api('close');
    closed();
  });

  it('runs commands sent before it arrives in their order', async () => {
    installStub();
    const seen: string[] = [];
    win.Upshift!('on', 'open', (p: { route: string }) => seen.push('open ' + p.route));
    win.Upshift!('setVehicle', 'v9');
    win.Upshift!('open', '/deals/7');
    const host = deferredHost();
    boot(makeScript(), win, host.importer);
    win.Upshift!('on', 'close', () => seen.push('close'));
    win.Upshift!('close');
    expect(seen).toEqual([]);
    await host.arrive();
    expect(seen).toEqual(['open /deals/7', 'close']);
    expect(frame().src).toContain('vehicle=v9');
    expect(frame().src).toMatch(/#\/deals\/7$/);
  });

  it('reports load-failed when it cannot be fetched, and tries again on the next click', async () => {
    const host = deferredHost();
    boot(makeScript(), win, host.importer);
    const onError = vi.fn();
    win.Upshift!('on', 'error', onError);
    launcher()!.click();
    await host.fail();
    expect(onError).toHaveBeenCalledWith({ code: 'load-failed' });
    expect(root()).toBeNull();
    launcher()!.click();
    expect(host.calls).toHaveLength(2);
    await host.arrive();
    expect(root()!.hidden).toBe(false);
  });

  it('destroy before it arrives leaves nothing behind', async () => {
    const host = deferredHost();
    boot(makeScript(), win, host.importer);
    win.Upshift!('destroy');
    await host.arrive();
    expect(document.body.children).toHaveLength(0);
    expect(document.head.querySelector('style')).toBeNull();
  });
});
