/**
 * The multi-factor steps on screen: choose where the code goes (masked), send, enter the code,
 * verify, resend after the cool-down. Every wait (cool-down, a 429) counts down in words; errors
 * are announced; focus moves to the code field once a code is on its way.
 */
import '../../lib/i18n/parts/profile.ts';
import { useEffect, useId, useRef } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import type { ContactMethod } from '../../contract/profile.ts';
import type { MfaModel } from './model.ts';
import { waitMessage } from './rules.ts';

const methodLabel = (method: ContactMethod, destination: string) =>
  t(method === 'SMS' ? 'profile.mfa.viaSms' : 'profile.mfa.viaEmail', { destination });

/** Runs the model's one-second clock for its countdowns while the panel is on screen. */
function useClock(model: MfaModel): void {
  useEffect(() => {
    const id = setInterval(() => model.tick(), 1000);
    return () => clearInterval(id);
  }, [model]);
}

export function MfaPanel({ model }: { model: MfaModel }) {
  useClock(model);
  const phase = model.phase.value;
  if (phase === 'verified') return null;
  if (phase === 'loading') {
    return (
      <div class="page-loading" role="status" aria-live="polite">
        <span class="spinner" aria-hidden="true" />
        {t('profile.mfa.loading')}
      </div>
    );
  }
  if (phase === 'load-error') {
    return <ErrorState messages={model.loadError.value ?? []} onRetry={() => void model.load()} />;
  }
  return (
    <div class="card mfa">{phase === 'choose' ? <ChooseMethod model={model} /> : <EnterCode model={model} />}</div>
  );
}

function Problem({ message }: { message: string | null }) {
  return message ? <ErrorState messages={[message]} /> : null;
}

function ResendWait({ seconds }: { seconds: number }) {
  return seconds > 0 ? <p class="muted mfa__wait">{t('profile.mfa.resendIn', { seconds })}</p> : null;
}

function ChooseMethod({ model }: { model: MfaModel }) {
  const methods = model.contact.value?.methods ?? [];
  const name = useId();
  const sending = model.sending.value;
  const wait = model.resendInSeconds.value;
  if (methods.length === 0) {
    return <ErrorState messages={[t('profile.mfa.noMethods')]} />;
  }
  return (
    <form
      class="mfa__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.send();
      }}
    >
      <fieldset class="mfa__methods">
        <legend class="field__label">{t('profile.mfa.chooseLegend')}</legend>
        {methods.map((option) => (
          <label key={option.method} class="mfa__method">
            <input
              type="radio"
              name={name}
              value={option.method}
              checked={model.method.value === option.method}
              onChange={() => model.choose(option.method)}
            />
            {methodLabel(option.method, option.destination)}
          </label>
        ))}
      </fieldset>
      <Problem message={model.error.value} />
      <button type="submit" class="button button--primary" disabled={sending || wait > 0} aria-busy={sending}>
        {sending ? t('profile.mfa.sending') : t('profile.mfa.send')}
      </button>
      <ResendWait seconds={wait} />
    </form>
  );
}

function EnterCode({ model }: { model: MfaModel }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const codeError = model.codeError.value;
  const locked = model.lockedForSeconds.value;
  const wait = model.resendInSeconds.value;
  const verifying = model.verifying.value;
  const methods = model.contact.value?.methods ?? [];
  const destination = model.destination.value ?? '';
  // A code is on its way: the shopper's next move is typing it.
  useEffect(() => input.current?.focus(), []);
  const lockedText = locked > 0 ? waitMessage(locked) : null;
  return (
    <form
      class="mfa__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.verify();
      }}
    >
      <div role="status" aria-live="polite">
        <p>{model.notice.value ?? t('profile.mfa.waiting', { destination })}</p>
      </div>
      <p class="muted">{t('profile.mfa.expiry')}</p>
      <div class="field">
        <label class="field__label" for={id}>
          {t('profile.mfa.codeLabel')}
        </label>
        <input
          ref={input}
          id={id}
          class="field__input mfa__code"
          name="mfaCode"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={model.code.value}
          required
          aria-invalid={codeError ? 'true' : 'false'}
          {...(codeError ? { 'aria-describedby': `${id}-error` } : {})}
          onInput={(event) => model.setCode(event.currentTarget.value)}
        />
        {codeError && (
          <p id={`${id}-error`} class="field__error" role="alert">
            {codeError}
          </p>
        )}
      </div>
      {lockedText && <Problem message={`${t('profile.mfa.locked')} ${t(lockedText.key, lockedText.params)}`} />}
      <Problem message={model.error.value} />
      <button type="submit" class="button button--primary" disabled={verifying || locked > 0} aria-busy={verifying}>
        {verifying ? t('profile.mfa.verifying') : t('profile.mfa.verify')}
      </button>
      <div class="mfa__more">
        <button
          type="button"
          class="button button--link"
          disabled={wait > 0 || model.sending.value}
          onClick={() => void model.send()}
        >
          {t('profile.mfa.resend')}
        </button>
        {methods.length > 1 && (
          <button type="button" class="button button--link" onClick={() => model.changeMethod()}>
            {t('profile.mfa.otherMethod')}
          </button>
        )}
      </div>
      <ResendWait seconds={wait} />
    </form>
  );
}
