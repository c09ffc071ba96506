/**
 * The opening-hours editor's form (`/call-center/hours`): one window per weekday, Monday first, as
 * the page shows it and as it is posted back, and `parseHoursForm`, which turns a posted form into
 * the dealer's stored hours (the shape contact/call-center.ts reads) or one message per bad day.
 * The rule itself is domain/contact/weekly-hours.ts's, shared with the workspace's hours editor.
 * Pure: no page, no database.
 */
import type { CallCenterHours } from '../server/db/dealers-repo.ts';
import { hoursOfWeek, weekOfHours, type HoursProblem } from '../server/domain/contact/weekly-hours.ts';
import { HOURS_WEEKDAYS, type HoursWeekday } from '../../src/contract/workspace-contact.ts';

export { HOURS_WEEKDAYS, type HoursWeekday };

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

const byDay = (make: (day: HoursWeekday) => DayForm): HoursForm =>
  Object.fromEntries(HOURS_WEEKDAYS.map((day) => [day, make(day)])) as Record<HoursWeekday, DayForm>;

/** The form for stored hours: a day without a window is closed; of several windows, the earliest. */
export const hoursToForm = (hours: CallCenterHours): HoursForm => weekOfHours(hours);

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

const PROBLEM_WORDS: Readonly<Record<HoursProblem, string>> = {
  missing: 'enter an opening and a closing time',
  format: 'enter times as HH:mm on a 24-hour clock',
  order: 'closing time must be later than opening time',
};

/**
 * The hours to store, Monday first, one window per open day (a closed day's typed times are
 * dropped), or a message per day that is neither closed nor a valid window.
 */
export function parseHoursForm(form: HoursForm): { hours: CallCenterHours } | { errors: HoursErrors } {
  const result = hoursOfWeek(form);
  if ('hours' in result) return result;
  const errors: HoursErrors = {};
  for (const day of HOURS_WEEKDAYS) {
    const problem = result.problems[day];
    if (problem) errors[day] = `${DAY_NAMES[day]}: ${PROBLEM_WORDS[problem]}`;
  }
  return { errors };
}
