/**
 * A campaign's white-label theme: its colours (each a picker and a text field), hero band, fonts, corners, card
 * shadow, logo and favicon, the contrast of every text/background pair as you pick, and the campaign's real widget
 * beside the form (home or a vehicle page, framed from this origin) wearing every valid edit before saving.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import {
  THEME_COLOURS,
  themeImagePath,
  type ContrastCheck,
  type ThemeTokens,
} from '../../../contract/campaign-theme.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { CheckboxField, focusFirstInvalid, FormAlert, TextField } from '../../lib/fields.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { ErrorPanel, Loading, PageTitle } from '../../lib/page.tsx';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { href } from '../../routes.ts';
import { applyDraftSheet } from './preview-sheet.ts';
import { colourName, createThemeModel, pairMessage, type ThemeModel } from './theme-model.ts';

export default function ThemePage({ model: given }: { model?: ThemeModel }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const { session } = useWorkspaceEnv();
  const model = usePageModel(() => given ?? createThemeModel({ slug, onUnauthorized: () => session.expire() }), [slug]);
  const [saves, setSaves] = useState(0);
  return (
    <>
      <p class="ws-back">
        <Link href={href('campaign', { slug })}>{t('theme.back')}</Link>
      </p>
      <PageTitle>{t('theme.title')}</PageTitle>
      <div class="ws-theme">
        <ThemeEditor model={model} onSaved={() => setSaves((n) => n + 1)} />
        {/* Outside the form's loading switch: reading the theme again (a revert) keeps the framed widget. */}
        {model.draft.value && (
          <WidgetPreview slug={slug} tokens={model.valid.value} vehicleId={model.previewVehicle.value} />
        )}
      </div>
      <SettingsHistory
        title={t('history.titleOf', { what: t('theme.title') })}
        kind="campaign-theme"
        id={slug}
        refreshKey={saves}
        onReverted={() => void model.load()}
      />
    </>
  );
}

function ThemeEditor({ model, onSaved }: { model: ThemeModel; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const state = model.state.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  const draft = model.draft.value;
  if (state.status !== 'complete' || !draft) return <Loading />;
  const errors = model.errors.value;
  const failing = model.contrast.value.filter((c) => !c.passes);
  return (
    <form
      ref={formRef}
      class="ws-settings ws-theme__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.save().then((ok) => {
          if (ok) onSaved();
          else focusFirstInvalid(formRef.current);
        });
      }}
    >
      <p>{t('theme.intro', { campaign: state.data.campaign.name })}</p>
      <FormAlert message={model.formError.value} />
      <fieldset class="ws-theme__colours">
        <legend>{t('theme.colours')}</legend>
        {THEME_COLOURS.map((name) => (
          <ColourField
            key={name}
            label={colourName(name)}
            name={`colours.${name}`}
            value={draft.colours[name]}
            onValue={(typed) => model.setColour(name, typed)}
            pair={pairOf(model, name)}
            error={errors[`colours.${name}`]}
          />
        ))}
      </fieldset>
      <HeroFields model={model} />
      <div class="ws-theme__contrast" role="status">
        {failing.length === 0 ? (
          <p>{t('theme.contrastOk')}</p>
        ) : (
          <ul>
            {failing.map((c) => (
              <li key={`${c.text}-${c.on}`} class="ws-field__error">
                {pairMessage(c)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <TextField
        label={t('theme.font')}
        name="font"
        value={draft.font}
        onValue={(typed) => model.setFont(typed)}
        hint={t('theme.fontHint')}
        autoComplete="off"
        spellCheck={false}
        error={errors['font']}
      />
      <TextField
        label={t('theme.headingFont')}
        name="headingFont"
        value={draft.headingFont}
        onValue={(typed) => model.setHeadingFont(typed)}
        hint={t('theme.headingFontHint')}
        autoComplete="off"
        spellCheck={false}
        error={errors['headingFont']}
      />
      <TextField
        label={t('theme.radius')}
        name="radius"
        value={draft.radius}
        onValue={(typed) => model.setRadius(typed)}
        inputMode="numeric"
        hint={t('theme.radiusHint')}
        autoComplete="off"
        error={errors['radius']}
      />
      <ShadowFields model={model} />
      <ImageField model={model} which="logo" error={errors['logo']} />
      <TextField
        label={t('theme.logoRadius')}
        name="logoRadius"
        value={draft.logoRadius}
        onValue={(typed) => model.setLogoRadius(typed)}
        hint={t('theme.logoRadiusHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={4}
        error={errors['logoRadius']}
      />
      <ImageField model={model} which="favicon" error={errors['favicon']} />
      <div class="ws-actions">
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.saving.value}>
          {t('theme.save')}
        </button>
        <p class="ws-status" role="status">
          {model.saved.value ? t('theme.saved') : ''}
        </p>
      </div>
    </form>
  );
}

/** The pair a colour is the text of, else the first it is the background of. */
const pairOf = (model: ThemeModel, name: ContrastCheck['on']): ContrastCheck | undefined =>
  model.contrast.value.find((c) => c.text === name) ?? model.contrast.value.find((c) => c.on === name);

/** A colour as a picker and a text field; its hint the contrast of the pair it is text in or background of. */
function ColourField({
  label,
  name,
  value,
  onValue,
  pair,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onValue: (typed: string) => void;
  pair: ContrastCheck | undefined;
  error: string | undefined;
}) {
  return (
    <div class="ws-theme__colour">
      <input
        type="color"
        class="ws-theme__swatch"
        aria-label={t('theme.pick', { name: label })}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : '#000000'}
        onInput={(event) => onValue(event.currentTarget.value)}
      />
      <TextField
        label={label}
        name={name}
        value={value}
        onValue={onValue}
        autoComplete="off"
        spellCheck={false}
        maxLength={7}
        hint={
          pair
            ? t('theme.contrast', {
                text: colourName(pair.text),
                on: colourName(pair.on),
                ratio: pair.ratio.toFixed(2),
              })
            : t('theme.hexHint')
        }
        error={error}
      />
    </div>
  );
}

/** The hero band's gradient: its angle and two or three colours, each with its contrast under the hero text. */
function HeroFields({ model }: { model: ThemeModel }) {
  const draft = model.draft.value;
  if (!draft) return null;
  const errors = model.errors.value;
  const stops = draft.hero.stops;
  return (
    <fieldset class="ws-fieldset ws-theme__hero">
      <legend>{t('theme.hero')}</legend>
      <TextField
        label={t('theme.heroAngle')}
        name="hero.angle"
        value={draft.hero.angle}
        onValue={(typed) => model.setHeroAngle(typed)}
        inputMode="numeric"
        hint={t('theme.heroAngleHint')}
        autoComplete="off"
        error={errors['hero.angle']}
      />
      {stops.map((stop, i) => {
        const on = `heroStop${String(i + 1)}` as ContrastCheck['on'];
        return (
          <div key={i} class="ws-theme__stop">
            <ColourField
              label={colourName(on)}
              name={`hero.stops.${String(i)}.colour`}
              value={stop.colour}
              onValue={(typed) => model.setHeroStop(i, 'colour', typed)}
              pair={pairOf(model, on)}
              error={errors[`hero.stops.${String(i)}.colour`]}
            />
            <TextField
              label={t('theme.heroStopAt', { name: colourName(on) })}
              name={`hero.stops.${String(i)}.at`}
              value={stop.at}
              onValue={(typed) => model.setHeroStop(i, 'at', typed)}
              inputMode="numeric"
              hint={t('theme.heroStopAtHint')}
              autoComplete="off"
              error={errors[`hero.stops.${String(i)}.at`]}
            />
          </div>
        );
      })}
      {errors['hero.stops'] && <p class="ws-field__error">{errors['hero.stops']}</p>}
      {stops.length < 3 ? (
        <button type="button" class="ws-button" onClick={() => model.addHeroStop()}>
          {t('theme.heroAdd')}
        </button>
      ) : (
        <button type="button" class="ws-button" onClick={() => model.removeHeroStop()}>
          {t('theme.heroRemove')}
        </button>
      )}
    </fieldset>
  );
}

/** The cards' shadow: none, or its offset, blur, colour and opacity. */
function ShadowFields({ model }: { model: ThemeModel }) {
  const draft = model.draft.value;
  if (!draft) return null;
  const errors = model.errors.value;
  const shadow = draft.shadow;
  return (
    <fieldset class="ws-fieldset ws-theme__shadow">
      <legend>{t('theme.shadow')}</legend>
      <CheckboxField
        label={t('theme.shadowOn')}
        name="shadow"
        checked={shadow !== null}
        onValue={(on) => model.setShadowOn(on)}
      />
      {shadow && (
        <>
          <TextField
            label={t('theme.shadowY')}
            name="shadow.y"
            value={shadow.y}
            onValue={(typed) => model.setShadow('y', typed)}
            inputMode="numeric"
            hint={t('theme.shadowYHint')}
            autoComplete="off"
            error={errors['shadow.y']}
          />
          <TextField
            label={t('theme.shadowBlur')}
            name="shadow.blur"
            value={shadow.blur}
            onValue={(typed) => model.setShadow('blur', typed)}
            inputMode="numeric"
            hint={t('theme.shadowBlurHint')}
            autoComplete="off"
            error={errors['shadow.blur']}
          />
          <ColourField
            label={t('theme.shadowColour')}
            name="shadow.colour"
            value={shadow.colour}
            onValue={(typed) => model.setShadow('colour', typed)}
            pair={undefined}
            error={errors['shadow.colour']}
          />
          <TextField
            label={t('theme.shadowOpacity')}
            name="shadow.opacity"
            value={shadow.opacity}
            onValue={(typed) => model.setShadow('opacity', typed)}
            inputMode="decimal"
            hint={t('theme.shadowOpacityHint')}
            autoComplete="off"
            error={errors['shadow.opacity']}
          />
        </>
      )}
    </fieldset>
  );
}

function ImageField({
  model,
  which,
  error,
}: {
  model: ThemeModel;
  which: 'logo' | 'favicon';
  error: string | undefined;
}) {
  const key = model.images.value[which];
  const label = t(which === 'logo' ? 'theme.logo' : 'theme.favicon');
  const id = `theme-${which}`;
  return (
    <div class="ws-field ws-theme__image">
      <label class="ws-field__label" for={id}>
        {label}
      </label>
      {key ? <img class="ws-theme__image-preview" src={themeImagePath(key)} alt="" /> : <p>{t('theme.imageNone')}</p>}
      <input
        id={id}
        name={which}
        type="file"
        accept="image/png,image/svg+xml,image/webp"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? 'true' : 'false'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void model.upload(which, file);
        }}
      />
      <p id={`${id}-hint`} class="ws-field__hint">
        {model.uploading.value ? t('theme.uploading') : t('theme.imageHint')}
      </p>
      {error && (
        <p id={`${id}-error`} class="ws-field__error">
          {error}
        </p>
      )}
      {key && (
        <button type="button" class="ws-button" onClick={() => model.clearImage(which)}>
          {t('theme.imageRemove', { name: label })}
        </button>
      )}
    </div>
  );
}

type PreviewPage = 'home' | 'vehicle';

/**
 * The campaign's real widget in one frame (its /embed page, inline, from this origin), at home or one of its
 * vehicles: one widget running at a time, the column's full height for it. The last valid draft's sheet is adopted
 * by the framed document on every edit and after every load; nothing is saved or sent.
 */
function WidgetPreview({
  slug,
  tokens,
  vehicleId,
}: {
  slug: string;
  tokens: ThemeTokens | null;
  vehicleId: string | null;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const last = useRef<ThemeTokens | null>(null);
  const [page, setPage] = useState<PreviewPage>('home');
  if (tokens) last.current = tokens;
  const shown = tokens ?? last.current;
  const apply = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (doc && shown) applyDraftSheet(doc, shown);
  }, [shown]);
  useEffect(apply, [apply]);
  const route = page === 'vehicle' && vehicleId ? `/vehicles/${encodeURIComponent(vehicleId)}` : '/';
  const src = `/embed?${new URLSearchParams({ campaign: slug, inline: '1' }).toString()}#${route}`;
  return (
    <section class="ws-theme__preview" aria-labelledby="theme-preview-title">
      <h2 id="theme-preview-title">{t('theme.preview')}</h2>
      <div class="ws-theme__pages" role="group" aria-label={t('theme.previewPage')}>
        <button type="button" class="ws-button" aria-pressed={page === 'home'} onClick={() => setPage('home')}>
          {t('theme.previewHome')}
        </button>
        {vehicleId && (
          <button type="button" class="ws-button" aria-pressed={page === 'vehicle'} onClick={() => setPage('vehicle')}>
            {t('theme.previewVehicle')}
          </button>
        )}
      </div>
      <iframe
        ref={frame}
        class="ws-theme__frame"
        title={t('theme.previewFrame')}
        src={src}
        loading="lazy"
        onLoad={apply}
        data-testid="theme-preview"
      />
    </section>
  );
}
