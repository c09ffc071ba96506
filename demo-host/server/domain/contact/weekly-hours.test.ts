import { describe, expect, it } from 'vitest';
import { HOURS_FORMAT, HOURS_MISSING, HOURS_ORDER } from '../../../../src/contract/workspace-contact.ts';
import { Invalid } from '../errors.ts';
import { checkedHours, weekOfHours, type Week } from './weekly-hours.ts';

const open = (o: string, c: string) => ({ open: o, close: c, closed: false });
const closed = { open: '', close: '', closed: true };
const week = (over: Partial<Week> = {}): Week => ({
  MON: open('09:00', '17:00'),
  TUE: open('09:00', '17:00'),
  WED: open('09:00', '17:00'),
  THU: open('09:00', '17:00'),
  FRI: open('09:00', '17:00'),
  SAT: open('10:00', '14:00'),
  SUN: closed,
  ...over,
});

describe('checkedHours', () => {
  it('stores one window per open day, Monday first, and drops a closed day’s typed times', () => {
    const hours = checkedHours(week({ SAT: { open: '10:00', close: '14:00', closed: true } }));
    expect(hours.map((h) => h.day)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI']);
    expect(weekOfHours(hours).SAT).toEqual(closed);
    expect(weekOfHours(hours).MON).toEqual(open('09:00', '17:00'));
  });

  it('refuses with the message of each bad day on days.<DAY>', () => {
    let thrown: unknown;
    try {
      checkedHours(week({ MON: open('', '17:00'), TUE: open('9', '17:00'), WED: open('17:00', '17:00') }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Invalid);
    expect((thrown as Invalid).fieldErrors).toEqual([
      { field: 'days.MON', message: HOURS_MISSING },
      { field: 'days.TUE', message: HOURS_FORMAT },
      { field: 'days.WED', message: HOURS_ORDER },
    ]);
  });
});
