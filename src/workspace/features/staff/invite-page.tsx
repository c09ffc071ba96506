/** An invitation's link: the new member sets their password, then goes on to set up their authenticator. */
import { useMemo, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import * as v from 'valibot';
import { AcceptInviteBodySchema } from '../../../contract/workspace-staff.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { focusFirstInvalid, FormAlert, TextField } from '../../lib/fields.tsx';
import { createForm } from '../../lib/form.ts';
import { LanguageSwitch } from '../../lib/language-switch.tsx';
import { PageTitle } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { acceptInvite } from './api.ts';

/** The contract's body, plus the repeated password (checked here, never sent). */
const InviteFormSchema = v.pipe(
  v.object({ ...AcceptInviteBodySchema.entries, confirm: v.string() }),
  v.forward(
    v.check((f) => f.password === f.confirm, 'The two passwords are not the same.'),
    ['confirm'],
  ),
);

export function createInviteModel(deps: { token: string; onAccepted: (csrfToken: string) => void }) {
  const form = createForm({ password: '', confirm: '' });
  return {
    form,
    async submit(): Promise<boolean> {
      const sent = await form.submit(InviteFormSchema, ({ token, password }) => acceptInvite({ token, password }), {
        body: (values) => ({ ...values, token: deps.token }),
      });
      if (sent.ok) deps.onAccepted(sent.result.csrfToken);
      return sent.ok;
    },
  };
}

export default function InvitePage() {
  const { session, navigate } = useWorkspaceEnv();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const model = useMemo(
    () =>
      createInviteModel({
        token,
        onAccepted: (csrfToken) => {
          session.acceptPassword(csrfToken);
          navigate(href('signInEnrol'), { replace: true });
        },
      }),
    [token],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors, formError, submitting } = model.form;
  return (
    <div class="ws-sign-in">
      <header class="ws-sign-in__header">
        <p class="ws-brand">
          {t('shell.product')} <span class="ws-brand__sub">{t('shell.workspace')}</span>
        </p>
        <LanguageSwitch />
      </header>
      <main id="main" class="ws-sign-in__card">
        <PageTitle>{t('invite.title')}</PageTitle>
        {!/^[0-9a-f]{64}$/.test(token) ? (
          <>
            <p role="alert">{t('invite.noToken')}</p>
            <p>
              <Link href={href('signIn')}>{t('invite.toSignIn')}</Link>
            </p>
          </>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void model.submit().then((ok) => ok || focusFirstInvalid(formRef.current));
            }}
          >
            <p>{t('invite.intro')}</p>
            <FormAlert message={formError.value} />
            <TextField
              label={t('invite.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint={t('invite.passwordHint')}
              value={values.value.password}
              error={fieldErrors.value.password}
              onValue={(value) => model.form.set('password', value)}
            />
            <TextField
              label={t('invite.confirm')}
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              value={values.value.confirm}
              error={fieldErrors.value.confirm ? t('invite.mismatch') : undefined}
              onValue={(value) => model.form.set('confirm', value)}
            />
            <button type="submit" class="ws-button ws-button--primary" aria-disabled={submitting.value}>
              {submitting.value ? t('invite.saving') : t('invite.submit')}
            </button>
            {formError.value && (
              <p>
                <Link href={href('signIn')}>{t('invite.toSignIn')}</Link>
              </p>
            )}
          </form>
        )}
      </main>
    </div>
  );
}
