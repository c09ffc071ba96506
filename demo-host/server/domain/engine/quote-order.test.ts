import { describe, expect, it } from 'vitest';
import { compareQuotes } from './quote-order.ts';

const q = (term: number, lenderNumber: string, captiveLender: boolean) => ({
  term,
  financier: { lenderNumber, captiveLender },
});

describe('compareQuotes', () => {
  it('sorts by term, then captive first, then lender number, whatever the input order', () => {
    const sorted = [
      q(60, '203', false),
      q(36, '201', false),
      q(60, '109', true),
      q(36, '109', true),
      q(60, '201', false),
    ];
    expect(sorted.sort(compareQuotes).map((x) => `${String(x.term)}-${x.financier.lenderNumber}`)).toEqual([
      '36-109',
      '36-201',
      '60-109',
      '60-201',
      '60-203',
    ]);
  });

  it('puts a captive before a bank even when its lender number is higher', () => {
    expect(compareQuotes(q(36, '999', true), q(36, '001', false))).toBeLessThan(0);
    expect(compareQuotes(q(36, '201', false), q(36, '201', false))).toBe(0);
  });
});
