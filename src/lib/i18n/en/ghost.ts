/**
 * ghost copy (English is the source of keys): the ghost account modal and page (seed 001 §2) and
 * the page after ghost registration. Spec copy is quoted exactly; the rest is ours. The consent
 * texts live in src/contract/contact-consent.ts, which the server stores verbatim.
 */
export const ghost = {
  // Seed 001 §2's title, for the buy-at-home campaigns it names; any other campaign gets a neutral one.
  'ghost.title.generic': 'BUY@HOME Benefits',
  'ghost.title.neutral': 'Your shopping benefits',
  'ghost.title.welcomeBack': 'Welcome Back, {name}',
  'ghost.subtitle.ghost': 'Verify your email or phone number below to continue shopping',
  'ghost.subtitle.generic':
    'Please provide your information to get detailed pricing including taxes and fees, get a guaranteed offer for your trade-in and more',
  'ghost.notYou': 'Not {name}? Click Here',
  'ghost.continue': 'Continue',
  'ghost.submitting': 'Please wait…',
  'ghost.zipNotFound': 'We could not find this Zip Code. Please check it.',
  'ghost.newTab': '(opens in a new tab)',
  'ghost.form.label': 'Your information',
  'ghost.success.heading': 'You are all set, {name}!',
  'ghost.success.headingNoName': 'You are all set!',
  'ghost.success.body':
    'Your account is ready and you are signed in. Detailed pricing with taxes and fees and your trade-in offer are waiting for you.',
  'ghost.success.bodyNoTrade':
    'Your account is ready and you are signed in. Detailed pricing with taxes and fees is waiting for you.',
  'ghost.success.continue': 'Continue shopping',
  'ghost.signedIn.body': 'You are signed in as {name}.',
  'ghost.haveAccount': 'Already have an account?',
};
