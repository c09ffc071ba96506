/** Pieces both finance pages use: the focused page heading, the way back to the deal, the page's messages. */
import '../../lib/i18n/parts/finance.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';
import { useSession } from '../auth/index.ts';

/**
 * The page's heading. A page reached from another page of the app takes focus on it (after the
 * route change focused the main region), so keyboard and screen-reader users start at its top.
 */
export function FinanceHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const el = ref.current;
      const active = el?.ownerDocument.activeElement;
      if (el && active && active !== el.ownerDocument.body) el.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <h1 tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}

/** 'Back to your deal': the deal route of a signed-in shopper, the no-profile one of a visitor (seed 001 §2). */
export function DealLink({ dealId, primary = false }: { dealId: string; primary?: boolean }) {
  const { isLoggedIn } = useSession();
  const to = isLoggedIn.value ? href('deal', { dealId }) : href('noProfileDeal', { dealId });
  return (
    <Link href={to} class={primary ? 'button button--primary' : undefined}>
      {t('finance.backToDeal')}
    </Link>
  );
}

/** The step's or the page's messages, announced when they appear and focusable after a failed send. */
export function Messages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div class="error-state" role="alert" tabIndex={-1}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
