import { describe, expect, it } from 'vitest';
import { cleanLineItems } from './deal.ts';

describe('cleanLineItems (seed 000 §5)', () => {
  const item = (type: 'LOYALTY' | 'CONQUEST', amount: number | null) => ({ type, description: type, amount });
  it('drops items with no amount or an amount of 0 or less, and keeps the last item of a type', () => {
    expect(
      cleanLineItems([item('LOYALTY', 500), item('CONQUEST', 0), item('CONQUEST', null), item('LOYALTY', 750)]),
    ).toEqual([item('LOYALTY', 750)]);
    expect(cleanLineItems([item('LOYALTY', 500), item('LOYALTY', -1)])).toEqual([]);
  });
});
