/** Pieces every get-pre-qualified page uses: the focused heading, the way back, the return target. */
import '../../lib/i18n/parts/credit.ts';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { href, matchRoute, type RouteName } from '../../contract/route-table.ts';
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import { redirectTarget, withRedirect } from '../auth/index.ts';

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

/** The page's heading, focused when it shows; `step` adds 'Step 1 of 3' before the title. */
export function FlowHeading({ children, step }: { children: ReactNode; step?: number }) {
  const progress = step !== undefined ? t('credit.progress', { step, total: SOFT_PULL_STEPS }) : undefined;
  return (
    <PageHeading className="soft-pull__heading" progress={progress}>
      {children}
    </PageHeading>
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
