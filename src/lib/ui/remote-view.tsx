/**
 * Renders one remote data block: a status while loading, an alert on error (with a retry button when asking again can help),
 * the content when complete. Every remote block in the app goes through this, so none can be blank.
 */
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ApiError } from '../http.ts';
import { createRemote, isRetryable, type RemoteData } from '../remote-data.ts';
import { ErrorState } from './error-state.tsx';

/** Loads on mount and whenever `deps` change; aborts the previous load. */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const remote = useMemo(() => createRemote<T>(), []);
  // As the page commits, not after its paint: the request leaves a frame sooner.
  useLayoutEffect(() => {
    void remote.run(load);
    return () => remote.reset();
  }, deps);
  return { state: remote.state.value, retry: () => void remote.run(load) };
}

type Props<T> = {
  state: RemoteData<T>;
  retry?: () => void;
  /** What is loading, for screen readers: "Loading vehicle…". */
  label: string;
  children: (data: T) => ReactNode;
  /** What a 404 shows instead of the error: the page the shopper cannot see here, with a way on. */
  gone?: (() => ReactNode) | undefined;
};

export function RemoteView<T>({ state, retry, label, children, gone }: Props<T>) {
  if (state.status === 'complete') return <>{children(state.data)}</>;
  if (state.status === 'error' && gone && state.error instanceof ApiError && state.error.isNotFound)
    return <>{gone()}</>;
  if (state.status === 'error') {
    return <ErrorState messages={state.messages} onRetry={isRetryable(state.error) ? retry : undefined} />;
  }
  return (
    <div class="page-loading" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
