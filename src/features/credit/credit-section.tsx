/**
 * The deal page's credit section: with the evaluator CUSTOMER (seed 000
 * §6) the six tiers by name and range to self-select, each choice re-pricing the deal, and the way to
 * get pre-qualified; with the evaluator BUREAU the pre-qualification and how long it is valid; the
 * lenders' pre-approvals, each applied to or removed from the deal (which re-prices it). Nothing
 * shows where the evaluator answers 404 (seed 000 §8: the campaign has no credit features).
 */
import '../../lib/i18n/parts/credit.ts';
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { formatMoney } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { href } from '../../contract/route-table.ts';
import { withRedirect } from '../auth/index.ts';
import type { Deal } from '../../contract/deal.ts';
import type { PreApproval } from '../../contract/credit.ts';
import { createCreditModel, type CreditModel } from './model.ts';
import { AGENCY_NAMES } from '../../contract/prequalification.ts';
import { CREDIT_SECTION_ID } from './section-id.ts';
import { selectedSelfTier, SELF_SELECT_TIERS, tierRangeText } from './rules.ts';
import { usePageModel } from '../../lib/use-page-model.ts';

export type CreditSectionProps = {
  deal: Deal;
  /** The deal as the server re-priced it: the deal page shows it and loads its quotes. */
  onRepriced: (deal: Deal) => void;
  /** Tests give their own model. */
  model?: CreditModel;
};

export function CreditSection({ deal, onRepriced, model: given }: CreditSectionProps) {
  const model = usePageModel(() => given ?? createCreditModel(), [given]);
  const headingId = useId();

  const status = model.evaluatorStatus.value;
  const evaluator = model.evaluator.value;
  if (status === 'off') return null;
  return (
    <section
      id={CREDIT_SECTION_ID}
      class="card credit-section"
      aria-labelledby={headingId}
      aria-busy={status === 'loading'}
    >
      <h2 id={headingId} tabIndex={-1}>
        {t('credit.deal.heading')}
      </h2>
      {!evaluator && (status === 'loading' || status === 'idle') && <Loading label={t('credit.deal.loading')} />}
      {!evaluator && status === 'error' && (
        <ErrorState
          messages={[t('credit.deal.error')]}
          onRetry={() => void model.load()}
          retryLabel={t('credit.deal.retry')}
        />
      )}
      {evaluator?.evaluator === 'CUSTOMER' && <SelfSelect model={model} deal={deal} onRepriced={onRepriced} />}
      {evaluator?.evaluator === 'BUREAU' && <Prequalified model={model} />}
      {/* One live region for what a choice is doing: 'Updating your payments…', then any failure. */}
      <p class="credit-section__status" role="status">
        {model.pending.value !== null ? t('credit.deal.repricing') : ''}
      </p>
      {model.actionError.value && (
        <p class="field__error" role="alert">
          {model.actionError.value}
        </p>
      )}
      {evaluator && <PreApprovals model={model} deal={deal} onRepriced={onRepriced} />}
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <p class="page-loading" role="status">
      <span class="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

/** Seed 000 §6: one radio group, one tab stop, arrow keys move and choose (each choice re-prices). */
function SelfSelect({ model, deal, onRepriced }: Omit<CreditSectionProps, 'model'> & { model: CreditModel }) {
  const id = useId();
  const [path] = useLocation();
  const selected = selectedSelfTier(deal.offerDetails, model.selfSelectedTier.value);
  const choose = async (tier: (typeof SELF_SELECT_TIERS)[number]['tier']) => {
    const repriced = await model.selfSelect(deal.dealId, tier);
    if (repriced) onRepriced(repriced);
  };
  return (
    <>
      <fieldset class="choices choices--column credit-section__tiers" aria-describedby={`${id}-hint`}>
        <legend class="field__label">{t('credit.deal.pickLegend')}</legend>
        <p id={`${id}-hint`} class="muted">
          {t('credit.deal.pickHint')}
        </p>
        {SELF_SELECT_TIERS.map(({ tier }) => (
          <label key={tier} class="choice" for={`${id}-${tier}`}>
            <input
              id={`${id}-${tier}`}
              type="radio"
              name={`${id}-tier`}
              value={tier}
              checked={selected === tier}
              onChange={() => void choose(tier)}
            />
            {/* The range kept whole: a narrow choice breaks between the name and the range, never inside it. */}
            <span>
              {t(`credit.tier.${tier}`)} <span class="credit-section__range">{tierRangeText(tier)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p>
        {t('credit.deal.prequalLead')}{' '}
        <Link href={withRedirect(href('softPull'), path)}>{t('credit.deal.getPrequalified')}</Link>
      </p>
    </>
  );
}

function Prequalified({ model }: { model: CreditModel }) {
  const evaluator = model.evaluator.value;
  if (evaluator?.evaluator !== 'BUREAU') return null;
  const info = model.creditInfo.value;
  const params = {
    tier: t(`credit.tier.${evaluator.tier}`),
    range: tierRangeText(evaluator.tier),
    agency: AGENCY_NAMES[evaluator.agency],
  };
  return (
    <p class="credit-section__bureau">
      {info
        ? t('credit.deal.bureauUntil', { ...params, date: formatDate(info.expiresAt) })
        : t('credit.deal.bureau', params)}
    </p>
  );
}

function PreApprovals({ model, deal, onRepriced }: Omit<CreditSectionProps, 'model'> & { model: CreditModel }) {
  const id = useId();
  const status = model.preApprovalsStatus.value;
  const list = model.preApprovals.value;
  const bureau = model.evaluator.value?.evaluator === 'BUREAU';
  // Without a valid pull there are none to show (a 404 cleared them): no heading for an empty list.
  if (!bureau && list.length === 0) return null;
  const applied = deal.preferences.appliedPreApproval;
  const act = async (preApprovalId: string | null) => {
    const repriced = await model.apply(deal.dealId, preApprovalId);
    if (repriced) onRepriced(repriced);
  };
  return (
    <section class="credit-section__pre" aria-labelledby={id}>
      <h3 id={id}>{t('credit.pre.heading')}</h3>
      {status === 'loading' && list.length === 0 && <Loading label={t('credit.pre.loading')} />}
      {status === 'error' && list.length === 0 && (
        <ErrorState
          messages={[t('credit.pre.error')]}
          onRetry={() => void model.load()}
          retryLabel={t('credit.deal.retry')}
        />
      )}
      {(status === 'ready' || status === 'off') && list.length === 0 && <p class="muted">{t('credit.pre.empty')}</p>}
      {list.length > 0 && <p class="muted">{t('credit.pre.rateNote')}</p>}
      {list.length > 0 && (
        <ul class="pre-approvals">
          {list.map((p) => (
            <PreApprovalItem
              key={p.preApprovalId}
              preApproval={p}
              applied={p.preApprovalId === applied}
              busy={model.pending.value !== null}
              onApply={() => void act(p.preApprovalId)}
              onRemove={() => void act(null)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type ItemProps = {
  preApproval: PreApproval;
  applied: boolean;
  busy: boolean;
  onApply: () => void;
  onRemove: () => void;
};

function PreApprovalItem({ preApproval: p, applied, busy, onApply, onRemove }: ItemProps) {
  return (
    <li class={`pre-approval${applied ? ' pre-approval--applied' : ''}`}>
      <p class="pre-approval__lender">
        <strong>{p.lenderName}</strong>
        {applied && <span class="badge pre-approval__applied"> {t('credit.pre.applied')}</span>}
      </p>
      <dl class="pre-approval__terms">
        <div>
          <dt>{t('credit.pre.apr')}</dt>
          <dd>{`${p.apr.toFixed(2)}%`}</dd>
        </div>
        <div>
          <dt>{t('credit.pre.amount')}</dt>
          <dd>{formatMoney(p.maxAmount)}</dd>
        </div>
        <div>
          <dt>{t('credit.pre.term')}</dt>
          <dd>{t('credit.pre.months', { months: p.maxTerm })}</dd>
        </div>
        <div>
          <dt>{t('credit.pre.until')}</dt>
          <dd>{formatDate(p.expiresAt)}</dd>
        </div>
      </dl>
      <button
        type="button"
        class={`button ${applied ? 'button--secondary' : 'button--primary'}`}
        aria-label={t(applied ? 'credit.pre.removeLabel' : 'credit.pre.applyLabel', { lender: p.lenderName })}
        aria-disabled={busy ? 'true' : 'false'}
        onClick={applied ? onRemove : onApply}
      >
        {t(applied ? 'credit.pre.remove' : 'credit.pre.apply')}
      </button>
    </li>
  );
}
