/**
 * Sign-up with a social identity (seed 000 §7 POST /profile/register-sso) for the register page:
 * one button per provider of the campaign's `ssos` that this app supports. The page keeps its own
 * terms checkbox and optional phone and zip: `extras()` is read once the identity is chosen, and
 * null stops there (the page shows why, e.g. terms not accepted). 'Duplicate email' shows the
 * shared notice (seed 001 §5); other field errors go back to the page's fields. Lazy: see index.ts.
 */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/onetap.ts';
import { useEffect, useRef, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { ApiError } from '../../lib/http.ts';
import { type FieldError } from '../../contract/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { href } from '../../contract/route-table.ts';
import { trackLead } from '../../lib/tracking.ts';
import { useSession, DuplicateEmailNotice, isDuplicateEmail } from '../auth/index.ts';
import { redirectAfter } from '../../lib/redirect.ts';
import { registerSso } from './api.ts';
import { type SsoProvider, type SsoUser } from '../../contract/one-tap.ts';
import { CredentialButton } from './credential-button.tsx';
import { oneTapErrorMessage } from './errors.ts';
import { ssoRegisterProviders } from './rules.ts';

export type SsoRegisterExtras = { phoneNumber?: string; zipCode?: string };

export type SsoRegisterButtonsProps = {
  /** The register form's optional phone and zip, once its terms are accepted; null stops the sign-up. */
  extras: () => SsoRegisterExtras | null;
  /** After the session is signed in (`created` false: the identity already had an account); default: go home. */
  onSignedIn?: (user: SsoUser, created: boolean) => void;
  /** Field errors for the page's own fields (phoneNumber, zipCode, terms). */
  onFieldErrors?: (errors: FieldError[]) => void;
};

export default function SsoRegisterButtons({ extras, onSignedIn, onFieldErrors }: SsoRegisterButtonsProps) {
  const env = useEnv();
  const { context } = env;
  const session = useSession();
  const [busy, setBusy] = useState<SsoProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const providers = ssoRegisterProviders(context);
  const oneTap = context.oneTap;
  if (!oneTap || providers.length === 0) return null;

  async function register(provider: SsoProvider, credential: string) {
    const more = extras();
    if (!more) return;
    setBusy(provider);
    setError(null);
    setDuplicate(false);
    try {
      const result = await registerSso({ campaign: context.campaign.slug, provider, credential, terms: true, ...more });
      session.signedIn({ ...result, newAccount: result.created });
      // Signing up with an identity that already has an account only signs in: no new lead.
      if (result.created) trackLead('registration');
      if (onSignedIn) onSignedIn(result.user, result.created);
      // A sign-in changes the page context: home loads as a new page (seed 001 §2).
      else redirectAfter('sign-in', env)(href('home'));
    } catch (e) {
      if (!mounted.current) return;
      if (e instanceof ApiError && e.isBadRequest) {
        if (isDuplicateEmail(e.fieldErrors)) setDuplicate(true);
        else if (e.fieldErrors.some((f) => f.field === 'provider')) setError(t('onetap.providerUnavailable'));
        else if (onFieldErrors && e.fieldErrors.length > 0) onFieldErrors(e.fieldErrors);
        else setError(t('forms.somethingWrong'));
      } else {
        setError(oneTapErrorMessage(e));
      }
    } finally {
      if (mounted.current) setBusy(null);
    }
  }

  return (
    <div class="sso-register" role="group" aria-label={t('onetap.providers')}>
      {providers.map((provider) => (
        <CredentialButton
          key={provider}
          oneTap={oneTap}
          purpose="signup"
          busy={busy === provider}
          apiBase={context.apiBase}
          mode={context.mode}
          onCredential={(credential) => void register(provider, credential)}
          onError={(e) => setError(oneTapErrorMessage(e))}
        />
      ))}
      {duplicate && <DuplicateEmailNotice loggedIn={session.isLoggedIn.value} />}
      {error && <ErrorState as="p">{error}</ErrorState>}
    </div>
  );
}
