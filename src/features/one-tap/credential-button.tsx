/**
 * The button that gets a Google ID token: Google's own button (Google Identity Services) when a
 * real client id is configured, else an accessible 'Log in with Google' button that opens the
 * sandbox identity provider's window. Either way the token goes to `onCredential`.
 */
import '../../lib/i18n/parts/onetap.ts';
import { useEffect, useRef, useState } from 'react';
import { report } from '../../lib/http.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import type { MountMode, OneTapConfig } from '../../contract/page-context.ts';
import { openDevIdp, PopupClosedError, type DevIdpSignIn } from './dev-idp-popup.ts';
import { loadGoogleIdentity } from './google-identity.ts';
import { devIdpOrigin } from './rules.ts';

export type CredentialButtonProps = {
  oneTap: OneTapConfig;
  purpose: 'signin' | 'signup';
  busy: boolean;
  apiBase: string;
  mode: MountMode;
  onCredential: (credential: string) => void;
  onError: (error: unknown) => void;
};

export function CredentialButton(props: CredentialButtonProps) {
  return props.oneTap.provider === 'google' ? <GoogleButton {...props} /> : <SandboxButton {...props} />;
}

function SandboxButton({ oneTap, purpose, busy, apiBase, onCredential, onError }: CredentialButtonProps) {
  const pending = useRef<DevIdpSignIn | null>(null);
  const [waiting, setWaiting] = useState(false);
  // Leaving the page closes the window and stops listening.
  useEffect(() => () => pending.current?.cancel(), []);

  function start() {
    pending.current?.cancel();
    const signIn = openDevIdp({ idpOrigin: devIdpOrigin(apiBase, window.location.origin), clientId: oneTap.clientId });
    pending.current = signIn;
    setWaiting(true);
    signIn.credential.then(
      (credential) => {
        setWaiting(false);
        onCredential(credential);
      },
      (error: unknown) => {
        setWaiting(false);
        if (!(error instanceof PopupClosedError)) onError(error);
      },
    );
  }

  const disabled = busy || waiting;
  return (
    <button
      type="button"
      class="button button--secondary one-tap__button"
      onClick={start}
      disabled={disabled}
      aria-busy={busy}
    >
      {busy ? t('onetap.busy') : purpose === 'signup' ? t('onetap.signUp') : t('onetap.signIn')}
    </button>
  );
}

function GoogleButton({ oneTap, purpose, mode, onCredential }: CredentialButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Google calls back long after render: always reach the latest handler.
  const latest = useRef(onCredential);
  latest.current = onCredential;
  const lang = locale.value;

  useEffect(() => {
    let active = true;
    let cancel = (): void => {};
    loadGoogleIdentity().then(
      (gsi) => {
        if (!active || !container.current) return;
        gsi.initialize({
          client_id: oneTap.clientId,
          callback: (response) => {
            if (active && response.credential) latest.current(response.credential);
          },
          ux_mode: 'popup',
          context: purpose === 'signup' ? 'signup' : 'signin',
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        gsi.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: purpose === 'signup' ? 'signup_with' : 'signin_with',
          locale: lang,
        });
        // The one-tap prompt only on the standalone site: in a frame it needs the host's permission.
        if (mode === 'standalone' && purpose === 'signin') {
          gsi.prompt();
          cancel = () => gsi.cancel();
        }
      },
      (error: unknown) => {
        // Logged only; without Google's script there is no Google button to show.
        report(error instanceof Error ? error : new Error(String(error)));
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
      cancel();
    };
  }, [oneTap.clientId, purpose, mode, lang]);

  return failed ? null : <div ref={container} class="one-tap__google" />;
}
