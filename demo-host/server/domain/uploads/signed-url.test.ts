import { describe, expect, it } from 'vitest';
import { isObjectKey } from './object-store.ts';
import { grantIsValid, signObject } from './signed-url.ts';

const SECRET = Buffer.alloc(32, 7);
const NOW = Date.parse('2026-12-02T10:00:00Z');

describe('a signed address of a private object', () => {
  it('is good for its key until it expires', () => {
    const grant = signObject(SECRET, 'trade/t-1/front.jpg', NOW, 5 * 60_000);
    expect(grantIsValid(SECRET, grant, NOW)).toBe(true);
    expect(grantIsValid(SECRET, grant, NOW + 5 * 60_000 - 1)).toBe(true);
    expect(grantIsValid(SECRET, grant, NOW + 5 * 60_000)).toBe(false);
  });

  it('cannot be moved to another object, stretched, or made with another secret', () => {
    const grant = signObject(SECRET, 'trade/t-1/front.jpg', NOW, 60_000);
    expect(grantIsValid(SECRET, { ...grant, key: 'trade/t-2/front.jpg' }, NOW)).toBe(false);
    expect(grantIsValid(SECRET, { ...grant, expires: grant.expires + 3600 }, NOW)).toBe(false);
    expect(grantIsValid(Buffer.alloc(32, 8), grant, NOW)).toBe(false);
    expect(grantIsValid(SECRET, { ...grant, signature: '' }, NOW)).toBe(false);
    expect(grantIsValid(SECRET, { ...grant, expires: Number.NaN }, NOW)).toBe(false);
  });
});

describe('an object key', () => {
  it('is path segments of safe characters, never one that climbs out of its folder', () => {
    expect(isObjectKey('trade/t-1/front.jpg')).toBe(true);
    expect(isObjectKey('documents/d_1/licence.v2.pdf')).toBe(true);
    expect(isObjectKey('../etc/passwd')).toBe(false);
    expect(isObjectKey('trade/../../x')).toBe(false);
    expect(isObjectKey('/abs')).toBe(false);
    expect(isObjectKey('trade//x')).toBe(false);
    expect(isObjectKey('trade/x y')).toBe(false);
    expect(isObjectKey('')).toBe(false);
  });
});
