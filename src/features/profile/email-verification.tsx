/**
 * Proving an email address before an account holds it (registration, ghost sign-up, a profile's
 * new address): the verify step of the profile pages (seed 000 §4 "MFA is verified once the server
 * accepts the code") with the address as its only destination. The code goes out on arrival; once
 * the server accepts it, `onVerified` runs the step that asked for it again.
 */
import '../../lib/i18n/parts/profile.ts';
import { useEffect, useId, useRef } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { usePageModel } from '../../lib/use-page-model.ts';
import { getEmailCodeState, sendEmailCode, verifyEmailCode } from './api.ts';
import { MfaPanel } from './mfa-panel.tsx';
import { createMfaModel, type MfaApi } from './model.ts';
import { maskEmailAddress } from './rules.ts';

export function emailCodeApi(email: string, firstName: string): MfaApi {
  const destination = maskEmailAddress(email);
  return {
    contactInfo: () => Promise.resolve({ methods: [{ method: 'EMAIL', destination }] }),
    codeState: (signal) => getEmailCodeState(email, signal),
    send: () => sendEmailCode({ email, firstName }),
    verify: (code) => verifyEmailCode(email, code),
  };
}

export type EmailVerificationProps = {
  email: string;
  firstName?: string;
  onVerified: () => void;
  /** Back to the form, to correct the address. */
  onBack?: () => void;
  /** The heading's level where the panel sits (a page's section, or a dialog's body). */
  level?: 2 | 3;
};

export function EmailVerification({ email, firstName = '', onVerified, onBack, level = 2 }: EmailVerificationProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef(onVerified);
  done.current = onVerified;
  const model = usePageModel(
    () => createMfaModel({ api: emailCodeApi(email, firstName), autoSend: true, onVerified: () => done.current() }),
    [email, firstName],
  );
  // The form that asked is gone: the shopper starts at this step's top.
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section class="email-verification" aria-labelledby={id}>
      <Heading id={id} ref={heading} tabIndex={-1}>
        {t('profile.emailVerify.heading')}
      </Heading>
      <p>{t('profile.emailVerify.lead', { email })}</p>
      <MfaPanel model={model} />
      {onBack && (
        <button type="button" class="button button--link" onClick={onBack}>
          {t('profile.emailVerify.back')}
        </button>
      )}
    </section>
  );
}
