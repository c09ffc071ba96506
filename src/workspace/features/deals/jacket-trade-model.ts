/**
 * The deal jacket's trade-in review: confirm the shopper's offer, or counter it with a new one and a note. Each
 * answer is the whole jacket (the deal is re-priced by a counter), handed to the page's model; what was just done
 * is said politely.
 */
import { signal } from '@preact/signals';
import * as v from 'valibot';
import { CounterOfferBodySchema } from '../../../contract/trade-review.ts';
import type { DealJacket } from '../../../contract/workspace-deals.ts';
import { createForm } from '../../lib/form.ts';
import { confirmTrade, counterTrade } from './api.ts';

type Deps = { id: string; onUnauthorized: () => void; onJacket: (next: DealJacket) => void };

/** A whole number of dollars as typed ("$9,000" too); anything else is NaN, which the schema refuses. */
export const wholeDollarsOf = (typed: string): number => {
  const plain = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d{1,7}$/.test(plain) ? Number(plain) : Number.NaN;
};

export function createTradeReviewModel({ id, onUnauthorized, onJacket }: Deps) {
  const confirm = createForm({});
  const counter = createForm({ offer: '', note: '' });
  const done = signal<'confirmed' | 'countered' | null>(null);

  return {
    confirm,
    counter,
    /** The last review made here, for the polite announcement; null before any. */
    done,
    setOffer(value: string): void {
      counter.set('offer', value);
    },
    setNote(value: string): void {
      counter.set('note', value);
    },
    async confirmOffer(): Promise<boolean> {
      const sent = await confirm.submit(v.unknown(), () => confirmTrade(id), { onUnauthorized });
      if (sent.ok) {
        onJacket(sent.result);
        done.value = 'confirmed';
      }
      return sent.ok;
    },
    async sendCounter(): Promise<boolean> {
      const sent = await counter.submit(CounterOfferBodySchema, (body) => counterTrade(id, body), {
        onUnauthorized,
        body: (values) => ({ offer: wholeDollarsOf(values.offer), note: values.note }),
      });
      if (sent.ok) {
        onJacket(sent.result);
        counter.reset();
        done.value = 'countered';
      }
      return sent.ok;
    },
  };
}
export type TradeReviewModel = ReturnType<typeof createTradeReviewModel>;
