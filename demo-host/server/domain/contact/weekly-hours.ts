/**
 * A dealer's weekly hours (call center or showroom) as an editor shows them: one window per weekday (Monday
 * first) or Closed, turned into the stored hours (the shape call-center.ts and the visit slots read) or a
 * problem per bad day. The one rule of the sandbox's hours page and the workspace's hours editors. Pure.
 */
import {
  HOURS_FORMAT,
  HOURS_MISSING,
  HOURS_ORDER,
  HOURS_WEEKDAYS,
  type DayHours,
  type HoursWeekday,
} from '../../../../src/contract/workspace-contact.ts';
import { Invalid } from '../errors.ts';
import type { WeeklyHours } from './call-center.ts';

export type Week = Readonly<Record<HoursWeekday, DayHours>>;
/** Why a day cannot be saved: a time left out, not HH:mm, or closing not after opening. */
export type HoursProblem = 'missing' | 'format' | 'order';
export type StoredHours = { day: string; open: string; close: string }[];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const byDay = (make: (day: HoursWeekday) => DayHours): Week =>
  Object.fromEntries(HOURS_WEEKDAYS.map((day) => [day, make(day)])) as Record<HoursWeekday, DayHours>;

/** The week of stored hours: a day without a window is closed; of several windows, the earliest. */
export function weekOfHours(hours: WeeklyHours): Week {
  return byDay((day) => {
    const first = hours.filter((h) => h.day === day).sort((a, b) => a.open.localeCompare(b.open))[0];
    return first ? { open: first.open, close: first.close, closed: false } : { open: '', close: '', closed: true };
  });
}

export function dayProblem(day: DayHours): HoursProblem | null {
  if (day.closed) return null;
  if (!day.open || !day.close) return 'missing';
  if (!CLOCK.test(day.open) || !CLOCK.test(day.close)) return 'format';
  // 'HH:mm' strings compare like the times they name.
  return day.close <= day.open ? 'order' : null;
}

/**
 * The hours to store, Monday first, one window per open day (a closed day's typed times are dropped),
 * or the problem of each day that is neither closed nor a valid window.
 */
export function hoursOfWeek(
  week: Week,
): { hours: StoredHours } | { problems: Partial<Record<HoursWeekday, HoursProblem>> } {
  const problems: Partial<Record<HoursWeekday, HoursProblem>> = {};
  const hours: StoredHours = [];
  for (const day of HOURS_WEEKDAYS) {
    const entry = week[day];
    const problem = dayProblem(entry);
    if (problem) problems[day] = problem;
    else if (!entry.closed) hours.push({ day, open: entry.open, close: entry.close });
  }
  return Object.keys(problems).length > 0 ? { problems } : { hours };
}

const PROBLEM_MESSAGE: Readonly<Record<HoursProblem, string>> = {
  missing: HOURS_MISSING,
  format: HOURS_FORMAT,
  order: HOURS_ORDER,
};

/** The hours to store, or Invalid with the message of each bad day on `days.<DAY>` (a 400 at the edge). */
export function checkedHours(week: Week): StoredHours {
  const result = hoursOfWeek(week);
  if ('hours' in result) return result.hours;
  throw new Invalid(
    'Invalid request',
    HOURS_WEEKDAYS.flatMap((day) => {
      const problem = result.problems[day];
      return problem ? [{ field: `days.${day}`, message: PROBLEM_MESSAGE[problem] }] : [];
    }),
  );
}
