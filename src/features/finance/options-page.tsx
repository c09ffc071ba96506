/**
 * `/deals/:dealId/finance-options` (route financeOptions, page type finance-options): each
 * lender's answer to the deal's last finance application. Approved: APR, term, the
 * most it finances and the monthly payment for the deal's amount, with its conditions. Declined: why.
 * Before any application, the empty state says so and links to it; every state links back to the deal.
 * Each approval can be chosen ("Choose this offer"): the deal is then priced and signed on exactly it,
 * and the page marks it "Chosen offer". An approval with a lower payment than the deal's is pointed out.
 */
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import '../../lib/i18n/parts/finance.ts';
import '../../lib/i18n/parts/finance-results.ts';
import { useId, useRef } from 'react';
import { Link } from 'wouter';
import { formatMoney, formatMoneyCents } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import type { FinanceOptions, LenderDecision } from '../../contract/finance.ts';
import { createOfferChoice, type OfferChoice } from './offer-choice.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { DealLink } from './parts.tsx';
import { betterOffer } from '../../contract/finance.ts';
import { DocumentsPanel } from '../documents/index.ts';

export function OptionsPage({ dealId }: { dealId: string }) {
  const model = usePageModel(() => createOfferChoice(dealId), [dealId]);
  return (
    <section class="page page--narrow soft-pull finance">
      <PageHeading>{t('finance.options.heading')}</PageHeading>
      <RemoteView
        state={model.options.state.value}
        retry={() => void model.load()}
        label={t('finance.options.loading')}
      >
        {(options) => <Options options={options} model={model} />}
      </RemoteView>
    </section>
  );
}

const pct = (apr: number) => `${apr.toFixed(2)}%`;

function Options({ options, model }: { options: FinanceOptions; model: OfferChoice }) {
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
  const blocked = options.choiceBlocked;
  const better = betterOffer(options.options, options.current);
  const chosenNow = model.chosenNow.value;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone once its offer is chosen: the shopper goes on from what it did.
  const onChosen = () => requestAnimationFrame(() => noticeRef.current?.focus());
  return (
    <>
      <p>
        {t('finance.options.lead', {
          vehicle: options.vehicleName,
          // A disclosure, to the cent as the contract states it; the payments are whole dollars (seed 001 §9).
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
      {approved.length > 0 && !blocked && !options.chosenOffer && <p>{t('finance.options.chooseLead')}</p>}
      {blocked && approved.length > 0 && (
        <p class="notice notice--info" role="status">
          {t(`finance.options.blocked.${blocked}`)}
        </p>
      )}
      {better && options.current && (
        <p class="notice notice--info">
          {t(`finance.options.better.${options.current.source}`, {
            lender: better.lenderName,
            payment: formatMoney(better.monthlyPayment),
            apr: pct(better.apr),
            term: better.term,
            current: options.current.lenderName,
            currentPayment: formatMoney(options.current.monthlyPayment),
          })}
        </p>
      )}
      <div aria-live="polite">
        {chosenNow && (
          <p class="notice notice--success" ref={noticeRef} tabIndex={-1}>
            {t('finance.options.chosenNow', { lender: chosenNow })}{' '}
            <Link href={href('signOnlineVerify', { dealId: options.dealId })}>{t('finance.options.signOnline')}</Link>
          </p>
        )}
      </div>
      <FormErrors messages={model.error.value} />
      {approved.length > 0 && (
        <DecisionList
          heading={t('finance.options.approvedHeading')}
          decisions={approved}
          choice={{ model, options, open: blocked === null, onChosen }}
        />
      )}
      {declined.length > 0 && <DecisionList heading={t('finance.options.declinedHeading')} decisions={declined} />}
      {approved.length > 0 && <DocumentsPanel dealId={options.dealId} />}
      <div class="register__actions">
        <Link href={apply} class="button button--secondary">
          {t('finance.options.update')}
        </Link>
        <DealLink dealId={options.dealId} primary />
      </div>
    </>
  );
}

/** How an approved offer is chosen here: none while `open` is false (the options are out of date). */
type Choice = { model: OfferChoice; options: FinanceOptions; open: boolean; onChosen: () => void };

function DecisionList({
  heading,
  decisions,
  choice,
}: {
  heading: string;
  decisions: LenderDecision[];
  choice?: Choice;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul class="pre-approvals">
        {decisions.map((d) => (
          <Decision key={d.lenderNumber} decision={d} choice={choice} />
        ))}
      </ul>
    </section>
  );
}

function Decision({ decision: d, choice }: { decision: LenderDecision; choice?: Choice | undefined }) {
  const chosen = choice?.options.chosenOffer?.lenderNumber === d.lenderNumber;
  const pending = choice?.model.pending.value ?? null;
  return (
    <li class={`pre-approval${chosen ? ' pre-approval--applied' : ''}`}>
      <h3 class="pre-approval__lender">
        {d.lenderName}
        {chosen && <span class="badge pre-approval__applied"> {t('finance.options.chosen')}</span>}
      </h3>
      {d.decision === 'APPROVED' ? (
        <>
          <dl class="pre-approval__terms">
            <div>
              <dt>{t('finance.options.apr')}</dt>
              <dd>{pct(d.apr)}</dd>
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
              <dd>{formatMoney(d.monthlyPayment)}</dd>
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
          {choice?.open && !chosen && (
            <button
              type="button"
              class="button button--primary"
              aria-label={t('finance.options.chooseLabel', { lender: d.lenderName })}
              aria-disabled={pending !== null ? 'true' : 'false'}
              aria-busy={pending === d.lenderNumber}
              onClick={() => {
                void choice.model.choose(d.lenderNumber).then((ok) => ok && choice.onChosen());
              }}
            >
              {t(pending === d.lenderNumber ? 'finance.options.choosing' : 'finance.options.choose')}
            </button>
          )}
        </>
      ) : (
        <p>{t(`finance.decline.${d.reason}`, { amount: formatMoney(d.maxAmountFinanced ?? 0) })}</p>
      )}
    </li>
  );
}
