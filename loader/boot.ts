/**
 * The loader's tag (DESIGN.md §2), loader.js: reads its script tag, owns `window.Upshift` and its
 * command queue, draws the launcher, delegates `[data-upshift-open]` clicks and, with
 * `data-datalayer="true"`, copies `track` and `lead` events to the page's `window.dataLayer`.
 * Everything else (mounts, bridge, overlay) is the host part, loader-host.js (host.ts), which it
 * `import()`s from the app origin at idle, at once for an inline mount, or on the first command
 * that needs it. Written for size: the built IIFE must stay within 2 KB gzip (tests/size/check-size.mjs).
 */
import { withoutSecrets, withoutSecretsIn } from '../src/contract/secret-params.ts';
import {
  isRoute,
  type HostCommand,
  type HostImporter,
  type LoaderContext,
  type LoaderWindow,
  type UpshiftApi,
} from './context.ts';

export type { LoaderWindow, UpshiftApi } from './context.ts';

type Handler = (payload: object) => void;

const CSS =
  '#upshift-l{all:initial;cursor:pointer;font:600 16px sans-serif;box-shadow:0 2px 8px #0006;border-radius:28px;position:fixed;right:20px;bottom:20px;z-index:2147483646;padding:14px 22px;background:#111;color:#fff}' +
  '#upshift-l:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}';

export function boot(
  script: HTMLScriptElement | null,
  w: LoaderWindow,
  importHost: HostImporter = (url) => import(/* @vite-ignore */ url),
): void {
  const d = w.document;
  // Everything below needs <body>; a synchronous script in <head> waits for it.
  if (!d.body) return void d.addEventListener('DOMContentLoaded', () => boot(script, w, importHost));
  const prior = w.Upshift;
  if (prior?.l) return;
  const data = script?.dataset || {};
  // Each `on` makes a new list, so an emit in progress runs the handlers it started with.
  const handlers: Record<string, Handler[]> = {};
  const emit = (name: string, raw: Record<string, unknown> = {}) => {
    // The page's scripts and its dataLayer never get an invitation PIN or a code, even in a route the page gave.
    const payload = withoutSecretsIn(raw);
    handlers[name]?.map((h) => {
      try {
        h(payload);
      } catch (e) {
        console.error(e);
      }
    });
    // GTM's convention, as the standalone app pushes them (src/lib/tracking.ts): a page view is
    // `upshift.page`, a named track event `upshift.<its name>`, a lead `upshift.lead`.
    if (data.datalayer == 'true' && (name == 'lead' || name == 'track'))
      (w.dataLayer ||= []).push({ ...payload, event: 'upshift.' + (name == 'lead' ? name : payload.event || 'page') });
  };
  // 1 once configured; 0 when destroyed or misconfigured (then only on/off work)
  let live: 0 | 1 = 0;
  let host: HostCommand | undefined;
  let loading: PromiseLike<void> | 0 | undefined;
  // Commands that wait for the host part, in the order they came.
  const pending: Parameters<HostCommand>[] = [];
  const load = () =>
    (loading ||= importHost(appOrigin + '/loader-host.js').then(
      (m) => {
        host = m.start(ctx);
        pending.splice(0).map((c) => host!(...c));
      },
      // Like shadow.js: the integrator hears it; what waited is dropped, and the next command tries again.
      () => ((loading = pending.length = 0), emit('error', { code: 'load-failed' })),
    ));
  const run = (...c: Parameters<HostCommand>) => live && (host ? host(...c) : (pending.push(c), load()));

  const api = ((command: string, a?: unknown, b?: unknown) => {
    const list = handlers[a as string] || [];
    if (command == 'on') {
      if (typeof b == 'function') handlers[a as string] = [...list, b as Handler];
    } else if (command == 'off') handlers[a as string] = list.filter((h) => h != b);
    else run(command, a);
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
  const campaign = data.campaign;
  if (!campaign) return fail('missing-campaign');

  const appOrigin = new URL(script!.src).origin;
  // data-locale when it is en or es, else the page's language.
  const es = /^es\b/i.test(/^e[ns]$/.test('' + data.locale) ? data.locale! : d.documentElement.lang);
  // An invalid selector throws here, which names it in the console.
  const target = data.target ? d.querySelector<HTMLElement>(data.target) : undefined;
  if (target === null) return fail('missing-target');

  // The launcher carries data-upshift-open="/" too, so this opens it as well.
  const onClick = (e: Event) => {
    const t = (e.target as Element | null)?.closest?.<HTMLElement>('[data-upshift-open]');
    const at = t?.dataset.upshiftOpen;
    if (isRoute(at)) {
      e.preventDefault();
      // A second click while the host part loads would have hit the open overlay: drop it.
      if (host || !pending.some((c) => c[0] == 'open')) run('open', at, t!);
    }
  };
  const style = d.head.appendChild(Object.assign(d.createElement('style'), { textContent: CSS }));
  let launcher: HTMLButtonElement | undefined;
  const ctx: LoaderContext = {
    w,
    emit,
    clean: withoutSecrets,
    appOrigin,
    cfg: {
      campaign,
      dealer: data.dealer || null,
      vehicle: data.vehicle || null,
      locale: es ? 'es' : 'en',
      flags: data.flags || null,
    },
    shadow: data.mount == 'shadow',
    target,
    offset: data.scrollOffset,
    end: () => {
      live = 0;
      [style, launcher].map((e) => e?.remove());
      w.removeEventListener('click', onClick);
    },
  };
  live = 1;
  w.addEventListener('click', onClick);
  if (target) load();
  else {
    if (data.launcher != 'false') {
      launcher = d.body.appendChild(
        Object.assign(d.createElement('button'), {
          id: 'upshift-l',
          textContent: es ? 'Calcular pagos' : 'Estimate payments',
          ariaHasPopup: 'dialog',
        }),
      );
      launcher.setAttribute('data-upshift-open', '/');
    }
    // The idle prefetch: the host part, then (by it) the overlay's iframe or shadow.js. The deadline: a page (or a
    // headless browser) that never reports an idle period still gets the app before a shopper's likely click.
    const onLoad = () =>
      w.requestIdleCallback?.(() => run('prefetch'), { timeout: 4e3 }) || setTimeout(() => run('prefetch'), 1500);
    if (d.readyState == 'complete') onLoad();
    else w.addEventListener('load', onLoad);
  }
  replay();
}
