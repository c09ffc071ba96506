/**
 * Starts the app in a container for any mount: configures the HTTP client, language and
 * tracking from the page context, wires the bridge to the location, renders, and returns a
 * cleanup that undoes all of it.
 */
import { render } from 'preact';
import { signal } from '@preact/signals';
import type { Bridge } from '../lib/bridge.ts';
import { PUBLIC_EVENTS, type PublicEventName } from '../contract/bridge-protocol.ts';
import { chooseVehicleOfInterest, type AppEnv } from '../lib/env.tsx';
import { configureHttp, isErrorReporterEnabled, report } from '../lib/http.ts';
import { whenIdle } from '../lib/idle.ts';
import { locale } from '../lib/i18n/index.ts';
import type { BootData } from '../contract/page-context.ts';
import { withoutSecrets } from '../contract/secret-params.ts';
import { configureTracking, holdPageViews, showPages } from '../lib/tracking.ts';
import { createSessionModel } from '../features/auth/index.ts';
import { terminalErrorScope } from '../features/errors/rules.ts';
import { App } from './app.tsx';
import type { AppLocation } from './location.ts';
import { routeTitle } from './route-effects.ts';
import { holdsPageViews } from './rules.ts';

// Called before startApp by each mount: what its first render needs beyond the entry.
export { preloadLayout } from './layout/layout.tsx';
export { preloadPage } from './routes.tsx';

export type StartOptions = {
  container: HTMLElement;
  boot: BootData;
  bridge: Bridge;
  location: AppLocation;
  /** The overlay was open when the host made the app's frame (the loader's `open=1`): no `open` to wait for. */
  shown?: boolean;
};

export function startApp({ container, boot, bridge, location, shown = false }: StartOptions): () => void {
  const { context, csrf } = boot;
  // The host draws its Close button over the top-right corner of the overlay: the shell leaves room.
  container.classList.toggle('upshift-root--overlay', context.overlayEnabled);
  configureHttp({
    apiBase: context.apiBase,
    csrf,
    reportErrors: isErrorReporterEnabled(context.environment),
    responses: boot.responses,
  });
  // The caller loaded this language's catalogue first (loadLocale); English is always there.
  locale.value = context.locale;
  configureTracking({
    mode: context.mode,
    // Public event names go to the host as they are; anything else travels as a `track` event.
    send: (name, data) =>
      isPublicEvent(name)
        ? bridge.send({ type: 'event', name, data })
        : bridge.send({ type: 'event', name: 'track', data: { event: name, ...data } }),
  });
  if (holdsPageViews(context, shown)) holdPageViews();
  const session = createSessionModel(context.visitor);
  const vehicleOfInterestId = signal(context.vehicleOfInterestId);
  const env: AppEnv = {
    context,
    navigate: location.navigate,
    reload: location.reload,
    host: bridge,
    vehicleOfInterestId,
  };

  // The host hears routes without their PINs (the bridge drops them); its Back and Forward hand such a
  // route back, and the shopper returns to the route as it was, PIN and all.
  const withPin = new Map<string, string>();
  const remember = (route: string) => {
    const shown = withoutSecrets(route);
    if (shown !== route) withPin.set(shown, route);
  };
  remember(location.current());
  const cleanups = [
    location.onNavigate((route, push) => {
      remember(route);
      bridge.send({ type: 'navigate', route, title: routeTitle(route, context), push });
    }),
    bridge.listen((message) => {
      // The page the shopper now sees counts as viewed; one the open moves away from does not.
      if (message.type === 'open') showPages(!message.route || message.route === location.current());
      // Host-driven moves replace the entry: the host already owns that history step.
      if (message.type === 'open' && message.route) location.navigate(message.route, { replace: true });
      if (message.type === 'navigate')
        location.navigate(withPin.get(message.route) ?? message.route, { replace: true });
      if (message.type === 'set-vehicle') chooseVehicleOfInterest(env, message.vehicleId);
    }),
  ];
  render(<App env={env} session={session} location={location} />, container);
  // Co-browse and dealer chat are their own chunk, loaded once the first page has settled (idle): their
  // requests, script and frame would compete with its data and second render.
  let stopScripts: (() => void) | null = null;
  let stopped = false;
  const startScripts = () =>
    import('../features/external-scripts/index.ts').then(
      ({ startExternalScripts }) => {
        if (!stopped) stopScripts = startExternalScripts(context);
      },
      (error: unknown) => report(error instanceof Error ? error : new Error(String(error))),
    );
  // A campaign closed by its terminal error (seed 000 §8) runs none: there is nothing to co-browse or chat about.
  const closed = context.error !== null && terminalErrorScope(context.error) === 'campaign';
  const cancelStart = closed ? () => undefined : whenIdle(() => void startScripts(), 2000);
  cleanups.push(() => {
    stopped = true;
    cancelStart();
    stopScripts?.();
  });
  bridge.send({ type: 'ready', route: location.current() });
  return () => {
    cleanups.forEach((stop) => stop());
    render(null, container);
  };
}

function isPublicEvent(name: string): name is PublicEventName {
  return (PUBLIC_EVENTS as readonly string[]).includes(name);
}
