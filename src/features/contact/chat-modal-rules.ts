/**
 * Rules of the chat modal 'How can we help?' (seed 001 §2, §4, §6, §8, §9) as pure functions named
 * after the spec. Kept apart from the contact feature's rules.ts, which holds the call and email rules.
 */
import type { MessageKey } from '../../lib/i18n/index.ts';

/** Seed 001 §9 "Personal shopper start year". */
export const PERSONAL_SHOPPER_START_YEAR = 2016;

/** The personal shopper on the card: one person for the sandbox, named here only. */
export const PERSONAL_SHOPPER = { name: 'Sofía Ramírez', startYear: PERSONAL_SHOPPER_START_YEAR } as const;

/** Seed 001 §2: "Chat (hidden because not enabled …)". */
export const CHAT_ENABLED = false;

export type ChatModalAction = 'callNow' | 'scheduleCall' | 'email' | 'chat';

export const CHAT_MODAL_ACTION_LABELS: Record<ChatModalAction, MessageKey> = {
  callNow: 'contact.action.callNow',
  scheduleCall: 'contact.action.scheduleCall',
  email: 'contact.action.email',
  chat: 'contact.action.chat',
};

/**
 * Seed 001 §2 "Chat modal" and §6: Call Now and Schedule a Call for logged-in shoppers only, Email
 * for everyone, Chat only when chat is enabled (it is not).
 */
export function chatModalActions(input: { isLoggedIn: boolean; chatEnabled?: boolean }): ChatModalAction[] {
  const out: ChatModalAction[] = [];
  if (input.isLoggedIn) out.push('callNow', 'scheduleCall');
  out.push('email');
  if (input.chatEnabled ?? CHAT_ENABLED) out.push('chat');
  return out;
}

/** Seed 001 §8 "Chat button: alert 'Not implemented'": the message the Chat button alerts. */
export function chatButtonMessage(): MessageKey {
  return 'contact.chat.notImplemented';
}
