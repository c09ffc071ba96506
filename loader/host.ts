/**
 * The loader's host part (DESIGN.md §2), loader-host.js: the tag `import()`s it from the app origin
 * and calls `start` once. It mounts the app (iframe or shadow DOM, overlay or inline), runs the host
 * side of the bridge and owns the overlay (inert, scroll lock, focus, Esc, Back button). Written for
 * size like the tag: its own budget in tests/size/check-size.mjs.
 */
import type { AppToHostMessage, HostToAppMessage, ShadowMountHandle } from '../src/contract/bridge-protocol.ts';
import { isRoute, type HostCommand, type LoaderContext, type ShadowImporter } from './context.ts';

// The panel is centred by auto margins on all four insets; `all:initial` already drops borders.
const CSS =
  '#upshift-r{all:initial;position:fixed;inset:0;z-index:2147483647;background:#0009}' +
  // Closed, it stays laid out (opening is then a repaint, not a ~70 ms layout) but unseen and unclickable;
  // `all:initial` resets inherited visibility, hence `*`; the shadow app's root resets it too, hence display:none.
  // The close button hides the same way while one of the app's dialogs (with a close button of its own) is open.
  '#upshift-r[hidden],#upshift-r[hidden] *,#upshift-x[hidden]{visibility:hidden;pointer-events:none}#upshift-r[hidden] [data-upshift-shadow]{display:none}' +
  '#upshift-s{all:initial;position:absolute;top:45%;width:100%;text-align:center;font:18px sans-serif;color:#333}' +
  // contain:layout: the shadow app's fixed pieces (contact button, chat) sit in the panel, as in a frame.
  '#upshift-p{all:initial;position:absolute;inset:24px;margin:auto;max-width:1200px;max-height:900px;background:#fff;border-radius:12px;overflow:hidden;contain:layout}' +
  // z-index over the mount, whose own stacking (isolation) keeps the shadow app's z-indexes under it.
  '#upshift-x{all:initial;z-index:1;cursor:pointer;box-shadow:0 2px 8px #0006;border-radius:28px;position:absolute;top:8px;right:8px;width:40px;line-height:40px;background:#fff;color:#111;font:600 28px sans-serif;text-align:center}' +
  '#upshift-x:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}' +
  '.upshift-f{all:initial;display:block;width:100%;height:100%;overflow:auto;isolation:isolate}' +
  '@media(max-width:767px){#upshift-p{inset:0;border-radius:0}}';

export function start(
  { w, emit, clean, appOrigin, cfg, shadow, target, offset, end }: LoaderContext,
  importShadow: ShadowImporter = (url) => import(/* @vite-ignore */ url),
  // The next task (unit tests run it at once).
  later: (f: () => void) => unknown = setTimeout,
): HostCommand {
  const d = w.document;
  const hist = w.history;
  const hostOrigin = w.location.origin;
  const inline = !!target;
  // [dialog label, close, loading]
  const copy =
    cfg.locale == 'es' ? ['Compra de vehículos', 'Cerrar', 'Cargando…'] : ['Vehicle shopping', 'Close', 'Loading…'];
  // 1 until destroyed
  let live: 0 | 1 = 1;
  let root: HTMLElement | undefined; // overlay
  let closeBtn: HTMLButtonElement | undefined;
  let status: HTMLElement | undefined; // the overlay's loading indicator, until ready
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

  /** A new element with properties (ARIA ones too, by reflection), appended to `parent`. */
  const el = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    parent: Node,
    props: Partial<HTMLElementTagNameMap[K]>,
    attr?: [string, string],
  ) => {
    const e = d.createElement(tag);
    // Before insertion: an iframe's `allow` must be there when it starts loading.
    if (attr) e.setAttribute(...attr);
    return parent.appendChild(Object.assign(e, props));
  };
  // 'instant' beats a host's `scroll-behavior: smooth`, which would animate the jump back.
  const restoreScroll = () => w.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  const setInert = (on: boolean) => madeInert.map((e) => (e.inert = on));

  // `s` marks this opening's entries: stale ones (from a reload or an earlier opening) mean "before the open".
  const push = (at: string, d: number) => hist.pushState({ upshift: at, d, s: session }, '');
  // Host messages wait until the app is ready and, in the shadow mount, until its handle is back.
  const flush = () =>
    ready &&
    (frame || handle) &&
    queue.splice(0).map((m) => (frame ? frame.contentWindow?.postMessage(m, appOrigin) : handle!.receive(m)));
  const send = (m: HostToAppMessage) => {
    queue.push(m);
    flush();
  };
  const navigate = (at: unknown) => isRoute(at) && send({ upshift: 1, type: 'navigate', route: at });
  // From the first open (overlay) or the mount (inline): the app never saying ready is an error.
  const startTimer = () => (timer ||= setTimeout(() => ready || emit('error', { code: 'timeout' }), 2e4));

  const receive = (m: AppToHostMessage) => {
    // A type that is not a string matches no branch, so `upshift` is the whole shape check.
    if (m?.upshift !== 1 || !live) return;
    const type = m.type;
    if (type == 'ready') {
      // An app that reloads for a full-page redirect (seed 001 §2) says ready again: the page hears it once.
      if (!ready) emit('ready');
      ready = 1;
      status?.remove();
      flush();
      if (isOpen) mountEl!.focus();
    }
    if (type == 'resize' && frame && inline && m.height > 0) frame.style.height = Math.ceil(m.height) + 'px';
    if (type == 'navigate' && isRoute(m.route)) {
      // Inline, a new page (not a new query) starts at its heading: below the site's fixed header when it scrolled above it.
      if (inline && m.route.split('?')[0] != route.split('?')[0]) {
        const top = mountEl!.getBoundingClientRect().top;
        const under =
          offset ??
          Math.max(
            0,
            ...d
              .elementsFromPoint(w.innerWidth / 2, 0)
              .map((e) => (/fixed|sticky/.test(w.getComputedStyle(e).position) ? e.getBoundingClientRect().bottom : 0)),
          );
        if (top < +under) w.scrollBy(0, top - +under);
      }
      route = m.route;
      emit('navigate', { route, title: m.title });
      // isOpen is only ever set for the overlay: inline never adds history entries.
      if (m.push && isOpen) push(route, ++depth);
    }
    if (type == 'close') close();
    if (type == 'modal' && closeBtn) closeBtn.hidden = m.open;
    // Only back to the dealer's own site, a page of this http(s) page's origin: after
    // the literal prefix `origin/` nothing can change the host the URL names.
    if (type == 'link-back' && /^http/.test(hostOrigin) && (m.url + '/').startsWith(hostOrigin + '/'))
      w.location.href = m.url;
    // The tag's emit also copies track and lead to the page's dataLayer.
    if (type == 'event' && ['lead', 'track', 'error'].includes(m.name)) emit(m.name, { ...m.data });
  };

  const mount = (parent: HTMLElement, at: string | null) => {
    if (shadow) {
      const host = (mountEl = el('div', parent, { className: 'upshift-f', tabIndex: -1 }, ['data-upshift-shadow', '']));
      importShadow(appOrigin + '/shadow.js')
        .then((m) => m.mountShadow({ ...cfg, host, appOrigin, overlay: !inline, route: at, send: receive }))
        .then(
          (h) => (live ? ((handle = h), flush()) : h.destroy()),
          () => emit('error', { code: 'load-failed' }),
        );
    } else {
      frame = mountEl = el(
        'iframe',
        parent,
        {
          className: 'upshift-f',
          title: copy[0]!,
          src:
            appOrigin +
            '/embed?' +
            new URLSearchParams(
              // `open`: made for an open overlay, the app is on screen from its first paint.
              Object.entries({
                ...cfg,
                ref: w.location.href,
                inline: inline ? '1' : '',
                route: at,
                open: isOpen ? '1' : '',
              }).filter((e) => e[1]) as [string, string][],
            ) +
            '#' +
            (at || '/'),
        },
        ['allow', 'clipboard-write'],
      );
      if (inline) frame.style.height = '480px';
    }
  };

  /** Shown, or closed: then also inert and hidden from screen readers, so it never takes focus or clicks. */
  const show = (on: boolean) => {
    root!.hidden = root!.inert = !on;
    root!.ariaHidden = on ? null : 'true';
  };

  /** Builds the overlay (closed) with its mount: on idle for prefetch, or on first open. */
  const overlay = (at: string | null) => {
    if (root) return;
    root = el('div', d.body, { id: 'upshift-r', role: 'dialog', ariaModal: 'true', ariaLabel: copy[0]! });
    show(false);
    const panel = el('div', root, { id: 'upshift-p' });
    closeBtn = el('button', panel, { id: 'upshift-x', textContent: '×', ariaLabel: copy[1]!, onclick: () => close() });
    status = el('p', panel, { id: 'upshift-s', role: 'status', textContent: copy[2]! });
    // A task of its own: the click that opens shows the overlay at once and is no long task on the host.
    later(() => live && mount(panel, at));
  };

  const open = (requested?: unknown, from?: Element) => {
    const at = isRoute(requested) ? requested : null;
    if (!inline && !isOpen) {
      const body = d.body;
      // Open first: a frame the overlay makes now says so in its URL.
      isOpen = 1;
      overlay(at);
      opener = from || d.activeElement;
      madeInert = [...(body.children as HTMLCollectionOf<HTMLElement>)].filter((e) => e != root && !e.inert);
      setInert(true);
      scrollX = w.scrollX;
      scrollY = w.scrollY;
      session = Math.random();
      // Push before locking: the entry we leave keeps the real scroll position for Back to restore.
      // History is the page's to read: the entry holds the route without its PIN (the app got it in its URL).
      push(clean(at || route), (depth = 0));
      bodyStyle = body.getAttribute('style');
      // position:fixed is the only lock iOS Safari honours; top keeps the page where it was.
      body.style.cssText += `;position:fixed;top:${-scrollY}px;left:0;right:0;overflow:hidden`;
      show(true);
      (ready ? mountEl! : closeBtn!).focus();
      startTimer();
    }
    send({ upshift: 1, type: 'open', route: at });
    emit('open', { route: at || route });
  };

  /** `fromHistory`: Back already left our entries, so history must not move again. */
  const close = (fromHistory?: 1) => {
    if (!isOpen) return;
    const body = d.body;
    isOpen = 0;
    show(false);
    setInert(false);
    if (bodyStyle == null) body.removeAttribute('style');
    else body.setAttribute('style', bodyStyle);
    restoreScroll();
    (opener as HTMLElement | null)?.focus?.();
    if (!fromHistory) {
      ignorePop = 1;
      hist.go(-(depth + 1));
    }
    emit('close');
  };

  /** One listener for three window events (keydown bubbles up to the window); the tag listens for clicks. */
  const onEvent = (e: Event) => {
    const type = e.type;
    if (type == 'message') {
      const m = e as MessageEvent;
      if (frame && m.source == frame.contentWindow && m.origin == appOrigin) receive(m.data as AppToHostMessage);
    }
    if (type == 'keydown' && isOpen && (e as KeyboardEvent).key == 'Escape' && !e.defaultPrevented) close();
    if (type == 'popstate') {
      // Traversing back restores the scroll of the entry pushed while the page was locked at 0.
      if (ignorePop) return void ((ignorePop = 0), restoreScroll());
      if (!isOpen) return;
      const s = (e as PopStateEvent).state as { upshift: string; d: number; s: number } | null;
      if (s?.s === session) {
        depth = s.d;
        navigate(s.upshift);
      } else close(1);
    }
  };
  const listen = (how: 'add' | 'remove') =>
    ['message', 'popstate', 'keydown'].map((n) => w[`${how}EventListener`](n, onEvent));

  const style = el('style', d.head, { textContent: CSS });
  listen('add');
  if (target) {
    mount(target, null);
    startTimer();
  }

  return (command, a, from) => {
    if (!live) return;
    if (command == 'open') open(a, from);
    if (command == 'close') close();
    if (command == 'navigate') navigate(a);
    if (command == 'setVehicle' && a) {
      cfg.vehicle = '' + a;
      if (mountEl) send({ upshift: 1, type: 'set-vehicle', vehicleId: cfg.vehicle });
    }
    // The tag asks at idle, as it loads this part: nothing to do if already opened.
    if (command == 'prefetch' && !root && !inline) {
      if (shadow) preload = el('link', d.head, { rel: 'modulepreload', href: appOrigin + '/shadow.js' });
      else overlay(null);
    }
    if (command == 'destroy') {
      close();
      live = 0;
      clearTimeout(timer);
      [style, root, preload, mountEl].map((e) => e?.remove());
      handle?.destroy();
      listen('remove');
      end();
    }
  };
}
