/**
 * The loader's whole logic (DESIGN.md §2): reads its script tag, runs the command queue, mounts
 * the app (iframe or shadow DOM, overlay or inline), runs the host side of the bridge, draws the
 * launcher and owns the overlay (inert, scroll lock, focus, Esc, Back button).
 * Kept dependency-free and small: the built IIFE must stay under 3 KB gzip.
 */
import type { AppToHostMessage, HostToAppMessage, MountShadow, ShadowMountHandle } from '../src/lib/bridge-protocol.ts';
import { isAppRoute } from '../src/lib/bridge-protocol.ts';

type Handler = (payload: object) => void;
/** The global `window.Upshift`: the queue stub before load, this function after. */
export type UpshiftApi = ((command: string, ...args: unknown[]) => void) & {
  q?: ArrayLike<unknown>[];
  /** Set once a loader owns the global, so a second copy of the script does nothing. */
  l?: 1;
};
export type LoaderWindow = Window & typeof globalThis & { Upshift?: UpshiftApi };
export type ShadowImporter = (url: string) => Promise<{ mountShadow: MountShadow }>;

// [dialog label, close, launcher]
const COPY = {
  en: ['Vehicle shopping', 'Close', 'Estimate payments'],
  es: ['Compra de vehículos', 'Cerrar', 'Calcular pagos'],
};
/** Events the app may raise through `event` (the lifecycle ones are the loader's own). */
const APP_EVENTS = ['lead', 'track', 'error'];
// A trimmed copy of bridge-protocol's isBridgeMessage (same rule, fewer bytes).
const isMessage = (m: unknown): m is AppToHostMessage =>
  (m as { upshift?: unknown } | null)?.upshift === 1 && typeof (m as { type?: unknown }).type == 'string';
const CSS =
  '#upshift-r{all:initial;position:fixed;inset:0;z-index:2147483647;display:flex;background:#0009}' +
  '#upshift-r[hidden]{display:none}' +
  '#upshift-p{all:initial;position:relative;margin:auto;width:min(1200px,100% - 48px);height:min(900px,100% - 48px);background:#fff;border-radius:12px;overflow:hidden}' +
  '#upshift-x,#upshift-l{all:initial;cursor:pointer;font:600 16px sans-serif;box-shadow:0 2px 8px #0006}' +
  '#upshift-x{position:absolute;top:8px;right:8px;width:40px;height:40px;line-height:40px;border-radius:50%;background:#fff;color:#111;font-size:28px;text-align:center}' +
  '#upshift-l{position:fixed;right:20px;bottom:20px;z-index:2147483646;padding:14px 22px;border-radius:28px;background:#111;color:#fff}' +
  '#upshift-x:focus-visible,#upshift-l:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}' +
  '.upshift-f{all:initial;display:block;width:100%;height:100%;border:0;overflow:auto}' +
  '@media(max-width:767px){#upshift-p{width:100%;height:100%;border-radius:0}}';

export function boot(
  script: HTMLScriptElement | null,
  w: LoaderWindow,
  importShadow: ShadowImporter = (url) => import(/* @vite-ignore */ url),
): void {
  const d = w.document;
  // Everything below needs <body>; a synchronous script in <head> waits for it.
  if (!d.body) return void d.addEventListener('DOMContentLoaded', () => boot(script, w, importShadow));
  const prior = w.Upshift;
  if (prior?.l) return;
  const html = d.documentElement;
  const hist = w.history;
  const attr = (name: string) => script?.dataset[name] || null;
  const campaign = attr('campaign');
  const handlers: Record<string, Handler[]> = {};
  const emit = (name: string, payload: object = {}) => {
    for (const h of (handlers[name] || []).slice()) {
      try {
        h(payload);
      } catch (e) {
        console.error(e);
      }
    }
  };
  // 1 once mounted; back to 0 when destroyed or misconfigured (then only on/off work)
  let live: 0 | 1 = 0;

  const api = ((command: string, a?: unknown, b?: unknown) => {
    if (command == 'on') {
      if (typeof b == 'function') (handlers[a as string] ||= []).push(b as Handler);
    } else if (command == 'off') {
      handlers[a as string] = (handlers[a as string] || []).filter((h) => h != b);
    } else if (live) {
      switch (command) {
        case 'open':
          return open(a);
        case 'close':
          return close();
        case 'navigate':
          if (isAppRoute(a)) send({ upshift: 1, type: 'navigate', route: a });
          return;
        case 'setVehicle':
          if (a) {
            vehicle = String(a);
            if (mountEl) send({ upshift: 1, type: 'set-vehicle', vehicleId: vehicle });
          }
          return;
        case 'destroy':
          return destroy();
      }
    }
  }) as UpshiftApi;
  api.l = 1;
  w.Upshift = api;
  // Calls the stub queued before the loader ran.
  const replay = () => prior?.q?.forEach((args) => api.apply(0, args as [string]));

  /** Misconfigured: only `on`/`off` keep working, so the integrator hears about it. */
  const fail = (code: string) => {
    console.error('Upshift: ' + code);
    replay();
    emit('error', { code });
  };
  if (!campaign) return fail('missing-campaign');

  const appOrigin = new URL(script!.src, w.location.href).origin;
  const hostOrigin = w.location.origin;
  const dealer = attr('dealer');
  const flags = attr('flags');
  let vehicle = attr('vehicle');
  const shadow = attr('mount') == 'shadow';
  const targetSelector = attr('target');
  const inline = !!targetSelector;
  const askedLocale = attr('locale');
  const locale: 'en' | 'es' =
    askedLocale == 'en' || askedLocale == 'es' ? askedLocale : /^es\b/i.test(html.lang) ? 'es' : 'en';
  const copy = COPY[locale];

  let root: HTMLElement | undefined; // overlay
  let closeBtn: HTMLButtonElement | undefined;
  let launcher: HTMLButtonElement | undefined;
  let preload: HTMLLinkElement | undefined;
  let mountEl: HTMLElement | undefined; // iframe or shadow host
  let frame: HTMLIFrameElement | undefined;
  let handle: ShadowMountHandle | undefined;
  // Undefined starts stand for 0/null/false: fewer bytes.
  let ready: 1 | undefined;
  const queue: HostToAppMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let route = '/'; // the app's current route, as last reported
  // overlay state while open
  let isOpen: 0 | 1 | undefined;
  let opener: Element | null | undefined;
  let madeInert: HTMLElement[] = [];
  let scrollX: number;
  let scrollY: number;
  let bodyStyle: string | null;
  let depth: number;
  let session: number;
  let ignorePop: 0 | 1 | undefined;

  const set = (e: Element, name: string, value: string) => e.setAttribute(name, value);
  const el = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    parent: Node,
    props: Partial<HTMLElementTagNameMap[K]>,
    attrs: Record<string, string> = {},
  ) => {
    const e = parent.appendChild(Object.assign(d.createElement(tag), props));
    for (const k in attrs) set(e, k, attrs[k]!);
    return e;
  };
  // 'instant' beats a host's `scroll-behavior: smooth`, which would animate the jump back.
  const restoreScroll = () => w.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  const setStyleAttr = (e: Element, value: string | null) =>
    value == null ? e.removeAttribute('style') : set(e, 'style', value);

  // `s` marks this opening's entries: stale ones (from a reload or an earlier opening) mean "before the open".
  const push = (at: string, d: number) => hist.pushState({ upshift: at, d, s: session }, '');
  const deliver = (m: HostToAppMessage) =>
    frame ? frame.contentWindow?.postMessage(m, appOrigin) : handle?.receive(m);
  const canDeliver = () => ready && (frame || handle);
  const flush = () => canDeliver() && queue.splice(0).forEach(deliver);
  const send = (m: HostToAppMessage) => (canDeliver() ? deliver(m) : queue.push(m));
  const startTimer = () => {
    clearTimeout(timer);
    if (!ready) timer = setTimeout(() => ready || emit('error', { code: 'timeout' }), 2e4);
  };

  const receive = (m: unknown) => {
    if (!isMessage(m) || !live) return;
    switch (m.type) {
      case 'ready':
        ready = 1;
        flush();
        emit('ready');
        if (isOpen) mountEl!.focus();
        return;
      case 'resize': {
        const h = +m.height;
        if (frame && inline && h > 0) frame.style.height = Math.ceil(h) + 'px';
        return;
      }
      case 'navigate':
        if (!isAppRoute(m.route)) return;
        route = m.route;
        emit('navigate', { route, title: m.title });
        if (m.push && isOpen && !inline) push(route, ++depth);
        return;
      case 'close':
        return close();
      case 'link-back':
        // Only back to the dealer's own site, a page of this http(s) page's origin (issue 15): after
        // the literal prefix `origin/` nothing can change the host the URL names.
        if (/^http/.test(hostOrigin) && (m.url + '/').startsWith(hostOrigin + '/')) w.location.href = m.url;
        return;
      case 'event':
        if (APP_EVENTS.includes(m.name)) emit(m.name, { ...m.data });
    }
  };

  const mount = (parent: HTMLElement, at: string | null) => {
    if (shadow) {
      const host = (mountEl = el(
        'div',
        parent,
        { className: 'upshift-f', tabIndex: -1 },
        { 'data-upshift-shadow': '' },
      ));
      importShadow(appOrigin + '/shadow.js')
        .then((m) =>
          m.mountShadow({
            host,
            campaign,
            appOrigin,
            dealer,
            vehicle,
            locale,
            flags,
            overlay: !inline,
            route: at,
            send: receive,
          }),
        )
        .then(
          (h) => (live ? ((handle = h), flush()) : h.destroy()),
          () => emit('error', { code: 'load-failed' }),
        );
    } else {
      const enc = encodeURIComponent;
      const opt = (key: string, value: string | null) => (value ? `&${key}=${enc(value)}` : '');
      frame = mountEl = el(
        'iframe',
        parent,
        {
          className: 'upshift-f',
          title: copy[0]!,
          src:
            `${appOrigin}/embed?campaign=${enc(campaign)}&ref=${enc(w.location.href)}` +
            opt('dealer', dealer) +
            opt('vehicle', vehicle) +
            opt('flags', flags) +
            `&locale=${locale}` +
            (inline ? '&inline=1' : '') +
            `#${at || '/'}`,
        },
        { allow: 'clipboard-write' },
      );
      if (inline) frame.style.height = '480px';
    }
  };

  /** Builds the overlay (hidden) with its mount: on idle for prefetch, or on first open. */
  const overlay = (at: string | null) => {
    if (root) return;
    root = el(
      'div',
      d.body,
      { id: 'upshift-r', hidden: true },
      { role: 'dialog', 'aria-modal': 'true', 'aria-label': copy[0]! },
    );
    const panel = el('div', root, { id: 'upshift-p' });
    closeBtn = el(
      'button',
      panel,
      { id: 'upshift-x', textContent: '×', onclick: () => close() },
      { 'aria-label': copy[1]! },
    );
    mount(panel, at);
  };

  const open = (requested?: unknown, from?: Element) => {
    const at = isAppRoute(requested) ? requested : null;
    if (!inline && !isOpen) {
      const body = d.body;
      overlay(at);
      isOpen = 1;
      opener = from || d.activeElement;
      madeInert = [...(body.children as HTMLCollectionOf<HTMLElement>)].filter((e) => e != root && !e.inert);
      for (const e of madeInert) e.inert = true;
      scrollX = w.scrollX;
      scrollY = w.scrollY;
      session = Math.random();
      // Push before locking: the entry we leave keeps the real scroll position for Back to restore.
      push(at || route, (depth = 0));
      bodyStyle = body.getAttribute('style');
      // position:fixed is the only lock iOS Safari honours; top keeps the page where it was.
      body.style.cssText += `;position:fixed;top:${-scrollY}px;left:0;right:0;overflow:hidden`;
      root!.hidden = false;
      (ready ? mountEl! : closeBtn!).focus();
      startTimer();
    }
    send({ upshift: 1, type: 'open', route: at });
    emit('open', { route: at || route });
  };

  /** `fromHistory`: Back already left our entries, so history must not move again. */
  const close = (fromHistory?: 1) => {
    if (!isOpen) return;
    isOpen = 0;
    root!.hidden = true;
    for (const e of madeInert) e.inert = false;
    setStyleAttr(d.body, bodyStyle);
    restoreScroll();
    (opener as HTMLElement | null)?.focus?.();
    if (!fromHistory) {
      ignorePop = 1;
      hist.go(-(depth + 1));
    }
    emit('close');
  };

  const onMessage = (e: MessageEvent) => {
    if (frame && e.source == frame.contentWindow && e.origin == appOrigin) receive(e.data);
  };
  const onClick = (e: MouseEvent) => {
    const t = (e.target as Element | null)?.closest?.<HTMLElement>('[data-upshift-open]');
    const at = t?.dataset.upshiftOpen;
    if (t && isAppRoute(at)) {
      e.preventDefault();
      open(at, t);
    }
  };
  const onKey = (e: KeyboardEvent) => {
    if (isOpen && e.key == 'Escape' && !e.defaultPrevented) close();
  };
  const onPop = (e: PopStateEvent) => {
    // Traversing back restores the scroll of the entry pushed while the page was locked at 0.
    if (ignorePop) return void ((ignorePop = 0), restoreScroll());
    if (!isOpen) return;
    const s = e.state as { upshift: string; d: number; s: number } | null;
    if (s?.s === session) {
      depth = s.d;
      send({ upshift: 1, type: 'navigate', route: s.upshift });
    } else close(1);
  };
  const prefetch = () => {
    if (!live || root || preload) return;
    if (shadow) {
      preload = el('link', d.head, { rel: 'modulepreload', href: appOrigin + '/shadow.js' });
    } else overlay(null);
  };
  const onLoad = () => w.requestIdleCallback?.(prefetch) || setTimeout(prefetch, 1500);

  const listen = (how: 'add' | 'remove') => {
    // click and keydown bubble up to the window, so one target serves all four.
    for (const [n, f] of [
      ['message', onMessage],
      ['popstate', onPop],
      ['click', onClick],
      ['keydown', onKey],
    ] as unknown as [string, EventListener][])
      w[`${how}EventListener`](n, f);
  };

  const destroy = () => {
    close();
    live = 0;
    clearTimeout(timer);
    for (const e of [style, root, launcher, preload, mountEl]) e?.remove();
    handle?.destroy();
    listen('remove');
  };

  // An invalid selector throws here, which names it in the console.
  const target = inline && d.querySelector(targetSelector!);
  if (inline && !target) return fail('missing-target');
  live = 1;
  const style = el('style', d.head, { textContent: CSS });
  listen('add');
  if (target) {
    mount(target as HTMLElement, null);
    startTimer();
  } else {
    if (attr('launcher') != 'false') {
      launcher = el(
        'button',
        d.body,
        { id: 'upshift-l', textContent: copy[2]!, onclick: () => open('/', launcher) },
        { 'aria-haspopup': 'dialog' },
      );
    }
    if (d.readyState == 'complete') onLoad();
    else w.addEventListener('load', onLoad);
  }
  replay();
}
