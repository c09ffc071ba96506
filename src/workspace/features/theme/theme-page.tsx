/**
 * A campaign's white-label theme: its colours (each a picker and a text field), font, corner radius, logo and
 * favicon, the contrast of every text/background pair as you pick, and a preview of the widget beside the form
 * that follows every edit before saving. The preview takes only tokens that pass the contract's schema and sets
 * them as custom properties through the CSSOM: never persisted, never from another page.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import {
  THEME_COLOURS,
  themeImagePath,
  themeProperties,
  type ContrastCheck,
  type ThemeColour,
  type ThemeTokens,
} from '../../../contract/campaign-theme.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { focusFirstInvalid, FormAlert, TextField } from '../../lib/fields.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { ErrorPanel, Loading, PageTitle } from '../../lib/page.tsx';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { createThemeModel, pairMessage, type ThemeModel } from './theme-model.ts';

const colourName = (name: ContrastCheck['on']) => t(`colour.${name}` as MessageKey);

export default function ThemePage({ model: given }: { model?: ThemeModel }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const { session } = useWorkspaceEnv();
  const model = usePageModel(() => given ?? createThemeModel({ slug, onUnauthorized: () => session.expire() }), [slug]);
  const [saves, setSaves] = useState(0);
  return (
    <>
      <PageTitle>{t('theme.title')}</PageTitle>
      <ThemeEditor model={model} onSaved={() => setSaves((n) => n + 1)} />
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
    <div class="ws-theme">
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
              model={model}
              name={name}
              value={draft.colours[name]}
              error={errors[`colours.${name}`]}
            />
          ))}
        </fieldset>
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
          label={t('theme.radius')}
          name="radius"
          value={draft.radius}
          onValue={(typed) => model.setRadius(typed)}
          inputMode="numeric"
          hint={t('theme.radiusHint')}
          autoComplete="off"
          error={errors['radius']}
        />
        <ImageField model={model} which="logo" error={errors['logo']} />
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
      <Preview tokens={model.valid.value} name={state.data.campaign.name} />
    </div>
  );
}

function ColourField({
  model,
  name,
  value,
  error,
}: {
  model: ThemeModel;
  name: ThemeColour;
  value: string;
  error: string | undefined;
}) {
  const label = t(`colour.${name}` as MessageKey);
  const pair = model.contrast.value.find((c) => c.text === name);
  return (
    <div class="ws-theme__colour">
      <input
        type="color"
        class="ws-theme__swatch"
        aria-label={t('theme.pick', { name: label })}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : '#000000'}
        onInput={(event) => model.setColour(name, event.currentTarget.value)}
      />
      <TextField
        label={label}
        name={`colours.${name}`}
        value={value}
        onValue={(typed) => model.setColour(name, typed)}
        autoComplete="off"
        spellCheck={false}
        maxLength={7}
        hint={
          pair
            ? t('theme.contrast', { text: label, on: colourName(pair.on), ratio: pair.ratio.toFixed(2) })
            : t('theme.hexHint')
        }
        error={error}
      />
    </div>
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

/** The widget's shell in small: the last valid draft's custom properties on its root, set through the CSSOM. */
function Preview({ tokens, name }: { tokens: ThemeTokens | null; name: string }) {
  const root = useRef<HTMLDivElement>(null);
  const last = useRef<ThemeTokens | null>(null);
  useEffect(() => {
    const el = root.current;
    const shown = tokens ?? last.current;
    if (!el || !shown) return;
    last.current = shown;
    for (const [property, value] of themeProperties(shown)) el.style.setProperty(property, value);
  }, [tokens]);
  const logo = (tokens ?? last.current)?.logo;
  return (
    <section class="ws-theme__preview" aria-labelledby="theme-preview-title">
      <h2 id="theme-preview-title">{t('theme.preview')}</h2>
      <div ref={root} class="ws-preview" role="img" aria-label={t('theme.previewFrame')} data-testid="theme-preview">
        <div class="ws-preview__nav">
          {logo ? (
            <img class="ws-preview__logo" src={themeImagePath(logo)} alt="" />
          ) : (
            <span class="ws-preview__mark">{name.charAt(0)}</span>
          )}
          <span>{name}</span>
        </div>
        <div class="ws-preview__hero">
          <strong>{t('theme.previewHome')}</strong>
        </div>
        <div class="ws-preview__card">
          <strong class="ws-preview__heading">{t('theme.previewDeal')}</strong>
          <span class="ws-preview__muted">$489/mo</span>
          <span class="ws-preview__link">{t('colour.link')}</span>
          <span class="ws-preview__button">{t('theme.previewButton')}</span>
        </div>
        <div class="ws-preview__footer">{name}</div>
      </div>
    </section>
  );
}
