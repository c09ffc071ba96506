/**
 * contact copy (English is the source of keys): the chat modal 'How can we help?' (seed 001 §2) and
 * its personal shopper card. Spec copy is quoted exactly; the rest is ours.
 */
export const contact = {
  'contact.chat.title': 'How can we help?',
  'contact.shopper.label': 'Your personal shopper',
  'contact.shopper.since': 'With us since {year}',
  'contact.shopper.spanish': '{name} speaks Spanish (se habla español).',
  'contact.shopper.intro': 'Ask about a vehicle, your payments or your trade-in. We are glad to help.',
  'contact.action.callNow': 'Call Now',
  'contact.action.scheduleCall': 'Schedule a Call',
  'contact.action.email': 'Email',
  'contact.action.chat': 'Chat',
  'contact.chat.notImplemented': 'Not implemented',
  'contact.callUs': 'Call {phone}',
};
