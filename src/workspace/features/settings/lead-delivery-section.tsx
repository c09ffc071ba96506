/**
 * "Where leads go" on the lead settings page: the transport, the CRM's URL or e-mail address, and
 * "Send a test lead", whose result (and the CRM's short answer) is read out in a polite live region; and
 * the change history of where they go.
 */
import { useId, useRef, useState } from 'react';
import { LEAD_TRANSPORTS, type TestLeadResult } from '../../../contract/workspace-lead-delivery.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { focusFirstInvalid, FormAlert, TextField } from '../../lib/fields.tsx';
import { ErrorPanel, Loading } from '../../lib/page.tsx';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { createLeadDeliveryModel, type LeadDeliveryModel } from './lead-delivery-model.ts';

export function LeadDeliverySection({ dealerId, model: given }: { dealerId: string; model?: LeadDeliveryModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createLeadDeliveryModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  const [saves, setSaves] = useState(0);
  return (
    <>
      <LeadDeliveryForm model={model} onSaved={() => setSaves((n) => n + 1)} />
      <SettingsHistory
        title={t('history.titleOf', { what: t('leadDelivery.title') })}
        kind="dealer-lead-delivery"
        id={dealerId}
        refreshKey={saves}
        onReverted={() => void model.load()}
      />
    </>
  );
}

function LeadDeliveryForm({ model, onSaved }: { model: LeadDeliveryModel; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const state = model.state.value;
  const heading = (
    <h2 id={`${id}-title`} class="ws-settings__title">
      {t('leadDelivery.title')}
    </h2>
  );
  if (state.status === 'error')
    return (
      <section aria-labelledby={`${id}-title`}>
        {heading}
        <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
      </section>
    );
  if (state.status !== 'complete') return <Loading />;
  const errors = model.errors.value;
  const transport = model.transport.value;
  const fallback = state.data.defaultEndpoint;
  const testing = model.testing.value;
  return (
    <section aria-labelledby={`${id}-title`} class="ws-settings ws-delivery">
      {heading}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.save().then((ok) => {
            if (ok) onSaved();
            else focusFirstInvalid(formRef.current);
          });
        }}
      >
        <p>{t('leadDelivery.intro', { dealer: state.data.dealer.name })}</p>
        <FormAlert message={model.formError.value} />
        <fieldset class="ws-settings__kinds">
          <legend>{t('leadDelivery.transport')}</legend>
          <div class="ws-settings__kind-list">
            {LEAD_TRANSPORTS.map((option) => (
              <div key={option} class="ws-field ws-field--check">
                <input
                  id={`${id}-${option}`}
                  type="radio"
                  name="transport"
                  value={option}
                  checked={transport === option}
                  onChange={() => model.setTransport(option)}
                />
                <label for={`${id}-${option}`}>{t(`leadDelivery.transport.${option}` as MessageKey)}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {transport === 'HTTP' ? (
          <TextField
            label={t('leadDelivery.endpoint')}
            name="endpoint"
            type="text"
            inputMode="text"
            autoComplete="url"
            spellCheck={false}
            autoCapitalize="off"
            value={model.endpoint.value}
            onValue={(typed) => model.setEndpoint(typed)}
            hint={
              fallback ? t('leadDelivery.endpointHint', { default: fallback }) : t('leadDelivery.endpointHintRequired')
            }
            error={errors.endpoint}
          />
        ) : (
          <TextField
            label={t('leadDelivery.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="off"
            value={model.email.value}
            onValue={(typed) => model.setEmail(typed)}
            hint={t('leadDelivery.emailHint')}
            error={errors.email}
          />
        )}
        <div class="ws-actions">
          <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.saving.value}>
            {t('leadDelivery.save')}
          </button>
          <p class="ws-status" role="status">
            {model.saved.value ? t('leadDelivery.saved') : ''}
          </p>
        </div>
      </form>
      <div class="ws-delivery__test">
        <p id={`${id}-test-hint`} class="ws-field__hint">
          {model.unsaved.value ? t('leadDelivery.unsaved') : t('leadDelivery.testHint')}
        </p>
        <button
          type="button"
          class="ws-button"
          aria-describedby={`${id}-test-hint`}
          aria-disabled={testing || model.unsaved.value}
          onClick={() => {
            if (!model.unsaved.value) void model.sendTest();
          }}
        >
          {t('leadDelivery.test')}
        </button>
        <div class="ws-delivery__result" role="status" aria-live="polite">
          {testing ? <p>{t('leadDelivery.sending')}</p> : null}
          {model.testError.value ? <p class="ws-field__error">{model.testError.value}</p> : null}
          {model.result.value ? <TestResult result={model.result.value} /> : null}
        </div>
      </div>
    </section>
  );
}

function TestResult({ result }: { result: TestLeadResult }) {
  const ok = result.outcome === 'delivered' || result.outcome === 'sent';
  return (
    <>
      <p class={ok ? 'ws-delivery__ok' : 'ws-field__error'}>
        {t(`leadDelivery.result.${result.outcome}` as MessageKey, {
          target: result.target,
          status: String(result.status ?? ''),
        })}
      </p>
      {result.answer && (
        <>
          <p class="ws-delivery__answer-label">{t('leadDelivery.answer')}</p>
          <pre class="ws-delivery__answer">{result.answer}</pre>
        </>
      )}
    </>
  );
}
