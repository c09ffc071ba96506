/**
 * shell copy (English is the source of keys): navigation bar, menu, footers, vehicle banner, save
 * and updated-trade modals. Spec copy is quoted exactly; lines marked (ours) are our own wording.
 */
export const shell = {
  // Menu links (seed 001 §2 "Menu links")
  'shell.menu.home': 'Home',
  'shell.menu.garage': 'My Garage',
  'shell.menu.trade': 'Value Trade',
  'shell.menu.credit': 'Get Pre-Qualified',
  'shell.menu.personalShopper': 'Personal Shopper',
  'shell.menu.warranty': 'Lifetime Warranty',
  'shell.menu.contactUs': 'Contact Us',
  'shell.menu.shopNew': 'Shop New',
  'shell.menu.shopUsed': 'Shop Used',
  // (ours) the hamburger, the popover and its landmark
  'shell.menu.open': 'Menu',
  'shell.menu.label': 'Menu',
  'shell.menu.close': 'Close',

  // Navigation bar (ours)
  'shell.logo.homeLabel': '{name} home',
  'shell.shopLinks.label': 'Shop',
  'shell.contactPhone.call': 'Call us at {phone}',

  // Footers (seed 001 §2 "Footers")
  'shell.footer.legal': 'Legal',
  'shell.footer.privacyNotice': 'Privacy Notice',
  'shell.footer.doNotSellOrShare': 'Do Not Sell or Share My Personal Information',
  'shell.footer.contactUs': 'Contact Us',
  'shell.footer.cookieSettings': 'Cookie Settings',
  'shell.footer.prop65Link': 'California Proposition 65 Warning',
  'shell.footer.termsOfUse': 'Terms of Use',
  'shell.footer.privacyPolicy': 'Privacy Policy',
  'shell.footer.doNotSellMyInfo': 'Do Not Sell My Info',
  // (ours)
  'shell.footer.label': 'Legal and contact',
  'shell.footer.newTab': '(opens in a new tab)',
  'shell.footer.prop65Text':
    'WARNING: Operating, servicing and maintaining a passenger vehicle or off-road vehicle can expose you to chemicals including engine exhaust, carbon monoxide, phthalates, and lead, which are known to the State of California to cause cancer and birth defects or other reproductive harm. To minimize exposure, avoid breathing exhaust, do not idle the engine except as necessary, service your vehicle in a well-ventilated area and wear gloves or wash your hands frequently when servicing your vehicle. For more information go to',
  'shell.footer.prop65Url': 'www.P65Warnings.ca.gov/passenger-vehicle',
  'shell.cookies.title': 'Cookie Settings',
  'shell.cookies.body':
    'This site uses only the cookies it needs to work, such as the one that keeps you signed in and protects your forms. They cannot be switched off, and no advertising cookies are set.',
  'shell.cookies.necessary': 'Strictly necessary cookies',
  'shell.cookies.alwaysOn': 'Always on',

  // Mobile footer (ours)
  'shell.mobileFooter.label': 'Quick actions',
  'shell.mobileFooter.home': 'Home',
  'shell.mobileFooter.shop': 'Shop',
  'shell.mobileFooter.call': 'Call',

  // Updated trade modal (seed 001 §2)
  'shell.updatedTrade.lower': 'lower',
  'shell.updatedTrade.higher': 'higher',
  'shell.updatedTrade.title': 'Your Trade Value has been Updated',

  // Get-started button, vehicle banner, save modal (seed 001 §2)
  'shell.getStarted': 'Get Started',

  // Issue 15: the dealer chat's sandboxed frame (its title names it for screen readers)
  'shell.dealerChat.title': '{dealer} chat',
} as const;
