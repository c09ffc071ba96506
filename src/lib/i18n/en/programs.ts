/** The plugin landing page and the upgrade program's home block; ships with them. */
export const programs = {
  'landing.heading': 'Your next vehicle at {dealer}',
  'landing.lead':
    'See its finance, lease and cash payments, get an offer for the vehicle you have now and get pre-qualified, all in one place.',
  'upgrade.heading': 'How {program} works',
  'upgrade.body': 'Move up to a new vehicle: the program’s offers are applied to every deal you build.',
  'upgrade.noPayment': 'No payments for {days} days',
  'upgrade.financier': 'Financing by {financier}',
  'upgrade.shop': 'Shop the program’s vehicles',
  'upgrade.trade': 'Get your trade-in offer',
};
