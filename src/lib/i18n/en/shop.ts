/** Shopping copy first paint shows (estimate button, listing cards, garage link); the pages' own copy ships with them. */
export const shop = {
  'shop.estimate.start': 'Estimate payments',
  'shop.estimate.busy': 'Starting your deal…',
  'shop.estimate.failed': 'We couldn’t start your deal.',

  'shop.dealType.FINANCE': 'Finance',
  'shop.dealType.LEASE': 'Lease',
  'shop.dealType.CASH': 'Cash',

  'shop.listings.inTransit': 'In transit',
  'shop.listings.reserved': 'Reserved',
  'shop.listings.inTransitUntil': 'In transit · arrives {date}',
  'shop.listings.priceWithRebates': 'Price with rebates',
  'shop.listings.price': 'Price',

  'shop.garage.link': 'My Garage',
  'shop.garage.linkOne': 'My Garage, {count} saved deal',
  'shop.garage.linkMany': 'My Garage, {count} saved deals',
} as const;
