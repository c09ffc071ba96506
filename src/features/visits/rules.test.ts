import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import type { RemoteData } from '../../lib/remote-data.ts';
import {
  ADDRESS_NOT_FOUND,
  OUT_OF_RADIUS,
  PHONE_FOR_CALLS,
  SLOT_TAKEN,
  type DriveAtHomeProgram,
  type VisitDay,
} from '../../contract/visits.ts';
import {
  appointmentWhen,
  driveAtHomeState,
  localizeFieldErrors,
  phoneRequired,
  splitDriveAtHomeErrors,
  thankYouHref,
  timeForDay,
  timesOn,
  vehicleTitle,
  visitDayLabel,
  visitTimeLabel,
} from './rules.ts';

const program = (inProgram: boolean): RemoteData<DriveAtHomeProgram> => ({
  status: 'complete',
  data: { dealerId: 'd100', inProgram, deliveryRadiusMiles: inProgram ? 50 : null },
});

describe('driveAtHomeState', () => {
  it('A failed drive-at-home lookup counts as not enabled', () => {
    const failed = new ApiError('Dealer not found', 'http', 404);
    expect(driveAtHomeState({ status: 'error', messages: ['Dealer not found'], error: failed })).toBe('notOffered');
    const network = new ApiError('GET /drive-at-home: network error', 'network', 0);
    expect(driveAtHomeState({ status: 'error', messages: ['x'], error: network })).toBe('notOffered');
  });

  it('Dealer-specific flags govern drive-at-home: offered only to a dealer in the program', () => {
    expect(driveAtHomeState(program(true))).toBe('offered');
    expect(driveAtHomeState(program(false))).toBe('notOffered');
    expect(driveAtHomeState({ status: 'loading' })).toBe('checking');
    expect(driveAtHomeState({ status: 'idle' })).toBe('checking');
  });
});

describe('the day and time at the dealership', () => {
  const days: VisitDay[] = [
    { date: '2026-11-24', times: ['09:00', '09:30', '13:30'] },
    { date: '2026-11-25', times: ['13:30'] },
  ];

  it('shows a day as its weekday and MM/DD/YYYY (seed 000 §9), in the shopper’s language', () => {
    expect(visitDayLabel('2026-11-24', 'en')).toBe('Tuesday, 11/24/2026');
    expect(visitDayLabel('2026-11-24', 'es')).toBe('martes, 11/24/2026');
  });

  it('shows a time as the slot label hh:mm AM/PM (seed 001 §5)', () => {
    expect(visitTimeLabel('09:00')).toBe('09:00 AM');
    expect(visitTimeLabel('13:30')).toBe('01:30 PM');
    expect(visitTimeLabel('12:00')).toBe('12:00 PM');
  });

  it('lists a day’s free times; a new day keeps the chosen time only if it offers it', () => {
    expect(timesOn(days, '2026-11-25')).toEqual(['13:30']);
    expect(timesOn(days, '2026-12-01')).toEqual([]);
    expect(timeForDay(days, '2026-11-25', '13:30')).toBe('13:30');
    expect(timeForDay(days, '2026-11-25', '09:00')).toBe('');
  });

  it('says when a booking is: the dealership’s date, time and zone', () => {
    const at = {
      date: '2026-11-24',
      time: '10:00',
      startsAt: '2026-11-24T18:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    };
    expect(appointmentWhen(at, 'en')).toBe('11/24/2026 at 10:00 AM Pacific Standard Time');
    // Summer time is named as such.
    expect(appointmentWhen({ ...at, date: '2026-07-14', startsAt: '2026-07-14T17:00:00.000Z' }, 'en')).toBe(
      '07/14/2026 at 10:00 AM Pacific Daylight Time',
    );
  });
});

describe('the shopper’s details', () => {
  it('a message to the dealer needs a phone only for a call or a text', () => {
    expect(phoneRequired('EMAIL')).toBe(false);
    expect(phoneRequired('PHONE')).toBe(true);
    expect(phoneRequired('TEXT')).toBe(true);
  });
});

describe('the server’s field errors', () => {
  it('are put in the shopper’s words when the app knows them', () => {
    expect(
      localizeFieldErrors([
        { field: 'address.zipCode', message: OUT_OF_RADIUS },
        { field: 'time', message: SLOT_TAKEN },
        { field: 'phoneNumber', message: PHONE_FOR_CALLS },
        { field: 'firstName', message: 'First Name is too long' },
      ]),
    ).toEqual([
      {
        field: 'address.zipCode',
        message: 'This address is outside the delivery area (50 miles around the dealership).',
      },
      { field: 'time', message: 'This time was just booked. Please choose another time.' },
      { field: 'phoneNumber', message: 'Enter a phone number so the dealer can call or text you' },
      { field: 'firstName', message: 'First Name is too long' },
    ]);
  });

  it('of a delivery go onto the address form’s fields and the details form’s', () => {
    expect(
      splitDriveAtHomeErrors([
        { field: 'address.zipCode', message: ADDRESS_NOT_FOUND },
        { field: 'address.street1', message: 'Address Line 1 is required' },
        { field: 'time', message: 'Time must be HH:mm' },
      ]),
    ).toEqual({
      address: [
        { field: 'zipCode', message: 'We could not find this address. Please check the Zip Code.' },
        { field: 'address', message: 'Address Line 1 is required' },
      ],
      details: [{ field: 'time', message: 'Time must be HH:mm' }],
    });
  });
});

describe('links', () => {
  it('name a vehicle and a thank-you page with its booking', () => {
    expect(vehicleTitle({ year: 2026, make: 'Honda', model: 'Accord', trim: 'EX' })).toBe('2026 Honda Accord EX');
    expect(thankYouHref('/contact-dealer/thank-you', 'a b')).toBe('/contact-dealer/thank-you?id=a%20b');
  });
});
