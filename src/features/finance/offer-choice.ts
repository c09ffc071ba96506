/**
 * The finance options page's state: the lenders' answers as the server has them, and choosing one
 * approved offer (`PUT /deals/{id}/finance-options/chosen`, api.ts). The answer of a choice is the
 * options again, the chosen one marked; a refused choice (the application or the deal changed since)
 * reloads them, so the page says why with the server's `choiceBlocked`.
 */
import { batch, signal } from '@preact/signals';
import { ApiError } from '../../lib/http.ts';
import { createRemote, errorMessages } from '../../lib/remote-data.ts';
import { chooseFinanceOffer, getFinanceOptions } from './api.ts';
import { type FinanceOptions } from '../../contract/finance.ts';

export function createOfferChoice(dealId: string) {
  const options = createRemote<FinanceOptions>();
  /** The lender whose offer is being chosen, null when none is. */
  const pending = signal<string | null>(null);
  /** Why the last choice failed, in the shopper's words. */
  const error = signal<string[]>([]);
  /** The lender chosen on this visit: the page says so where the shopper is. */
  const chosenNow = signal<string | null>(null);

  const reload = () => options.run((s) => getFinanceOptions(dealId, s));

  /** Chooses the approved offer of `lenderNumber` from the options shown; true once the server recorded it. */
  async function choose(lenderNumber: string): Promise<boolean> {
    const shown = options.data.value;
    if (pending.value !== null || !shown?.submittedAt) return false;
    batch(() => {
      pending.value = lenderNumber;
      error.value = [];
      chosenNow.value = null;
    });
    try {
      const answer = await chooseFinanceOffer(dealId, { lenderNumber, submittedAt: shown.submittedAt });
      batch(() => {
        options.set(answer);
        chosenNow.value = answer.chosenOffer?.lenderName ?? null;
      });
      return true;
    } catch (failure) {
      error.value = errorMessages(failure);
      // Refused on what changed since: the options as they are now say why.
      if (failure instanceof ApiError && failure.status === 400) void reload();
      return false;
    } finally {
      pending.value = null;
    }
  }

  return { dealId, options, pending, error, chosenNow, load: reload, choose };
}

export type OfferChoice = ReturnType<typeof createOfferChoice>;
