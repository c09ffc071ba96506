import { describe, expect, it } from 'vitest';
import {
  dealerWindows,
  hoursOfOperations,
  isBookable,
  isOpenAt,
  slotInstant,
  slotLabel,
  slotOf,
  type WeeklyHours,
} from './call-center.ts';

const weekdays = (open: string, close: string) =>
  ['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({ day, open, close }));
/** A Chicago dealer: weekdays 09:00–18:00, Saturday 10:00–14:00, closed on Sunday. */
const CHICAGO: WeeklyHours = [...weekdays('09:00', '18:00'), { day: 'SAT', open: '10:00', close: '14:00' }];
const at = (iso: string) => new Date(iso);

describe('currently open (computed in the dealer zone)', () => {
  const open = (iso: string) => isOpenAt(dealerWindows(CHICAGO, 'America/Chicago', at(iso)), at(iso));

  it('is open one minute before closing time and closed exactly at it', () => {
    // Monday 23 November 2026, 17:59 and 18:00 in Chicago (UTC−6).
    expect(open('2026-11-23T23:59:00Z')).toBe(true);
    expect(open('2026-11-24T00:00:00Z')).toBe(false);
  });

  it('is open exactly at opening time and closed a minute before', () => {
    expect(open('2026-11-23T15:00:00Z')).toBe(true);
    expect(open('2026-11-23T14:59:00Z')).toBe(false);
  });

  it('is closed all day on a day the dealer is closed', () => {
    expect(open('2026-11-22T18:00:00Z')).toBe(false); // Sunday noon in Chicago
  });

  it('follows the dealer zone across the March 2026 DST change, not a fixed offset', () => {
    // Monday 9 March 2026 (after 8 March): 09:00 CDT is 14:00 UTC.
    expect(open('2026-03-09T14:00:00Z')).toBe(true);
    expect(open('2026-03-09T13:59:00Z')).toBe(false);
    // Friday 6 March: 09:00 CST is 15:00 UTC.
    expect(open('2026-03-06T14:30:00Z')).toBe(false);
  });
});

describe('hours of operations (in the shopper zone)', () => {
  it('shows a Chicago dealer to a Los Angeles shopper two hours earlier, and skips the closed Sunday', () => {
    const now = at('2026-11-21T16:00:00Z'); // Saturday 10:00 in Chicago, 08:00 in Los Angeles
    const hours = hoursOfOperations(dealerWindows(CHICAGO, 'America/Chicago', now), 'America/Los_Angeles', now);
    expect(hours.slice(0, 3)).toEqual([
      { day: '2026-11-21', open: '08:00', close: '12:00' },
      { day: '2026-11-23', open: '07:00', close: '16:00' },
      { day: '2026-11-24', open: '07:00', close: '16:00' },
    ]);
    expect(hours.map((h) => h.day)).not.toContain('2026-11-22');
    expect(hours).toHaveLength(6); // 7 dealer days, Sunday closed
  });

  it('keeps today even after closing time (the app then starts tomorrow)', () => {
    const now = at('2026-11-24T01:00:00Z'); // Monday 19:00 in Chicago
    const hours = hoursOfOperations(dealerWindows(CHICAGO, 'America/Chicago', now), 'America/Chicago', now);
    expect(hours[0]).toEqual({ day: '2026-11-23', open: '09:00', close: '18:00' });
  });

  it('moves with the dealer across the March DST change for a shopper whose zone has not changed yet', () => {
    const now = at('2026-03-06T12:00:00Z'); // Friday 6 March
    const hours = hoursOfOperations(dealerWindows(CHICAGO, 'America/Chicago', now), 'Europe/London', now);
    // 09:00–18:00 CST is 15:00–00:00 in London: the closing slot is on the shopper's next day.
    expect(hours.slice(0, 2)).toEqual([
      { day: '2026-03-06', open: '15:00', close: '23:30' },
      { day: '2026-03-07', open: '00:00', close: '00:00' },
    ]);
    expect(hours.find((h) => h.day === '2026-03-09')).toEqual({ day: '2026-03-09', open: '14:00', close: '23:00' });
  });

  it('splits a window at the shopper midnight across the November DST change', () => {
    const newYork = weekdays('09:00', '18:00');
    const now = at('2026-10-30T12:00:00Z'); // Friday 30 October, 08:00 EDT
    const hours = hoursOfOperations(dealerWindows(newYork, 'America/New_York', now), 'Asia/Tokyo', now);
    // Friday 09:00–18:00 EDT = 22:00 (Fri) – 07:00 (Sat) in Tokyo.
    expect(hours.slice(0, 2)).toEqual([
      { day: '2026-10-30', open: '22:00', close: '23:30' },
      { day: '2026-10-31', open: '00:00', close: '07:00' },
    ]);
    // Monday 2 November, after 1 November: 09:00 EST = 23:00 in Tokyo.
    expect(hours.slice(2, 4)).toEqual([
      { day: '2026-11-02', open: '23:00', close: '23:30' },
      { day: '2026-11-03', open: '00:00', close: '08:00' },
    ]);
  });
});

describe('call-back slots', () => {
  const now = at('2026-11-23T16:10:00Z'); // Monday 10:10 in Chicago
  const windows = dealerWindows(CHICAGO, 'America/Chicago', now);
  const slot = (date: string, time: string, zone = 'America/Los_Angeles') => slotInstant(date, time, zone) ?? NaN;

  it('formats time slots as hh:mm AM/PM', () => {
    expect(slotLabel('00:30')).toBe('12:30 AM');
    expect(slotLabel('09:00')).toBe('09:00 AM');
    expect(slotLabel('12:00')).toBe('12:00 PM');
    expect(slotLabel('18:30')).toBe('06:30 PM');
  });

  it('books slots from opening to closing inclusive, in 30-minute steps', () => {
    expect(isBookable(windows, slot('2026-11-24', '07:00 AM'), now)).toBe(true); // 09:00 Chicago
    expect(isBookable(windows, slot('2026-11-24', '04:00 PM'), now)).toBe(true); // closing time
    expect(isBookable(windows, slot('2026-11-24', '04:30 PM'), now)).toBe(false);
    expect(isBookable(windows, slot('2026-11-24', '06:30 AM'), now)).toBe(false);
    expect(isBookable(windows, slot('2026-11-24', '07:15 AM'), now)).toBe(false);
  });

  it('omits slots before the current time today and days the dealer is closed', () => {
    expect(isBookable(windows, slot('2026-11-23', '08:00 AM'), now)).toBe(false); // 10:00 Chicago, past
    expect(isBookable(windows, slot('2026-11-23', '08:30 AM'), now)).toBe(true);
    expect(isBookable(windows, slot('2026-11-29', '10:00 AM'), now)).toBe(false); // Sunday
  });

  it('reads a slot back in any zone', () => {
    const instant = slot('2026-11-24', '07:00 AM');
    expect(slotOf(instant, 'America/Chicago')).toEqual({ callBackDate: '2026-11-24', callBackTime: '09:00 AM' });
    expect(slotOf(instant, 'Asia/Tokyo')).toEqual({ callBackDate: '2026-11-25', callBackTime: '12:00 AM' });
  });

  it('refuses a wall time the zone skips on the March DST change', () => {
    expect(slotInstant('2026-03-08', '02:30 AM', 'America/Chicago')).toBeNull();
    expect(slotInstant('2026-03-08', '03:00 AM', 'America/Chicago')).toBe(Date.parse('2026-03-08T08:00:00Z'));
  });
});
