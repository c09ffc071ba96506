/**
 * The email proof step as a chunk of its own: the forms that may need it (registration, ghost
 * sign-up, the contact email) load the code panel only when the server asks for the proof.
 */
import { lazyPart, type LazyPart } from '../../lib/ui/lazy-part.tsx';
import type { EmailVerificationProps } from './email-verification.tsx';

export const LazyEmailVerification: LazyPart<EmailVerificationProps> = lazyPart(
  () => import('./email-verification.tsx'),
  (m) => m.EmailVerification,
  { reserve: '14rem' },
);
export { isEmailNotVerified } from '../../contract/email-not-verified.ts';
