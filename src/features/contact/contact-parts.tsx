/** Pieces every contact modal shows the same way: loading, load failure, confirmation. */
import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';

/** Seed 001 §4 "loading spinner". */
export function ContactLoading() {
  return (
    <p class="page-loading" role="status">
      <span class="spinner" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

/** A load that failed: the catalogue's message and a way to try again without closing. */
export function ContactLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorState messages={[message]} onRetry={onRetry} retryLabel={t('contact.retry')} />;
}

/** What the shopper achieved; its heading takes focus, since the form that had it is gone. */
export function ContactDone({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div class="contact-done" role="status">
      <span class="contact-done__icon" aria-hidden="true">
        ✓
      </span>
      <h3 ref={heading} tabIndex={-1} class="contact-done__title">
        {title}
      </h3>
      {children}
    </div>
  );
}

/** Keyboard and screen-reader users land on the first field to fix (after the render that marks it). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
