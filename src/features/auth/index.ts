/** The auth feature's public surface for the shell and other features. */
import { createContext, useContext } from 'react';
import type { SessionModel } from './model.ts';

export { createSessionModel, type SessionModel, type SignedIn } from './model.ts';
export { LogoutForm } from './logout-form.tsx';
export { appRedirectPath, redirectTarget, retryWait, safeRedirectPath, withRedirect } from './rules.ts';

export const SessionContext = createContext<SessionModel | null>(null);

export function useSession(): SessionModel {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() used outside the app root');
  return session;
}
export { isDuplicateEmail, DuplicateEmailNotice } from './duplicate-email.tsx';
export { SignInLink, signInHref } from './sign-in-link.tsx';
