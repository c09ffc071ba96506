/**
 * Accessories copy (English is the source of keys): the deal's accessories page.
 * Accessory names and descriptions are the dealer's catalogue text and are not here.
 */
export const accessories = {
  'accessories.heading': 'Accessories',
  'accessories.lead': 'Dealer-installed accessories for your {vehicle}, added to your deal.',
  'accessories.loading': 'Loading accessories…',
  'accessories.empty': 'No accessories for this vehicle',
  'accessories.note':
    'Prices include installation. Accessories are part of the vehicle’s price, so sales tax applies to them.',
  'accessories.category.INTERIOR': 'Interior',
  'accessories.category.EXTERIOR': 'Exterior',
  'accessories.category.CARGO': 'Cargo and roof',
  'accessories.category.TOWING': 'Towing',
  'accessories.category.WHEELS': 'Wheels and tires',
  'accessories.category.TECHNOLOGY': 'Technology',
  'accessories.field': 'Accessory',
  'accessories.selected.none': 'No accessories selected',
  'accessories.selected.one': '1 accessory selected: {total}',
  'accessories.selected.many': '{count} accessories selected: {total}',
  'accessories.unsaved': 'Your changes are not saved yet.',
  'accessories.save': 'Save accessories',
  'accessories.saving': 'Saving…',
  'accessories.saved': 'Accessories saved.',
  'accessories.result.heading': 'Your deal now',
  'accessories.result.monthly': 'Your new monthly payment: {amount}/mo',
  'accessories.result.cash': 'Your new cash price: {amount}',
  'accessories.result.finance': 'Finance, {term} months',
  'accessories.result.lease': 'Lease, {term} months',
  'accessories.result.cashPrice': 'Cash price',
  'accessories.result.perMonth': '{amount}/mo',
  'accessories.backToDeal': 'Back to your deal',
} as const;
