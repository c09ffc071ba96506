/**
 * `/trade`: visitors see the sign-in prompt; a shopper with a current
 * trade sees it first (an expired one goes to quote-expired), with 'Value another vehicle'; then
 * the look-up form (seed 000 §2 "asks for a VIN, or for a plate or VIN"): the VIN checked as it is
 * typed, or a plate and its state. Errors land on the field and the typed value stays.
 */
import { useEffect, useId, useRef } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { createRemote } from '../../lib/remote-data.ts';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { SelectField } from '../../lib/ui/select-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
// The states call alone: the address feature's index would bring its whole form into this chunk.
import { getStates } from '../address/index.ts';
import { type UsState } from '../../contract/address.ts';
import { useSession, retryWait } from '../auth/index.ts';
import { getTrade } from './api.ts';
import { type Trade, normalizeVin, VIN_LENGTH, vinProblem } from '../../contract/trade.ts';
import type { TradeModel } from './model.ts';
import { TRADE_STEPS, vinProblemWhileTyping, VIN_PROBLEM_KEYS } from './rules.ts';
import { OnwardLink, useFlowHref } from './trade-parts.tsx';

import { lazyPart } from '../../lib/ui/lazy-part.tsx';

/** Only a visitor is asked to sign in: the prompt comes in its own chunk. */
const SignInPrompt = lazyPart(
  () => import('./sign-in-prompt.tsx'),
  (m) => m.SignInPrompt,
);
// The current trade's summary is shown once the trade is read: its chunk is fetched alongside, not in this one.
const summaryParts = () => import('./summary-parts.tsx');
export const TradeSummary = lazyPart(summaryParts, (m) => m.TradeSummary);
const PhotosLink = lazyPart(summaryParts, (m) => m.PhotosLink, { quiet: true });
import { PageHeading as SharedHeading } from '../../lib/ui/page-heading.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';

export function EntryPage({ model }: { model: TradeModel | null }) {
  return (
    <section class="page page--narrow trade">
      <SharedHeading>{t('trade.heading')}</SharedHeading>
      <p>{t('trade.lead')}</p>
      {model ? <ShopperEntry model={model} /> : <SignInPrompt />}
    </section>
  );
}

function ShopperEntry({ model }: { model: TradeModel }) {
  // A look-up in progress, or 'Value another vehicle' chosen: straight to the form.
  if (model.another.value || model.inProgress.value) return <EntryForm model={model} />;
  return <CurrentTradeFirst model={model} />;
}

/** GET /trade: the shopper's current trade first, if they have one. */
function CurrentTradeFirst({ model }: { model: TradeModel }) {
  const prospectId = useSession().visitor.value.prospectId;
  const to = useFlowHref();
  const { state, retry } = useRemote((signal) => getTrade(prospectId, signal), [prospectId]);
  return (
    <RemoteView state={state} retry={retry} label={t('trade.loading')}>
      {(trade) =>
        trade === null ? (
          <EntryForm model={model} />
        ) : trade.expired ? (
          <Redirect to={to('tradeQuoteExpired')} />
        ) : (
          <CurrentTrade model={model} trade={trade} />
        )
      }
    </RemoteView>
  );
}

function CurrentTrade({ model, trade }: { model: TradeModel; trade: Trade }) {
  return (
    <>
      <section class="card" aria-labelledby="trade-current">
        <h2 id="trade-current">{t('trade.current.heading')}</h2>
        <TradeSummary trade={trade} />
        <PhotosLink trade={trade} />
      </section>
      <div class="register__actions">
        <button
          type="button"
          class="button button--secondary"
          onClick={() => {
            focusEntryHeading = true;
            model.startAnother();
          }}
        >
          {t('trade.anotherVehicle')}
        </button>
        <OnwardLink />
      </div>
    </>
  );
}

function EntryForm({ model }: { model: TradeModel }) {
  const { navigate } = useEnv();
  const to = useFlowHref();
  const form = model.entry;
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const byPlate = form.values.value.method === 'plate';
  const locked = model.lockedFor.value;
  const submitting = form.submitting.value;

  async function onSubmit(event: Event) {
    event.preventDefault();
    const outcome = await model.lookUp();
    if (outcome === 'found') navigate(to('tradeInfo'));
    else setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  return (
    <form class="card" noValidate onSubmit={onSubmit} ref={formRef} aria-labelledby={headingId}>
      <EntryHeading id={headingId} />
      <p>{t('trade.entry.lead')}</p>
      <RadioGroupField
        form={form}
        name="method"
        layout="row"
        options={[
          { value: 'vin', label: t('trade.entry.byVin') },
          { value: 'plate', label: t('trade.entry.byPlate') },
        ]}
      />
      {byPlate ? (
        <>
          <TextField
            form={form}
            name="plate"
            autoComplete="off"
            maxLength={10}
            format={(value) => value.toUpperCase()}
            required
          />
          <StateSelect model={model} />
        </>
      ) : (
        <VinField model={model} />
      )}
      <FormErrors
        messages={[
          ...(locked !== null ? [t('trade.tooMany', { wait: retryWait(locked) })] : []),
          ...form.formError.value,
        ]}
      />
      <div class="register__actions">
        <button type="submit" class="button button--primary" disabled={submitting} aria-busy={submitting}>
          {t(submitting ? 'trade.checking' : 'trade.entry.find')}
        </button>
      </div>
    </form>
  );
}

/** Set by 'Value another vehicle' on /trade: the form that takes the current trade's place takes focus. */
let focusEntryHeading = false;

/** The form's own heading, step 1 of 4; focused when the shopper asked for the form in place of their trade. */
function EntryHeading({ id }: { id: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusEntryHeading) ref.current?.focus();
    focusEntryHeading = false;
  }, []);
  return (
    <h2 id={id} class="register__step" tabIndex={-1} ref={ref}>
      <span class="register__progress">
        {t('trade.progress', { step: TRADE_STEPS.indexOf('entry') + 1, total: TRADE_STEPS.length })}
      </span>{' '}
      <span>{t('trade.entry.heading')}</span>
    </h2>
  );
}

/**
 * The VIN, checked as it is typed: a wrong character at once, the check digit
 * once all 17 are in, the length when the field is left or the form sent; a count and, when the
 * VIN is right, a word saying so.
 */
function VinField({ model }: { model: TradeModel }) {
  const form = model.entry;
  const id = useId();
  const value = form.values.value.vin;
  const server = form.serverErrors.value.vin;
  const shown = server ?? form.fieldError('vin');
  const typing = vinProblemWhileTyping(value);
  const error = shown ?? (typing ? t(VIN_PROBLEM_KEYS[typing]) : null);
  const length = normalizeVin(value).length;
  const valid = length === VIN_LENGTH && vinProblem(value) === null && !server;
  return (
    <div class="field">
      <label class="field__label" for={id}>
        {form.label('vin')}
      </label>
      <p id={`${id}-hint`} class="field__note muted">
        {t('trade.vin.hint')}
      </p>
      <input
        id={id}
        class="field__input trade-vin"
        name="vin"
        value={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellcheck={false}
        maxLength={24}
        required
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={`${id}-hint ${id}-count ${id}-status`}
        onInput={(event) => {
          const input = event.currentTarget;
          const next = input.value.toUpperCase();
          if (next !== input.value) input.value = next;
          form.setValue('vin', next);
        }}
        onBlur={() => form.touch('vin')}
      />
      <p id={`${id}-count`} class="field__note muted">
        {t('trade.vin.count', { count: length })}
      </p>
      {/* Said when it changes: a problem, or that the VIN is right (the count is not, key by key). */}
      <div id={`${id}-status`} aria-live="polite">
        {error ? (
          <p class="field__error">{error}</p>
        ) : (
          valid && <p class="field__note trade-vin__ok">{t('trade.vin.ok')}</p>
        )}
      </div>
    </div>
  );
}

const states = createRemote<UsState[]>();

/** The plate's state, from the sandbox's list of states (GET /states), loaded when first needed. */
function StateSelect({ model }: { model: TradeModel }) {
  useEffect(() => {
    if (states.state.value.status === 'idle' || states.state.value.status === 'error') {
      void states.run((signal) => getStates(signal));
    }
  }, []);
  const status = states.state.value.status;
  const options = (states.data.value ?? []).map((s) => ({ value: s.abbreviation, label: s.name }));
  const chosen = model.entry.values.value.state;
  // A state chosen before the list arrived stays selectable.
  if (chosen && !options.some((o) => o.value === chosen)) options.unshift({ value: chosen, label: chosen });
  return (
    <>
      <SelectField
        form={model.entry}
        name="state"
        options={options}
        placeholder={t(status === 'loading' ? 'common.loading' : 'trade.state.placeholder')}
        required
      />
      {status === 'error' && (
        <p class="field__error" role="alert">
          {t('trade.state.error')}{' '}
          <button type="button" class="button--link" onClick={() => void states.run((signal) => getStates(signal))}>
            {t('common.tryAgain')}
          </button>
        </p>
      )}
    </>
  );
}
