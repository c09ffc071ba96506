/** Lifetime warranty and service plan copy; ships with the warranty page and protection products. */
export const warranty = {
  'warranty.heading': 'Lifetime Warranty',
  'warranty.lead': 'Every eligible vehicle comes with a lifetime powertrain warranty at no cost to you.',
  'warranty.plansHeading': 'Vehicle service contract plans',
  'warranty.plansLead': 'Want more than the powertrain covered? Choose one of three coverage plans.',
  'warranty.col.plan': 'Plan',
  'warranty.col.price': 'Price',
  'warranty.col.miles': 'Mileage limit',
  'warranty.plan.basic': 'Basic Coverage',
  'warranty.plan.peaceOfMind': 'Peace of Mind',
  'warranty.plan.lifetime': 'Lifetime Coverage',
  'warranty.perMonth': '{amount} per month',
  'warranty.miles': '{miles} miles',
  'warranty.unlimited': 'Unlimited',
  'warranty.note': 'You can add a plan to a deal with the dealer. Terms and eligibility are in the contract.',
  'warranty.shop': 'Shop vehicles',
} as const;
