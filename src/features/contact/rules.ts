/**
 * Contact-center rules as pure functions named after the spec: the chat modal's (seed 001 §2, §6,
 * §8, §9) and the call-later ones (§5) on the call center's `hoursOfOperations` (already in the
 * shopper's zone, see api.ts) and the shopper's local "now". The phone's rule is the contract's
 * (form-rules.ts), its input lib/ui's `PhoneField`, its display `formatPhone` of src/contract/format.ts.
 */
import { intlLocale, type Locale, type MessageKey } from '../../lib/i18n/index.ts';
import type { HoursOfOperation, UpcomingCall } from '../../contract/contact.ts';

/** Seed 001 §9 "Time slot step". */
export const TIME_SLOT_STEP_MINUTES = 30;

/** The shopper's local date 'YYYY-MM-DD' and time 'HH:mm'. */
export type LocalNow = { today: string; time: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** "Now" in the browser's zone, the zone the app sends as `userTimeZone`. */
export function localNow(date: Date): LocalNow {
  return {
    today: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 'hh:mm AM/PM' of a 24-hour 'HH:mm' ('13:30' → '01:30 PM'). */
export function timeSlotLabel(time: string): string {
  const h = Number(time.slice(0, 2));
  return `${pad(h % 12 === 0 ? 12 : h % 12)}:${time.slice(3, 5)} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Time slots run from opening to closing in 30-minute steps, inclusive, formatted 'hh:mm AM/PM';
 * for today, slots before the current time are omitted.
 */
export function timeSlots(hours: readonly HoursOfOperation[], day: string, now: LocalNow): string[] {
  const from = day === now.today ? minutes(now.time) : 0;
  const slots: string[] = [];
  for (const entry of hours) {
    if (entry.day !== day) continue;
    for (let m = minutes(entry.open); m <= minutes(entry.close); m += TIME_SLOT_STEP_MINUTES) {
      if (m >= from) slots.push(timeSlotLabel(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`));
    }
  }
  return slots;
}

/**
 * Earliest day is today, or tomorrow if now is after today's closing time. A day the call center
 * is closed has no hours: the earliest day is then the next day that has some. Null: no hours.
 */
export function earliestDay(hours: readonly HoursOfOperation[], now: LocalNow): string | null {
  const todays = hours.filter((h) => h.day === now.today);
  const closing = Math.max(-1, ...todays.map((h) => minutes(h.close)));
  const afterClosing = minutes(now.time) > closing;
  const days = hours.map((h) => h.day).filter((d) => (afterClosing ? d > now.today : d >= now.today));
  return days.length > 0 ? days.reduce((a, b) => (a < b ? a : b)) : null;
}

/** The day picker's days: from the earliest day, each day with at least one slot, in order. */
export function callBackDays(hours: readonly HoursOfOperation[], now: LocalNow): string[] {
  const first = earliestDay(hours, now);
  if (first === null) return [];
  const days = [...new Set(hours.map((h) => h.day))].filter((d) => d >= first).sort();
  return days.filter((d) => timeSlots(hours, d, now).length > 0);
}

// Chat modal 'How can we help?'

/** Seed 001 §9 "Personal shopper start year". */
export const PERSONAL_SHOPPER_START_YEAR = 2016;

/** The personal shopper on the card: one person for the sandbox, named here only. */
export const PERSONAL_SHOPPER = { name: 'Sofía Ramírez', startYear: PERSONAL_SHOPPER_START_YEAR } as const;

/** Seed 001 §2: "Chat (hidden because not enabled …)". */
export const CHAT_ENABLED = false;

export type ChatModalAction = 'callNow' | 'scheduleCall' | 'email' | 'requestCall' | 'chat';

export const CHAT_MODAL_ACTION_LABELS: Record<ChatModalAction, MessageKey> = {
  callNow: 'contact.action.callNow',
  scheduleCall: 'contact.action.scheduleCall',
  email: 'contact.action.email',
  requestCall: 'contact.action.requestCall',
  chat: 'contact.action.chat',
};

/**
 * Seed 001 §2 "Chat modal" and §6: Call Now and Schedule a Call for logged-in shoppers only, Email
 * for everyone, Chat only when chat is enabled (it is not). A visitor may still ask for a call (§6
 * "email and unauthenticated call-me-now", §4 "Logged-out call-now opens the unauthenticated
 * variant"): their way in is 'Request a Call', named apart so Call Now stays the members' button.
 */
export function chatModalActions(input: { isLoggedIn: boolean; chatEnabled?: boolean }): ChatModalAction[] {
  const out: ChatModalAction[] = input.isLoggedIn ? ['callNow', 'scheduleCall', 'email'] : ['email', 'requestCall'];
  if (input.chatEnabled ?? CHAT_ENABLED) out.push('chat');
  return out;
}

/** Seed 001 §8 "Chat button: alert 'Not implemented'": the message the Chat button alerts. */
export function chatButtonMessage(): MessageKey {
  return 'contact.chat.notImplemented';
}

// The contact modals (seed 001 §2, §4, §5, §8)

/** Which contact modal is on screen. */
export type ContactView = 'chat' | 'email' | 'callNow' | 'callLater' | 'alreadyScheduled';

export type ContactRequest = {
  view: ContactView;
  /** alreadyScheduled: the call-back to show; callLater: the one to reschedule. */
  upcoming?: UpcomingCall;
};

/**
 * Seed 001 §4: "Logged-in users first load the upcoming call; if none, the modal opens; otherwise
 * the already-scheduled modal shows". Logged out, call-now opens its unauthenticated variant.
 */
export function afterUpcomingCheck(target: 'callNow' | 'callLater', upcoming: UpcomingCall | null): ContactRequest {
  return upcoming ? { view: 'alreadyScheduled', upcoming } : { view: target };
}

/** Seed 001 §4: "Reschedule hides it and opens call-later" (on the call-back shown). */
export function rescheduleRequest(upcoming: UpcomingCall): ContactRequest {
  return { view: 'callLater', upcoming };
}

/** Seed 001 §2 "Email modal": 'Update my profile with this email address' is disabled until an address is entered. */
export function updateProfileEnabled(replyToEmail: string): boolean {
  return replyToEmail.trim() !== '';
}

/** Seed 001 §5 "Call-later": time disabled until a day is chosen; question until day and time are. */
export function callLaterEnabled(values: { callBackDate: string; callBackTime: string }): {
  time: boolean;
  question: boolean;
} {
  const day = values.callBackDate !== '';
  return { time: day, question: day && values.callBackTime !== '' };
}

/** Seed 001 §2 "Call-me-now modal": the closed message, which differs for a logged-out shopper. */
export function callCenterClosedMessage(isLoggedIn: boolean): MessageKey {
  return isLoggedIn ? 'contact.callNow.closed' : 'contact.callNow.closedVisitor';
}

/** Seed 001 §8: the generic failure of the chat and email modals, and of the call modals. */
export function contactErrorMessage(modal: 'chat' | 'email' | 'call'): MessageKey {
  return modal === 'call' ? 'contact.error.call' : 'contact.error.chat';
}

export { browserTimeZone, certificateIdOf } from './scope.ts';

/** A call-back day 'YYYY-MM-DD' as words ('Tuesday, November 24', short: 'Tue, Nov 24'), in the shopper's language. */
export function callBackDayLabel(day: string, lang: Locale, width: 'long' | 'short' = 'long'): string {
  // Noon UTC read back in UTC: the calendar date itself, whatever zone the browser is in.
  return new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: width,
    month: width,
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
