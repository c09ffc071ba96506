import { DEALER_CHAT_TITLE } from '../../../contract/dealer-chat.ts';
import type { shell as en } from '../en/shell.ts';

export const shell: Record<keyof typeof en, string> = {
  'shell.menu.shopNew': 'Comprar nuevos',
  'shell.menu.shopUsed': 'Comprar usados',
  'shell.menu.contactUs': 'Contáctenos',
  'shell.menu.open': 'Menú',

  'shell.logo.homeLabel': 'Inicio de {name}',
  'shell.shopLinks.label': 'Comprar',
  'shell.contactPhone.call': 'Llámenos al {phone}',

  'shell.getStarted': 'Comenzar',

  // The dealer chat's sandboxed frame
  'shell.dealerChat.title': DEALER_CHAT_TITLE.es,
};
