/**
 * A component in its own chunk (a route's page, a dialog, a panel), shown through the nearest
 * Suspense and error boundary like React's `lazy`, which it replaces. Unlike `lazy`, its load can
 * start before the first render (`preload`): a component already loaded renders at once instead of
 * suspending for a turn (the first route draws in the app's first render).
 */
import type { ComponentProps, ComponentType, JSX } from 'react';

export type LazyComponent<P> = {
  (props: P): JSX.Element;
  /** Starts the chunk's load; settles (never rejects) once the component can render or has failed. */
  preload: () => Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's lazy: any component, its props kept
export function lazyComponent<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyComponent<ComponentProps<T>> {
  let pending: Promise<void> | null = null;
  let loaded: T | null = null;
  let failure: { error: unknown } | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  function Lazy(props: ComponentProps<T>) {
    const loading = preload();
    // The nearest error boundary shows a failed chunk, as it does for `lazy`.
    if (failure) throw failure.error;
    // The nearest Suspense shows its loading status until the chunk is in.
    const Loaded: ComponentType<ComponentProps<T>> | null = loaded;
    if (!Loaded) throw loading;
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
