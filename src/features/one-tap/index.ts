/**
 * One-tap Google sign-in and social sign-up: the public surface for the pages that show them.
 * - `<OneTapButton onSignedIn={(user) => …} />` (login page, ghost modal);
 * - `<SsoRegisterButtons extras={() => …} onSignedIn={…} onFieldErrors={…} />` (register page).
 */
export { OneTapButton, SsoRegisterButtons } from './lazy.tsx';
export type { OneTapButtonProps } from './one-tap-button.tsx';
export type { SsoRegisterButtonsProps, SsoRegisterExtras } from './sso-register-buttons.tsx';
export type { SsoUser } from '../../contract/one-tap.ts';
export { isOneTapEnabled, ssoRegisterProviders } from './rules.ts';
