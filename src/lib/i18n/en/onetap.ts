/** onetap copy (English is the source of keys). Spec copy is quoted exactly. */
export const onetap = {
  'onetap.signIn': 'Log in with Google',
  'onetap.signUp': 'Sign up with Google',
  'onetap.busy': 'Signing in with Google…',
  'onetap.invalid': 'We could not sign you in with Google. Please try again.',
  'onetap.linkedElsewhere': 'This email address is already linked to another Google account.',
  'onetap.memberDisabled':
    'Your membership is not active, so we cannot sign you in. Please contact us and we will sort it out with you.',
  'onetap.tooMany': 'Too many failed attempts. Please try again in {wait}.',
  'onetap.popupBlocked': 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  'onetap.unavailable': 'Google sign-in is unavailable right now. Please try again in a moment.',
  'onetap.providerUnavailable': 'Sign-up with this account is not available here.',
  'onetap.providers': 'Sign up with another account',
};
