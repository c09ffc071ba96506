import { describe, expect, it } from 'vitest';
import { hoursToForm, parseHoursForm, readHoursForm, type DayForm, type HoursForm } from './hours-form.ts';

const closed: DayForm = { open: '', close: '', closed: true };
const week = (over: Partial<HoursForm> = {}): HoursForm => ({
  MON: { open: '08:00', close: '20:00', closed: false },
  TUE: closed,
  WED: closed,
  THU: closed,
  FRI: closed,
  SAT: closed,
  SUN: { open: '10:00', close: '16:00', closed: false },
  ...over,
});

describe('parseHoursForm', () => {
  it('keeps the open days, Monday first, and drops closed ones', () => {
    expect(parseHoursForm(week())).toEqual({
      hours: [
        { day: 'MON', open: '08:00', close: '20:00' },
        { day: 'SUN', open: '10:00', close: '16:00' },
      ],
    });
  });

  it('saves a closed day as closed even with times typed in', () => {
    expect(parseHoursForm(week({ MON: { open: '18:00', close: '09:00', closed: true } }))).toEqual({
      hours: [{ day: 'SUN', open: '10:00', close: '16:00' }],
    });
  });

  it('accepts a week closed every day and the widest day there is', () => {
    expect(parseHoursForm(week({ MON: closed, SUN: closed }))).toEqual({ hours: [] });
    expect(parseHoursForm(week({ MON: { open: '00:00', close: '23:59', closed: false }, SUN: closed }))).toEqual({
      hours: [{ day: 'MON', open: '00:00', close: '23:59' }],
    });
  });

  it('says which day needs both times', () => {
    expect(parseHoursForm(week({ TUE: { open: '09:00', close: '', closed: false } }))).toEqual({
      errors: { TUE: 'Tuesday: enter an opening and a closing time' },
    });
    expect(parseHoursForm(week({ WED: { open: '', close: '', closed: false } }))).toEqual({
      errors: { WED: 'Wednesday: enter an opening and a closing time' },
    });
  });

  it('refuses a closing time that is not later than the opening time', () => {
    const result = parseHoursForm(
      week({
        MON: { open: '20:00', close: '08:00', closed: false },
        SAT: { open: '09:00', close: '09:00', closed: false },
      }),
    );
    expect(result).toEqual({
      errors: {
        MON: 'Monday: closing time must be later than opening time',
        SAT: 'Saturday: closing time must be later than opening time',
      },
    });
  });

  it('refuses what is not a 24-hour HH:mm time', () => {
    for (const bad of ['8:00', '24:00', '08:60', '08:00:00', '8am', '08.00'])
      expect(parseHoursForm(week({ MON: { open: bad, close: '23:00', closed: false } }))).toEqual({
        errors: { MON: 'Monday: enter times as HH:mm on a 24-hour clock' },
      });
  });
});

describe('hoursToForm', () => {
  it('shows a stored day as open, a missing one as closed, and the earliest of several windows', () => {
    const form = hoursToForm([
      { day: 'MON', open: '13:00', close: '17:00' },
      { day: 'MON', open: '08:00', close: '12:00' },
      { day: 'FRI', open: '09:00', close: '18:00' },
    ]);
    expect(form.MON).toEqual({ open: '08:00', close: '12:00', closed: false });
    expect(form.FRI).toEqual({ open: '09:00', close: '18:00', closed: false });
    expect(form.SUN).toEqual(closed);
  });

  it('round-trips through parseHoursForm', () => {
    const hours = [
      { day: 'TUE', open: '08:30', close: '19:00' },
      { day: 'SAT', open: '10:00', close: '14:00' },
    ];
    expect(parseHoursForm(hoursToForm(hours))).toEqual({ hours });
  });
});

describe('readHoursForm', () => {
  it('reads the posted fields, trims them, and treats absent ones as empty and unchecked', () => {
    const form = readHoursForm({ 'MON-open': ' 08:00 ', 'MON-close': '20:00', 'TUE-closed': 'on', 'WED-open': ['x'] });
    expect(form.MON).toEqual({ open: '08:00', close: '20:00', closed: false });
    expect(form.TUE).toEqual(closed);
    expect(form.WED).toEqual({ open: '', close: '', closed: false });
  });
});
