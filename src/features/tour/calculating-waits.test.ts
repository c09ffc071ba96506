import { describe, expect, it } from 'vitest';
import '../../lib/i18n/parts/calculating.ts';
import { t } from '../../lib/i18n/index.ts';
import { calculating as en } from '../../lib/i18n/en/calculating.ts';
import { calculating as es } from '../../lib/i18n/es/calculating.ts';
import { CALCULATING_WAITS } from './calculating-waits.ts';

const waits = Object.entries(CALCULATING_WAITS);

describe('CALCULATING_WAITS', () => {
  it('covers where the shopper waits for a computation: the appraisal, the soft pull, the lenders’ decisions', () => {
    expect(Object.keys(CALCULATING_WAITS).sort()).toEqual(['appraisal', 'lenders', 'softPull']);
  });

  it.each(waits)('%s: a few steps, each with its own copy in English and Spanish', (_, steps) => {
    expect(steps.length).toBeGreaterThanOrEqual(2);
    for (const step of steps) {
      for (const key of [step.defaultText, step.finishedText]) {
        expect(en[key], key).toBeTruthy();
        expect(es[key], key).toBeTruthy();
        expect(t(key, undefined, 'en')).toBe(en[key]);
      }
      // A finished step says something else than while it runs.
      expect(en[step.finishedText]).not.toBe(en[step.defaultText]);
      expect(es[step.finishedText]).not.toBe(es[step.defaultText]);
    }
    expect(new Set(steps.map((s) => s.defaultText)).size).toBe(steps.length);
  });

  it('uses every key of its copy (no step left behind in the catalogue)', () => {
    const used = new Set(
      Object.values(CALCULATING_WAITS).flatMap((steps) => steps.flatMap((s) => [s.defaultText, s.finishedText])),
    );
    const states = ['calculating.pending', 'calculating.loading', 'calculating.finished'];
    expect(Object.keys(en).filter((key) => !used.has(key as never) && !states.includes(key))).toEqual([]);
  });
});
