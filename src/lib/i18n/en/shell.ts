/**
 * shell copy (English is the source of keys): navigation bar, menu links and the get-started button
 * (the footers' copy comes with them, en/after-main.ts). Spec copy is quoted exactly; lines marked (ours) are our own wording.
 */
import { DEALER_CHAT_TITLE } from '../../../contract/dealer-chat.ts';
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

  // Get-started button, vehicle banner, save modal (seed 001 §2)
  'shell.getStarted': 'Get Started',

  // The dealer chat's sandboxed frame (its title names it for screen readers)
  'shell.dealerChat.title': DEALER_CHAT_TITLE.en,
} as const;
