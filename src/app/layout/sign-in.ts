/**
 * Where the sign-in links go (seed 001 §2 sign-in link rule). The rule's ghost-modal outcome
 * needs the ghost account modal, a later issue: until it exists that outcome goes to login.
 */
import { useSearch } from 'wouter';
import { useSession } from '../../features/auth/index.ts';
import { signInLinkAction } from '../../features/shell/index.ts';
import { useEnv } from '../../lib/env.tsx';
import { href } from '../../lib/route-table.ts';

export function useSignInHref(): string {
  const { context } = useEnv();
  const session = useSession();
  const pin = new URLSearchParams(useSearch()).get('pin') || null;
  const outcome = signInLinkAction({ campaign: context.campaign, visitor: session.visitor.value, pin });
  return outcome.kind === 'redirect' ? outcome.path : href('login');
}
