/**
 * The one sign-in prompt of every page that asks a visitor to sign in first (the deal's save panel,
 * the garage, a certificate, the trade and sign-online pages): a link to the sign-in page that
 * brings the shopper back to this page, exactly where they were, once signed in or registered.
 * Where it returns is the `redirectPath` rule (rules.ts `appRedirectPath`: a path of the app only).
 * Not in the auth index: only the pages that show it load it.
 */
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { href } from '../../contract/route-table.ts';
import { safeRedirectPath, withRedirect } from './rules.ts';

/** The page the app is on, with its query: where a sign-in started here comes back to. */
export function useHere(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/** The sign-in page's link that comes back to `target` (an app path). */
export const signInHref = (target: string): string => withRedirect(href('login'), safeRedirectPath(target));

type Props = {
  class: string;
  children: ReactNode;
  /** Where to come back to; default this page. */
  target?: string | undefined;
  /** Runs first (the deal page keeps the deal to save); false stays on the page. */
  before?: (() => Promise<boolean>) | undefined;
};

export function SignInLink({ class: className, children, target, before }: Props) {
  const { navigate } = useEnv();
  const here = useHere();
  const to = signInHref(target ?? here);
  if (!before) {
    return (
      <Link href={to} class={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link
      href={to}
      class={className}
      onClick={(event) => {
        event.preventDefault();
        // What `before` kept is what the shopper asked for: the page's save reminder need not ask again.
        void before().then((ok) => ok && navigate(to, { skipGuard: true }));
      }}
    >
      {children}
    </Link>
  );
}
