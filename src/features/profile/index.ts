/**
 * The profile feature's public surface for other features: the multi-factor code steps (sign online
 * reuses them) and the email proof that registration, ghost sign-up and the contact form ask for.
 */
export { MfaPanel } from './mfa-panel.tsx';
export { createMfaModel, type MfaApi, type MfaModel } from './model.ts';
export { EmailVerification } from './email-verification.tsx';
export { isEmailNotVerified } from '../../contract/email-not-verified.ts';
export { LazyEmailVerification } from './lazy.ts';
