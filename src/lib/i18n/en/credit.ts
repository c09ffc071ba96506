/**
 * Credit pre-qualification copy (English is the source of keys): the get-pre-qualified flow
 * (seed 000 §2 "soft-pull with verify": the form says checking does not affect the credit
 * score, the success page says pre-qualification lasts 14 days) and the deal page's credit section.
 * The authorisation itself is not here: it is versioned in contract/credit-consent.ts.
 */
export const credit = {
  'credit.heading': 'Get pre-qualified',
  'credit.lead': 'See the rates and payments you qualify for in about a minute.',
  'credit.noImpact': 'Checking does not affect your credit score.',
  'credit.progress': 'Step {step} of {total}',
  'credit.back': 'Back',
  'credit.continue': 'Continue',
  'credit.checking': 'Checking…',
  'credit.tooMany': 'Too many tries. Please try again in {wait}.',
  'credit.backToDeal': 'Back to your deal',
  'credit.toHome': 'Go to the home page',

  // The form
  'credit.form.heading': 'About you',
  'credit.form.addressHeading': 'Your home address',
  'credit.form.privacy': 'Your date of birth and income are used for this check only. We do not keep them.',
  'credit.field.dateOfBirth': 'Date of Birth (MM/DD/YYYY)',
  'credit.field.annualIncome': 'Yearly Income Before Taxes ($)',
  'credit.field.agency': 'Credit bureau to check',
  'credit.dob.invalid': 'Enter your date of birth as MM/DD/YYYY',
  'credit.dob.tooYoung': 'You must be {age} or older to pre-qualify',
  'credit.income.invalid': 'Enter your yearly income in whole dollars',
  'credit.income.tooHigh': 'Enter your yearly income in dollars',

  // Consent
  'credit.consent.heading': 'Your authorization',
  'credit.consent.lead': 'Please read this before we check your credit.',

  // Verify
  'credit.verify.heading': 'Review and check',
  'credit.verify.lead': 'This is what we will send to {agency}.',
  'credit.verify.name': 'Name',
  'credit.verify.address': 'Home address',
  'credit.verify.dateOfBirth': 'Date of birth',
  'credit.verify.income': 'Yearly income',
  'credit.verify.agency': 'Credit bureau',
  'credit.verify.edit': 'Edit',
  'credit.verify.submit': 'Check my credit',
  'credit.verify.submitting': 'Checking your credit…',

  // Outcomes
  'credit.success.heading': 'You are pre-qualified',
  'credit.success.tier': '{tier} credit ({range})',
  'credit.success.bureau': 'From {agency}',
  'credit.success.validUntil': 'Valid until {date}',
  'credit.success.days':
    'Pre-qualification lasts {days} days. Your deals are now priced for your credit; after {days} days, check again.',
  'credit.noHit.heading': 'We could not find your credit file',
  'credit.noHit.body': '{agency} has no credit file for you.',
  'credit.noHit.next': 'You can try the other bureau, or pick your credit range yourself on your deal.',
  'credit.frozen.heading': 'Your credit file is frozen',
  'credit.frozen.body': 'Your credit file at {agency} is frozen, so we could not check it.',
  'credit.frozen.next':
    'Lift the freeze at {agency} (on its website or by phone), then try again. Or try the other bureau.',
  'credit.tryAgency': 'Try {agency}',
  'credit.tryAgain': 'Try {agency} again',
  'credit.pickRange': 'Pick my credit range',

  // The deal page's credit section
  'credit.deal.heading': 'Your credit',
  'credit.deal.loading': 'Loading your credit…',
  'credit.deal.error': 'We could not load your credit details.',
  'credit.deal.retry': 'Try again',
  'credit.deal.pickLegend': 'Pick your credit range',
  'credit.deal.pickHint': 'Your payments are priced for the range you pick.',
  'credit.deal.getPrequalified': 'Get pre-qualified',
  'credit.deal.prequalLead': 'Or see your real rates with a soft check. It does not affect your credit score.',
  'credit.deal.bureau': 'Pre-qualified: {tier} credit ({range}) from {agency}',
  'credit.deal.bureauUntil': 'Pre-qualified: {tier} credit ({range}) from {agency}, valid until {date}',
  'credit.deal.repricing': 'Updating your payments…',
  'credit.deal.selfSelectOff': 'Your credit was checked: your tier comes from the bureau',
  'credit.pre.heading': 'Your pre-approvals',
  'credit.pre.loading': 'Loading your pre-approvals…',
  'credit.pre.empty': 'No lender has pre-approved you yet.',
  'credit.pre.error': 'We could not load your pre-approvals.',
  'credit.pre.apr': 'APR from',
  'credit.pre.rateNote':
    'Rates start at a new vehicle over 60 months. Applied to this deal, the lender prices this vehicle and term at its usual rate for your credit.',
  'credit.pre.amount': 'Up to',
  'credit.pre.term': 'Term',
  'credit.pre.months': 'up to {months} months',
  'credit.pre.until': 'Valid until',
  'credit.pre.apply': 'Apply',
  'credit.pre.remove': 'Remove',
  'credit.pre.applied': 'Applied to this deal',
  'credit.pre.applyLabel': 'Apply {lender} to this deal',
  'credit.pre.removeLabel': 'Remove {lender} from this deal',
  'credit.verifyFirst.lead':
    'To keep your credit private, we check it only for a verified account. Sign in or create one first.',
  'credit.verifyFirst.signIn': 'Sign in',
  'credit.verifyFirst.register': 'Create account',
} as const;
