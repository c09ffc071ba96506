/** The sign-in form, and whether the server asked about the finance application the browser holds. */
import '../../lib/i18n/parts/account.ts';
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { createForm, email, required } from '../../lib/forms/index.ts';

export type LoginModel = ReturnType<typeof createLoginModel>;

export function createLoginModel() {
  const asked = signal(false);
  const form = createForm({
    email: { label: 'login.email', initial: '', rules: [required, email] },
    password: { label: 'login.password', initial: '', rules: [required] },
    financeConsent: {
      label: 'login.financeQuestion',
      initial: '',
      // Only once the server asked: a browser without an application never sees the question.
      rules: [(value) => (asked.value && value === '' ? { key: 'login.financeChoose', params: {} } : null)],
    },
  });

  /** The server asked: what was typed stays; the new question starts untouched, not as an error. */
  function askFinance(): void {
    batch(() => {
      form.reset(form.values.value);
      asked.value = true;
    });
  }

  return { form, asked: asked as ReadonlySignal<boolean>, askFinance };
}
