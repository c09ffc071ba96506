/**
 * shell copy (English is the source of keys): navigation bar, menu, footers, vehicle banner, save
 * and updated-trade modals. Spec copy is quoted exactly; lines marked (ours) are our own wording.
 */
export const shell = {
  // Menu links (seed 001 §2 "Menu links")
  'shell.menu.shopNew': 'Shop New',
  'shell.menu.shopUsed': 'Shop Used',
  // (ours) the hamburger, the popover and its landmark
  'shell.menu.contactUs': 'Contact Us',
  'shell.menu.open': 'Menu',

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

  // Mobile footer (ours)
  'shell.mobileFooter.label': 'Quick actions',
  'shell.mobileFooter.home': 'Home',
  'shell.mobileFooter.shop': 'Shop',
  'shell.mobileFooter.call': 'Call',

  // Updated trade modal (seed 001 §2)

  // Get-started button, vehicle banner, save modal (seed 001 §2)
  'shell.getStarted': 'Get Started',

  // Issue 15: the dealer chat's sandboxed frame (its title names it for screen readers)
  'shell.dealerChat.title': '{dealer} chat',
} as const;
