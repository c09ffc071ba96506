import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n/index.ts';
import '../../lib/i18n/parts/contact.ts';
import type { HoursOfOperation } from '../../contract/contact.ts';
import {
  afterUpcomingCheck,
  callBackDayLabel,
  callCenterClosedMessage,
  callLaterEnabled,
  certificateIdOf,
  contactErrorMessage,
  rescheduleRequest,
  updateProfileEnabled,
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

const UPCOMING = {
  queueId: '0b6f1c2e-7a8d-4e8f-9b1a-2c3d4e5f6a7b',
  callBackDate: '2026-11-24',
  callBackTime: '10:30 AM',
};

describe('Logged-in users first load the upcoming call; if none, the modal opens; otherwise the already-scheduled modal shows', () => {
  it('opens the call modal asked for when there is no upcoming call-back', () => {
    expect(afterUpcomingCheck('callNow', null)).toEqual({ view: 'callNow' });
    expect(afterUpcomingCheck('callLater', null)).toEqual({ view: 'callLater' });
  });

  it('shows the already-scheduled modal when there is one, whichever call modal was asked for', () => {
    expect(afterUpcomingCheck('callNow', UPCOMING)).toEqual({ view: 'alreadyScheduled', upcoming: UPCOMING });
    expect(afterUpcomingCheck('callLater', UPCOMING)).toEqual({ view: 'alreadyScheduled', upcoming: UPCOMING });
  });

  it('Reschedule opens call-later on that call-back', () => {
    expect(rescheduleRequest(UPCOMING)).toEqual({ view: 'callLater', upcoming: UPCOMING });
  });
});

describe("'Update my profile with this email address' is disabled until an address is entered", () => {
  it('is enabled by any non-blank address', () => {
    expect(updateProfileEnabled('')).toBe(false);
    expect(updateProfileEnabled('   ')).toBe(false);
    expect(updateProfileEnabled('a')).toBe(true);
  });
});

describe('Time select disabled until a day is chosen; question disabled until day and time chosen', () => {
  it('enables each field in turn', () => {
    expect(callLaterEnabled({ callBackDate: '', callBackTime: '' })).toEqual({ time: false, question: false });
    expect(callLaterEnabled({ callBackDate: '2026-11-24', callBackTime: '' })).toEqual({ time: true, question: false });
    expect(callLaterEnabled({ callBackDate: '2026-11-24', callBackTime: '09:00 AM' })).toEqual({
      time: true,
      question: true,
    });
    // A time without a day (cleared with the day) enables nothing.
    expect(callLaterEnabled({ callBackDate: '', callBackTime: '09:00 AM' })).toEqual({ time: false, question: false });
  });
});

describe('Call center closed: messages as in section 2', () => {
  it('offers a signed-in shopper Schedule a Call and tells a visitor to try later, word for word', () => {
    expect(t(callCenterClosedMessage(true), undefined, 'en')).toBe(
      'Sorry, the Call Center is currently closed but you can you still Schedule a Call',
    );
    expect(t(callCenterClosedMessage(false), undefined, 'en')).toBe(
      'Sorry, the Call Center is currently closed, please try again later.',
    );
  });
});

describe('Error catalogue: chat and email modals, call modals', () => {
  it('has one message for chat and email and another for the call modals', () => {
    expect(t(contactErrorMessage('chat'), undefined, 'en')).toBe(
      'Sorry, there was an unexpected error, please try again shortly.',
    );
    expect(t(contactErrorMessage('email'), undefined, 'en')).toBe(
      'Sorry, there was an unexpected error, please try again shortly.',
    );
    expect(t(contactErrorMessage('call'), undefined, 'en')).toBe(
      'Sorry, there was an unexpected error, please close this window and try again shortly.',
    );
  });
});

describe('certificateIdOf', () => {
  it('is the certificate of a certificate page, else null', () => {
    expect(certificateIdOf('/vehicles/v1/certificates/c-9')).toBe('c-9');
    expect(certificateIdOf('/vehicles/v1/certificates')).toBeNull();
    expect(certificateIdOf('/')).toBeNull();
  });
});

describe('callBackDayLabel', () => {
  it('names the calendar day in the shopper’s language, whatever the browser zone', () => {
    expect(callBackDayLabel('2026-11-24', 'en')).toBe('Tuesday, November 24');
    expect(callBackDayLabel('2026-11-24', 'es')).toBe('martes, 24 de noviembre');
    expect(callBackDayLabel('2026-11-24', 'en', 'short')).toBe('Tue, Nov 24');
  });
});
