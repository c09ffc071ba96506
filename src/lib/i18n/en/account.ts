/** account copy (English is the source of keys): registration, sign-in and sign-up errors. Spec copy is quoted exactly. */
export const account = {
  'auth.duplicateEmail': 'Email already in use.',
  'auth.duplicateEmailLoggedOut': 'Please use a different email or log in.',
  'auth.duplicateEmailLogin': 'Log in',
  // Sign-in lock-out (429): the wait comes from the server's retryAfterSeconds.
  'auth.tooManyAttempts': 'Too many failed sign-in attempts. Please try again in {wait}.',
  'auth.tooManyRequests': 'Too many attempts. Please try again in {wait}.',
  'auth.noAccount': 'New here?',
  'auth.createAccount': 'Create an account',
  // /account/register
  'register.heading': 'Create your account',
  'register.lead': 'Save deals to your garage, see personalized payments and get a trade-in offer.',
  'register.progress': 'Step {step} of {total}',
  'register.stepOne': 'About you',
  'register.stepTwo': 'Your address',
  'register.stepThree': 'Choose a password',
  'register.continue': 'Continue',
  'register.checking': 'Checking…',
  'register.back': 'Back',
  'register.submit': 'Create account',
  'register.submitting': 'Creating your account…',
  'register.termsBefore': 'I agree to the',
  'register.termsAnd': 'and the',
  'register.haveAccount': 'Already have an account?',
  'register.signIn': 'Sign in',
  'register.sso.heading': 'Or sign up with Google',
  'register.sso.terms':
    'Signing up with Google creates your account with the name and email Google shares, and means you agree to the Terms of Use and the Privacy Policy.',
};
