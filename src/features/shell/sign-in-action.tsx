/** What the sign-in links do (seed 001 §2 sign-in link rule): open the ghost modal or go to a page. */
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSession } from '../auth/index.ts';
import { openGhostModal } from '../../lib/ghost-modal.ts';
import { signInLinkAction, type SignInOutcome } from '../../lib/redirect.ts';
import { useEnv } from '../../lib/env.tsx';

export function useSignIn(): SignInOutcome {
  const { context } = useEnv();
  const session = useSession();
  const pin = new URLSearchParams(useSearch()).get('pin') || null;
  return signInLinkAction({ campaign: context.campaign, visitor: session.visitor.value, pin });
}

/** A link when the rule goes to a page, a button when it opens the ghost modal (it goes nowhere). */
export function SignInAction({ class: className, children }: { class: string; children: ReactNode }) {
  const outcome = useSignIn();
  const [path] = useLocation();
  if (outcome.kind === 'redirect') {
    return (
      <Link href={outcome.path} class={className}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" class={className} onClick={() => openGhostModal({ redirectPath: path })}>
      {children}
    </button>
  );
}
