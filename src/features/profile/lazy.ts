/**
 * The email proof step as a chunk of its own: the forms that may need it (registration, ghost
 * sign-up, the contact email) load the code panel only when the server asks for the proof.
 */
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import type { EmailVerificationProps } from './email-verification.tsx';

export const LazyEmailVerification = lazyPart<EmailVerificationProps>(
  () => import('./email-verification.tsx').then((m) => m.EmailVerification),
  { reserve: '14rem' },
);
export { isEmailNotVerified } from './email-not-verified.ts';
