/**
 * Visits copy (English is the source of keys): drive at home (seed 000 §1
 * "Remote delivery"), scheduling a test drive, contacting the dealer, and their thank-you pages.
 */
export const visits = {
  'visits.vehicleStock': 'Stock #{stock}',
  'visits.dealerTime': 'Times are at {dealer}, in {zone}.',
  'visits.pickDayFirst': 'Choose a day to see its times.',
  'visits.noSlots': 'No times are free in the next 14 days. Please contact the dealer.',
  'visits.submitting': 'Sending…',
  'visits.tooMany': 'Too many requests. Please try again in {wait}.',
  'visits.backToDeal': 'Back to your deal',
  'visits.toHome': 'Go to the home page',
  'visits.notFound': 'We could not find this booking.',
  'visits.field.date': 'Day',
  'visits.field.datePlaceholder': 'Select a day',
  'visits.field.time': 'Time',
  'visits.field.phone': 'Mobile Phone',
  'visits.field.preferredContact': 'How should the dealer reach you?',
  'visits.field.message': 'Message',
  'visits.contact.EMAIL': 'Email',
  'visits.contact.PHONE': 'Phone call',
  'visits.contact.TEXT': 'Text message',
  'visits.method.EMAIL': 'email',
  'visits.method.PHONE': 'phone',
  'visits.method.TEXT': 'text message',
  'visits.backToVehicle': 'Back to the vehicle',
  'visits.error.outOfRadius': 'This address is outside the delivery area ({miles} miles around the dealership).',
  'visits.error.addressNotFound': 'We could not find this address. Please check the Zip Code.',
  'visits.error.slotTaken': 'This time was just booked. Please choose another time.',
  'visits.error.slotUnavailable': 'Please choose one of the available times.',
  'visits.error.phoneForCalls': 'Enter a phone number so the dealer can call or text you',

  // Drive at home
  'visits.dah.heading': 'Drive at home',
  'visits.dah.lead': 'We bring the {vehicle} to you for a test drive at home, within {miles} miles of {dealer}.',
  'visits.dah.addressHeading': 'Where should we bring it?',
  'visits.dah.whenHeading': 'When?',
  'visits.dah.contactHeading': 'Who will meet us?',
  'visits.dah.submit': 'Book my delivery',
  'visits.dah.notOffered': 'Drive at home is not offered by {dealer}.',
  'visits.dah.notOfferedLead':
    'You can still drive the {vehicle}: schedule a test drive at the dealership, or ask the dealer anything.',
  'visits.dah.thanks': 'Your drive at home is booked',
  'visits.dah.thanksLead': '{dealer} will bring the {vehicle} to you. We sent the details to {phone}.',

  // Test drive
  'visits.td.heading': 'Schedule a test drive',
  'visits.td.lead': 'Drive the {vehicle} at {dealer}.',
  'visits.td.submit': 'Schedule my test drive',
  'visits.td.thanks': 'Your test drive is booked',
  'visits.td.thanksLead': '{dealer} is expecting you. We emailed the details to {email}.',

  // Contact the dealer
  'visits.contact.heading': 'Contact the dealer',
  'visits.contact.lead': 'Write to {dealer}: they will answer the way you prefer.',
  'visits.contact.about': 'About the {vehicle}',
  'visits.contact.submit': 'Send my message',
  'visits.contact.thanks': 'Your message is on its way',
  'visits.contact.thanksLead': '{dealer} will reply by {method}. We emailed a confirmation to {email}.',

  // What a thank-you page lists
  'visits.summary.when': 'When',
  'visits.summary.where': 'Where',
  'visits.summary.vehicle': 'Vehicle',
  'visits.summary.dealer': 'Dealer',
  'visits.summary.contact': 'Contact',
  'visits.summary.replyBy': 'Reply by',
  'visits.summary.message': 'Your message',
  'visits.summary.at': '{date} at {time} {zone}',
  'visits.testDriveInstead': 'Schedule a test drive',
  'visits.contactInstead': 'Contact the dealer',
} as const;
