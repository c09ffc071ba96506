/**
 * Finance application copy (seed 000 §2 page types finance and finance-options,
 * "A finance application exists for redeeming an offer"). The authorisation the shopper agrees to is
 * not here: it is versioned in contract/finance-authorization.ts.
 */
export const finance = {
  'finance.heading': 'Finance application',
  'finance.lead': 'Apply for financing on your {vehicle}. We save each step as you go, so you can finish later.',
  'finance.loading': 'Loading your application…',
  'finance.progress': 'Step {step} of {total}',
  'finance.back': 'Back',
  'finance.continue': 'Save and continue',
  'finance.saving': 'Saving…',
  'finance.backToDeal': 'Back to your deal',
  'finance.off.heading': 'This is a cash deal',
  'finance.off.body':
    'The finance application is for finance and lease deals. Choose Finance or Lease on your deal to apply for financing.',
  'finance.sent': 'Sent to the lenders on {date}.',
  'finance.sentEdited':
    'You changed your application after sending it on {date}. Send it again to update your options.',
  'finance.seeOptions': 'See your finance options',

  // Steps
  'finance.step.identity': 'About you',
  'finance.step.residence': 'Where you live',
  'finance.step.employment': 'Employment and income',
  'finance.step.coApplicant': 'Co-applicant',
  'finance.step.review': 'Review and send',

  // Identity
  'finance.field.dateOfBirth': 'Date of Birth (MM/DD/YYYY)',
  'finance.field.ssn': 'Social Security Number',
  'finance.ssn.hint': 'We encrypt it and only ever show its last four digits.',
  'finance.ssn.onFile': 'On file: {masked}. Leave it to keep it, or type a new number.',
  'finance.dob.onFile': 'On file. Leave it to keep it, or type it again.',
  'finance.ssn.invalid': 'Enter a valid 9 digit Social Security Number',
  'finance.dob.invalid': 'Enter your date of birth as MM/DD/YYYY',
  'finance.dob.tooYoung': 'You must be {age} or older to apply',

  // Residence
  'finance.residence.addressHeading': 'Home address',
  'finance.field.housingStatus': 'Housing',
  'finance.housing.OWN': 'Own',
  'finance.housing.RENT': 'Rent',
  'finance.housing.OTHER': 'Other',
  'finance.field.monthlyHousingPayment': 'Monthly Rent or Mortgage ($)',
  'finance.field.yearsAtAddress': 'Years at This Address',
  'finance.field.monthsAtAddress': 'And Months (0-11)',

  // Employment
  'finance.field.employmentStatus': 'Employment Status',
  'finance.employment.choose': 'Choose one',
  'finance.employment.EMPLOYED': 'Employed',
  'finance.employment.SELF_EMPLOYED': 'Self-employed',
  'finance.employment.RETIRED': 'Retired',
  'finance.employment.STUDENT': 'Student',
  'finance.employment.UNEMPLOYED': 'Not employed',
  'finance.employment.OTHER': 'Other',
  'finance.field.employer': 'Employer',
  'finance.field.title': 'Job Title',
  'finance.field.yearsAtJob': 'Years at This Job',
  'finance.field.monthsAtJob': 'And Months (0-11)',
  'finance.field.grossAnnualIncome': 'Gross Yearly Income ($)',
  'finance.field.otherAnnualIncome': 'Other Yearly Income ($, optional)',
  'finance.field.otherIncomeSource': 'Source of Other Income',
  'finance.amount.invalid': '{field} must be a whole dollar amount',

  // Co-applicant
  'finance.field.hasCoApplicant': 'Is someone applying with you?',
  'finance.co.no': 'No, just me',
  'finance.co.yes': 'Yes, a co-applicant',
  'finance.co.lead': 'A co-applicant shares the loan: their income counts, and they sign too.',
  'finance.co.about': 'About your co-applicant',
  'finance.co.address': 'Their home address',
  'finance.co.employment': 'Their employment and income',
  'finance.field.sameAddress': 'Lives at my address',

  // Review
  'finance.field.agree': 'Agreement',
  'finance.submit': 'Send my application',
  'finance.submitting': 'Sending to the lenders…',
  'finance.submit.unavailable': 'The lenders could not be reached. Your application is saved; please try again.',
  'finance.submit.tooMany': 'Too many applications today. Please try again in {wait}.',
  'finance.submit.off': 'This deal is now a cash deal: the finance application is for finance and lease deals.',
  'finance.submit.inProgress': 'Your application is being sent to the lenders. Please wait for their answer.',
  'finance.save.tooMany': 'Too many changes to this application. Please try again in {wait}.',

  // Finance options
} as const;
