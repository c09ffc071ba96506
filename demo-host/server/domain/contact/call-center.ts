/**
 * The call center's clock (seed 001 §3 "Call center model", §5 "Call-later"): a dealer's weekly
 * opening hours, kept in the dealer's IANA zone, turned into instants with @date-fns/tz (never
 * hand-written offsets), then shown in the shopper's zone. Pure: the caller passes "now".
 *
 * - A window is open from its opening instant (inclusive) to its closing instant (exclusive):
 *   exactly at closing time the center is closed, a minute before it is open.
 * - Call-back slots run from opening to closing in 30-minute steps, both ends included (seed 001
 *   §5); a slot must not be in the past.
 * - A window that crosses the shopper's midnight is split there: the first part ends on its last
 *   slot before midnight, the second starts on its first slot after it, so "from open to close in
 *   30-minute steps" on each part gives exactly the bookable slots.
 * - On the dealer's DST days an hour that does not exist ('02:30' on 8 March 2026 in the US) moves
 *   forward, as the zone's rules say; dealer hours in the sandbox never fall there.
 */
import { TZDate } from '@date-fns/tz';

export const SLOT_STEP_MS = 30 * 60 * 1000;
/** How many of the dealer's days `hoursOfOperations` covers, today included. */
export const CALL_CENTER_DAYS = 7;

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** One weekday's hours as stored on the dealer ('MON', '08:00', '20:00', in the dealer's zone). */
export type WeeklyHours = readonly { day: string; open: string; close: string }[];
/** One opening, as instants (epoch ms). */
export type Window = { start: number; end: number };
export type ShopperHours = { day: string; open: string; close: string };

const pad = (n: number) => String(n).padStart(2, '0');

function clock(value: string): [number, number] | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** The dealer's openings on its next `days` calendar days, today first, in time order. */
export function dealerWindows(hours: WeeklyHours, dealerZone: string, now: Date, days = CALL_CENTER_DAYS): Window[] {
  const today = new TZDate(now.getTime(), dealerZone);
  const windows: Window[] = [];
  for (let i = 0; i < days; i++) {
    const date = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + i, 12, 0, dealerZone);
    const weekday = WEEKDAYS[date.getDay()];
    for (const entry of hours) {
      if (entry.day !== weekday) continue;
      const open = clock(entry.open);
      const close = clock(entry.close);
      if (!open || !close) continue;
      const at = ([h, m]: [number, number]) =>
        new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), h, m, dealerZone).getTime();
      const start = at(open);
      const end = at(close);
      if (end > start) windows.push({ start, end });
    }
  }
  return windows.sort((a, b) => a.start - b.start);
}

/** Open from opening (inclusive) to closing (exclusive). */
export function isOpenAt(windows: readonly Window[], now: Date): boolean {
  const t = now.getTime();
  return windows.some((w) => w.start <= t && t < w.end);
}

/** 'YYYY-MM-DD' and 'HH:mm' of an instant in a zone. */
export function localParts(instant: number, zone: string): { date: string; time: string } {
  const d = new TZDate(instant, zone);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

function nextMidnight(instant: number, zone: string): number {
  const d = new TZDate(instant, zone);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + 1, 0, 0, zone).getTime();
}

function startOfDay(instant: number, zone: string): number {
  const d = new TZDate(instant, zone);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), 0, 0, zone).getTime();
}

/**
 * The windows as the shopper reads them: their calendar date and 'HH:mm' in `userZone`, split at
 * the shopper's midnight, without parts that ended before the shopper's today.
 */
export function hoursOfOperations(windows: readonly Window[], userZone: string, now: Date): ShopperHours[] {
  const todayStart = startOfDay(now.getTime(), userZone);
  const out: ShopperHours[] = [];
  for (const w of windows) {
    let start = w.start;
    for (;;) {
      const midnight = nextMidnight(start, userZone);
      if (w.end < midnight) {
        if (w.end >= todayStart) out.push(part(start, w.end, userZone));
        break;
      }
      const lastSlot = w.start + Math.floor((midnight - 1 - w.start) / SLOT_STEP_MS) * SLOT_STEP_MS;
      if (lastSlot >= start && lastSlot >= todayStart) out.push(part(start, lastSlot, userZone));
      start = w.start + Math.ceil((midnight - w.start) / SLOT_STEP_MS) * SLOT_STEP_MS;
      if (start > w.end) break;
    }
  }
  return out;
}

function part(start: number, end: number, zone: string): ShopperHours {
  const a = localParts(start, zone);
  return { day: a.date, open: a.time, close: localParts(end, zone).time };
}

/** 'hh:mm AM/PM' of a 24-hour clock time ('13:30' → '01:30 PM'). */
export function slotLabel(time: string): string {
  const [h, m] = clock(time) ?? [0, 0];
  return `${pad(h % 12 === 0 ? 12 : h % 12)}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The instant of a slot ('2026-03-09', '09:30 AM') in a zone; null when it is not a slot label. */
export function slotInstant(date: string, label: string, zone: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/.exec(label);
  if (!d || !t) return null;
  const hour = (Number(t[1]) % 12) + (t[3] === 'PM' ? 12 : 0);
  const at = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hour, Number(t[2]), zone);
  // A wall time the zone skips (spring forward) is not a slot the shopper could have been shown.
  const back = localParts(at.getTime(), zone);
  return back.date === date && back.time === `${pad(hour)}:${t[2]}` ? at.getTime() : null;
}

/** The date and slot label of an instant in a zone, as the call-back calls answer it. */
export function slotOf(instant: number, zone: string): { callBackDate: string; callBackTime: string } {
  const p = localParts(instant, zone);
  return { callBackDate: p.date, callBackTime: slotLabel(p.time) };
}

/** A slot can be booked: not in the past, inside a window (closing included), on its 30-minute grid. */
export function isBookable(windows: readonly Window[], instant: number, now: Date): boolean {
  if (instant < now.getTime()) return false;
  return windows.some((w) => w.start <= instant && instant <= w.end && (instant - w.start) % SLOT_STEP_MS === 0);
}
