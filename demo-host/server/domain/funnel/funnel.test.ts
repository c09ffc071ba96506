import { describe, expect, it } from 'vitest';
import { FUNNEL_STAGES } from '../../../../src/contract/workspace-funnel.ts';
import {
  daysInRange,
  dealerDay,
  emptyCounts,
  funnelCsv,
  NESTED_IN,
  percentile,
  periodStart,
  periodStarts,
  responseMinutes,
  stageConversions,
  sumByPeriod,
} from './funnel.ts';

describe('dealerDay', () => {
  it('is the day in the dealer’s zone, not UTC', () => {
    const lateEvening = Date.UTC(2026, 2, 4, 3, 30); // 03:30 UTC = 21:30 the day before in Chicago
    expect(dealerDay(lateEvening, 'America/Chicago')).toBe('2026-03-03');
    expect(dealerDay(lateEvening, 'UTC')).toBe('2026-03-04');
  });
});

describe('daysInRange', () => {
  it('counts both ends, across a leap day', () => {
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysInRange('2026-01-02', '2026-01-01')).toBe(0);
  });
});

describe('periodStart', () => {
  it('a day is its own period; a week starts on Monday', () => {
    expect(periodStart('2026-03-05', 'day')).toBe('2026-03-05');
    expect(periodStart('2026-03-05', 'week')).toBe('2026-03-02'); // Thursday → Monday
    expect(periodStart('2026-03-02', 'week')).toBe('2026-03-02');
    expect(periodStart('2026-03-08', 'week')).toBe('2026-03-02'); // Sunday ends the week
  });
});

describe('periodStarts', () => {
  it('lists every day, or every week touching the range', () => {
    expect(periodStarts('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodStarts('2026-03-05', '2026-03-16', 'week')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });
});

describe('sumByPeriod', () => {
  const rows = [
    { day: '2026-03-02', event: 'opens', count: 10 },
    { day: '2026-03-03', event: 'opens', count: 5 },
    { day: '2026-03-03', event: 'lead:email', count: 2 },
    { day: '2026-03-09', event: 'lead:call-now', count: 1 },
    { day: '2026-03-09', event: 'sold', count: 1 },
    { day: '2026-03-09', event: 'something-else', count: 99 },
    { day: '2026-02-01', event: 'opens', count: 99 },
  ];
  it('sums each stage per week and in total; leads are every kind, also counted by kind', () => {
    const s = sumByPeriod(rows, '2026-03-01', '2026-03-10', 'week');
    expect(s.periods.map((p) => p.start)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(s.periods[1]!.counts).toMatchObject({ opens: 15, leads: 2 });
    expect(s.periods[2]!.counts).toMatchObject({ leads: 1, sold: 1 });
    expect(s.totals).toMatchObject({ opens: 15, leads: 3, sold: 1, vehicleViews: 0 });
    expect(s.leadsByKind).toEqual([
      { kind: 'email', count: 2 },
      { kind: 'call-now', count: 1 },
    ]);
  });
  it('a period with nothing counted is all zeros', () => {
    const s = sumByPeriod([], '2026-03-01', '2026-03-02', 'day');
    expect(s.periods).toEqual([
      { start: '2026-03-01', counts: emptyCounts() },
      { start: '2026-03-02', counts: emptyCounts() },
    ]);
  });
});

describe('stageConversions', () => {
  it('is a share only of the stage a stage is nested in, at most 100%; any other stage is a rate per widget open', () => {
    // More leads than deals saved: leads are no subset of saved deals, so no "conversion" past 100%.
    const totals = { ...emptyCounts(), opens: 200, vehicleViews: 300, dealsStarted: 10, dealsSaved: 4, leads: 12 };
    const c = stageConversions(totals);
    expect(c.map((x) => x.to)).toEqual(FUNNEL_STAGES.slice(1));
    expect(c.find((x) => x.to === 'dealsSaved')).toEqual({
      from: 'dealsStarted',
      to: 'dealsSaved',
      measure: 'conversion',
      rate: 0.4,
    });
    expect(c.find((x) => x.to === 'leads')).toEqual({ from: 'opens', to: 'leads', measure: 'perOpen', rate: 0.06 });
    // Views count every view: more than one per open is a rate, not a conversion.
    expect(c.find((x) => x.to === 'vehicleViews')).toEqual({
      from: 'opens',
      to: 'vehicleViews',
      measure: 'perOpen',
      rate: 1.5,
    });
    expect(c.filter((x) => x.measure === 'conversion').map((x) => x.to)).toEqual(Object.keys(NESTED_IN));
  });
  it('caps a conversion at 100% (deals started before the range, saved in it); none from a base of 0', () => {
    const c = stageConversions({ ...emptyCounts(), dealsStarted: 2, dealsSaved: 3 });
    expect(c.find((x) => x.to === 'dealsSaved')!.rate).toBe(1);
    expect(c.find((x) => x.to === 'leads')!.rate).toBeNull();
    expect(stageConversions(emptyCounts()).every((x) => x.rate === null)).toBe(true);
  });
});

describe('percentile', () => {
  it('is the nearest rank; none for no values', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });
});

describe('responseMinutes', () => {
  it('gives the median and p90 in whole minutes and how many leads were answered', () => {
    const ms = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => m * 60_000);
    expect(responseMinutes(ms)).toEqual({ median: 5, p90: 9, answered: 10 });
    expect(responseMinutes([])).toEqual({ median: null, p90: null, answered: 0 });
  });
});

describe('funnelCsv', () => {
  it('has a row per period, the totals, the conversions and the lead kinds; a formula is defused', () => {
    const summed = sumByPeriod([{ day: '2026-03-02', event: 'opens', count: 4 }], '2026-03-02', '2026-03-03', 'day');
    const csv = funnelCsv({
      dealer: { id: 'd1', name: 'One' },
      campaign: '=cmd',
      campaigns: [],
      from: '2026-03-02',
      to: '2026-03-03',
      by: 'day',
      ...summed,
      conversions: stageConversions(summed.totals),
      responseMinutes: { median: 3, p90: 8, answered: 2 },
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'dealer,campaign,period,start,opens,vehicleViews,dealsStarted,dealsSaved,leads,preQualifications,applications,contractsSigned,sold',
    );
    expect(lines[1]).toBe("d1,'=cmd,day,2026-03-02,4,0,0,0,0,0,0,0,0");
    expect(lines[3]).toBe("d1,'=cmd,total,2026-03-02,4,0,0,0,0,0,0,0,0");
    expect(csv).toContain('\r\nfrom,to,measure,rate\r\nopens,vehicleViews,perOpen,0\r\n');
    expect(csv).toContain('\r\ndealsStarted,dealsSaved,conversion,\r\n');
    expect(csv).toContain('3,8,2\r\n');
  });
});
