/** account copy (English is the source of keys): registration, sign-in and sign-up errors. Spec copy is quoted exactly. */
export const account = {
  'auth.duplicateEmail': 'Email already in use.',
  'auth.duplicateEmailLoggedOut': 'Please use a different email or log in.',
  'auth.duplicateEmailLogin': 'Log in',
};
