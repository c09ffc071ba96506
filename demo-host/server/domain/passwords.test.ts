import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_PARAMS, unusablePasswordHash, verifyPassword } from './passwords.ts';

// Each verification runs scrypt at N = 2^17, a malformed or unusable hash included (equal timing).
describe('passwords', { timeout: 30_000 }, () => {
  it("hashes at today's recommended scrypt cost (N = 2^17, r = 8, p = 1) with a fresh salt each time", async () => {
    const a = await hashPassword('Upshift!23');
    const b = await hashPassword('Upshift!23');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Upshift!23', a)).toBe(true);
    expect(await verifyPassword('Upshift!24', a)).toBe(false);
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it('still verifies a hash made at an older, lower cost, and says it needs re-hashing', async () => {
    const old = await hashPassword('Upshift!23', { N: 2 ** 14, r: 8, p: 1 });
    expect(await verifyPassword('Upshift!23', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });

  it("measures a hash against the server's own cost, when it runs at another", async () => {
    const cost = { N: 2 ** 10, r: 8, p: 1 };
    const cheap = await hashPassword('Upshift!23', cost);
    expect(needsRehash(cheap, cost)).toBe(false);
    expect(needsRehash(cheap)).toBe(true);
    expect(await verifyPassword('Upshift!23', cheap, cost)).toBe(true);
    expect(await verifyPassword('Upshift!23', null, cost)).toBe(false);
  });

  it('refuses malformed hashes, and costs a forged hash could use to exhaust memory', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${String(2 ** 30)}$8$1$00$00`)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$00$00')).toBe(false);
    expect(needsRehash('plain')).toBe(true);
  });

  it("an SSO account's unusable hash matches no password, not even its own text, and does not throw", async () => {
    const stored = unusablePasswordHash();
    expect(stored).not.toBe(unusablePasswordHash());
    await expect(verifyPassword(stored, stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });
});
