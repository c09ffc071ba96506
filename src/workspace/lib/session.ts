/**
 * The signed-in member: who they are, their CSRF token, and the way out. Any 401 outside the sign-in
 * pages ends up here (`expire`), which sends the member to sign in again and back where they were.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { IgnoredBodySchema } from '../../contract/http.ts';
import { NOT_SIGNED_IN, SignInAnswerSchema, StaffMeSchema, type StaffMe } from '../../contract/workspace.ts';
import { ApiError, request, setCsrfToken } from '../../lib/http.ts';
import { href, isSignInPath } from '../routes.ts';
import { failureMessage, isUnauthorized } from './failure.ts';

/** Moves to a workspace path (wouter's navigate, or a test's). */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export type SessionStatus = 'unknown' | 'loading' | 'ready' | 'error';

export type Session = {
  me: ReadonlySignal<StaffMe | null>;
  status: ReadonlySignal<SessionStatus>;
  /** The failure of the last check or sign-out, in words. */
  error: ReadonlySignal<string | null>;
  /** True after a 401 sent the member here: the sign-in page says the session ended. */
  ended: ReadonlySignal<boolean>;
  /** True once the password was accepted in this page's life: the code pages have a CSRF token to send. */
  passwordAccepted: ReadonlySignal<boolean>;
  /** Loads who is signed in, unless known; a 401 sends the member to sign in. */
  check(): Promise<void>;
  acceptPassword(csrfToken: string): void;
  /** After a reload between the password and the code: the server's step and token again; false when there is none. */
  resumePassword(): Promise<boolean>;
  signedIn(me: StaffMe): void;
  /** A 401: off to sign in, with the way back; `firstVisit` (no session at all) says nothing of one ending. */
  expire(o?: { firstVisit?: boolean }): void;
  signOut(everywhere: boolean): Promise<void>;
};

export function createSession(options: { navigate: Navigate; currentPath: () => string }): Session {
  const me = signal<StaffMe | null>(null);
  const status = signal<SessionStatus>('unknown');
  const error = signal<string | null>(null);
  const ended = signal(false);
  const passwordAccepted = signal(false);

  function signedIn(member: StaffMe): void {
    setCsrfToken(member.csrfToken);
    batch(() => {
      me.value = member;
      status.value = 'ready';
      error.value = null;
      ended.value = false;
    });
  }

  function expire(o: { firstVisit?: boolean } = {}): void {
    const here = options.currentPath();
    if (isSignInPath(here)) return;
    batch(() => {
      me.value = null;
      status.value = 'unknown';
      ended.value = !o.firstVisit;
    });
    options.navigate(href('signIn', {}, { next: here }), { replace: true });
  }

  return {
    me,
    status,
    error,
    ended,
    passwordAccepted,
    async check() {
      if (status.value === 'ready' || status.value === 'loading') return;
      batch(() => {
        status.value = 'loading';
        error.value = null;
      });
      try {
        signedIn(await request('GET', '/me', StaffMeSchema));
      } catch (failure) {
        if (isUnauthorized(failure))
          return expire({ firstVisit: failure instanceof ApiError && failure.message === NOT_SIGNED_IN });
        batch(() => {
          status.value = 'error';
          error.value = failureMessage(failure);
        });
      }
    },
    acceptPassword(csrfToken) {
      setCsrfToken(csrfToken);
      passwordAccepted.value = true;
    },
    async resumePassword() {
      try {
        const step = await request('GET', '/sign-in', SignInAnswerSchema, { expected: [401, 409] });
        setCsrfToken(step.csrfToken);
        passwordAccepted.value = true;
        return true;
      } catch {
        return false;
      }
    },
    signedIn,
    expire,
    async signOut(everywhere) {
      error.value = null;
      try {
        await request('POST', everywhere ? '/sign-out-everywhere' : '/sign-out', IgnoredBodySchema);
      } catch (failure) {
        // Already signed out is what was asked for; anything else keeps the member here, told why.
        if (!isUnauthorized(failure)) {
          error.value = failureMessage(failure);
          return;
        }
      }
      batch(() => {
        me.value = null;
        status.value = 'unknown';
        ended.value = false;
        passwordAccepted.value = false;
      });
      options.navigate(href('signIn'), { replace: true });
    },
  };
}
