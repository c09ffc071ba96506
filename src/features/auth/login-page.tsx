/** `/account/login`: email and password against `POST /api/auth/login`. */
import { useMemo, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { createForm, email, required } from '../../lib/forms/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';
import { TextField } from '../../lib/ui/text-field.tsx';
import { OneTapButton } from '../one-tap/index.ts';
import { useSession } from './index.ts';

export default function LoginPage() {
  const { navigate } = useEnv();
  const session = useSession();
  const [wrong, setWrong] = useState(false);
  const form = useMemo(
    () =>
      createForm({
        email: { label: 'login.email', initial: '', rules: [required, email] },
        password: { label: 'login.password', initial: '', rules: [required] },
      }),
    [],
  );

  async function onSubmit(event: Event) {
    event.preventDefault();
    setWrong(false);
    const outcome = await form.submit((values) => session.login(values));
    if (outcome.status !== 'success') return;
    if (outcome.result) navigate(href('home'));
    else setWrong(true);
  }

  const busy = form.submitting.value;
  return (
    <section class="page page--narrow">
      <h1>{t('login.heading')}</h1>
      <p>{t('login.lead')}</p>
      <form class="card" noValidate onSubmit={onSubmit}>
        {(wrong || form.formError.value.length > 0) && (
          <div class="error-state" role="alert">
            {wrong && <p>{t('login.wrong')}</p>}
            {form.formError.value.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        )}
        <TextField form={form} name="email" type="email" autoComplete="email" inputMode="email" required />
        <TextField form={form} name="password" type="password" autoComplete="current-password" required />
        <button type="submit" class="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <OneTapButton />
    </section>
  );
}
