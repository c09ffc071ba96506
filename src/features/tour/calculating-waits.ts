/**
 * Where the shopper waits for a computation, and the calculating steps (seed 001 §2, §4) shown meanwhile:
 * the trade appraisal (and a new offer for an expired one), the soft pull, and the lenders' decisions on a
 * finance application. The steps live here, with the list's chunk, not in the pages that wait: those pages'
 * chunks are near their size budget, and each names its wait with one word.
 *
 * The list shows only while the answer is out (seed 001 gives no shortest showing): an answer quicker than
 * the steps is never held back for them, and steps that run out before the answer stay finished, under the
 * wait's own busy label. So a step's finished text must stay true however the computation ends.
 */
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { CalculatingStepInput } from './calculating-steps.ts';

export const CALCULATING_WAITS = {
  appraisal: [
    { defaultText: 'calculating.appraisal.details', finishedText: 'calculating.appraisal.detailsDone' },
    { defaultText: 'calculating.appraisal.base', finishedText: 'calculating.appraisal.baseDone' },
    { defaultText: 'calculating.appraisal.adjust', finishedText: 'calculating.appraisal.adjustDone' },
  ],
  softPull: [
    { defaultText: 'calculating.softPull.send', finishedText: 'calculating.softPull.sendDone' },
    { defaultText: 'calculating.softPull.file', finishedText: 'calculating.softPull.fileDone' },
    { defaultText: 'calculating.softPull.score', finishedText: 'calculating.softPull.scoreDone' },
  ],
  lenders: [
    { defaultText: 'calculating.lenders.send', finishedText: 'calculating.lenders.sendDone' },
    { defaultText: 'calculating.lenders.share', finishedText: 'calculating.lenders.shareDone' },
    { defaultText: 'calculating.lenders.decide', finishedText: 'calculating.lenders.decideDone' },
  ],
} as const satisfies Record<string, readonly CalculatingStepInput<MessageKey>[]>;

/** A wait the calculating steps are shown for. */
export type CalculatingWaitName = keyof typeof CALCULATING_WAITS;
