/**
 * `/account/login`: email and password against `POST /api/auth/login`. Signed in, the shopper goes
 * to `?redirectPath=` when it is a path inside the app, else home, as a new page. After 5 failures the server
 * answers 429 with the wait, which the page says in minutes or seconds. When the browser holds a
 * finance application typed before signing in, the server asks first whether it joins the account.
 * A disabled member is not signed in (seed 001 §6): the page says why and whom to call.
 */
import '../../lib/i18n/parts/account.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatPhone } from '../../contract/format.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { OneTapButton } from '../one-tap/index.ts';
import { redirectAfter } from '../../lib/redirect.ts';
import { useSession, redirectTarget, retryWait, withRedirect } from '../auth/index.ts';
import { createLoginModel } from './login-model.ts';

export default function LoginPage() {
  const env = useEnv();
  const { context } = env;
  const session = useSession();
  const target = redirectTarget(useSearch());
  // A sign-in changes the page context: the target loads as a new page (seed 001 §2).
  const goToTarget = () => redirectAfter('sign-in', env)(target);
  const [wrong, setWrong] = useState(false);
  const [memberDisabled, setMemberDisabled] = useState(false);
  const [lockedFor, setLockedFor] = useState<number | null>(null);
  const { form, asked, askFinance } = useMemo(createLoginModel, []);
  const question = useRef<HTMLDivElement>(null);
  const isAsked = asked.value;
  // The question appears under the fields the shopper filled: their next move is answering it.
  useEffect(() => {
    if (isAsked) question.current?.querySelector('input')?.focus();
  }, [isAsked]);

  async function onSubmit(event: Event) {
    event.preventDefault();
    setWrong(false);
    setMemberDisabled(false);
    setLockedFor(null);
    const outcome = await form.submit(async ({ financeConsent, ...credentials }) => {
      try {
        return await session.login(
          financeConsent === '' ? credentials : { ...credentials, financeConsent: financeConsent === 'yes' },
        );
      } catch (error) {
        // A lock-out is an answer, not a failure: it carries the wait to show.
        if (error instanceof ApiError && error.isTooManyRequests) return error.retryWaitSeconds;
        throw error;
      }
    });
    if (outcome.status !== 'success') return;
    if (outcome.result === 'signed-in') goToTarget();
    else if (outcome.result === 'ask-finance') askFinance();
    else if (outcome.result === 'wrong') setWrong(true);
    else if (outcome.result === 'member-disabled') setMemberDisabled(true);
    else setLockedFor(outcome.result);
  }

  const busy = form.submitting.value;
  const phone = context.campaign.phoneNumber ?? context.dealer?.phoneNumber ?? null;
  // The sign-in's own answers first, then the form's messages: one alert for all.
  const problems = [
    ...(wrong ? [t('login.wrong')] : []),
    ...(memberDisabled
      ? [
          t('login.memberDisabled'),
          phone ? t('login.memberDisabledCall', { phone: formatPhone(phone) }) : t('login.memberDisabledContact'),
        ]
      : []),
    ...(lockedFor !== null ? [t('auth.tooManyAttempts', { wait: retryWait(lockedFor) })] : []),
    ...form.formError.value,
  ];
  return (
    <section class="page page--narrow">
      <h1>{t('login.heading')}</h1>
      <p>{t('login.lead')}</p>
      <form class="card" noValidate onSubmit={onSubmit}>
        {problems.length > 0 && <ErrorState messages={problems} />}
        <TextField form={form} name="email" type="email" autoComplete="email" inputMode="email" required />
        <TextField form={form} name="password" type="password" autoComplete="current-password" required />
        {isAsked && (
          <div ref={question}>
            <RadioGroupField
              form={form}
              name="financeConsent"
              required
              options={[
                { value: 'yes', label: t('login.financeYes') },
                { value: 'no', label: t('login.financeNo') },
              ]}
            />
          </div>
        )}
        <button type="submit" class="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <OneTapButton onSignedIn={goToTarget} />
      <p class="auth-alt">
        {t('auth.noAccount')} <Link href={withRedirect(href('register'), target)}>{t('auth.createAccount')}</Link>
      </p>
    </section>
  );
}
