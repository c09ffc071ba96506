/**
 * A campaign's theme as the editor shows it: the draft tokens as typed (a colour as its text field holds it),
 * the contrast of every text/background pair as you pick, saved with the contract's schema checked first; the
 * server's field errors land on their field, and nothing typed is lost.
 */
import { batch, computed, signal } from '@preact/signals';
import * as v from 'valibot';
import {
  checkThemeContrast,
  contrastMessage,
  type ContrastCheck,
  ThemeInputSchema,
  ThemeTokensSchema,
  type CampaignThemeAnswer,
  type ThemeColour,
  type ThemeTokens,
} from '../../../contract/campaign-theme.ts';
import { ApiError } from '../../../lib/http.ts';
import { serverMessage, t, type MessageKey } from '../../i18n/index.ts';
import { failureMessage, isUnauthorized } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { getTheme, saveTheme, uploadThemeImage } from './api.ts';

type Deps = { slug: string; onUnauthorized: () => void };
/** Errors by the token's path (`colours.primary`, `font`, `radius`, `logo`). */
export type ThemeErrors = Record<string, string>;
/** The editable fields as typed. */
export type ThemeDraft = { colours: Record<ThemeColour, string>; font: string; radius: string };

const colourName = (name: ContrastCheck['on']) => t(`colour.${name}` as MessageKey);

/** A pair below 4.5:1 in the member's language. */
export const pairMessage = (c: ContrastCheck): string =>
  t('theme.contrastFails', { text: colourName(c.text), on: colourName(c.on), ratio: c.ratio.toFixed(2) });

const draftOf = (tokens: ThemeTokens): ThemeDraft => ({
  colours: { ...tokens.colours },
  font: tokens.font,
  radius: String(tokens.radius),
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

  /** The draft as tokens (unchecked): what the preview and the contrast read. */
  const candidate = computed((): unknown => {
    const base = saved.value;
    const d = draft.value;
    if (!base || !d) return null;
    const radius = /^\d{1,3}$/.test(d.radius.trim()) ? Number(d.radius.trim()) : Number.NaN;
    return { ...base, ...images.value, colours: d.colours, font: d.font, radius };
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
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    draft: computed(() => draft.value),
    images: computed(() => images.value),
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
      const d = draft.value;
      if (!d) return;
      batch(() => {
        draft.value = { ...d, colours: { ...d.colours, [name]: typed } };
        edited(`colours.${name}`);
      });
    },
    setFont(typed: string): void {
      const d = draft.value;
      if (!d) return;
      batch(() => {
        draft.value = { ...d, font: typed };
        edited('font');
      });
    },
    setRadius(typed: string): void {
      const d = draft.value;
      if (!d) return;
      batch(() => {
        draft.value = { ...d, radius: typed };
        edited('radius');
      });
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
        if (isUnauthorized(error)) onUnauthorized();
        else if (error instanceof ApiError && error.isBadRequest && error.fieldErrors.length > 0)
          place(error.fieldErrors);
        else formError.value = failureMessage(error);
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
