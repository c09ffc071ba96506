/**
 * A campaign's theme as the editor shows it: the draft tokens as typed (a colour as its text field holds it),
 * the contrast of every text/background pair as you pick, saved with the contract's schema checked first; the
 * server's field errors land on their field, and nothing typed is lost.
 */
import { batch, computed, signal } from '@preact/signals';
import * as v from 'valibot';
import {
  checkThemeContrast,
  DEFAULT_THEME_TOKENS,
  contrastMessage,
  type ContrastCheck,
  ThemeInputSchema,
  ThemeTokensSchema,
  type CampaignThemeAnswer,
  type ThemeColour,
  type ThemeTokens,
} from '../../../contract/campaign-theme.ts';
import { serverMessage, t, type MessageKey } from '../../i18n/index.ts';
import { failureMessage, isUnauthorized, placeRefusal } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { firstListedVehicle, getTheme, saveTheme, uploadThemeImage } from './api.ts';

type Deps = { slug: string; onUnauthorized: () => void };
/** Errors by the token's path (`colours.primary`, `hero.stops.1.colour`, `shadow.blur`, `font`, `logo`). */
export type ThemeErrors = Record<string, string>;
type ShadowDraft = { y: string; blur: string; colour: string; opacity: string };
/** The editable fields as typed. */
export type ThemeDraft = {
  colours: Record<ThemeColour, string>;
  hero: { angle: string; stops: { colour: string; at: string }[] };
  font: string;
  /** Empty: headings use the body font. */
  headingFont: string;
  radius: string;
  logoRadius: string;
  /** Null: the cards have no shadow. */
  shadow: ShadowDraft | null;
};

/** A theme colour's name in the member's language. */
export const colourName = (name: ContrastCheck['on']) => t(`colour.${name}` as MessageKey);

/** A pair below 4.5:1 in the member's language. */
export const pairMessage = (c: ContrastCheck): string =>
  t('theme.contrastFails', { text: colourName(c.text), on: colourName(c.on), ratio: c.ratio.toFixed(2) });

const shadowDraft = (s: NonNullable<ThemeTokens['shadow']>): ShadowDraft => ({
  y: String(s.y),
  blur: String(s.blur),
  colour: s.colour,
  opacity: String(s.opacity),
});

const draftOf = (tokens: ThemeTokens): ThemeDraft => ({
  colours: { ...tokens.colours },
  hero: {
    angle: String(tokens.hero.angle),
    stops: tokens.hero.stops.map((stop) => ({ colour: stop.colour, at: String(stop.at) })),
  },
  font: tokens.font,
  headingFont: tokens.headingFont ?? '',
  radius: String(tokens.radius),
  logoRadius: tokens.logoRadius,
  shadow: tokens.shadow ? shadowDraft(tokens.shadow) : null,
});

/** A whole number as typed, else NaN (which the schema refuses with the field's own message). */
const whole = (typed: string): number => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);
const decimal = (typed: string): number =>
  /^(?:\d|\d?\.\d{1,3})$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;

/** The draft as tokens, unchecked: numbers parsed, an empty heading font the body's. */
const tokensOf = (base: ThemeTokens, d: ThemeDraft, images: Pick<ThemeTokens, 'logo' | 'favicon'>): unknown => ({
  ...base,
  ...images,
  colours: d.colours,
  hero: { angle: whole(d.hero.angle), stops: d.hero.stops.map((s) => ({ colour: s.colour, at: whole(s.at) })) },
  font: d.font,
  headingFont: d.headingFont.trim() === '' ? null : d.headingFont,
  radius: whole(d.radius),
  logoRadius: d.logoRadius,
  shadow: d.shadow && {
    y: whole(d.shadow.y),
    blur: whole(d.shadow.blur),
    colour: d.shadow.colour,
    opacity: decimal(d.shadow.opacity),
  },
});

export function createThemeModel({ slug, onUnauthorized }: Deps) {
  const remote = createRemote<CampaignThemeAnswer>();
  const saved = signal<ThemeTokens | null>(null);
  const draft = signal<ThemeDraft | null>(null);
  const images = signal<Pick<ThemeTokens, 'logo' | 'favicon'>>({ logo: null, favicon: null });
  const errors = signal<ThemeErrors>({});
  const formError = signal<string | null>(null);
  const saving = signal(false);
  const uploading = signal(false);
  const done = signal(false);
  /** One vehicle of the campaign's first dealer, for the preview's vehicle page (null: none listed, or not yet). */
  const previewVehicle = signal<string | null>(null);

  /** The draft as tokens (unchecked): what the preview and the contrast read. */
  const candidate = computed((): unknown => {
    const base = saved.value;
    const d = draft.value;
    return base && d ? tokensOf(base, d, images.value) : null;
  });
  /** The draft when it passes the stored shape (contrast aside): the preview shows only such tokens. */
  const valid = computed((): ThemeTokens | null => {
    const parsed = v.safeParse(ThemeTokensSchema, candidate.value);
    return parsed.success ? parsed.output : null;
  });
  const contrast = computed(() => (valid.value ? checkThemeContrast(valid.value) : []));

  function show(answer: CampaignThemeAnswer): void {
    batch(() => {
      saved.value = answer.tokens;
      draft.value = draftOf(answer.tokens);
      images.value = { logo: answer.tokens.logo, favicon: answer.tokens.favicon };
    });
  }

  function edited(path: string): void {
    done.value = false;
    if (errors.value[path]) {
      const rest = { ...errors.value };
      delete rest[path];
      errors.value = rest;
    }
  }

  /** One edit of the draft; the field's error and the saved notice go with it. */
  function change(path: string, next: (d: ThemeDraft) => ThemeDraft): void {
    const d = draft.value;
    if (!d) return;
    batch(() => {
      draft.value = next(d);
      edited(path);
    });
  }

  function place(found: readonly { field: string; message: string }[]): void {
    const mine: ThemeErrors = {};
    for (const { field, message } of found) mine[field || 'form'] ??= serverMessage(message);
    batch(() => {
      formError.value = mine['form'] ?? null;
      errors.value = mine;
    });
  }

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => getTheme(slug, signal ?? aborted));
    if (found) show(found);
    const dealerId = found?.campaign.dealerId;
    // The preview's second page only: without a vehicle it shows home alone.
    if (dealerId && previewVehicle.value === null)
      previewVehicle.value = await firstListedVehicle(dealerId, signal).catch(() => null);
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    draft: computed(() => draft.value),
    images: computed(() => images.value),
    previewVehicle: computed(() => previewVehicle.value),
    valid,
    contrast,
    errors: computed(() => errors.value),
    formError: computed(() => formError.value),
    saving: computed(() => saving.value),
    uploading: computed(() => uploading.value),
    saved: computed(() => done.value),
    load,
    retry: () => load(),
    setColour(name: ThemeColour, typed: string): void {
      change(`colours.${name}`, (d) => ({ ...d, colours: { ...d.colours, [name]: typed } }));
    },
    setFont(typed: string): void {
      change('font', (d) => ({ ...d, font: typed }));
    },
    setHeadingFont(typed: string): void {
      change('headingFont', (d) => ({ ...d, headingFont: typed }));
    },
    setRadius(typed: string): void {
      change('radius', (d) => ({ ...d, radius: typed }));
    },
    setLogoRadius(typed: string): void {
      change('logoRadius', (d) => ({ ...d, logoRadius: typed }));
    },
    setHeroAngle(typed: string): void {
      change('hero.angle', (d) => ({ ...d, hero: { ...d.hero, angle: typed } }));
    },
    setHeroStop(index: number, key: 'colour' | 'at', typed: string): void {
      change(`hero.stops.${index}.${key}`, (d) => ({
        ...d,
        hero: { ...d.hero, stops: d.hero.stops.map((stop, i) => (i === index ? { ...stop, [key]: typed } : stop)) },
      }));
    },
    /** A third colour, starting as the second (the band looks the same until it is changed). */
    addHeroStop(): void {
      change('hero.stops', (d) => {
        const last = d.hero.stops[d.hero.stops.length - 1];
        if (d.hero.stops.length >= 3 || !last) return d;
        return { ...d, hero: { ...d.hero, stops: [...d.hero.stops, { ...last, at: '100' }] } };
      });
    },
    removeHeroStop(): void {
      change('hero.stops', (d) =>
        d.hero.stops.length > 2 ? { ...d, hero: { ...d.hero, stops: d.hero.stops.slice(0, 2) } } : d,
      );
    },
    /** Off: no shadow; on: the last one saved, else the default theme's. */
    setShadowOn(on: boolean): void {
      const known = saved.value?.shadow ?? DEFAULT_THEME_TOKENS.shadow;
      change('shadow', (d) => ({ ...d, shadow: on ? (d.shadow ?? (known && shadowDraft(known))) : null }));
    },
    setShadow(key: keyof ShadowDraft, typed: string): void {
      change(`shadow.${key}`, (d) => (d.shadow ? { ...d, shadow: { ...d.shadow, [key]: typed } } : d));
    },
    clearImage(which: 'logo' | 'favicon'): void {
      batch(() => {
        images.value = { ...images.value, [which]: null };
        edited(which);
      });
    },
    async upload(which: 'logo' | 'favicon', file: File): Promise<void> {
      batch(() => {
        uploading.value = true;
        edited(which);
      });
      try {
        const { key } = await uploadThemeImage(slug, file);
        images.value = { ...images.value, [which]: key };
      } catch (error) {
        if (isUnauthorized(error)) onUnauthorized();
        else errors.value = { ...errors.value, [which]: failureMessage(error) };
      } finally {
        uploading.value = false;
      }
    },
    async save(): Promise<boolean> {
      if (remote.state.value.status !== 'complete' || saving.value) return false;
      const parsed = v.safeParse(ThemeInputSchema, candidate.value);
      if (!parsed.success) {
        const failing = contrast.value.filter((c) => !c.passes);
        place(
          parsed.issues.map((issue) => {
            const field = v.getDotPath(issue) ?? '';
            // A failing pair in the member's language, named as the contrast list names it.
            const pair = failing.find((c) => issue.message === contrastMessage(c));
            return { field, message: pair ? pairMessage(pair) : issue.message };
          }),
        );
        done.value = false;
        return false;
      }
      batch(() => {
        saving.value = true;
        done.value = false;
        formError.value = null;
      });
      try {
        show(await saveTheme(slug, parsed.output));
        batch(() => {
          errors.value = {};
          done.value = true;
        });
        return true;
      } catch (error) {
        placeRefusal(error, { onUnauthorized, place, formError });
        return false;
      } finally {
        saving.value = false;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type ThemeModel = ReturnType<typeof createThemeModel>;
