import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_AGENCIES } from '../../../../src/contract/prequalification.ts';
import { sandboxBureau, sandboxSoftPull, SANDBOX_TEST_FILES, type BureauIdentity } from './bureau.ts';
import { CREDIT_TIERS, tierOf } from '../../domain/credit/tiers.ts';

const at = new Date('2026-12-01T15:30:00.000Z');
const someone = (lastName: string, more: Partial<BureauIdentity> = {}): BureauIdentity => ({
  firstName: 'Ana',
  lastName,
  dateOfBirth: '1988-04-12',
  address: { street: '1 Main St', city: 'Tigard', state: 'OR', zip: '97223' },
  ...more,
});

describe('sandbox bureau: test identities', () => {
  it('has an identity for each of the six tiers, inside that tier at both agencies', () => {
    const covered = new Set<string>();
    for (const [lastName, file] of Object.entries(SANDBOX_TEST_FILES)) {
      if (typeof file === 'string') continue;
      expect(file.TRANSUNION).not.toBe(file.EXPERIAN);
      for (const agency of CREDIT_AGENCIES) {
        const pull = sandboxSoftPull(someone(lastName), agency, at);
        expect(pull).toMatchObject({ outcome: 'HIT', agency, score: file[agency], tier: lastName.toLowerCase() });
        covered.add(tierOf(file[agency]));
      }
    }
    expect([...covered].sort()).toEqual(CREDIT_TIERS.map((t) => t.tier).sort());
  });

  it('answers no-hit and frozen at both agencies', () => {
    for (const agency of CREDIT_AGENCIES) {
      expect(sandboxSoftPull(someone('Nohit'), agency, at)).toEqual({ outcome: 'NO_HIT', agency });
      expect(sandboxSoftPull(someone('Frozen'), agency, at)).toEqual({ outcome: 'FROZEN', agency });
    }
  });

  it('matches the last name whatever its case, spaces, punctuation and accents', () => {
    expect(sandboxSoftPull(someone('  gOOd '), 'EXPERIAN', at)).toMatchObject({ score: 676 });
    expect(sandboxSoftPull(someone('No-Hit'), 'EXPERIAN', at)).toEqual({ outcome: 'NO_HIT', agency: 'EXPERIAN' });
    expect(sandboxSoftPull(someone('Fróz en'), 'TRANSUNION', at).outcome).toBe('FROZEN');
  });

  it('is documented exactly in the engine README', () => {
    const readme = readFileSync(new URL('../../domain/engine/README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Credit pre-qualification (sandbox bureau)'));
    const documented = [
      ...section.matchAll(
        /^\| `(\w+)` +\| (TRANSUNION|EXPERIAN) +\| (HIT|NO_HIT|FROZEN) +\| (\d+|—) +\| (\w+|—) +\|$/gm,
      ),
    ].map((m) => m.slice(1).join(' '));
    const expected = Object.keys(SANDBOX_TEST_FILES).flatMap((lastName) =>
      CREDIT_AGENCIES.map((agency) => {
        const pull = sandboxSoftPull(someone(lastName), agency, at);
        const [score, tier] = pull.outcome === 'HIT' ? [String(pull.score), pull.tier] : ['—', '—'];
        return `${lastName} ${agency} ${pull.outcome} ${score} ${tier}`;
      }),
    );
    expect(documented).toEqual(expected);
  });
});

describe('sandbox bureau: any other identity', () => {
  const identities = Array.from({ length: 400 }, (_, i) =>
    someone(`Shopper${i}`, { dateOfBirth: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}` }),
  );

  it('gives whole-number scores in 300–850, the same every time, a few points apart between agencies', () => {
    for (const identity of identities) {
      const tu = sandboxSoftPull(identity, 'TRANSUNION', at);
      const ex = sandboxSoftPull(identity, 'EXPERIAN', at);
      if (tu.outcome !== 'HIT' || ex.outcome !== 'HIT') throw new Error('expected a hit');
      for (const score of [tu.score, ex.score]) {
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(300);
        expect(score).toBeLessThanOrEqual(850);
      }
      expect(Math.abs(tu.score - ex.score)).toBeLessThanOrEqual(16);
      expect(sandboxSoftPull({ ...identity }, 'TRANSUNION', new Date(at))).toEqual(tu);
    }
  });

  it('spreads identities over every tier', () => {
    const tiers = new Set(identities.map((i) => tierOf(scoreOf(i))));
    expect(tiers.size).toBe(6);
  });

  it('depends on the name, date of birth and ZIP, not on how they are typed', () => {
    const base = someone('Rivera');
    expect(scoreOf({ ...base, lastName: 'RIVERA ' })).toBe(scoreOf(base));
    const others = [
      { ...base, firstName: 'Ben' },
      { ...base, dateOfBirth: '1988-04-13' },
      { ...base, address: { ...base.address, zip: '97224' } },
    ];
    expect(others.some((o) => scoreOf(o) !== scoreOf(base))).toBe(true);
  });

  function scoreOf(identity: BureauIdentity): number {
    const pull = sandboxSoftPull(identity, 'TRANSUNION', at);
    if (pull.outcome !== 'HIT') throw new Error('expected a hit');
    return pull.score;
  }
});

describe('sandbox bureau: the pull', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stands for 14 days from the pull (seed 000 §9)', async () => {
    const pull = await sandboxBureau.softPull(someone('Great'), 'TRANSUNION', at);
    expect(pull).toEqual({
      outcome: 'HIT',
      agency: 'TRANSUNION',
      score: 722,
      tier: 'great',
      pulledAt: '2026-12-01T15:30:00.000Z',
      expiresAt: '2026-12-15T15:30:00.000Z',
    });
  });

  it('refuses an invalid time rather than inventing an expiry', () => {
    expect(() => sandboxSoftPull(someone('Great'), 'EXPERIAN', new Date(Number.NaN))).toThrow(RangeError);
  });

  it('writes nothing to the console and returns no personal data', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => undefined),
    );
    const identity = someone('Sánchez', { dateOfBirth: '1975-11-30' });
    const pulls = await Promise.all([
      ...CREDIT_AGENCIES.map((a) => sandboxBureau.softPull(identity, a, at)),
      sandboxBureau.softPull(someone('Frozen'), 'EXPERIAN', at),
    ]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    const text = JSON.stringify(pulls);
    for (const secret of ['Ana', 'Sánchez', '1975', '97223', 'Main']) expect(text).not.toContain(secret);
  });
});
