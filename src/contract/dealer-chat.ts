/** The dealer chat frame's title: the app's iframe and the frame's own document carry the same words. */
export const DEALER_CHAT_TITLE = { en: '{dealer} chat', es: 'Chat de {dealer}' } as const;

export function dealerChatTitle(dealer: string, locale: 'en' | 'es'): string {
  return DEALER_CHAT_TITLE[locale].replace('{dealer}', dealer);
}
