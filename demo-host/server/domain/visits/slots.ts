/**
 * The visits' clock (the choices are in src/contract/visits.ts): a
 * dealer's weekly showroom hours in its own IANA zone become instants with @date-fns/tz (the
 * contact center's `dealerWindows`, over VISIT_DAYS days), cut into starts every 30 minutes that
 * leave the visit's length before closing and the kind's notice after now; a start that clashes
 * with a booked visit is taken. Pure: the caller passes "now" and the bookings.
 */
import { TZDate } from '@date-fns/tz';
import {
  SLOT_STEP_MINUTES,
  VISIT_DAYS,
  VISIT_MINUTES,
  VISIT_NOTICE_MINUTES,
  type VisitDay,
  type VisitKind,
} from '../../../../src/contract/visits.ts';
import { dealerWindows, localParts, type WeeklyHours } from '../contact/call-center.ts';

const MINUTE_MS = 60_000;

/** A visit as the clash rule sees it (instants in epoch ms). */
export type Visit = { kind: VisitKind; vehicleId: string; start: number; end: number };

/** What decides the offered slots of one vehicle for one kind of visit. */
export type SlotRequest = { hours: WeeklyHours; zone: string; now: Date; kind: VisitKind; vehicleId: string };

/**
 * Two visits clash when they overlap in time and need the same vehicle, or are both deliveries
 * (the dealer has one delivery team). Touching ends (one ends as the other starts) do not overlap.
 */
export function visitsClash(a: Visit, b: Visit): boolean {
  const overlap = a.start < b.end && b.start < a.end;
  return overlap && (a.vehicleId === b.vehicleId || (a.kind === 'DRIVE_AT_HOME' && b.kind === 'DRIVE_AT_HOME'));
}

/** The visit of `req` that starts at `start`. */
export function visitAt(req: Pick<SlotRequest, 'kind' | 'vehicleId'>, start: number): Visit {
  return { kind: req.kind, vehicleId: req.vehicleId, start, end: start + VISIT_MINUTES[req.kind] * MINUTE_MS };
}

/**
 * Every start the hours allow, booked or not: from opening in 30-minute steps, the visit over by
 * closing, no sooner than the kind's notice from now, within the dealer's next VISIT_DAYS days.
 */
export function candidateStarts(req: SlotRequest): number[] {
  const step = SLOT_STEP_MINUTES * MINUTE_MS;
  const length = VISIT_MINUTES[req.kind] * MINUTE_MS;
  const earliest = req.now.getTime() + VISIT_NOTICE_MINUTES[req.kind] * MINUTE_MS;
  const starts: number[] = [];
  for (const window of dealerWindows(req.hours, req.zone, req.now, VISIT_DAYS)) {
    for (let start = window.start; start + length <= window.end; start += step) {
      if (start >= earliest) starts.push(start);
    }
  }
  return starts;
}

/** The starts no booked visit clashes with: what the shopper is offered. */
export function freeStarts(req: SlotRequest, booked: readonly Visit[]): number[] {
  return candidateStarts(req).filter((start) => !booked.some((b) => visitsClash(visitAt(req, start), b)));
}

/** Starts grouped by the dealership's calendar date, as the slots call answers them. */
export function visitDays(starts: readonly number[], zone: string): VisitDay[] {
  const days: VisitDay[] = [];
  for (const start of starts) {
    const { date, time } = localParts(start, zone);
    const last = days[days.length - 1];
    if (last?.date === date) last.times.push(time);
    else days.push({ date, times: [time] });
  }
  return days;
}

/** The instant of a wall-clock 'YYYY-MM-DD' 'HH:mm' in `zone`; null for a time the zone skips (spring forward). */
export function wallClockInstant(date: string, time: string, zone: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const at = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), zone).getTime();
  const back = localParts(at, zone);
  return back.date === date && back.time === time ? at : null;
}

/** A POST's slot: free to book, taken by a clashing visit (409), or never offered (400). */
export type SlotVerdict = 'free' | 'taken' | 'unavailable';

export function slotVerdict(req: SlotRequest, booked: readonly Visit[], start: number | null): SlotVerdict {
  if (start === null || !candidateStarts(req).includes(start)) return 'unavailable';
  return booked.some((b) => visitsClash(visitAt(req, start), b)) ? 'taken' : 'free';
}
