/**
 * Copy of what the layout puts after the page: the footers (seed 001 §2 "Footers"; the
 * link labels are the spec's, the rest ours), the mobile footer, and the floating contact button
 * with its tour hint (seed 001 §2 "Contact button and tour hint"). It loads with that chunk.
 */
export const afterMain = {
  'shell.copyright': '© {year} {name}. All rights reserved.',
  'shell.poweredBy': 'Powered by Upshift',
  'shell.footer.legal': 'Legal',
  'shell.footer.privacyNotice': 'Privacy Notice',
  'shell.footer.doNotSellOrShare': 'Do Not Sell or Share My Personal Information',
  'shell.footer.contactUs': 'Contact Us',
  'shell.footer.cookieSettings': 'Cookie Settings',
  'shell.footer.prop65Link': 'California Proposition 65 Warning',
  'shell.footer.termsOfUse': 'Terms of Use',
  'shell.footer.privacyPolicy': 'Privacy Policy',
  'shell.footer.doNotSellMyInfo': 'Do Not Sell My Info',
  'shell.footer.label': 'Legal and contact',
  'shell.footer.newTab': '(opens in a new tab)',
  'shell.footer.prop65Text':
    'WARNING: Operating, servicing and maintaining a passenger vehicle or off-road vehicle can expose you to chemicals including engine exhaust, carbon monoxide, phthalates, and lead, which are known to the State of California to cause cancer and birth defects or other reproductive harm. To minimize exposure, avoid breathing exhaust, do not idle the engine except as necessary, service your vehicle in a well-ventilated area and wear gloves or wash your hands frequently when servicing your vehicle. For more information go to',
  'shell.footer.prop65Url': 'www.P65Warnings.ca.gov/passenger-vehicle',
  'shell.mobileFooter.label': 'Quick actions',
  'shell.mobileFooter.home': 'Home',
  'shell.mobileFooter.shop': 'Shop',
  'shell.mobileFooter.call': 'Call',
  'tour.contactHint': 'Questions? Our personal shoppers are here to help.',
  'tour.ok': 'OK',
  'banner.contact.open': 'Talk to a personal shopper',
  // The co-browse badge, shown while an agent co-browses with the shopper
  'shell.cobrowse.session': 'Co-browsing',
} as const;
