/**
 * profile copy (English is the source of keys): PIN links, multi-factor verification and the
 * welcome pages. The spec gives none of this copy (seed 000 §8 "MFA failure messages: not
 * shown"), so all of it is ours.
 */
export const profile = {
  // Multi-factor verification
  'profile.mfa.loading': 'Getting your contact options…',
  'profile.mfa.forbidden': 'Please open the link from your invitation again to verify.',
  'profile.mfa.chooseLegend': 'Where should we send your code?',
  'profile.mfa.viaSms': 'Text message to {destination}',
  'profile.mfa.viaEmail': 'Email to {destination}',
  'profile.mfa.noMethods':
    'We have no phone number or email on file to send a code to. Please call us and we will help you.',
  'profile.mfa.send': 'Send code',
  'profile.mfa.sending': 'Sending…',
  'profile.mfa.sentSms': 'We sent a 6-digit code by text message to {destination}.',
  'profile.mfa.sentEmail': 'We sent a 6-digit code by email to {destination}.',
  'profile.mfa.waiting': 'Enter the 6-digit code we sent to {destination}.',
  'profile.mfa.expiry': 'A code works for 10 minutes.',
  'profile.mfa.codeLabel': 'Verification code',
  'profile.mfa.verify': 'Verify',
  'profile.mfa.verifying': 'Checking…',
  'profile.mfa.resend': 'Send a new code',
  'profile.mfa.resendIn': 'You can ask for a new code in {seconds} s.',
  'profile.mfa.otherMethod': 'Send it another way',
  'profile.mfa.codeIncomplete': 'Enter the 6-digit code we sent you',
  'profile.mfa.invalid': 'That code is not right. You have {tries} tries left.',
  'profile.mfa.invalidLast': 'That code is not right. You have 1 try left.',
  'profile.mfa.expired': 'This code has expired. A code works for 10 minutes: please ask for a new one.',
  'profile.mfa.usedUp': 'This code was entered wrong too many times. Please ask for a new one.',
  'profile.mfa.noCode': 'There is no code waiting for you. Please ask for a new one.',
  'profile.mfa.sendTooSoon': 'We just sent you a code.',
  'profile.mfa.locked': 'Too many wrong codes.',
  'profile.wait': 'Please try again in {wait}.',

  // After the server accepted the code
  'profile.verified.signedIn': 'You are signed in, {name}.',
  'profile.verified.disabledTitle': 'Your membership is not active',
  'profile.verified.disabled':
    'We confirmed it is you, but your membership has been turned off, so we cannot sign you in.',
  'profile.verified.disabledCall': 'Please call us at {phone} and we will sort it out with you.',
  'profile.verified.call': 'Call {phone}',
  'profile.verified.disabledContact': 'Please contact your dealer and they will sort it out with you.',
  'profile.verified.prospectTitle': 'Thank you, {name}. You are verified.',
  'profile.verified.prospect':
    'Create your account to save deals, get a guaranteed offer for your trade-in and see your personal offers.',
  'profile.verified.prospectNoTrade': 'Create your account to save deals and see your personal offers.',
  'profile.verified.register': 'Create your account',
  'profile.keepShopping': 'Keep shopping',
  'profile.goWelcome': 'Go to your welcome page',

  // /profile/verify-access?pin={pin}
  'profile.verifyAccess.lead':
    'To keep your offers private, we send a one-time code to the phone or email we have on file.',
  'profile.verifyAccess.checking': 'Checking your link…',
  'profile.verifyAccess.hello': 'Hello, {name}!',
  'profile.verifyAccess.noPinTitle': 'This page needs your invitation link',
  'profile.verifyAccess.noPin': 'Open the link in your invitation email, or verify with your email address instead.',
  'profile.verifyAccess.invalidTitle': 'This link is not valid',
  'profile.verifyAccess.invalid':
    'We could not find this link. Please open the complete link from your invitation, or verify with your email address instead.',
  'profile.verifyAccess.expiredTitle': 'This link has expired',
  'profile.verifyAccess.expired':
    'Invitation links work for a limited time. You can still verify with your email address, or create an account.',
  'profile.verifyAccess.verifyByEmail': 'Verify with your email',
  'profile.verifyAccess.register': 'Create an account',
  'profile.verifyAccess.hasAccount': 'You already have an account with us.',
  'profile.verifyAccess.signIn': 'Sign in with your password',
  'profile.verifyAccess.orCode': 'Or confirm it is you with a one-time code:',

  // /profile/verify
  'profile.verify.lead': 'Enter the email of your membership and we will send you a one-time code to sign in.',
  'profile.verify.continue': 'Continue',
  'profile.verify.otherEmail': 'Use a different email',
  'profile.verify.codeFor': 'Signing in as {email}',
  'profile.verify.signedIn': 'You are already signed in.',
  'profile.verify.prospectLead': 'Hello, {name}. Confirm it is you with a one-time code.',
  'profile.pin.heading': 'Have a PIN from your invitation?',
  'profile.pin.label': 'PIN',
  'profile.pin.submit': 'Use my PIN',
  'profile.pin.checking': 'Checking…',
  'profile.pin.invalid': 'This PIN is not valid. Please check it and try again.',
  'profile.pin.expired': 'This PIN has expired. Please verify with your email instead.',

  // /profile/get-started
  'profile.getStarted.lead': 'In a few steps you will see payments, trade-in offers and savings made for you.',
  'profile.getStarted.stepsHeading': 'How it works',
  'profile.getStarted.step1':
    'Confirm it is you, with your invitation link and a one-time code, or by creating an account.',
  'profile.getStarted.step2': 'Tell us about the vehicle you want and the one you drive today.',
  'profile.getStarted.step3': 'See your personal payments and offers, and save them to your garage.',
  'profile.getStarted.checking': 'One moment…',

  // /profile/welcome-back
  'profile.welcomeBack.heading': 'Welcome back, {name}!',
  'profile.welcomeBack.headingNoName': 'Welcome back!',
  'profile.welcomeBack.lead': 'Pick up where you left off.',
  'profile.welcomeBack.loadingDeals': 'Counting your saved deals…',
  'profile.welcomeBack.dealsNone': 'You have no saved deals yet.',
  'profile.welcomeBack.dealsOne': 'You have 1 saved deal.',
  'profile.welcomeBack.dealsMany': 'You have {count} saved deals.',
  'profile.welcomeBack.linksLabel': 'Where to next',
  'profile.welcomeBack.garage': 'Open My Garage',
  'profile.welcomeBack.shopNew': 'Shop new vehicles',
  'profile.welcomeBack.shopUsed': 'Shop used vehicles',
  'profile.welcomeBack.trade': 'Value your trade',
  'profile.welcomeBack.signedOut': 'Sign in to see your saved deals and offers.',
  'profile.welcomeBack.signIn': 'Sign in',

  // /profile/no-pin-welcome
  'profile.noPin.heading': 'Welcome!',
  'profile.noPin.headingNamed': 'Welcome, {name}!',
  'profile.noPin.lead': 'Create a free account to get the most out of shopping with {dealer}.',
  'profile.noPin.benefitsHeading': 'What you get',
  'profile.noPin.benefit.payments': 'Payments made for you, with taxes and fees included',
  'profile.noPin.benefit.trade': 'A guaranteed offer for your trade-in',
  'profile.noPin.benefit.credit': 'Pre-qualification that does not affect your credit score',
  'profile.noPin.benefit.garage': 'A garage to save and compare your deals',
  'profile.noPin.register': 'Create your account',
  'profile.noPin.signIn': 'Sign in',
  'profile.noPin.haveAccount': 'Already have an account?',
  'profile.emailVerify.heading': 'Confirm your email address',
  'profile.emailVerify.lead': 'To keep your account yours, we send a code to {email}. Enter it below to continue.',
  'profile.emailVerify.back': 'Use a different email address',
};
