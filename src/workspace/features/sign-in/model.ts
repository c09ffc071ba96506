/**
 * The three steps of a staff sign-in: the password, then the authenticator's code (or a recovery code),
 * or, for a member without an authenticator, its enrolment and the recovery codes shown once.
 */
import { batch, computed, signal } from '@preact/signals';
import { CodeBodySchema, RecoveryBodySchema, SignInBodySchema, type StaffMe } from '../../../contract/workspace.ts';
import type { Navigate } from '../../lib/env.tsx';
import { createForm } from '../../lib/form.ts';
import { createRemote } from '../../lib/remote.ts';
import type { Session } from '../../lib/session.ts';
import { href, safeNext } from '../../routes.ts';
import { enrol, getEnrolment, signIn, verifyCode, verifyRecoveryCode } from './api.ts';

type Deps = { session: Session; navigate: Navigate; next: string | null };

/** `?next=` travels through every step, so the member lands where they were going. */
const carry = (next: string | null) => (next ? { next } : {});

export function createPasswordModel({ session, navigate, next }: Deps) {
  const form = createForm({ email: '', password: '' });
  return {
    form,
    async submit(): Promise<boolean> {
      const sent = await form.submit(SignInBodySchema, signIn);
      if (!sent.ok) return false;
      session.acceptPassword(sent.result.csrfToken);
      navigate(href(sent.result.next === 'mfa' ? 'signInCode' : 'signInEnrol', {}, carry(next)));
      return true;
    },
  };
}
export type PasswordModel = ReturnType<typeof createPasswordModel>;

function finish({ session, navigate, next }: Deps, me: StaffMe): void {
  session.signedIn(me);
  navigate(safeNext(next), { replace: true });
}

export function createCodeModel(deps: Deps) {
  const useRecovery = signal(false);
  const codeForm = createForm({ code: '' });
  const recoveryForm = createForm({ recoveryCode: '' });
  return {
    useRecovery: computed(() => useRecovery.value),
    codeForm,
    recoveryForm,
    toggleRecovery(): void {
      useRecovery.value = !useRecovery.value;
    },
    async submit(): Promise<boolean> {
      const sent = useRecovery.value
        ? await recoveryForm.submit(RecoveryBodySchema, verifyRecoveryCode)
        : await codeForm.submit(CodeBodySchema, verifyCode);
      if (sent.ok) finish(deps, sent.result);
      return sent.ok;
    },
  };
}
export type CodeModel = ReturnType<typeof createCodeModel>;

export function createEnrolModel(deps: Deps) {
  const enrolment = createRemote<Awaited<ReturnType<typeof getEnrolment>>>();
  const form = createForm({ code: '' });
  const enrolled = signal<{ recoveryCodes: string[]; me: StaffMe } | null>(null);
  const saved = signal(false);
  return {
    enrolment: enrolment.state,
    form,
    recoveryCodes: computed(() => enrolled.value?.recoveryCodes ?? null),
    saved: computed(() => saved.value),
    load(): Promise<unknown> {
      return enrolment.run(getEnrolment);
    },
    async submit(): Promise<boolean> {
      const sent = await form.submit(CodeBodySchema, enrol);
      if (!sent.ok) return false;
      // Signed in from here on (its CSRF token too), but the codes stay on screen until Continue.
      deps.session.signedIn(sent.result.me);
      batch(() => {
        enrolled.value = sent.result;
        saved.value = false;
      });
      return true;
    },
    setSaved(value: boolean): void {
      saved.value = value;
    },
    proceed(): void {
      const done = enrolled.value;
      if (done && saved.value) finish(deps, done.me);
    },
  };
}
export type EnrolModel = ReturnType<typeof createEnrolModel>;

/** The secret as an authenticator app asks for it: groups of four ("ABCD EFGH …"). */
export function groupInFours(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
