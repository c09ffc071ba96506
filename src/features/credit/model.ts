/**
 * The shopper's credit as the deal page shows it (seed 000 §3, §6, §8): who
 * evaluates it (the evaluator), the valid pull's credit info, and the lenders' pre-approvals, with
 * the two actions that re-price a deal (self-select a tier, apply a pre-approval).
 *
 * Seed 000 §8, one rule per call: a 404 on the credit profile evaluator clears the evaluator and
 * self-select (the campaign has no credit features: the deal page shows no credit section); a 404
 * on pre-approvals clears the pre-approvals; a 404 on credit info clears it. Any other failure
 * changes nothing the shopper had and is only logged: `lib/http.ts` reports every failed call
 * (seed 001 §8) and `logFailure` reports what did not come from it, so nothing is reported twice.
 */
import '../../lib/i18n/parts/credit.ts';
import { batch, computed, signal } from '@preact/signals';
import { ApiError, report } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { errorMessages, isAbortError } from '../../lib/remote-data.ts';
import { retryWait } from '../auth/index.ts';
import type { CreditTier, Deal } from '../../contract/deal.ts';
import { getCreditEvaluator, getCreditScore, getPreApprovals } from './api.ts';
import { type CreditEvaluator, type CreditInfo, type PreApproval } from '../../contract/credit.ts';
import { applyPreApproval, selfSelectTier } from './reprice-api.ts';
import { isSelfSelectOn } from './rules.ts';

/** 'off': the call answered 404 and §8 cleared what it holds; 'error': any other failure (data kept). */
export type CreditLoadStatus = 'idle' | 'loading' | 'ready' | 'off' | 'error';

export type CreditModelOptions = {
  /** Reports a failure that `lib/http.ts` has not reported already. */
  log?: (error: Error) => void;
};

export type CreditModel = ReturnType<typeof createCreditModel>;

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}

export function createCreditModel(options: CreditModelOptions = {}) {
  const log = options.log ?? report;

  const evaluator = signal<CreditEvaluator | null>(null);
  const evaluatorStatus = signal<CreditLoadStatus>('idle');
  /** The shopper's self-selected tier (§6), null before a choice or when self-select is off. */
  const selfSelectedTier = signal<CreditTier | null>(null);
  const creditInfo = signal<CreditInfo | null>(null);
  const creditInfoStatus = signal<CreditLoadStatus>('idle');
  const preApprovals = signal<PreApproval[]>([]);
  const preApprovalsStatus = signal<CreditLoadStatus>('idle');
  /** What a re-pricing action is doing: the tier or pre-approval id under way, or null. */
  const pending = signal<string | null>(null);
  const actionError = signal<string | null>(null);

  const selfSelectOn = computed(() => isSelfSelectOn(evaluator.value));
  /** False once the evaluator answered 404: the campaign has no credit features. */
  const available = computed(() => evaluatorStatus.value !== 'off');

  let controller: AbortController | null = null;

  /** Everything but a 404 and an abort: keep what was there, log it. */
  function logFailure(error: unknown): void {
    if (error instanceof ApiError) return; // lib/http.ts reported it already.
    log(error instanceof Error ? error : new Error(String(error)));
  }

  async function loadEvaluator(s: AbortSignal): Promise<void> {
    evaluatorStatus.value = 'loading';
    try {
      const answer = await getCreditEvaluator(s);
      if (s.aborted) return;
      batch(() => {
        evaluator.value = answer;
        selfSelectedTier.value = answer.evaluator === 'CUSTOMER' ? answer.selfSelectedTier : null;
        evaluatorStatus.value = 'ready';
      });
    } catch (error) {
      if (s.aborted || isAbortError(error)) return;
      if (isNotFound(error)) {
        // §8: a 404 on the credit profile evaluator clears the evaluator and self-select.
        batch(() => {
          evaluator.value = null;
          selfSelectedTier.value = null;
          evaluatorStatus.value = 'off';
        });
        return;
      }
      logFailure(error);
      evaluatorStatus.value = 'error';
    }
  }

  async function loadCreditInfo(s: AbortSignal): Promise<void> {
    creditInfoStatus.value = 'loading';
    try {
      const answer = await getCreditScore(s);
      if (s.aborted) return;
      batch(() => {
        creditInfo.value = answer;
        creditInfoStatus.value = 'ready';
      });
    } catch (error) {
      if (s.aborted || isAbortError(error)) return;
      if (isNotFound(error)) {
        // §8: a 404 on credit info clears it.
        batch(() => {
          creditInfo.value = null;
          creditInfoStatus.value = 'off';
        });
        return;
      }
      logFailure(error);
      creditInfoStatus.value = 'error';
    }
  }

  async function loadPreApprovals(s: AbortSignal): Promise<void> {
    preApprovalsStatus.value = 'loading';
    try {
      const answer = await getPreApprovals(s);
      if (s.aborted) return;
      batch(() => {
        preApprovals.value = answer;
        preApprovalsStatus.value = 'ready';
      });
    } catch (error) {
      if (s.aborted || isAbortError(error)) return;
      if (isNotFound(error)) {
        // §8: a 404 on pre-approvals clears pre-approvals.
        batch(() => {
          preApprovals.value = [];
          preApprovalsStatus.value = 'off';
        });
        return;
      }
      logFailure(error);
      preApprovalsStatus.value = 'error';
    }
  }

  /** Loads the evaluator, the credit info and the pre-approvals together (a new load ends the last). */
  async function load(): Promise<void> {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    await Promise.all([loadEvaluator(own.signal), loadCreditInfo(own.signal), loadPreApprovals(own.signal)]);
  }

  async function act(key: string, call: () => Promise<Deal>): Promise<Deal | null> {
    if (pending.value !== null) return null;
    batch(() => {
      pending.value = key;
      actionError.value = null;
    });
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The shopper was pre-qualified meanwhile (another tab): the bureau's tier is theirs now.
        actionError.value = error.message || t('credit.deal.selfSelectOff');
        void load();
      } else if (error instanceof ApiError && error.isTooManyRequests) {
        actionError.value = t('credit.tooMany', { wait: retryWait(error.retryWaitSeconds) });
      } else {
        actionError.value = errorMessages(error).join(' ');
        logFailure(error);
      }
      return null;
    } finally {
      pending.value = null;
    }
  }

  /** §6: prices the deal at a self-selected tier; answers the re-priced deal, or null (see actionError). */
  async function selfSelect(dealId: string, tier: CreditTier): Promise<Deal | null> {
    const deal = await act(tier, () => selfSelectTier(dealId, tier));
    if (deal) selfSelectedTier.value = tier;
    return deal;
  }

  /** Applies a pre-approval to the deal (null removes it); answers the re-priced deal, or null. */
  function apply(dealId: string, preApprovalId: string | null): Promise<Deal | null> {
    return act(preApprovalId ?? 'remove', () => applyPreApproval(dealId, preApprovalId));
  }

  function dispose(): void {
    controller?.abort();
    controller = null;
  }

  return {
    evaluator,
    evaluatorStatus,
    selfSelectedTier,
    selfSelectOn,
    available,
    creditInfo,
    creditInfoStatus,
    preApprovals,
    preApprovalsStatus,
    pending,
    actionError,
    load,
    selfSelect,
    apply,
    dispose,
  };
}
