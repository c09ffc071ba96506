/**
 * Visits rules as pure functions named after the spec and the contract's choices (api.ts): whether
 * drive at home is offered (seed 000 §6, §8), the day and time choice at the dealership (seed 000
 * §9 MM/DD/YYYY, seed 001 §5 'hh:mm AM/PM'), what a message to the dealer needs, and the server's
 * field errors in the shopper's words and on the right form.
 */
import '../../lib/i18n/parts/visits.ts';
import { formatDate } from '../../contract/format.ts';
import type { FieldError } from '../../contract/http.ts';
import { intlLocale, t, type Locale, type MessageKey } from '../../lib/i18n/index.ts';
import { timeSlotLabel } from '../contact/index.ts';
import {
  ADDRESS_NOT_FOUND,
  DELIVERY_RADIUS_MILES,
  OUT_OF_RADIUS,
  PHONE_FOR_CALLS,
  SLOT_TAKEN,
  SLOT_UNAVAILABLE,
  type Appointment,
  type VisitDay,
  type VisitVehicle,
} from '../../contract/visits.ts';

export { driveAtHomeState, type DriveAtHomeState } from './program.ts';

/** '2026 Honda Accord EX'. */
export function vehicleTitle(v: Pick<VisitVehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return `${String(v.year)} ${v.make} ${v.model} ${v.trim}`.trim();
}

/** Seed 000 §9 "The date format is MM/DD/YYYY": a day of the date select, 'Tuesday, 11/24/2026'. */
export function visitDayLabel(date: string, lang: Locale): string {
  // Noon UTC read back in UTC: the calendar date itself, whatever zone the browser is in.
  const weekday = new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return `${weekday}, ${formatDate(date)}`;
}

/** Seed 001 §5's slot label: '13:30' at the dealership reads '01:30 PM'. */
export const visitTimeLabel = timeSlotLabel;

/** The free times of a day, in order ([] for a day not offered). */
export function timesOn(days: readonly VisitDay[], date: string): string[] {
  return days.find((d) => d.date === date)?.times ?? [];
}

/** A new day keeps the chosen time only if that day offers it too, so no choice silently moves. */
export function timeForDay(days: readonly VisitDay[], date: string, time: string): string {
  return timesOn(days, date).includes(time) ? time : '';
}

/** The dealership's zone in words at an instant ('Central Standard Time', 'hora estándar central'). */
export function zoneLabel(instant: string | Date, zone: string, lang: Locale): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  try {
    const parts = new Intl.DateTimeFormat(intlLocale(lang), { timeZone: zone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/** A booking's when, at the dealership: '11/24/2026 at 10:00 AM Central Standard Time'. */
export function appointmentWhen(a: Pick<Appointment, 'date' | 'time' | 'startsAt' | 'timeZone'>, lang: Locale): string {
  return t(
    'visits.summary.at',
    { date: formatDate(a.date), time: visitTimeLabel(a.time), zone: zoneLabel(a.startsAt, a.timeZone, lang) },
    lang,
  );
}

/** A message to the dealer always has an email; it needs a phone when the shopper wants a call or a text. */
export function phoneRequired(preferredContact: string): boolean {
  return preferredContact === 'PHONE' || preferredContact === 'TEXT';
}

const SERVER_MESSAGES: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [OUT_OF_RADIUS, 'visits.error.outOfRadius'],
  [ADDRESS_NOT_FOUND, 'visits.error.addressNotFound'],
  [SLOT_TAKEN, 'visits.error.slotTaken'],
  [SLOT_UNAVAILABLE, 'visits.error.slotUnavailable'],
  [PHONE_FOR_CALLS, 'visits.error.phoneForCalls'],
]);

/** The server's visit messages in the shopper's language (others, already checked by the form, as sent). */
export function localizeFieldErrors(errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => {
    const key = SERVER_MESSAGES.get(e.message);
    return key ? { field: e.field, message: t(key, { miles: DELIVERY_RADIUS_MILES }) } : e;
  });
}

/** The delivery address as the contract names it, and the address form's name for each part. */
const ADDRESS_FIELDS: Readonly<Record<string, string>> = {
  'address.street1': 'address',
  'address.street2': 'address2',
  'address.city': 'city',
  'address.state': 'stateCode',
  'address.zipCode': 'zipCode',
};

/** A drive-at-home 400: `address.*` onto the address form's fields, the rest onto the details form. */
export function splitDriveAtHomeErrors(errors: readonly FieldError[]): {
  address: FieldError[];
  details: FieldError[];
} {
  const address: FieldError[] = [];
  const details: FieldError[] = [];
  for (const e of localizeFieldErrors(errors)) {
    const name = ADDRESS_FIELDS[e.field];
    if (name) address.push({ field: name, message: e.message });
    else details.push(e);
  }
  return { address, details };
}

/** The thank-you page of a booking, with its id so a reload reads it back from the server. */
export function thankYouHref(path: string, id: string): string {
  return `${path}?id=${encodeURIComponent(id)}`;
}
