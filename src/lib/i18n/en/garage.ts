/** My Garage page copy; ships with the garage page. */
export const garage = {
  'shop.garage.heading': 'My Garage',
  'shop.garage.signInTitle': 'Sign in to see your garage',
  'shop.garage.signInBody': 'Your saved deals and the vehicles you viewed are kept in your account.',
  'shop.garage.signIn': 'Sign in',
  'shop.garage.savedDeals': 'Saved deals',
  'shop.garage.dealsLoading': 'Loading saved deals…',
  'shop.garage.noDeals': 'You have no saved deals yet.',
  'shop.garage.noDealsHint': 'Open a vehicle, choose “Estimate payments” and save the deal to keep it here.',
  'shop.garage.monthly': '{amount}/mo',
  'shop.garage.creditAssumes': 'Priced for {tier} credit ({range}).',
  'shop.garage.cash': '{amount} cash',
  'shop.garage.updated': 'Updated {date}',
  'shop.garage.recentlyViewed': 'Recently viewed',
  'shop.garage.recentLoading': 'Loading recently viewed vehicles…',
  'shop.garage.noRecent': 'You haven’t viewed any vehicles yet.',
  'shop.garage.noRecentHint': 'Vehicles you look at appear here.',
} as const;
