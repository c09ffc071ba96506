/** Pieces every get-pre-qualified page uses: the focused heading, the way back, the return target. */
import '../../lib/i18n/parts/credit.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { href, matchRoute, type RouteName } from '../../lib/route-table.ts';
import { redirectTarget, withRedirect } from '../auth/rules.ts';

/** How many steps come before the pull: the form, the consent, the review. */
export const SOFT_PULL_STEPS = 3;

/** Where the flow returns to (`?redirectPath=`, the deal the shopper came from), else home. */
export function useReturnTarget(): string {
  return redirectTarget(useSearch());
}

/** A link to another page of the flow that keeps the way back to the deal. */
export function flowHref(route: RouteName, target: string): string {
  return withRedirect(href(route as 'softPull'), target);
}

/** True when the flow was opened from a deal (so 'Back to your deal' and self-select make sense). */
export function isDealTarget(target: string): boolean {
  const route = matchRoute(target);
  return route === 'deal' || route === 'noProfileDeal';
}

/**
 * The page's heading. A page reached from another page of the app takes focus on it (after the
 * route change focused the main region), so keyboard and screen-reader users start at its top.
 */
export function FlowHeading({ children, step }: { children: ReactNode; step?: number }) {
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
    <h1 class="soft-pull__heading" tabIndex={-1} ref={ref}>
      {step !== undefined && (
        <>
          <span class="register__progress">{t('credit.progress', { step, total: SOFT_PULL_STEPS })}</span>{' '}
        </>
      )}
      <span>{children}</span>
    </h1>
  );
}

/** 'Back to your deal' when the flow came from one, else 'Go to the home page'. */
export function ReturnLink({ target, primary = false }: { target: string; primary?: boolean }) {
  const deal = isDealTarget(target);
  return (
    <Link href={deal ? target : href('home')} class={`button ${primary ? 'button--primary' : 'button--secondary'}`}>
      {t(deal ? 'credit.backToDeal' : 'credit.toHome')}
    </Link>
  );
}

/** The page's messages (a 429's wait, a failure), announced when they appear. */
export function FlowError({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div class="error-state" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
