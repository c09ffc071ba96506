/**
 * A part of a page that comes in its own chunk (a section below the fold, a step, a dialog's body):
 * a status while it loads, an alert with a retry when its chunk fails, then the part itself. Unlike
 * `lazy`, a failed load can be tried again (a lost connection on a phone is not the end of the page).
 */
import { h } from 'preact';
import { useEffect, useState, type ComponentType } from 'react';
import { retryingImport } from '../chunk-retry.ts';
import { partsReady, t } from '../i18n/index.ts';
import { ErrorState } from './error-state.tsx';

type Options<P> = {
  /** What is loading, for screen readers, from the part's props; "Loading…" when not given. */
  label?: (props: P) => string;
  /** The space the part will take (CSS length), so the page does not jump when it arrives. */
  reserve?: string;
  /** Nothing while it loads: for what does not draw the page (footers, floating pieces), only a failure shows. */
  quiet?: boolean;
};

export type LazyPart<P> = ComponentType<P> & {
  /** Starts the load early (with the page), so the part is there by the time it is shown; never rejects. */
  preload: () => Promise<void>;
};

// Typed by the picked component's props, not `ComponentProps<C>` of a component type `C`: assigning a `C` to
// `ComponentType<ComponentProps<C>>` made TypeScript compare it against every intrinsic element (4 minutes of checking).
export function lazyPart<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  options: Options<P> = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // A failed chunk is asked for anew on "Try again" (withStyles loads already do, with their sheets).
  const fetchModule = retryingImport(load);
  const start = () =>
    // Its copy in the language in use comes with it (its i18n parts start loading as it runs).
    (pending ??= fetchModule().then(
      (module) => partsReady().then(() => (loaded = pick(module))),
      (error: unknown) => {
        // Forgotten, so that "Try again" asks for the chunk anew.
        pending = null;
        throw error;
      },
    ));

  function Part(props: P) {
    const [status, setStatus] = useState<'loading' | 'error' | 'ready'>(loaded ? 'ready' : 'loading');
    useEffect(() => {
      if (status !== 'loading') return;
      let live = true;
      start().then(
        () => live && setStatus('ready'),
        () => live && setStatus('error'),
      );
      return () => {
        live = false;
      };
    }, [status]);
    // Only the props the part was given: JSX would ask the open type P for `key`, `ref` and `children` too.
    if (loaded) return h(loaded as ComponentType<object>, props as object);
    const style = options.reserve ? { minHeight: options.reserve } : undefined;
    if (status === 'error') {
      return <ErrorState messages={[t('error.region.title')]} style={style} onRetry={() => setStatus('loading')} />;
    }
    if (options.quiet) return null;
    return (
      <div class="page-loading" role="status" aria-live="polite" aria-busy="true" style={style}>
        <span class="spinner" aria-hidden="true" />
        {options.label ? options.label(props) : t('common.loading')}
      </div>
    );
  }
  return Object.assign(Part, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
