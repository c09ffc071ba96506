/**
 * A deal's progress tracker and the signed deal's page (one chunk, loaded alongside the deal).
 * The tracker is an ordered list that says each step's state in words, the current one marked
 * aria-current="step"; a signed deal shows its contract's date (MM/DD/YYYY, seed 000 §9), its
 * figures as signed and no control that changes them, only a way to start a new deal from it.
 */
import { useId, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { href, type RouteName } from '../../contract/route-table.ts';
import { startDealFrom } from './api.ts';
import { type Deal, type DealStatus } from '../../contract/deal.ts';
import { STAGE_LABELS } from '../../lib/i18n/parts/deal-status.ts';

export function DealProgress({ status }: { status: DealStatus }) {
  const headingId = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-progress`;
  return (
    <section class="card deal-progress" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dealStatus.heading')}</h2>
      <ol class="deal-progress__list">
        {status.steps.map((step) => (
          <li
            key={step.stage}
            class={`deal-progress__step deal-progress__step--${step.current ? 'current' : step.done ? 'done' : 'todo'}`}
            aria-current={step.current ? 'step' : undefined}
          >
            <span class="deal-progress__name">{t(STAGE_LABELS[step.stage])}</span>{' '}
            <span class="deal-progress__state">
              {step.current
                ? t('dealStatus.current')
                : step.done
                  ? step.at
                    ? t('dealStatus.doneOn', { date: formatDate(step.at) })
                    : t('dealStatus.done')
                  : t('dealStatus.todo')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The date the contract was signed, from the deal's status. */
export const signedAt = (deal: Deal): string | null =>
  deal.status.steps.find((step) => step.stage === 'SIGNED')?.at ?? null;

export function SignedDeal({ deal, route }: { deal: Deal; route: RouteName }) {
  const { navigate } = useEnv();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const headingId = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-signed`;
  const { quote } = deal;
  const rows: [string, string | null][] = [
    [t('dealStatus.monthly'), quote ? formatMoney(quote.monthlyPayment) : null],
    [t('dealStatus.term'), quote ? t('dealStatus.months', { term: quote.term }) : null],
    [t('dealStatus.lender'), quote?.financier.name ?? null],
    [t('dealStatus.down'), quote ? formatMoney(quote.downPayment) : null],
    [t('dealStatus.outTheDoor'), formatMoney(deal.pricing.outTheDoor)],
  ];
  const startNew = () => {
    setState('busy');
    startDealFrom(deal.dealId).then(
      (copy) => navigate(href(route === 'noProfileDeal' ? 'noProfileDeal' : 'deal', { dealId: copy.dealId })),
      () => setState('failed'),
    );
  };
  return (
    <section class="card deal-signed" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dealStatus.signedOn', { date: formatDate(signedAt(deal)) })}</h2>
      <p>{t('dealStatus.signedBody')}</p>
      <h3>{t('dealStatus.figures')}</h3>
      <dl class="specs">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div class="specs__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <button type="button" class="button button--primary" onClick={startNew} disabled={state === 'busy'}>
        {state === 'busy' ? t('dealStatus.starting') : t('dealStatus.startNew')}
      </button>
      {state === 'failed' && <ErrorState as="p">{t('dealStatus.startFailed')}</ErrorState>}
    </section>
  );
}
