/** What every workspace page shares: its document title, its heading, and its loading and failure states. */
import { useEffect, type ReactNode } from 'react';
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import { t } from '../i18n/index.ts';

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
