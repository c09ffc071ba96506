import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DEFAULT_THEME_TOKENS,
  ThemeInputSchema,
  themeCss,
  ThemeTokensSchema,
  type ThemeTokens,
} from './campaign-theme.ts';
import { contrastRatio, relativeLuminance } from './contrast.ts';

const base: ThemeTokens = DEFAULT_THEME_TOKENS;
const withColours = (colours: Partial<ThemeTokens['colours']>): ThemeTokens => ({
  ...base,
  colours: { ...base.colours, ...colours },
});
const issues = (input: unknown) => {
  const r = v.safeParse(ThemeInputSchema, input);
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
};

describe('contrast (WCAG 2.x)', () => {
  it('measures luminance and ratio as WCAG defines them', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('theme tokens', () => {
  it('refuses text below 4.5:1 and names the pair', () => {
    expect(issues(withColours({ primaryContrast: '#8a8cd8' }))).toEqual([
      'colours.primaryContrast: primaryContrast on primary has a contrast of 2.65:1; text needs at least 4.5:1.',
      'colours.primaryContrast: primaryContrast on primaryHover has a contrast of 3.43:1; text needs at least 4.5:1.',
    ]);
    expect(issues(withColours({ muted: '#999999' })).map((s) => s.split(' has')[0])).toEqual([
      'colours.muted: muted on bg',
      'colours.muted: muted on surface',
    ]);
  });

  it('checks the hero text on each of its stops', () => {
    const hero = {
      angle: 90,
      stops: [
        { colour: '#3b3fb6', at: 0 },
        { colour: '#ffffff', at: 100 },
      ],
    };
    expect(issues({ ...base, hero })).toEqual([
      'colours.heroText: heroText on heroStop2 has a contrast of 1.00:1; text needs at least 4.5:1.',
    ]);
  });

  it('refuses colours that are not #rrggbb and lowercases those that are', () => {
    expect(issues(withColours({ primary: 'red' }))[0]).toMatch(/^colours.primary: Enter a colour/);
    expect(issues(withColours({ primary: '#3B3FB6' }))).toEqual([]);
    expect(v.parse(ThemeTokensSchema, withColours({ primary: '#3B3FB6' })).colours.primary).toBe('#3b3fb6');
  });

  it('lets only font names into the font stack', () => {
    const font = (f: string) => issues({ ...base, font: f });
    expect(font("'Helvetica Neue', Helvetica, Arial, sans-serif")).toEqual([]);
    expect(font('-apple-system, system-ui')).toEqual([]);
    for (const bad of [
      "x; background: url('https://evil')",
      'Arial}body{color:red',
      'url(x)',
      "a\\'b",
      'Arial /* */',
      '',
    ]) {
      expect(font(bad)[0], bad).toMatch(/^font: Enter font names/);
    }
  });

  it('bounds the radius, the logo corner and the shadow', () => {
    expect(issues({ ...base, radius: 33 })[0]).toMatch(/^radius: /);
    expect(issues({ ...base, radius: -1 })[0]).toMatch(/^radius: /);
    expect(issues({ ...base, logoRadius: '50%' })).toEqual([]);
    expect(issues({ ...base, logoRadius: '51%' })[0]).toMatch(/^logoRadius: /);
    expect(issues({ ...base, logoRadius: '21px' })[0]).toMatch(/^logoRadius: /);
    expect(issues({ ...base, shadow: { y: 1, blur: 99, colour: '#000000', opacity: 0.1 } })[0]).toMatch(/^shadow.blur/);
  });

  it('takes images only as stored keys', () => {
    expect(issues({ ...base, logo: `${'a'.repeat(64)}.png` })).toEqual([]);
    expect(issues({ ...base, logo: 'https://evil.example/logo.svg' })[0]).toMatch(/^logo: /);
  });

  it('writes the custom properties the theme files set', () => {
    const css = themeCss({
      ...base,
      font: "'Helvetica Neue', Helvetica, Arial, sans-serif",
      headingFont: "Georgia, 'Times New Roman', serif",
      hero: {
        angle: 90,
        stops: [
          { colour: '#000000', at: 0 },
          { colour: '#0b2a52', at: 60 },
          { colour: '#0653b6', at: 100 },
        ],
      },
      radius: 0,
      shadow: null,
    });
    expect(css).toMatch(
      /^\.upshift-root\{--font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;--font-heading:Georgia, 'Times New Roman', serif;/,
    );
    expect(css).toContain('--color-primary:#3b3fb6;');
    expect(css).toContain('--hero-bg:linear-gradient(90deg, #000000 0%, #0b2a52 60%, #0653b6 100%);');
    expect(css).toContain('--radius:0px;--logo-radius:50%;--shadow:none;');
    expect(themeCss(base)).toContain('--shadow:0 1px 3px rgba(20, 22, 42, 0.08);');
    expect(themeCss(base)).not.toContain('--font-heading');
  });
});
