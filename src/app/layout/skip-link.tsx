import type { RefObject } from 'react';
import { t } from '../../lib/i18n/index.ts';

/** First focusable element of every page (seed 001 §2 "Shell layout"). */
export function SkipLink({ main }: { main: RefObject<HTMLElement | null> }) {
  return (
    <a
      class="skip-link"
      href="#main-content"
      onClick={(event) => {
        // With hash routing a '#main-content' link would change the route: move focus instead.
        event.preventDefault();
        main.current?.focus();
      }}
    >
      {t('shell.skipToMain')}
    </a>
  );
}
