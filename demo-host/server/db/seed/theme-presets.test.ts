import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkThemeContrast, ThemeInputSchema } from '../../../../src/contract/campaign-theme.ts';
import { THEME_PRESETS } from './theme-presets.ts';

describe('theme presets', () => {
  it('accepts the six seeded themes: each passes AA on every pair', () => {
    for (const [name, tokens] of Object.entries(THEME_PRESETS)) {
      expect(v.safeParse(ThemeInputSchema, tokens).issues ?? [], name).toEqual([]);
      expect(
        checkThemeContrast(tokens).every((c) => c.passes),
        name,
      ).toBe(true);
    }
  });
});
