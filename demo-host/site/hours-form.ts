/**
 * The opening-hours editor's form (`/call-center/hours`): one window per weekday, Monday first, as
 * the page shows it and as it is posted back, and `parseHoursForm`, which turns a posted form into
 * the dealer's stored hours (the shape contact/call-center.ts reads) or one message per bad day.
 * Pure: no page, no database.
 */
import type { CallCenterHours } from '../server/db/dealers-repo.ts';

export const HOURS_WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type HoursWeekday = (typeof HOURS_WEEKDAYS)[number];

export const DAY_NAMES: Readonly<Record<HoursWeekday, string>> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

/** One weekday's row: the times as typed ('' when empty) and the Closed checkbox. */
export type DayForm = { open: string; close: string; closed: boolean };
export type HoursForm = Readonly<Record<HoursWeekday, DayForm>>;
/** The message for each day that cannot be saved. */
export type HoursErrors = Partial<Record<HoursWeekday, string>>;

/** The posted field of one control: `MON-open`, `MON-close`, `MON-closed`. */
export const hoursField = (day: HoursWeekday, field: keyof DayForm): string => `${day}-${field}`;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const byDay = (make: (day: HoursWeekday) => DayForm): HoursForm =>
  Object.fromEntries(HOURS_WEEKDAYS.map((day) => [day, make(day)])) as Record<HoursWeekday, DayForm>;

/** The form for stored hours: a day without a window is closed; of several windows, the earliest. */
export function hoursToForm(hours: CallCenterHours): HoursForm {
  return byDay((day) => {
    const first = hours.filter((h) => h.day === day).sort((a, b) => a.open.localeCompare(b.open))[0];
    return first ? { open: first.open, close: first.close, closed: false } : { open: '', close: '', closed: true };
  });
}

/** The form as posted: an absent field is empty, the checkbox counts when sent at all. */
export function readHoursForm(body: Readonly<Record<string, unknown>>): HoursForm {
  const text = (name: string) => {
    const value = body[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return byDay((day) => ({
    open: text(hoursField(day, 'open')),
    close: text(hoursField(day, 'close')),
    closed: body[hoursField(day, 'closed')] !== undefined,
  }));
}

function dayError(day: HoursWeekday, form: DayForm): string | null {
  if (form.closed) return null;
  const name = DAY_NAMES[day];
  if (!form.open || !form.close) return `${name}: enter an opening and a closing time`;
  if (!CLOCK.test(form.open) || !CLOCK.test(form.close)) return `${name}: enter times as HH:mm on a 24-hour clock`;
  // 'HH:mm' strings compare like the times they name.
  if (form.close <= form.open) return `${name}: closing time must be later than opening time`;
  return null;
}

/**
 * The hours to store, Monday first, one window per open day (a closed day's typed times are
 * dropped), or a message per day that is neither closed nor a valid window.
 */
export function parseHoursForm(form: HoursForm): { hours: CallCenterHours } | { errors: HoursErrors } {
  const errors: HoursErrors = {};
  const hours: CallCenterHours = [];
  for (const day of HOURS_WEEKDAYS) {
    const entry = form[day];
    const error = dayError(day, entry);
    if (error) errors[day] = error;
    else if (!entry.closed) hours.push({ day, open: entry.open, close: entry.close });
  }
  return Object.keys(errors).length > 0 ? { errors } : { hours };
}
