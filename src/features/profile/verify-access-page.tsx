/**
 * `/profile/verify-access?pin={pin}` (seed 001 §2): the PIN of an invitation link is checked for
 * this session (`POST /profile/pin`: in the iframe the route lives in the URL hash, which the
 * server never sees), then the prospect confirms it is them with a one-time code. With autoSendMFA
 * the code goes out on arrival by the method the prospect's contact info allows. A wrong or expired
 * PIN says so and offers the ways that still work.
 */
import '../../lib/i18n/parts/profile.ts';
import { Link, useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { SHELL_PATHS } from '../../lib/campaign.ts';
import { readRedirectQuery } from '../../lib/redirect.ts';
import { validatePin } from './api.ts';
import { type PinResponse } from '../../contract/profile.ts';
import { waitMessage } from './rules.ts';
import { ProspectVerification } from './verification.tsx';

export default function VerifyAccessPage() {
  const { context } = useEnv();
  const session = useSession();
  const { pin } = readRedirectQuery(useSearch());
  const check = useRemote<PinResponse | null>(
    async (signal) => {
      if (!pin) return null;
      const answer = await validatePin({ pin, campaign: context.campaign.slug }, signal);
      session.verified(answer.visitor);
      return answer;
    },
    [pin],
  );
  const state = check.state;
  const tooMany = state.status === 'error' && state.error instanceof ApiError && state.error.isTooManyRequests;
  return (
    <section class="page page--narrow profile">
      <h1>{t('route.verifyAccess.title')}</h1>
      <p>{t('profile.verifyAccess.lead')}</p>
      {tooMany ? (
        <TooManyAttempts seconds={(state.error as ApiError).retryWaitSeconds} />
      ) : (
        <RemoteView state={state} retry={check.retry} label={t('profile.verifyAccess.checking')}>
          {(answer) => (answer ? <PinOutcome answer={answer} /> : <NoPin />)}
        </RemoteView>
      )}
    </section>
  );
}

function TooManyAttempts({ seconds }: { seconds: number }) {
  const wait = waitMessage(seconds);
  return <ErrorState messages={[`${t('profile.mfa.locked')} ${t(wait.key, wait.params)}`]} />;
}

/** The ways that work without a (good) PIN. */
function Alternatives() {
  return (
    <div class="profile-actions">
      <Link href={SHELL_PATHS.verify} class="button button--primary">
        {t('profile.verifyAccess.verifyByEmail')}
      </Link>
      <Link href={SHELL_PATHS.register} class="button button--secondary">
        {t('profile.verifyAccess.register')}
      </Link>
    </div>
  );
}

function NoPin() {
  return (
    <div class="card">
      <h2>{t('profile.verifyAccess.noPinTitle')}</h2>
      <p>{t('profile.verifyAccess.noPin')}</p>
      <Alternatives />
    </div>
  );
}

function PinOutcome({ answer }: { answer: PinResponse }) {
  if (answer.status !== 'valid' || !answer.visitor.prospectId) {
    const expired = answer.status === 'expired';
    return (
      <div class="card">
        <ErrorState>
          <h2>{t(expired ? 'profile.verifyAccess.expiredTitle' : 'profile.verifyAccess.invalidTitle')}</h2>
          <p>{t(expired ? 'profile.verifyAccess.expired' : 'profile.verifyAccess.invalid')}</p>
        </ErrorState>
        <Alternatives />
      </div>
    );
  }
  const { visitor } = answer;
  return (
    <>
      <h2>{t('profile.verifyAccess.hello', { name: visitor.firstName ?? '' })}</h2>
      {visitor.userExistForProspect && (
        <div class="notice notice--info">
          <p>
            {t('profile.verifyAccess.hasAccount')} <Link href={href('login')}>{t('profile.verifyAccess.signIn')}</Link>
          </p>
          <p>{t('profile.verifyAccess.orCode')}</p>
        </div>
      )}
      <ProspectVerification prospectId={visitor.prospectId ?? ''} autoSend={visitor.autoSendMFA} />
    </>
  );
}
