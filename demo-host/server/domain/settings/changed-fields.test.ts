import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './changed-fields.ts';

describe('changedFields', () => {
  it('names nothing when the two states are the same, whatever the key order', () => {
    expect(changedFields({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
  });
  it('names each changed field by its path, sorted', () => {
    expect(
      changedFields(
        { docFee: 499, theme: { brand: '#000', radius: 4 } },
        { docFee: 599, theme: { brand: '#111', radius: 4 } },
      ),
    ).toEqual(['docFee', 'theme.brand']);
  });
  it('compares arrays whole and names added and removed fields', () => {
    expect(changedFields({ flags: ['a'], old: 1 }, { flags: ['a', 'b'], added: true })).toEqual([
      'added',
      'flags',
      'old',
    ]);
  });
  it('names the whole document when it is not an object', () => {
    expect(changedFields(null, { a: 1 })).toEqual(['']);
  });
});

describe('sameValue', () => {
  it('tells null from a missing field and numbers from strings', () => {
    expect(sameValue({ a: null }, {})).toBe(false);
    expect(sameValue(1, '1')).toBe(false);
  });
});
