/**
 * trade-in copy (English is the source of keys): the trade flow, from the VIN or plate
 * (seed 000 §2 "The trade entry form asks for a VIN, or for a plate or VIN") to the saved offer.
 * The VIN and plate messages are the contract's (contract/trade.ts); the rest is ours.
 */
export const trade = {
  'trade.heading': 'Value your trade',
  'trade.lead': 'Get a guaranteed offer for the vehicle you have now in a few minutes.',
  'trade.progress': 'Step {step} of {total}',
  'trade.back': 'Back',
  'trade.continue': 'Continue',
  'trade.checking': 'Checking…',
  'trade.loading': 'Loading your trade-in…',
  'trade.tooMany': 'Too many tries. Please try again in {wait}.',
  'trade.anotherVehicle': 'Value another vehicle',
  'trade.toGarage': 'Go to My Garage',
  'trade.toHome': 'Go to the home page',
  // A trade valued from a deal goes back to it.
  'trade.backToDeal': 'Back to your {vehicle} deal',
  'trade.backToYourDeal': 'Back to your deal',
  'trade.startOver': 'Start with your vehicle',

  // Visitors (seed 000 §2 "Visitors without a profile see a sign-in and create-account prompt")
  'trade.signIn.heading': 'Sign in to value your trade',
  'trade.signIn.body':
    'Your offer is kept on your account and counts in every deal you save. We bring you back here after.',
  'trade.signIn.signIn': 'Sign in',
  'trade.signIn.create': 'Create account',

  // Step 1: the vehicle
  'trade.entry.heading': 'Find your vehicle',
  'trade.entry.lead': 'Enter its VIN, or its license plate and state.',
  'trade.entry.method': 'How would you like to find it?',
  'trade.entry.byVin': 'By its VIN',
  'trade.entry.byPlate': 'By its license plate',
  'trade.entry.find': 'Find my vehicle',
  'trade.field.vin': 'VIN',
  'trade.field.plate': 'License plate',
  'trade.field.state': 'State',
  'trade.vin.hint':
    '17 letters and digits, on the dashboard at the bottom of the windshield (driver’s side) or on the driver’s door frame.',
  'trade.vin.count': '{count} of 17 characters',
  'trade.vin.ok': 'This VIN looks right.',
  'trade.vin.length': 'A VIN has 17 characters',
  'trade.vin.letters': 'A VIN never uses the letters I, O or Q',
  'trade.vin.characters': 'A VIN has only letters and digits',
  'trade.vin.checkDigit': 'This VIN is not valid: please check each character',
  'trade.vin.notFound': 'We could not read this VIN. Check it, or enter your plate instead.',
  'trade.plate.invalid': 'A plate has 2 to 8 letters and digits',
  'trade.plate.notFound': 'We could not find that plate. Check it, or enter the VIN instead.',
  'trade.state.placeholder': 'Select a state',
  'trade.state.error': 'The list of states did not load.',

  // Current trade (GET /trade)
  'trade.current.heading': 'Your current trade-in',
  'trade.current.expires': 'Offer valid until {date}',
  'trade.current.expired': 'This offer expired on {date}.',

  // Step 2: info
  'trade.info.heading': 'Your vehicle',
  'trade.info.vehicle': 'Vehicle',
  'trade.field.model': 'Model',
  'trade.field.trim': 'Trim',
  'trade.field.mileage': 'Mileage',
  'trade.field.zipCode': 'Zip Code',
  'trade.model.placeholder': 'Select a model',
  'trade.trim.placeholder': 'Select a trim',
  'trade.mileage.hint': 'What the odometer shows now, in miles.',
  'trade.mileage.invalid': 'Enter the miles as a whole number, like 42,000',
  'trade.mileage.max': 'Mileage must be at most {max}',

  // Step 3: features
  'trade.features.heading': 'Its features',
  'trade.features.legend': 'Which of these does it have?',
  'trade.features.hint': 'Tick all that apply, or none.',
  'trade.feature.SUNROOF': 'Sunroof or moonroof',
  'trade.feature.NAVIGATION': 'Navigation system',
  'trade.feature.LEATHER': 'Leather seats',
  'trade.feature.HEATED_SEATS': 'Heated seats',
  'trade.feature.ALL_WHEEL_DRIVE': 'All-wheel or four-wheel drive',
  'trade.feature.PREMIUM_AUDIO': 'Premium sound system',
  'trade.feature.THIRD_ROW': 'Third-row seating',
  'trade.feature.TOW_PACKAGE': 'Towing package',
  'trade.feature.DRIVER_ASSISTANCE': 'Driver assistance (adaptive cruise, lane keeping)',

  // Step 4: history
  'trade.history.heading': 'Its history',
  'trade.history.submit': 'See my offer',
  'trade.field.owners': 'Number of owners',
  'trade.owners.hint': 'You included.',
  'trade.owners.placeholder': 'Select',
  'trade.owners.many': '{count} or more',
  'trade.field.accidents': 'Accidents',
  'trade.accidents.NONE': 'None',
  'trade.accidents.ONE': 'One',
  'trade.accidents.TWO_OR_MORE': 'Two or more',
  'trade.field.condition': 'Condition',
  'trade.condition.EXCELLENT': 'Excellent: looks new, no mechanical problems',
  'trade.condition.GOOD': 'Good: minor wear, no mechanical problems',
  'trade.condition.FAIR': 'Fair: some repairs needed',
  'trade.condition.POOR': 'Poor: major repairs needed',
  'trade.field.titleStatus': 'Title',
  'trade.title.CLEAN': 'Clean',
  'trade.title.REBUILT': 'Rebuilt',
  'trade.title.SALVAGE': 'Salvage',
  'trade.field.owesMoney': 'Do you still owe money on it?',
  'trade.owes.yes': 'Yes, I have a loan or lease on it',
  'trade.owes.no': 'No, I own it outright',
  'trade.choose': 'Choose an answer',

  // Appraisal
  'trade.appraisal.heading': 'Your offer',
  'trade.appraisal.valuing': 'Valuing your vehicle…',
  'trade.appraisal.for': 'For your {vehicle}',
  'trade.appraisal.offer': 'Offer',
  'trade.appraisal.expires': 'Valid until {date}',
  'trade.appraisal.how': 'How we reached it',
  'trade.breakdown.baseValue': 'Base value',
  'trade.breakdown.mileage': 'Mileage',
  'trade.breakdown.condition': 'Condition',
  'trade.breakdown.history': 'History',
  'trade.breakdown.features': 'Features',
  'trade.appraisal.choice': 'What would you like to do?',
  'trade.indicator.TRADE': 'Trade it in toward my next vehicle',
  'trade.indicator.SELL': 'Sell it to the dealer',
  'trade.appraisal.save': 'Save my offer',
  'trade.appraisal.savePayoff': 'Save and add my payoff',
  'trade.appraisal.saving': 'Saving…',
  'trade.appraisal.change': 'Change my answers',
  'trade.appraisal.failed': 'We could not value your vehicle.',

  // Manual payoff
  'trade.payoff.heading': 'Your payoff',
  'trade.payoff.lead': 'Tell us who you owe and how much, and we work out your net cash offer.',
  'trade.field.lender': 'Lender',
  'trade.field.payoff': 'Payoff amount',
  'trade.payoff.hint': 'In whole dollars, from your lender’s latest statement or app.',
  'trade.payoff.invalid': 'Enter the amount in whole dollars, like 12,500',
  'trade.payoff.min': 'Payoff amount must be at least $1',
  'trade.payoff.max': 'Payoff amount must be at most $250,000',
  'trade.payoff.save': 'Save my payoff',
  'trade.offer': 'Offer',
  'trade.payoff': 'Payoff',
  'trade.lender': 'Lender',
  'trade.net': 'Net cash offer',
  'trade.net.negative': 'Negative equity: {amount}',
  'trade.net.negativeExplained':
    'You owe more than the offer. The difference is added to the loan or lease of your next vehicle.',
  'trade.indicator': 'Your choice',

  // Done
  'trade.done.heading': 'Your trade-in is saved',
  'trade.done.body': 'Your net cash offer now counts in every quote of your deals.',

  // No offer
  'trade.noOffer.heading': 'We can’t make an offer on this vehicle',
  'trade.noOffer.TOO_OLD': 'It is older than the vehicles the dealer buys.',
  'trade.noOffer.TOO_MANY_MILES': 'It has more miles than the dealer buys.',
  'trade.noOffer.SALVAGE_TITLE': 'The dealer does not buy vehicles with a salvage title.',
  'trade.noOffer.MAKE_NOT_BOUGHT': 'The dealer does not buy vehicles of this make.',
  'trade.noOffer.more': 'You can still shop with us and talk to the dealer about it.',

  // Quote expired
  'trade.expired.heading': 'Your offer has expired',
  'trade.expired.body': 'Your offer of {offer} for your {vehicle} expired on {date}.',
  'trade.expired.again': 'We can value it again from the same answers, in one click.',
  'trade.expired.reappraise': 'Get a new offer',
  'trade.expired.reappraising': 'Getting your new offer…',
  'trade.expired.valid': 'Your offer is still valid.',
  'trade.expired.none': 'You have no trade-in offer yet.',
  'trade.expired.see': 'See my trade-in',

  // Max attempts exceeded
  'trade.maxAttempts.heading': 'Too many valuations for today',
  'trade.maxAttempts.body': 'You can value up to {count} vehicles a day. Please try again in {wait}.',
  'trade.maxAttempts.over': 'You can value a vehicle again.',
} as const;
