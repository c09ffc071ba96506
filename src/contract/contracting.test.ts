import { describe, expect, it } from 'vitest';
import { normalizeSignature, signatureMatches } from './contracting.ts';

describe('signatureMatches', () => {
  const buyer = { firstName: 'José', lastName: 'García López' };
  it('takes the account’s first and last name in any case, spacing or accents', () => {
    expect(signatureMatches('José García López', buyer)).toBe(true);
    expect(signatureMatches('  jose   GARCIA lópez ', buyer)).toBe(true);
    expect(normalizeSignature(' Zoë\tO’Neil ')).toBe('zoe o’neil');
  });
  it('refuses another name, a part of the name, or nothing', () => {
    expect(signatureMatches('José García', buyer)).toBe(false);
    expect(signatureMatches('Someone Else', buyer)).toBe(false);
    expect(signatureMatches('', buyer)).toBe(false);
    expect(signatureMatches('', { firstName: '', lastName: ' ' })).toBe(false);
  });
});
