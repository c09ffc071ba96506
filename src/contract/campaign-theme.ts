/**
 * A campaign's white-label theme as data: the tokens a dealer edits in the workspace, stored with the
 * campaign and served to the widget as CSS custom properties (the variables the six theme files set before).
 * Shared by the server (stored shape, the sheet it serves) and the workspace editor and its live preview.
 */
import * as v from 'valibot';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast.ts';

export const HEX_COLOUR_MESSAGE = 'Enter a colour as # and six hex digits, like #1d2030.';
export const FONT_MESSAGE = 'Enter font names separated by commas (letters, digits, spaces, hyphens, quotes).';
export const RADIUS_MESSAGE = 'Enter a corner radius from 0 to 32 pixels.';
export const LOGO_RADIUS_MESSAGE = 'Enter a logo corner as 0 to 20px or 0 to 50%.';
export const HERO_ANGLE_MESSAGE = 'Enter an angle from 0 to 360 degrees.';
export const HERO_STOP_MESSAGE = 'Enter a stop from 0 to 100%.';
export const HERO_STOPS_MESSAGE = 'The hero needs two or three colours.';
export const SHADOW_Y_MESSAGE = 'Enter a shadow offset from 0 to 8 pixels.';
export const SHADOW_BLUR_MESSAGE = 'Enter a shadow blur from 0 to 16 pixels.';
export const SHADOW_OPACITY_MESSAGE = 'Enter a shadow opacity from 0 to 0.3.';

const Hex = v.pipe(
  v.string(HEX_COLOUR_MESSAGE),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^#[0-9a-f]{6}$/, HEX_COLOUR_MESSAGE),
);

/**
 * A font-family list: quoted or bare family names only, so nothing but a font name reaches the CSS
 * (no url(), no semicolons, braces, backslashes or comments).
 */
const FAMILY = String.raw`(?:'[A-Za-z0-9 \-]{1,40}'|"[A-Za-z0-9 \-]{1,40}"|-?[A-Za-z][A-Za-z0-9\-]{0,30}(?: [A-Za-z0-9\-]{1,30}){0,3})`;
const FONT_LIST = new RegExp(`^${FAMILY}(?:, ?${FAMILY}){0,7}$`);
const Font = v.pipe(v.string(FONT_MESSAGE), v.trim(), v.maxLength(200, FONT_MESSAGE), v.regex(FONT_LIST, FONT_MESSAGE));

/** An uploaded image's stored name: its SHA-256 and its type (see theme-images.ts). */
export const ThemeImageKeySchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}\.(?:png|webp)$/));

export const THEME_COLOURS = [
  'primary',
  'primaryHover',
  'primaryContrast',
  'link',
  'focus',
  'bg',
  'surface',
  'surfaceAlt',
  'text',
  'heading',
  'muted',
  'border',
  'inputBorder',
  'navBg',
  'navText',
  'footerBg',
  'footerText',
  'error',
  'errorBg',
  'info',
  'infoBg',
  'success',
  'successBg',
  'heroText',
] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

const Integer = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

const LogoRadius = v.pipe(
  v.string(LOGO_RADIUS_MESSAGE),
  v.trim(),
  v.check((s) => {
    const m = /^(\d{1,2})(px|%)$/.exec(s);
    return !!m && Number(m[1]) <= (m[2] === 'px' ? 20 : 50);
  }, LOGO_RADIUS_MESSAGE),
);

export const ThemeTokensSchema = v.object({
  colours: v.object(Object.fromEntries(THEME_COLOURS.map((k) => [k, Hex])) as Record<ThemeColour, typeof Hex>),
  /** The hero band's gradient: its angle and two or three stops (a stop at a percentage of the band). */
  hero: v.object({
    angle: Integer(0, 360, HERO_ANGLE_MESSAGE),
    stops: v.pipe(
      v.array(v.object({ colour: Hex, at: Integer(0, 100, HERO_STOP_MESSAGE) })),
      v.minLength(2, HERO_STOPS_MESSAGE),
      v.maxLength(3, HERO_STOPS_MESSAGE),
    ),
  }),
  font: Font,
  /** Null: headings use the body font. */
  headingFont: v.nullable(Font),
  radius: Integer(0, 32, RADIUS_MESSAGE),
  logoRadius: LogoRadius,
  /** The cards' shadow, or none. */
  shadow: v.nullable(
    v.object({
      y: Integer(0, 8, SHADOW_Y_MESSAGE),
      blur: Integer(0, 16, SHADOW_BLUR_MESSAGE),
      colour: Hex,
      opacity: v.pipe(
        v.number(SHADOW_OPACITY_MESSAGE),
        v.minValue(0, SHADOW_OPACITY_MESSAGE),
        v.maxValue(0.3, SHADOW_OPACITY_MESSAGE),
      ),
    }),
  ),
  logo: v.nullable(ThemeImageKeySchema),
  favicon: v.nullable(ThemeImageKeySchema),
});
export type ThemeTokens = v.InferOutput<typeof ThemeTokensSchema>;

/** The default look (the widget's first theme file): new campaigns and a theme name without a preset get it. */
export const DEFAULT_THEME_TOKENS: ThemeTokens = {
  colours: {
    primary: '#3b3fb6',
    primaryHover: '#2f3292',
    primaryContrast: '#ffffff',
    link: '#3b3fb6',
    focus: '#f59e0b',
    bg: '#f7f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef0f7',
    text: '#1d2030',
    heading: '#14162a',
    muted: '#555b6e',
    border: '#dfe2ec',
    inputBorder: '#767b8f',
    navBg: '#ffffff',
    navText: '#1d2030',
    footerBg: '#1d2030',
    footerText: '#e8e9f0',
    error: '#b3261e',
    errorBg: '#fdecea',
    info: '#0b5394',
    infoBg: '#e8f1fb',
    success: '#1e6b34',
    successBg: '#e7f5eb',
    heroText: '#ffffff',
  },
  hero: {
    angle: 120,
    stops: [
      { colour: '#3b3fb6', at: 0 },
      { colour: '#6a3fb6', at: 100 },
    ],
  },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headingFont: null,
  radius: 10,
  logoRadius: '50%',
  shadow: { y: 1, blur: 3, colour: '#14162a', opacity: 0.08 },
  logo: null,
  favicon: null,
};

/** A text colour and the background it is read on. */
export type ContrastPair = { text: ThemeColour; on: ThemeColour | 'heroStop1' | 'heroStop2' | 'heroStop3' };

/** Every text/background pair the theme defines (what base.css paints one on the other). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { text: 'text', on: 'bg' },
  { text: 'text', on: 'surface' },
  { text: 'text', on: 'surfaceAlt' },
  { text: 'heading', on: 'bg' },
  { text: 'heading', on: 'surface' },
  { text: 'muted', on: 'bg' },
  { text: 'muted', on: 'surface' },
  { text: 'link', on: 'bg' },
  { text: 'link', on: 'surface' },
  { text: 'primaryContrast', on: 'primary' },
  { text: 'primaryContrast', on: 'primaryHover' },
  { text: 'navText', on: 'navBg' },
  { text: 'footerText', on: 'footerBg' },
  { text: 'error', on: 'errorBg' },
  { text: 'error', on: 'surface' },
  { text: 'info', on: 'infoBg' },
  { text: 'success', on: 'successBg' },
  { text: 'heroText', on: 'heroStop1' },
  { text: 'heroText', on: 'heroStop2' },
  { text: 'heroText', on: 'heroStop3' },
];

/** The field a pair's error is filed under (its text colour's). */
export const pairField = (pair: ContrastPair): string => `colours.${pair.text}`;

export type ContrastCheck = ContrastPair & { ratio: number; passes: boolean };

/** WCAG 2.x AA for text (4.5:1) on every pair the tokens define; a hero with two stops has no third pair. */
export function checkThemeContrast(tokens: Pick<ThemeTokens, 'colours' | 'hero'>): ContrastCheck[] {
  const colourOf = (name: ContrastPair['on']): string | undefined =>
    name.startsWith('heroStop')
      ? tokens.hero.stops[Number(name.slice(-1)) - 1]?.colour
      : tokens.colours[name as ThemeColour];
  return CONTRAST_PAIRS.flatMap((pair) => {
    const text = tokens.colours[pair.text];
    const on = colourOf(pair.on);
    if (!on) return [];
    const ratio = contrastRatio(text, on);
    return [{ ...pair, ratio, passes: ratio >= MIN_TEXT_CONTRAST }];
  });
}

/** The stored shape plus the contrast rule: what the server accepts from the editor. */
export const ThemeInputSchema = v.pipe(
  ThemeTokensSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const fail of checkThemeContrast(dataset.value).filter((c) => !c.passes)) {
      addIssue({
        message: contrastMessage(fail),
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'colours', value: dataset.value.colours },
          {
            type: 'object',
            origin: 'value',
            input: dataset.value.colours,
            key: fail.text,
            value: dataset.value.colours[fail.text],
          },
        ],
      });
    }
  }),
);

/** The server's words for a failing pair (the editor says it in the shopper's workspace language). */
export function contrastMessage(check: ContrastCheck): string {
  return `${check.text} on ${check.on} has a contrast of ${check.ratio.toFixed(2)}:1; text needs at least 4.5:1.`;
}

const hexRgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

const CSS_COLOUR_VARS: Record<ThemeColour, string> = {
  primary: '--color-primary',
  primaryHover: '--color-primary-hover',
  primaryContrast: '--color-primary-contrast',
  link: '--color-link',
  focus: '--color-focus',
  bg: '--color-bg',
  surface: '--color-surface',
  surfaceAlt: '--color-surface-alt',
  text: '--color-text',
  heading: '--color-heading',
  muted: '--color-muted',
  border: '--color-border',
  inputBorder: '--color-input-border',
  navBg: '--color-nav-bg',
  navText: '--color-nav-text',
  footerBg: '--color-footer-bg',
  footerText: '--color-footer-text',
  error: '--color-error',
  errorBg: '--color-error-bg',
  info: '--color-info',
  infoBg: '--color-info-bg',
  success: '--color-success',
  successBg: '--color-success-bg',
  heroText: '--hero-text',
};

/**
 * The custom properties the widget's style sheets read, from validated tokens (only values the schema
 * allowed reach the CSS). The same list drives the served sheet and the editor's live preview.
 */
export function themeProperties(tokens: ThemeTokens): [string, string][] {
  const props: [string, string][] = [['--font-family', tokens.font]];
  if (tokens.headingFont) props.push(['--font-heading', tokens.headingFont]);
  for (const name of THEME_COLOURS) props.push([CSS_COLOUR_VARS[name], tokens.colours[name]]);
  const stops = tokens.hero.stops.map((s) => `${s.colour} ${s.at}%`).join(', ');
  props.push(['--hero-bg', `linear-gradient(${tokens.hero.angle}deg, ${stops})`]);
  props.push(['--radius', `${tokens.radius}px`]);
  props.push(['--logo-radius', tokens.logoRadius]);
  const s = tokens.shadow;
  props.push(['--shadow', s ? `0 ${s.y}px ${s.blur}px rgba(${hexRgb(s.colour).join(', ')}, ${s.opacity})` : 'none']);
  return props;
}

/** The theme's sheet: one rule on the widget's root. */
export function themeCss(tokens: ThemeTokens): string {
  return `.upshift-root{${themeProperties(tokens)
    .map(([name, value]) => `${name}:${value};`)
    .join('')}}\n`;
}

/** `GET|PUT /dealer/api/campaigns/:slug/theme`: the campaign and its tokens. */
export const CampaignThemeAnswerSchema = v.object({
  /** `dealerId`: the dealer the widget opens on (its first), whose stock the editor's preview shows; null: none. */
  campaign: v.object({ slug: v.string(), name: v.string(), dealerId: v.nullable(v.string()) }),
  tokens: ThemeTokensSchema,
});
export type CampaignThemeAnswer = v.InferOutput<typeof CampaignThemeAnswerSchema>;

/** `POST /dealer/api/campaigns/:slug/theme/images`: the stored image's key, to put in `logo` or `favicon`. */
export const ThemeImageAnswerSchema = v.object({ key: ThemeImageKeySchema });

/** Where the widget and the workspace load an uploaded theme image (content-hashed, immutable). */
export const themeImagePath = (key: string): string => `/theme-images/${key}`;

export const MAX_THEME_IMAGE_BYTES = 512 * 1024;
export const THEME_IMAGE_TOO_LARGE = 'The image is larger than 512 KB.';
export const THEME_IMAGE_TYPE = 'Upload a PNG, SVG or WebP image.';
export const THEME_NOT_YOURS =
  'Only a platform admin or a manager of every dealer of this campaign can change its theme.';
