/**
 * The pull's outcomes: pre-qualified (the tier by name and range, the bureau,
 * 'valid until MM/DD/YYYY' and seed 000 §2's 14 days), no file at that agency (try the other one, or
 * pick a credit range on the deal), and a frozen file (lift the freeze at that agency, or try the
 * other one). Each says the next step and keeps the way back to the deal.
 */
import '../../lib/i18n/parts/credit.ts';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { AGENCY_NAMES, PREQUALIFICATION_VALID_DAYS } from '../../contract/prequalification.ts';
import { otherAgency, tierRangeText } from './rules.ts';
import type { SoftPullModel } from './soft-pull-model.ts';
import { FlowHeading, flowHref, isDealTarget, ReturnLink, useReturnTarget } from './soft-pull-parts.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { ApiError } from '../../lib/http.ts';
import { getCreditScore } from './api.ts';
import { type CreditInfo } from '../../contract/credit.ts';

export function SuccessPage({ model }: { model: SoftPullModel }) {
  const target = useReturnTarget();
  const result = model.result.value;
  // After a reload the pull is no longer in memory: the server still has the valid one.
  return result?.outcome === 'HIT' ? <Success result={result} target={target} /> : <StoredSuccess target={target} />;
}

/** The valid pull on file; without one (404) the shopper goes back to the form. */
function StoredSuccess({ target }: { target: string }) {
  const { state, retry } = useRemote((signal) => getCreditScore(signal), []);
  if (state.status === 'error' && state.error instanceof ApiError && state.error.isNotFound) {
    return <Redirect to={flowHref('softPull', target)} />;
  }
  return (
    <RemoteView state={state} retry={retry} label={t('credit.deal.loading')}>
      {(info) => <Success result={info} target={target} />}
    </RemoteView>
  );
}

function Success({ result, target }: { result: Pick<CreditInfo, 'tier' | 'agency' | 'expiresAt'>; target: string }) {
  return (
    <section class="page page--narrow soft-pull">
      <FlowHeading>{t('credit.success.heading')}</FlowHeading>
      <div class="card soft-pull__result">
        <p class="soft-pull__tier">
          {t('credit.success.tier', { tier: t(`credit.tier.${result.tier}`), range: tierRangeText(result.tier) })}
        </p>
        <p>{t('credit.success.bureau', { agency: AGENCY_NAMES[result.agency] })}</p>
        <p>{t('credit.success.validUntil', { date: formatDate(result.expiresAt) })}</p>
        <p class="muted">{t('credit.success.days', { days: PREQUALIFICATION_VALID_DAYS })}</p>
      </div>
      <div class="register__actions">
        <ReturnLink target={target} primary />
      </div>
    </section>
  );
}

/** 'Try Experian': the consent covers both agencies, so straight to the review. */
function OtherAgencyButton({ model, target, primary }: { model: SoftPullModel; target: string; primary: boolean }) {
  const { navigate } = useEnv();
  const result = model.result.value;
  if (!result) return null;
  const next = otherAgency(result.agency);
  return (
    <button
      type="button"
      class={`button ${primary ? 'button--primary' : 'button--secondary'}`}
      onClick={() => {
        model.switchAgency();
        navigate(flowHref('softPullVerify', target));
      }}
    >
      {t('credit.tryAgency', { agency: AGENCY_NAMES[next] })}
    </button>
  );
}

export function NoHitPage({ model }: { model: SoftPullModel }) {
  const target = useReturnTarget();
  const result = model.result.value;
  if (result?.outcome !== 'NO_HIT') return <Redirect to={flowHref('softPull', target)} />;
  return (
    <section class="page page--narrow soft-pull">
      <FlowHeading>{t('credit.noHit.heading')}</FlowHeading>
      <div class="card">
        <p>{t('credit.noHit.body', { agency: AGENCY_NAMES[result.agency] })}</p>
        <p>{t('credit.noHit.next')}</p>
      </div>
      <div class="register__actions">
        <OtherAgencyButton model={model} target={target} primary />
        {isDealTarget(target) ? (
          <Link href={target} class="button button--secondary">
            {t('credit.pickRange')}
          </Link>
        ) : (
          <ReturnLink target={target} />
        )}
      </div>
    </section>
  );
}

export function FrozenPage({ model }: { model: SoftPullModel }) {
  const { navigate } = useEnv();
  const target = useReturnTarget();
  const result = model.result.value;
  if (result?.outcome !== 'FROZEN') return <Redirect to={flowHref('softPull', target)} />;
  const agency = AGENCY_NAMES[result.agency];
  return (
    <section class="page page--narrow soft-pull">
      <FlowHeading>{t('credit.frozen.heading')}</FlowHeading>
      <div class="card">
        <p>{t('credit.frozen.body', { agency })}</p>
        <p>{t('credit.frozen.next', { agency })}</p>
      </div>
      <div class="register__actions">
        <button
          type="button"
          class="button button--primary"
          onClick={() => {
            model.retry();
            navigate(flowHref('softPullVerify', target));
          }}
        >
          {t('credit.tryAgain', { agency })}
        </button>
        <OtherAgencyButton model={model} target={target} primary={false} />
        <ReturnLink target={target} />
      </div>
    </section>
  );
}
