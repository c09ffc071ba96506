/**
 * Signing online copy (English is the source of keys): the code step (the MFA
 * panel's own copy is profile's), the electronic-records consent step (its text is versioned in
 * contract/esign-consent.ts), the contract confirmation and the next steps.
 */
export const contracting = {
  'contracting.loading': 'Loading your contract…',
  'contracting.progress': 'Step {step} of {total}',
  'contracting.backToDeal': 'Back to your deal',

  'contracting.signIn.heading': 'Sign in to sign online',
  'contracting.signIn.body':
    'Signing a contract online needs your account: we confirm it is you with a code to the phone or email on it.',
  'contracting.signIn.signIn': 'Sign in',
  'contracting.signIn.create': 'Create an account',

  'contracting.unavailable.heading': 'Signing online is not available for this deal',
  'contracting.unavailable.CASH_DEAL':
    'Signing online is for finance and lease deals. For a cash purchase, the dealer finishes the paperwork with you.',
  'contracting.unavailable.NO_QUOTE':
    'Choose a finance or lease payment on your deal and save it, then come back here to sign.',
  'contracting.unavailable.CHOOSE_OFFER_heading': 'Choose one of your approved offers first',
  'contracting.unavailable.CHOOSE_OFFER':
    'Lenders approved your finance application. Choose the offer you want on your finance options: your contract is that offer, at its rate and term.',
  'contracting.unavailable.OFFER_CHANGED_heading': 'Your chosen offer no longer applies',
  'contracting.unavailable.OFFER_CHANGED':
    'Your deal changed since you chose your offer: its amount financed is different. Send your application again, or put your deal back as it was, then choose an offer.',
  'contracting.unavailable.toOptions': 'See your finance options',

  'contracting.verify.heading': 'Confirm it is you',
  'contracting.verify.lead': 'Before you sign, we send a 6-digit code to the phone or email on your account.',

  'contracting.consent.heading': 'Use electronic records',
  'contracting.consent.lead': 'To sign online, you agree to receive your contract and its records electronically.',
  'contracting.consent.agreeField': 'Electronic records consent',
  'contracting.consent.required': 'Please agree to use electronic records to continue',
  'contracting.consent.continue': 'Continue',
  'contracting.consent.saving': 'Saving…',

  'contracting.contract.heading': 'Review and sign your contract',
  'contracting.contract.signedHeading': 'Your signed contract',
  'contracting.contract.lead': 'These are the final figures of your deal. Check them, then sign.',
  'contracting.contract.approvedOffer': '{lender}, approved offer: {apr} APR, {term} months, {payment}/mo.',
  'contracting.better': '{lender} approved you for a lower payment: {payment}/mo at {apr} APR for {term} months.',
  'contracting.better.link': 'See your approved offers',
  'contracting.contract.FINANCE': 'Retail installment contract with {lender}',
  'contracting.contract.LEASE': 'Lease agreement with {lender}',
  'contracting.contract.buyer': 'Buyer',
  'contracting.contract.dealer': 'Dealer',
  'contracting.contract.vehicle': 'Vehicle',
  'contracting.contract.vin': 'VIN {vin}, stock {stock}',
  'contracting.contract.NEW': 'New',
  'contracting.contract.USED': 'Used',
  'contracting.contract.disclosures': 'Key terms',
  'contracting.contract.payments': '{count} payments of {amount}',
  'contracting.contract.paymentsWithFinal': '{count} payments of {amount}, then one of {final}',
  'contracting.contract.schedule': 'Your payments:',
  'contracting.contract.figures': 'Every figure',

  'contracting.sign.heading': 'Sign',
  'contracting.sign.name': 'Your full name (your signature)',
  'contracting.sign.nameHint': 'Type your first and last name as they are on your account: {name}.',
  'contracting.sign.mismatch': 'Type your name as it is on your account: {name}',
  'contracting.sign.agree': 'I have read this contract, I agree to its terms and I sign it electronically.',
  'contracting.sign.agreeRequired': 'Please agree to the contract to sign it',
  'contracting.sign.button': 'Sign contract',
  'contracting.sign.signing': 'Signing…',
  'contracting.sign.changed':
    'The figures of your deal changed since this page was shown. Review the new figures, then agree and sign again.',
  'contracting.signed.by': 'Signed by {name} on {date}.',
  'contracting.signed.nextSteps': 'See next steps',

  'contracting.next.heading': 'What happens next',
  'contracting.next.lead': 'You signed your contract for the {vehicle} on {date}. Here is what happens now.',
  'contracting.next.copy': 'We emailed you a copy of what you signed.',
  'contracting.next.review.heading': 'The dealer reviews your contract',
  'contracting.next.review.FINANCE':
    '{dealer} checks your signed contract and confirms your financing with {lender}. They contact you, usually within one business day.',
  'contracting.next.review.LEASE':
    '{dealer} checks your signed contract and confirms your lease with {lender}. They contact you, usually within one business day.',
  'contracting.next.documents.heading': 'Documents to bring',
  'contracting.next.license': "Your driver's license",
  'contracting.next.insurance': 'Proof of insurance for this vehicle',
  'contracting.next.tradePapers': "Your trade-in's title or loan details, and its registration",
  'contracting.next.delivery.heading': 'Pick-up or delivery',
  'contracting.next.delivery.body':
    'Pick up your vehicle at {dealer}, {address}, or ask for it to be delivered to your home.',
  'contracting.next.driveAtHome': 'Delivery to your home',
  'contracting.next.contactDealer': 'Contact the dealer',
  'contracting.next.viewContract': 'View your signed contract',
} as const;
