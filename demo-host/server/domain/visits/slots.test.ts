import { describe, expect, it } from 'vitest';
import { localParts } from '../contact/call-center.ts';
import {
  candidateStarts,
  freeStarts,
  slotVerdict,
  visitAt,
  visitDays,
  visitsClash,
  wallClockInstant,
  type SlotRequest,
} from './slots.ts';

const ZONE = 'America/Los_Angeles';
/** Mondays 09:00–11:00 only: a short day keeps the lists readable. */
const MONDAYS = [{ day: 'MON', open: '09:00', close: '11:00' }];
const at = (date: string, time: string) => wallClockInstant(date, time, ZONE) as number;
const times = (starts: number[]) => starts.map((s) => Object.values(localParts(s, ZONE)).join(' '));

const request = (over: Partial<SlotRequest> = {}): SlotRequest => ({
  hours: MONDAYS,
  zone: ZONE,
  // Saturday 21 November 2026, noon at the dealership.
  now: new Date(at('2026-11-21', '12:00')),
  kind: 'TEST_DRIVE',
  vehicleId: 'v1',
  ...over,
});

describe('the offered slots (the dealer’s hours in the dealer’s zone)', () => {
  it('start every 30 minutes from opening and leave the visit’s length before closing', () => {
    expect(times(candidateStarts(request())).slice(0, 4)).toEqual([
      '2026-11-23 09:00',
      '2026-11-23 09:30',
      '2026-11-23 10:00',
      '2026-11-23 10:30',
    ]);
    // A delivery takes an hour: 10:30 would end after closing.
    expect(times(candidateStarts(request({ kind: 'DRIVE_AT_HOME' }))).slice(0, 3)).toEqual([
      '2026-11-23 09:00',
      '2026-11-23 09:30',
      '2026-11-23 10:00',
    ]);
  });

  it('are in the future only, an hour ahead for a test drive and a day ahead for a delivery', () => {
    const now = new Date(at('2026-11-23', '09:10'));
    expect(times(candidateStarts(request({ now }))).slice(0, 2)).toEqual(['2026-11-23 10:30', '2026-11-30 09:00']);
    expect(times(candidateStarts(request({ now, kind: 'DRIVE_AT_HOME' })))[0]).toBe('2026-11-30 09:00');
  });

  it('cover the next 14 of the dealer’s days, today included', () => {
    const days = visitDays(candidateStarts(request()), ZONE).map((d) => d.date);
    // Saturday the 21st to Friday 4 December: two Mondays.
    expect(days).toEqual(['2026-11-23', '2026-11-30']);
    const fromMonday = request({ now: new Date(at('2026-11-23', '08:00')) });
    // Monday 23rd to Sunday 6 December: the Monday after (7 December) is the 15th day.
    expect(visitDays(candidateStarts(fromMonday), ZONE).map((d) => d.date)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('stay at the dealership’s wall clock across a daylight-saving change', () => {
    const march = request({ now: new Date(at('2026-03-01', '12:00')) });
    expect(times(candidateStarts(march)).filter((t) => t.endsWith('09:00'))).toEqual([
      '2026-03-02 09:00',
      '2026-03-09 09:00',
    ]);
  });

  it('group by the dealership’s date, times in order', () => {
    expect(visitDays(candidateStarts(request()), ZONE)[0]).toEqual({
      date: '2026-11-23',
      times: ['09:00', '09:30', '10:00', '10:30'],
    });
  });
});

describe('a slot taken by another appointment is not offered', () => {
  const monday = (time: string) => at('2026-11-23', time);

  it('clashes on the same vehicle, or between two deliveries; touching ends do not clash', () => {
    const drive = visitAt({ kind: 'TEST_DRIVE', vehicleId: 'v1' }, monday('09:30'));
    expect(visitsClash(drive, visitAt({ kind: 'TEST_DRIVE', vehicleId: 'v1' }, monday('09:30')))).toBe(true);
    expect(visitsClash(drive, visitAt({ kind: 'DRIVE_AT_HOME', vehicleId: 'v1' }, monday('09:00')))).toBe(true);
    expect(visitsClash(drive, visitAt({ kind: 'TEST_DRIVE', vehicleId: 'v2' }, monday('09:30')))).toBe(false);
    expect(visitsClash(drive, visitAt({ kind: 'TEST_DRIVE', vehicleId: 'v1' }, monday('10:00')))).toBe(false);
    const delivery = visitAt({ kind: 'DRIVE_AT_HOME', vehicleId: 'v1' }, monday('09:00'));
    expect(visitsClash(delivery, visitAt({ kind: 'DRIVE_AT_HOME', vehicleId: 'v2' }, monday('09:30')))).toBe(true);
    expect(visitsClash(delivery, visitAt({ kind: 'DRIVE_AT_HOME', vehicleId: 'v2' }, monday('10:00')))).toBe(false);
  });

  it('leaves the taken starts out of the offer', () => {
    const booked = [visitAt({ kind: 'DRIVE_AT_HOME', vehicleId: 'v1' }, monday('09:30'))];
    expect(times(freeStarts(request(), booked)).slice(0, 3)).toEqual([
      '2026-11-23 09:00',
      '2026-11-23 10:30',
      '2026-11-30 09:00',
    ]);
    // Another vehicle's test drive is free at that time.
    expect(times(freeStarts(request({ vehicleId: 'v2' }), booked))[1]).toBe('2026-11-23 09:30');
  });

  it('judges a POST’s slot: free, taken (409) or never offered (400)', () => {
    const booked = [visitAt({ kind: 'TEST_DRIVE', vehicleId: 'v1' }, monday('10:00'))];
    expect(slotVerdict(request(), booked, monday('09:30'))).toBe('free');
    expect(slotVerdict(request(), booked, monday('10:00'))).toBe('taken');
    expect(slotVerdict(request(), booked, monday('09:15'))).toBe('unavailable');
    expect(slotVerdict(request(), booked, monday('11:00'))).toBe('unavailable');
    expect(slotVerdict(request(), booked, at('2026-11-24', '09:00'))).toBe('unavailable');
    expect(slotVerdict(request(), booked, at('2026-12-07', '09:00'))).toBe('unavailable');
    expect(slotVerdict(request(), booked, null)).toBe('unavailable');
  });
});

describe('wallClockInstant', () => {
  it('is the instant of the dealership’s wall clock, null for a time the zone skips', () => {
    expect(new Date(at('2026-11-23', '09:00')).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(wallClockInstant('2026-03-08', '02:30', ZONE)).toBeNull();
    expect(wallClockInstant('2026-02-30', '09:00', ZONE)).toBeNull();
  });
});
