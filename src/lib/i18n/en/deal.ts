/** Deal page copy (English is the source of keys). Spec messages are quoted from forms.ts. */
export const deal = {
  'deal.heading': 'Your deal',
  'deal.priceLock': 'Price locked by {dealer} until {date}',
  'deal.loading': 'Loading your deal…',
  'deal.vehicle.loading': 'Loading vehicle…',

  'deal.tabs.label': 'Payment type',
  'deal.tab.FINANCE': 'Finance',
  'deal.tab.LEASE': 'Lease',
  'deal.tab.CASH': 'Cash',

  'deal.monthly.label': 'Your all-in monthly payment',
  'deal.monthly.value': '{amount}/mo',
  'deal.monthly.finance': '{term} months at {apr} APR with {lender}',
  'deal.monthly.lease': 'Lease: {term} months, {miles} miles a year, with {lender}',
  'deal.monthly.dueAtSigning': '{amount} due at signing',
  'deal.monthly.total': 'Total of payments: {amount}',
  'deal.monthly.none': 'Choose a quote to see your payment.',
  // The credit range a payment assumes, always beside it (seed 000 §9: the default score is 300).
  'deal.credit.assumes': 'Priced for {tier} credit ({range}).',
  'deal.credit.from.DEFAULT': 'We start at the lowest range until you tell us yours.',
  'deal.credit.from.SELF_SELECTED': 'The range you picked.',
  'deal.credit.from.PROFILE': 'From your account.',
  'deal.credit.from.BUREAU': 'From your pre-qualification.',
  'deal.credit.pick': 'Pick your credit range',
  'deal.credit.change': 'Change your credit range',
  'deal.updating': 'Updating your payment…',

  'deal.details.open': 'See payment details',
  'deal.details.title': 'Payment details',

  'deal.controls.heading': 'Adjust your payment',
  'deal.update': 'Update',
  'deal.down.label': 'Down payment',
  'deal.down.hint': 'In whole dollars.',
  'deal.down.minimum': 'Minimum down payment: {amount}',
  'deal.down.invalid': 'Enter the down payment as a dollar amount',
  'deal.down.noQuotes': 'No lender offers a quote with this down payment. Try a smaller amount.',
  'deal.term.label': 'Term',
  'deal.term.option': '{term} months',
  'deal.term.unavailable': 'No quote for {term} months with this lender, so {actual} months is shown.',
  'deal.lender.label': 'Lender',
  'deal.lender.all': 'All lenders',
  'deal.lender.captive': 'Manufacturer financing',
  'deal.lender.nonCaptive': 'Banks and credit unions',
  'deal.mileage.label': 'Miles per year',
  'deal.mileage.whole': 'Enter whole miles',
  'deal.mileage.max': 'Mileage must be 50,000 miles or less',
  'deal.mileage.noQuotes': 'No lender offers a lease at this mileage. Try another amount.',

  'deal.quotes.legend': 'Choose a lender and term',
  'deal.quotes.finance': '{lender}: {amount}/mo for {term} months at {apr} APR, total of payments {total}',
  'deal.quotes.lease':
    '{lender}: lease at {amount}/mo for {term} months, {miles} miles a year, {due} due at signing, total of payments {total}',
  'deal.quotes.captive': 'Manufacturer lender',
  'deal.quotes.empty': 'No quotes match the lender you chose. Choose All lenders to see every quote.',
  'deal.quotes.loadingFinance': 'Loading finance quotes…',
  'deal.quotes.loadingLease': 'Loading lease quotes…',

  'deal.downChange.title': 'Your down payment changed',
  'deal.downChange.body':
    'The lender requires at least {amount} down for this deal, so we used {amount} instead of {requested}. Your payment is updated.',
  'deal.downChange.ok': 'OK',

  'deal.cash.heading': 'Pay cash',
  'deal.cash.loading': 'Loading your cash price…',

  'deal.offers.loading': 'Loading the program’s offers…',

  'deal.gone.signedOut': 'We can’t show this deal here. If it is yours, sign in to see it.',
  'deal.gone.signedIn': 'We can’t find this deal in your account.',
  'deal.gone.signIn': 'Sign in',
  'deal.gone.garage': 'Go to My Garage',
  'deal.gone.shop': 'Shop vehicles',
} as const;
