/**
 * Copy of the shell's parts loaded on demand: the menu panel, the cookie settings, the
 * save and updated-trade modals. Spec copy is quoted exactly; the rest is ours.
 */
export const shellOnDemand = {
  'shell.menu.home': 'Home',
  'shell.menu.garage': 'My Garage',
  'shell.menu.trade': 'Value Trade',
  'shell.menu.credit': 'Get Pre-Qualified',
  'shell.menu.personalShopper': 'Personal Shopper',
  'shell.menu.warranty': 'Lifetime Warranty',
  'shell.menu.label': 'Menu',
  'shell.menu.close': 'Close',
  'shell.cookies.title': 'Cookie Settings',
  'shell.cookies.body':
    'This site uses only the cookies it needs to work, such as the one that keeps you signed in and protects your forms. They cannot be switched off, and no advertising cookies are set.',
  'shell.cookies.necessary': 'Strictly necessary cookies',
  'shell.cookies.alwaysOn': 'Always on',
  'shell.updatedTrade.lower': 'lower',
  'shell.updatedTrade.higher': 'higher',
  'shell.updatedTrade.title': 'Your Trade Value has been Updated',
  'banner.saveWork.title': 'Save your work',
  'banner.saveWork.body': 'Create an account to keep this deal and see payments personalized for you.',
  'banner.saveWork.save': 'save and get personalized payments',
  'banner.saveWork.noThanks': 'No thanks',
  'banner.updatedTrade.title': 'Your Trade Value has been Updated',
  'banner.updatedTrade.lower': 'lower',
  'banner.updatedTrade.higher': 'higher',
  'banner.updatedTrade.vin': 'VIN: {vin}',
  'banner.updatedTrade.previous': 'Previous offer',
  'banner.updatedTrade.updated': 'Updated offer',
  'banner.updatedTrade.tradeOffer': 'Trade offer',
  'banner.updatedTrade.payoff': 'Payoff',
  'banner.updatedTrade.netOffer': 'Net offer',
  'banner.updatedTrade.netTradeOffer': 'Your net trade offer',
  'banner.updatedTrade.difference': '{amount} {direction} than your previous net offer',
} as const;
