/** Terms of use and privacy policy copy; ships with those pages (i18n/parts/legal.ts). */
export const legal = {
  'legal.updated': 'Last updated: {date}',
  'legal.tos.intro':
    'These terms apply to this vehicle shopping site, offered by {dealer} and powered by Upshift. By using it you accept them.',
  'legal.tos.estimatesHeading': 'Prices and payments are estimates',
  'legal.tos.estimates':
    'Payments, rates, trade-in values and taxes shown here are estimates based on the information you give and the dealer’s current offers. They are not an offer of credit. The lender and the dealer confirm your final terms.',
  'legal.tos.accountHeading': 'Your account',
  'legal.tos.account':
    'Keep your sign-in details to yourself. You are responsible for what is done with your account, and you can ask the dealer to close it at any time.',
  'legal.tos.useHeading': 'Acceptable use',
  'legal.tos.use':
    'Do not misuse the site: no automated scraping, no attempts to reach other shoppers’ information, no false information in applications.',
  'legal.tos.contactHeading': 'Questions',
  'legal.tos.contact': 'Questions about these terms go to {dealer}.',
  'legal.privacy.intro':
    'This policy explains what this site, offered by {dealer} and powered by Upshift, collects about you and what it does with it.',
  'legal.privacy.collectHeading': 'What we collect',
  'legal.privacy.collect':
    'What you tell us (name, email, phone, zip code, the vehicles and deals you save, your trade-in), and a session cookie that keeps you signed in. We use no advertising cookies.',
  'legal.privacy.useHeading': 'How we use it',
  'legal.privacy.use':
    'To show you payments, save your deals, answer your questions, and, when you ask for it, to pass your details to the dealer and its lenders.',
  'legal.privacy.choicesHeading': 'Your choices',
  'legal.privacy.choices':
    'You can see, correct or delete your information by contacting the dealer. Signing out ends your session on this device.',
  'legal.privacy.doNotSellHeading': 'Do Not Sell or Share My Personal Information',
  'legal.privacy.doNotSell':
    'We do not sell your personal information. To opt out of any sharing for marketing, contact {dealer}; we will honour your request for every campaign on this site.',
} as const;
