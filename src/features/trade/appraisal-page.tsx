/**
 * `/trade/appraisal` and `/trade/manual-payoff`: the offer for the answers (POST /trade/appraisals, once per
 * set of answers; the calculating steps while it is worked out), how it was reached, its expiry (MM/DD/YYYY),
 * the choice to trade it in or sell it, and Save. A shopper who owes money then gives their
 * lender and payoff (PUT /trade/payoff) and sees the net cash offer, negative equity said as such.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { INDICATORS, type Appraisal } from '../../contract/trade.ts';
import type { TradeModel } from './model.ts';
import { netCashOffer, parseDollars } from './rules.ts';
import { NetCashOffer, PageHeading, Rows, useFlowHref } from './trade-parts.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { adjustment, stepRedirect, TradeDone } from './later-parts.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';
import { LazyCalculatingWait } from '../tour/index.ts';

type Offer = Extract<Appraisal, { status: 'OFFER' }>;

export function AppraisalPage({ model }: { model: TradeModel }) {
  const { navigate } = useEnv();
  const to = useFlowHref();
  const redirect = stepRedirect(model, 'appraisal', to);
  const current = model.current.value;
  const saved = model.saved.value;

  async function appraise() {
    if ((await model.requestAppraisal()) === 'locked') navigate(to('tradeMaxAttempts'), { replace: true });
  }

  // The answers as they are now have no appraisal yet: ask for one (once; Try again asks again).
  const needed = !redirect && current === null;
  useEffect(() => {
    if (needed) void appraise();
  }, [needed]);

  if (redirect) return <Redirect to={redirect} />;
  if (current?.status === 'NO_OFFER') return <Redirect to={to('tradeNoOffer')} />;
  if (current && saved && model.finished.value) return <TradeDone model={model} trade={saved} />;
  return (
    <section class="page page--narrow trade">
      <PageHeading>{t('trade.appraisal.heading')}</PageHeading>
      {current ? (
        <OfferView model={model} offer={current} />
      ) : (
        <Appraising model={model} retry={() => void appraise()} />
      )}
    </section>
  );
}

/**
 * While the offer is worked out, the calculating steps (seed 001 §4) under 'Valuing your vehicle…', only as long
 * as the answer takes; a failure, with Try again and the way back to the answers.
 */
function Appraising({ model, retry }: { model: TradeModel; retry: () => void }) {
  const to = useFlowHref();
  const state = model.appraising.state.value;
  if (state.status !== 'error') {
    return <LazyCalculatingWait wait="appraisal" label={t('trade.appraisal.valuing')} showLabel />;
  }
  return (
    <>
      <RemoteView state={state} retry={retry} label="">
        {() => null}
      </RemoteView>
      <p>
        <Link href={to('tradeInfo')}>{t('trade.appraisal.change')}</Link>
      </p>
    </>
  );
}

function OfferView({ model, offer }: { model: TradeModel; offer: Offer }) {
  const { navigate } = useEnv();
  const to = useFlowHref();
  const owes = model.owesMoney.value;
  const busy = model.busy.value;
  const { breakdown } = offer;

  async function onSave(event: Event) {
    event.preventDefault();
    // Not owing, the page turns into the done state; owing, the payoff comes next.
    if ((await model.save()) && owes) navigate(to('tradeManualPayoff'));
  }

  return (
    <>
      <div class="card trade-offer">
        <p>{t('trade.appraisal.for', { vehicle: offer.vehicleName })}</p>
        <p class="trade-offer__label">{t('trade.appraisal.offer')}</p>
        <p class="trade-offer__amount">{formatMoney(offer.offer)}</p>
        <p class="muted">{t('trade.appraisal.expires', { date: formatDate(offer.expiresAt) })}</p>
      </div>
      <section class="card" aria-labelledby="trade-how">
        <h2 id="trade-how">{t('trade.appraisal.how')}</h2>
        <Rows
          rows={[
            [t('trade.breakdown.baseValue'), formatMoney(breakdown.baseValue)],
            [t('trade.breakdown.mileage'), adjustment(breakdown.mileageAdjustment)],
            [t('trade.breakdown.condition'), adjustment(breakdown.conditionAdjustment)],
            [t('trade.breakdown.history'), adjustment(breakdown.historyAdjustment)],
            [t('trade.breakdown.features'), adjustment(breakdown.featuresAdjustment)],
            [t('trade.appraisal.offer'), formatMoney(offer.offer), 'trade-rows__total'],
          ]}
        />
      </section>
      <form class="card" noValidate onSubmit={onSave}>
        <RadioGroupField
          form={model.choice}
          name="indicator"
          options={INDICATORS.map((value) => ({ value, label: t(`trade.indicator.${value}`) }))}
        />
        <FormErrors messages={model.actionError.value} />
        <div class="register__actions">
          <Link href={to('tradeHistory')} class="button button--secondary">
            {t('trade.appraisal.change')}
          </Link>
          <button type="submit" class="button button--primary" aria-disabled={busy ? 'true' : 'false'}>
            {t(busy ? 'trade.appraisal.saving' : owes ? 'trade.appraisal.savePayoff' : 'trade.appraisal.save')}
          </button>
        </div>
      </form>
    </>
  );
}

export function PayoffPage({ model }: { model: TradeModel }) {
  const to = useFlowHref();
  const redirect = stepRedirect(model, 'appraisal', to);
  const current = model.current.value;
  const saved = model.saved.value;
  if (redirect) return <Redirect to={redirect} />;
  // The payoff is asked of a saved offer, from a shopper who said they owe money on it.
  if (!current || !saved || !model.isSaved.value || !model.owesMoney.value) {
    return <Redirect to={to('tradeAppraisal')} />;
  }
  if (model.finished.value) return <TradeDone model={model} trade={saved} />;
  return <PayoffForm model={model} offer={saved.offer} />;
}

function PayoffForm({ model, offer }: { model: TradeModel; offer: number }) {
  const to = useFlowHref();
  const form = model.payoff;
  const formRef = useRef<HTMLFormElement>(null);
  const typed = parseDollars(form.values.value.payoff);
  const submitting = form.submitting.value;

  async function onSubmit(event: Event) {
    event.preventDefault();
    if (!(await model.savePayoff())) {
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    }
  }

  const rows: [string, ReactNode][] = [[t('trade.offer'), formatMoney(offer)]];
  if (typed !== null && typed > 0) rows.push([t('trade.payoff'), adjustment(-typed)]);
  return (
    <section class="page page--narrow trade">
      <PageHeading>{t('trade.payoff.heading')}</PageHeading>
      <p>{t('trade.payoff.lead')}</p>
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef}>
        <TextField form={form} name="lender" autoComplete="off" maxLength={80} required />
        <TextField
          form={form}
          name="payoff"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          describedBy="trade-payoff-hint"
          required
        />
        <p id="trade-payoff-hint" class="field__note muted trade-hint">
          {t('trade.payoff.hint')}
        </p>
        {/* The net as the shopper types (said when it settles); the saved trade's, from the server, once saved. */}
        <Rows rows={rows} />
        <div aria-live="polite">{typed !== null && typed > 0 && <NetCashOffer net={netCashOffer(offer, typed)} />}</div>
        <FormErrors messages={[...form.formError.value, ...model.actionError.value]} />
        <div class="register__actions">
          <Link href={to('tradeAppraisal')} class="button button--secondary">
            {t('trade.back')}
          </Link>
          <button type="submit" class="button button--primary" aria-disabled={submitting ? 'true' : 'false'}>
            {t(submitting ? 'trade.appraisal.saving' : 'trade.payoff.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
