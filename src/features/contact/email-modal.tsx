/**
 * Seed 001 §2 "Email modal" 'How can we help you?': Question/Comments, the reply-to address, and
 * (signed in) 'Update my profile with this email address', disabled until an address is entered;
 * then 'Your email has been sent' / 'Someone will be with you shortly'. A new profile address is
 * proved first with the code sent to it (features/profile). Errors per seed 001 §8.
 */
import '../../lib/i18n/parts/contact.ts';
import { useMemo, useRef } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { TextAreaField } from '../../lib/ui/text-area-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { useSession } from '../auth/index.ts';
import { LazyEmailVerification as EmailVerification } from '../profile/index.ts';
import { QUESTION_MAX } from '../../contract/contact.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { ContactDone, focusFirstInvalid } from './contact-parts.tsx';
import type { ContactModalProps } from './contact-modal-props.ts';
import { closeContactModal } from './index.ts';
import { createEmailModel } from './model.ts';

export default function EmailModal({ scope, userTimeZone }: ContactModalProps) {
  const session = useSession();
  const isLoggedIn = session.isLoggedIn.value;
  const model = useMemo(
    () =>
      createEmailModel({
        scope,
        userTimeZone,
        initialEmail: isLoggedIn ? (session.visitor.value.email ?? '') : '',
        onProfileEmail: session.emailChanged,
      }),
    [],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { form } = model;
  const busy = form.submitting.value;

  async function onSubmit(event: Event) {
    event.preventDefault();
    const result = await model.submit();
    if (result.status !== 'success') focusFirstInvalid(formRef.current);
  }

  return (
    <Dialog
      open
      title={t('contact.email.title')}
      onClose={closeContactModal}
      size="small"
      {...(model.sent.value
        ? {
            actions: (
              <button type="button" class="button button--primary" onClick={closeContactModal}>
                {t('common.close')}
              </button>
            ),
          }
        : {})}
    >
      {model.sent.value ? (
        <ContactDone title={t('contact.email.sent')}>
          <p>{t('contact.email.shortly')}</p>
        </ContactDone>
      ) : model.emailToVerify.value !== null ? (
        <EmailVerification
          email={model.emailToVerify.value}
          firstName={session.visitor.value.firstName ?? ''}
          onVerified={() => void model.submit()}
          onBack={model.cancelVerify}
          level={3}
        />
      ) : (
        <form ref={formRef} class="contact-form" noValidate onSubmit={onSubmit} aria-label={t('contact.email.title')}>
          <TextAreaField form={form} name="question" required maxLength={QUESTION_MAX} />
          <TextField
            form={form}
            name="replyToEmail"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
          />
          {isLoggedIn && (
            <CheckboxField form={form} name="updateProfile" disabled={!model.updateEnabled.value}>
              {t('contact.field.updateProfile')}
            </CheckboxField>
          )}
          <FormErrors messages={form.formError.value} />
          <button type="submit" class="button button--primary contact-form__submit" aria-busy={busy}>
            {busy ? t('contact.sending') : t('contact.email.send')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
