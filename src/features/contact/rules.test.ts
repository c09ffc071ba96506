import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n/index.ts';
import '../../lib/i18n/parts/contact.ts';
import type { HoursOfOperation } from './api.ts';
import {
  callBackDays,
  earliestDay,
  localNow,
  timeSlotLabel,
  timeSlots,
  CHAT_ENABLED,
  chatButtonMessage,
  chatModalActions,
  PERSONAL_SHOPPER,
  PERSONAL_SHOPPER_START_YEAR,
} from './rules.ts';

/** Monday to Wednesday, closed Tuesday. */
const HOURS: HoursOfOperation[] = [
  { day: '2026-11-23', open: '09:00', close: '11:00' },
  { day: '2026-11-25', open: '11:30', close: '13:00' },
];

describe("Earliest day is today, or tomorrow if now is after today's closing time", () => {
  it('is today before closing time, and at it', () => {
    expect(earliestDay(HOURS, { today: '2026-11-23', time: '08:00' })).toBe('2026-11-23');
    expect(earliestDay(HOURS, { today: '2026-11-23', time: '11:00' })).toBe('2026-11-23');
  });

  it('is the next day with hours once today has closed', () => {
    expect(earliestDay(HOURS, { today: '2026-11-23', time: '11:01' })).toBe('2026-11-25');
  });

  it('is the next open day when today is closed, and null without hours', () => {
    expect(earliestDay(HOURS, { today: '2026-11-24', time: '08:00' })).toBe('2026-11-25');
    expect(earliestDay([], { today: '2026-11-24', time: '08:00' })).toBeNull();
  });
});

describe("Time slots run from opening to closing in 30-minute steps, inclusive, formatted 'hh:mm AM/PM'", () => {
  it('lists every half hour from opening to closing, both included', () => {
    expect(timeSlots(HOURS, '2026-11-25', { today: '2026-11-23', time: '12:00' })).toEqual([
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
      '01:00 PM',
    ]);
  });

  it('formats midnight and noon on the 12-hour clock', () => {
    expect(timeSlotLabel('00:00')).toBe('12:00 AM');
    expect(timeSlotLabel('12:30')).toBe('12:30 PM');
    expect(timeSlotLabel('23:30')).toBe('11:30 PM');
  });

  it('omits the slots before the current time today, keeping the one at it', () => {
    expect(timeSlots(HOURS, '2026-11-23', { today: '2026-11-23', time: '10:00' })).toEqual([
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
    ]);
    expect(timeSlots(HOURS, '2026-11-23', { today: '2026-11-23', time: '10:01' })).toEqual(['10:30 AM', '11:00 AM']);
  });

  it('has no slots on a closed day', () => {
    expect(timeSlots(HOURS, '2026-11-24', { today: '2026-11-23', time: '08:00' })).toEqual([]);
  });
});

describe('the day picker', () => {
  it('offers the days with slots from the earliest day', () => {
    expect(callBackDays(HOURS, { today: '2026-11-23', time: '08:00' })).toEqual(['2026-11-23', '2026-11-25']);
    expect(callBackDays(HOURS, { today: '2026-11-23', time: '11:30' })).toEqual(['2026-11-25']);
  });

  it("reads now in the browser's zone", () => {
    expect(localNow(new Date(2026, 10, 23, 9, 5))).toEqual({ today: '2026-11-23', time: '09:05' });
  });
});

describe('chatModalActions', () => {
  it('gives logged-in shoppers Call Now and Schedule a Call, and everyone Email', () => {
    expect(chatModalActions({ isLoggedIn: true })).toEqual(['callNow', 'scheduleCall', 'email']);
    expect(chatModalActions({ isLoggedIn: false })).toEqual(['email', 'requestCall']);
  });

  it('hides Chat because chat is not enabled, and shows it only where it is', () => {
    expect(CHAT_ENABLED).toBe(false);
    expect(chatModalActions({ isLoggedIn: true })).not.toContain('chat');
    expect(chatModalActions({ isLoggedIn: false, chatEnabled: true })).toEqual(['email', 'requestCall', 'chat']);
  });
});

describe('chatButtonMessage', () => {
  it("alerts 'Not implemented' (seed 001 §8)", () => {
    expect(t(chatButtonMessage(), undefined, 'en')).toBe('Not implemented');
  });
});

describe('personal shopper start year', () => {
  it('is 2016 (seed 001 §9), on the card', () => {
    expect(PERSONAL_SHOPPER_START_YEAR).toBe(2016);
    expect(PERSONAL_SHOPPER.startYear).toBe(2016);
  });
});
