/**
 * `/deals/:dealId/finance-options` (route financeOptions, page type finance-options): each
 * lender's answer to the deal's last finance application. Approved: APR, term, the
 * most it finances and the monthly payment for the deal's amount, with its conditions. Declined: why.
 * Before any application, the empty state says so and links to it; every state links back to the deal.
 */
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import '../../lib/i18n/parts/finance.ts';
import '../../lib/i18n/parts/finance-results.ts';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatDate, formatMoney, formatMoneyCents } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { getFinanceOptions, type FinanceOptions, type LenderDecision } from './api.ts';
import { DealLink } from './parts.tsx';

type Props = { dealId: string; load?: typeof getFinanceOptions };

export function OptionsPage({ dealId, load = getFinanceOptions }: Props) {
  const { state, retry } = useRemote((signal) => load(dealId, signal), [dealId]);
  return (
    <section class="page page--narrow soft-pull finance">
      <PageHeading>{t('finance.options.heading')}</PageHeading>
      <RemoteView state={state} retry={retry} label={t('finance.options.loading')}>
        {(options) => <Options options={options} />}
      </RemoteView>
    </section>
  );
}

function Options({ options }: { options: FinanceOptions }) {
  const apply = href('financeApplication', { dealId: options.dealId });
  if (!options.submittedAt) {
    return (
      <div class="card" role="status">
        <p>{t('finance.options.empty')}</p>
        <div class="register__actions">
          <Link href={apply} class="button button--primary">
            {t('finance.options.apply')}
          </Link>
          <DealLink dealId={options.dealId} />
        </div>
      </div>
    );
  }
  const approved = options.options.filter((o) => o.decision === 'APPROVED');
  const declined = options.options.filter((o) => o.decision === 'DECLINED');
  return (
    <>
      <p>
        {t('finance.options.lead', {
          vehicle: options.vehicleName,
          amount: formatMoneyCents(options.amountFinanced ?? 0),
          tier: options.creditTier ? t(`credit.tier.${options.creditTier}`) : '',
          date: formatDate(options.submittedAt),
        })}
      </p>
      {approved.length === 0 && (
        <p class="notice notice--info" role="status">
          {t('finance.options.noneApproved')}
        </p>
      )}
      {approved.length > 0 && <DecisionList heading={t('finance.options.approvedHeading')} decisions={approved} />}
      {declined.length > 0 && <DecisionList heading={t('finance.options.declinedHeading')} decisions={declined} />}
      <div class="register__actions">
        <Link href={apply} class="button button--secondary">
          {t('finance.options.update')}
        </Link>
        <DealLink dealId={options.dealId} primary />
      </div>
    </>
  );
}

function DecisionList({ heading, decisions }: { heading: string; decisions: LenderDecision[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul class="pre-approvals">
        {decisions.map((d) => (
          <Decision key={d.lenderNumber} decision={d} />
        ))}
      </ul>
    </section>
  );
}

function Decision({ decision: d }: { decision: LenderDecision }) {
  return (
    <li class="pre-approval">
      <h3 class="pre-approval__lender">{d.lenderName}</h3>
      {d.decision === 'APPROVED' ? (
        <>
          <dl class="pre-approval__terms">
            <div>
              <dt>{t('finance.options.apr')}</dt>
              <dd>{`${d.apr.toFixed(2)}%`}</dd>
            </div>
            <div>
              <dt>{t('finance.options.term')}</dt>
              <dd>{t('finance.options.months', { months: d.term })}</dd>
            </div>
            <div>
              <dt>{t('finance.options.maxAmount')}</dt>
              <dd>{formatMoney(d.maxAmountFinanced)}</dd>
            </div>
            <div>
              <dt>{t('finance.options.monthly')}</dt>
              <dd>{formatMoneyCents(d.monthlyPayment)}</dd>
            </div>
          </dl>
          {d.conditions.length > 0 && (
            <>
              <p class="muted">{t('finance.options.conditions')}</p>
              <ul>
                {d.conditions.map((c) => (
                  <li key={c}>{t(`finance.condition.${c}`)}</li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : (
        <p>{t(`finance.decline.${d.reason}`, { amount: formatMoney(d.maxAmountFinanced ?? 0) })}</p>
      )}
    </li>
  );
}
