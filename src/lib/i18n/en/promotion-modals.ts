/** The promotion modals' copy (seed 001 §2), quoted from the spec; ships with the modal chunk. */
export const promotionModals = {
  'promotions.nameChange.title': 'Our Dealership Has a New Name and Location',
  'promotions.nameChange.body': 'Come visit {dealer} at our new location.',
  'promotions.nameChange.button': 'Shop for your next BMW',
  'promotions.ev.title': 'Upgrade to 100% Electric!',
  'promotions.ev.body': 'Explore the all-electric BMW line-up with upgrade offers for current owners.',
  'promotions.ev.button': 'View All BMW EV Vehicles',
  'promotions.bmw.title': 'New BMW Loyalty Offers',
  'promotions.bmw.benefit1': 'Loyalty pricing on a new BMW for returning owners',
  'promotions.bmw.benefit2': 'A guaranteed offer for your current vehicle',
  'promotions.bmw.benefit3': 'No payments for up to {days} days*',
  'promotions.bmw.disclaimer':
    '*For qualified returning BMW owners, subject to credit approval. Not all buyers will qualify. See dealer for details.',
  'promotions.upgradeOffers': 'View Your Upgrade Offers',
  'promotions.toyota.title': 'Your New Ride is Waiting for You!',
  'promotions.toyota.body': 'Browse new Toyota vehicles in stock now.',
  'promotions.toyota.button': 'Shop New Toyotas',
  'promotions.general.title': 'Special Financing Offer',
  'promotions.general.noPayments': 'No payments for {days} days*',
  'promotions.general.financier': 'Financing provided by {financier}',
  'promotions.general.zeroDown': '$0 down',
} as const;
