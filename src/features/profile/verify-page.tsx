/**
 * `/profile/verify` (seed 001 §2, "verification without pin"): a prospect whose PIN this session
 * already validated confirms it is them with a code (the redirect rule sends them here when their
 * code is not sent automatically); anyone else verifies by the email of their membership. On a
 * PIN-enabled campaign (displayPinForm) a visitor without a validated PIN may also type the PIN
 * of their invitation.
 */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/profile.ts';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { ApiError } from '../../lib/http.ts';
import { createForm, email, required } from '../../lib/forms/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { TextField } from '../../lib/ui/text-field.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { useSession } from '../auth/index.ts';
import { SHELL_PATHS } from '../../lib/campaign.ts';
import { validatePin } from './api.ts';
import { waitMessage } from './rules.ts';
import { ProspectVerification, useMfaModel, Verification } from './verification.tsx';

export default function VerifyPage() {
  const session = useSession();
  const visitor = session.visitor.value;
  return (
    <section class="page page--narrow profile">
      <h1>{t('route.verify.title')}</h1>
      {visitor.isLoggedIn ? (
        <div class="notice notice--success">
          <p>{t('profile.verify.signedIn')}</p>
          <Link href={SHELL_PATHS.welcomeBack}>{t('profile.goWelcome')}</Link>
        </div>
      ) : visitor.pinValidated && visitor.prospectId ? (
        <>
          <p>{t('profile.verify.prospectLead', { name: visitor.firstName ?? '' })}</p>
          <ProspectVerification prospectId={visitor.prospectId} autoSend={false} />
        </>
      ) : (
        <>
          <MemberVerification />
          {visitor.displayPinForm && <PinForm />}
        </>
      )}
    </section>
  );
}

function MemberVerification() {
  const [memberEmail, setMemberEmail] = useState<string | null>(null);
  const form = useMemo(
    () => createForm({ email: { label: 'forms.label.email', initial: '', rules: [required, email] } }),
    [],
  );
  if (memberEmail) return <MemberCode email={memberEmail} onOtherEmail={() => setMemberEmail(null)} />;
  return (
    <form
      class="card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (values) => setMemberEmail(values.email.trim()));
      }}
    >
      <p>{t('profile.verify.lead')}</p>
      <TextField form={form} name="email" type="email" autoComplete="email" inputMode="email" required />
      <button type="submit" class="button button--primary">
        {t('profile.verify.continue')}
      </button>
    </form>
  );
}

function MemberCode({ email: address, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const model = useMfaModel({ kind: 'member', email: address }, false);
  return (
    <>
      <p class="profile-subject">
        {t('profile.verify.codeFor', { email: address })}{' '}
        {!model.verified.value && (
          <button type="button" class="button button--link" onClick={onOtherEmail}>
            {t('profile.verify.otherEmail')}
          </button>
        )}
      </p>
      <Verification model={model} />
    </>
  );
}

/** The PIN of an invitation, typed: a valid one makes this page the prospect's verification. */
function PinForm() {
  const { context } = useEnv();
  const session = useSession();
  const form = useMemo(() => createForm({ pin: { label: 'profile.pin.label', initial: '', rules: [required] } }), []);
  const busy = form.submitting.value;

  async function onSubmit(event: Event) {
    event.preventDefault();
    const outcome = await form.submit(async (values) => {
      try {
        const answer = await validatePin({ pin: values.pin.trim(), campaign: context.campaign.slug });
        if (answer.status === 'valid') session.verified(answer.visitor);
        return { status: answer.status, wait: 0 };
      } catch (error) {
        // A 429 is an answer for the field, not an unexpected failure.
        if (error instanceof ApiError && error.isTooManyRequests) {
          return { status: 'locked' as const, wait: error.retryWaitSeconds };
        }
        throw error;
      }
    });
    if (outcome.status !== 'success' || outcome.result.status === 'valid') return;
    const { status, wait } = outcome.result;
    if (status === 'locked') {
      const m = waitMessage(wait);
      form.setFieldError('pin', `${t('profile.mfa.locked')} ${t(m.key, m.params)}`);
    } else {
      form.setFieldError('pin', t(status === 'expired' ? 'profile.pin.expired' : 'profile.pin.invalid'));
    }
  }

  return (
    <form class="card" noValidate onSubmit={onSubmit} aria-labelledby="profile-pin-heading">
      <h2 id="profile-pin-heading">{t('profile.pin.heading')}</h2>
      <FormErrors messages={form.formError.value} />
      <TextField form={form} name="pin" autoComplete="off" required />
      <button type="submit" class="button button--secondary" disabled={busy} aria-busy={busy}>
        {busy ? t('profile.pin.checking') : t('profile.pin.submit')}
      </button>
    </form>
  );
}
