/**
 * The trade-in's other endings: no offer (with the reason), the quote expired (one click values the same
 * answers again, POST /trade/reappraise, with the calculating steps while it does), and max attempts exceeded
 * (after a 429, with the wait in words).
 */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { retryWait, useSession } from '../auth/index.ts';
import { getTrade } from './api.ts';
import { APPRAISALS_PER_DAY, type Trade } from '../../contract/trade.ts';
import type { TradeModel } from './model.ts';
import { OnwardLink, PageHeading, useFlowHref } from './trade-parts.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { AnotherVehicleButton, stepRedirect } from './later-parts.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';
import { LazyCalculatingWait } from '../tour/index.ts';

export function NoOfferPage({ model }: { model: TradeModel }) {
  const to = useFlowHref();
  const redirect = stepRedirect(model, 'appraisal', to);
  const current = model.current.value;
  if (redirect) return <Redirect to={redirect} />;
  if (current?.status !== 'NO_OFFER') return <Redirect to={to('tradeAppraisal')} />;
  return (
    <section class="page page--narrow trade">
      <PageHeading>{t('trade.noOffer.heading')}</PageHeading>
      <div class="card">
        <p>
          <strong>{current.vehicleName}</strong>
        </p>
        <p>{t(`trade.noOffer.${current.reason}`)}</p>
        <p class="muted">{t('trade.noOffer.more')}</p>
      </div>
      <div class="register__actions">
        <AnotherVehicleButton model={model} />
        <OnwardLink />
      </div>
    </section>
  );
}

export function QuoteExpiredPage({ model }: { model: TradeModel }) {
  const to = useFlowHref();
  const prospectId = useSession().visitor.value.prospectId;
  const { state, retry } = useRemote((signal) => getTrade(prospectId, signal), [prospectId]);
  return (
    <section class="page page--narrow trade">
      <PageHeading>{t('trade.expired.heading')}</PageHeading>
      <RemoteView state={state} retry={retry} label={t('trade.loading')}>
        {(trade) =>
          trade?.expired ? (
            <Expired model={model} trade={trade} />
          ) : (
            <div class="card">
              <p>{t(trade ? 'trade.expired.valid' : 'trade.expired.none')}</p>
              <Link href={to('trade')} class="button button--primary">
                {t(trade ? 'trade.expired.see' : 'trade.startOver')}
              </Link>
            </div>
          )
        }
      </RemoteView>
    </section>
  );
}

function Expired({ model, trade }: { model: TradeModel; trade: Trade }) {
  const { navigate } = useEnv();
  const to = useFlowHref();
  const busy = model.busy.value;
  useEffect(() => void LazyCalculatingWait.preload(), []);

  async function again() {
    const outcome = await model.revalue(trade);
    if (outcome === 'offer') navigate(to('tradeAppraisal'));
    else if (outcome === 'no-offer') navigate(to('tradeNoOffer'));
    else if (outcome === 'locked') navigate(to('tradeMaxAttempts'));
  }

  return (
    <>
      <div class="card">
        <p>
          {t('trade.expired.body', {
            offer: formatMoney(trade.offer),
            vehicle: trade.vehicleName,
            date: formatDate(trade.expiresAt),
          })}
        </p>
        <p>{t('trade.expired.again')}</p>
        <FormErrors messages={model.actionError.value} />
        <button
          type="button"
          class="button button--primary"
          aria-disabled={busy ? 'true' : 'false'}
          onClick={() => void again()}
        >
          {t(busy ? 'trade.expired.reappraising' : 'trade.expired.reappraise')}
        </button>
        {busy && <LazyCalculatingWait wait="appraisal" label={t('trade.expired.reappraising')} />}
      </div>
      <div class="register__actions">
        <AnotherVehicleButton model={model} />
      </div>
    </>
  );
}

export function MaxAttemptsPage({ model }: { model: TradeModel }) {
  const to = useFlowHref();
  const wait = model.waitSeconds();
  return (
    <section class="page page--narrow trade">
      <PageHeading>{t('trade.maxAttempts.heading')}</PageHeading>
      <div class="card">
        {wait === null ? (
          <>
            <p>{t('trade.maxAttempts.over')}</p>
            <Link href={to('trade')} class="button button--primary">
              {t('trade.heading')}
            </Link>
          </>
        ) : (
          <p>{t('trade.maxAttempts.body', { count: APPRAISALS_PER_DAY, wait: retryWait(wait) })}</p>
        )}
      </div>
      {wait !== null && (
        <div class="register__actions">
          <OnwardLink />
        </div>
      )}
    </section>
  );
}
