/** What every workspace page shares: its document title, its heading, and its loading and failure states. */
import { useEffect, type ReactNode } from 'react';
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import { t } from '../i18n/index.ts';
import { isForbidden, isNotFound } from './failure.ts';
import type { RemoteState } from './remote.ts';

/** Names the browser tab after the page (re-read when the language changes, since `t` is read in render). */
export function useDocumentTitle(title: string): void {
  const full = t('title.suffix', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** The page's h1, titled in the tab too, focused when a navigation shows it. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return <PageHeading className="ws-page__title">{children}</PageHeading>;
}

export function Loading({ label }: { label?: string }) {
  return (
    <p class="ws-loading" role="status">
      {label ?? t('state.loading')}
    </p>
  );
}

export function ErrorPanel({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
  children?: ReactNode;
}) {
  return (
    <div class="ws-error" role="alert">
      <p>{message}</p>
      {children}
      {onRetry && (
        <button type="button" class="ws-button" onClick={onRetry}>
          {t('state.tryAgain')}
        </button>
      )}
    </div>
  );
}

/** The state of asking for an older page of a list. */
export type OlderState = { status: 'idle' | 'loading' } | { status: 'error'; message: string };

/** "Show older" under a list, with its failure; nothing once there is no older page. */
export function ShowOlder({
  older,
  hasOlder,
  label,
  onMore,
}: {
  older: OlderState;
  hasOlder: boolean;
  label: string;
  onMore: () => void;
}) {
  return (
    <>
      {older.status === 'error' && <ErrorPanel message={older.message} />}
      {hasOlder && (
        <button type="button" class="ws-button ws-more" aria-disabled={older.status === 'loading'} onClick={onMore}>
          {older.status === 'loading' ? t('state.loading') : label}
        </button>
      )}
    </>
  );
}

/** A table that becomes a list of cards on a phone: each cell takes its column's name (`data-label`) from `columns`. */
export function CardTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table class="ws-table ws-table--cards">
      <caption class="ws-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A page of one record (a lead, a deal): the record once loaded, else its loading, not-found or failed
 * state under the page's title. A refusal (403) offers no retry: trying again changes nothing.
 */
export function RecordPage<T>({
  state,
  title,
  notFound,
  onRetry,
  children,
}: {
  state: RemoteState<T>;
  /** The page's title while the record is not there. */
  title: string;
  notFound: { title: string; body: string };
  onRetry: () => void;
  children: (record: T) => ReactNode;
}) {
  if (state.status === 'complete') return <>{children(state.data)}</>;
  if (state.status !== 'error') return <Loading />;
  const missing = isNotFound(state.error);
  return (
    <>
      <PageTitle>{missing ? notFound.title : title}</PageTitle>
      {missing ? (
        <p>{notFound.body}</p>
      ) : (
        <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : onRetry} />
      )}
    </>
  );
}
