/**
 * A page's or a modal's model for as long as the view shows it: made for the given deps, started on
 * mount, ended when the deps change (another deal, another vehicle) or the view goes. @preact/signals'
 * useModel does the same with no deps, so a changed id would need a remount; this hook takes deps.
 */
import { useEffect, useMemo } from 'react';

/** What a model may end with: createModel's models have `Symbol.dispose`, hand-made ones `dispose()`. */
export type Ending = { dispose?: () => void; [Symbol.dispose]?: () => void };

/** What the hook starts: `load`, with a signal aborted when the model goes. */
export type PageModel = Ending & { load?: (signal: AbortSignal) => unknown };

/** Ends a model that has a way to end; any other is left to the collector. */
export function endModel(model: object): void {
  const m = model as Ending;
  (m[Symbol.dispose] ?? m.dispose)?.call(m);
}

/** Tests may hand in their own model through `create` (`() => given ?? createX(id)`): it is started and ended too. */
export function usePageModel<M extends PageModel>(create: () => M, deps: readonly unknown[]): M;
/** A model that starts otherwise (a ticker's `start()`, a section's first load): `start` says how. */
export function usePageModel<M extends object>(
  create: () => M,
  deps: readonly unknown[],
  start: (model: M, signal: AbortSignal) => unknown,
): M;
export function usePageModel(
  create: () => PageModel,
  deps: readonly unknown[],
  start = (model: PageModel, signal: AbortSignal) => model.load?.(signal),
): PageModel {
  const model = useMemo(create, deps);
  useEffect(() => {
    const leaving = new AbortController();
    void start(model, leaving.signal);
    return () => {
      leaving.abort();
      endModel(model);
    };
  }, [model]);
  return model;
}
