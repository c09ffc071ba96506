/**
 * One-tap Google sign-in (seed 000 §2, §6 GOOGLE_ONE_TAP_FEATURE; seed 001 §2 the ghost modal's
 * "one-tap social sign-in"): gets a Google ID token and posts it to /login/oauth2/code/google,
 * then updates the session and calls `onSignedIn` (default: home). Lazy: see index.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { href } from '../../contract/route-table.ts';
import { trackLead } from '../../lib/tracking.ts';
import { useSession } from '../auth/index.ts';
import { redirectAfter } from '../../lib/redirect.ts';
import { signInWithGoogle } from './api.ts';
import { type SsoUser } from '../../contract/one-tap.ts';
import { CredentialButton } from './credential-button.tsx';
import { oneTapErrorMessage } from './errors.ts';
import { isOneTapEnabled } from './rules.ts';

export type OneTapButtonProps = {
  /** After the session is signed in; default: go home. */
  onSignedIn?: (user: SsoUser) => void;
};

export default function OneTapButton({ onSignedIn }: OneTapButtonProps) {
  const env = useEnv();
  const { context } = env;
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const oneTap = context.oneTap;
  if (!oneTap || !isOneTapEnabled(context)) return null;

  async function signIn(credential: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await signInWithGoogle(credential);
      session.signedIn({ ...result, newAccount: result.created === true });
      if (result.created === true) trackLead('registration');
      if (onSignedIn) onSignedIn(result.user);
      // A sign-in changes the page context: home loads as a new page (seed 001 §2).
      else redirectAfter('sign-in', env)(href('home'));
    } catch (e) {
      if (mounted.current) setError(oneTapErrorMessage(e));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <div class="one-tap">
      <CredentialButton
        oneTap={oneTap}
        purpose="signin"
        busy={busy}
        apiBase={context.apiBase}
        mode={context.mode}
        onCredential={(credential) => void signIn(credential)}
        onError={(e) => setError(oneTapErrorMessage(e))}
      />
      {error && <ErrorState as="p">{error}</ErrorState>}
    </div>
  );
}
