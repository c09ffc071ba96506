/** The visitor's session as the shell sees it: who is signed in, and the actions that change it. */
import { computed, signal } from '@preact/signals';
import { setCsrfToken } from '../../lib/http.ts';
import type { Visitor } from '../../contract/page-context.ts';
import { forgetShopper } from '../../lib/session-end.ts';
import { OWN_STORAGE_KEYS, safeLocal, safeSession, STORAGE_KEYS } from '../../lib/storage.ts';
import { trackLead } from '../../lib/tracking.ts';
import { login as postLogin, logout as postLogout } from './api.ts';
import { type LoginRequest } from '../../contract/auth.ts';

export type SessionModel = ReturnType<typeof createSessionModel>;

/** What a successful sign-up answers (`RegisterResponse`), plus what the form already knows. */
export type SignedIn = {
  user: { id: string; firstName: string; lastName?: string | null; email?: string | null };
  csrfToken: string;
  /** The sign-in made the account: the shopper is new here, not welcomed back. */
  newAccount?: boolean | undefined;
  /** Deals the sign-in saved, each one the visitor asked to save ('Sign in to save this deal'). */
  dealsSaved?: number | undefined;
};

/** A deal saved by signing in is a first save: its `lead {deal-saved}` fires once the server answered. */
function trackSavedDeals(count: number | undefined): void {
  for (let i = 0; i < (count ?? 0); i++) trackLead('deal-saved');
}

export function createSessionModel(initial: Visitor) {
  const visitor = signal<Visitor>(initial);
  const isLoggedIn = computed(() => visitor.value.isLoggedIn);
  /** Counts sign-outs: the app root remounts on a new one, so no page keeps the last shopper's state. */
  const signOuts = signal(0);

  /**
   * 'signed-in'; 'wrong' credentials; 'member-disabled': right, but a disabled member is never signed
   * in (seed 001 §6); or 'ask-finance': right, but the browser holds a finance application, and the
   * shopper must say whether it joins the account. Throws on other failures.
   */
  async function login(credentials: LoginRequest): Promise<'signed-in' | 'wrong' | 'member-disabled' | 'ask-finance'> {
    const result = await postLogin(credentials);
    setCsrfToken(result.csrfToken);
    if (result.memberDisabled) return 'member-disabled';
    if (result.askFinanceConsent) return 'ask-finance';
    if (!result.success || !result.user) return 'wrong';
    visitor.value = {
      ...visitor.value,
      isLoggedIn: true,
      userId: result.user.id,
      firstName: result.user.firstName,
      // Another person's contact details never stay: forms read the account's (known-details).
      phoneNumber: null,
      zipcode: null,
      newAccount: false,
    };
    trackSavedDeals(result.dealsSaved);
    return 'signed-in';
  }

  /** A sign-in that happened elsewhere (registration): the new session's token and who the shopper is now. */
  function signedIn(result: SignedIn): void {
    setCsrfToken(result.csrfToken);
    visitor.value = {
      ...visitor.value,
      isLoggedIn: true,
      userId: result.user.id,
      firstName: result.user.firstName,
      lastName: result.user.lastName ?? null,
      email: result.user.email ?? null,
      phoneNumber: null,
      zipcode: null,
      newAccount: result.newAccount === true,
    };
    trackSavedDeals(result.dealsSaved);
  }

  /** The account's email changed elsewhere (the contact email's 'Update my profile with this email address'). */
  function emailChanged(email: string): void {
    visitor.value = { ...visitor.value, email };
  }

  /** The server verified who the shopper is (a PIN, an email code): the visitor it answered. */
  function verified(next: Visitor): void {
    visitor.value = next;
  }

  async function logout(): Promise<void> {
    const result = await postLogout();
    setCsrfToken(result.csrfToken);
    // Seed 001 §2 "Menu links": Sign Out clears the session flag updatedUserAboutNewTradeValue.
    safeSession.remove(STORAGE_KEYS.updatedUserAboutNewTradeValue);
    // What the shopper typed or was sent (trade answers, the ghost form, a half-typed MFA code) does not outlive their session.
    safeSession.remove(OWN_STORAGE_KEYS.tradeDraft);
    safeSession.remove(STORAGE_KEYS.cscookiebackup);
    safeLocal.remove(STORAGE_KEYS.mfaCode);
    forgetShopper();
    visitor.value = {
      ...visitor.value,
      isLoggedIn: false,
      userId: null,
      firstName: null,
      lastName: null,
      email: null,
      phoneNumber: null,
      zipcode: null,
      newAccount: false,
    };
    signOuts.value += 1;
  }

  return { visitor, isLoggedIn, signOuts, login, signedIn, emailChanged, verified, logout };
}
