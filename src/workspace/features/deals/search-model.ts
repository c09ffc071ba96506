/** The deal search: what is typed, checked by the contract's rule, and the deals found for the URL's query. */
import * as v from 'valibot';
import { DealSearchQuerySchema, type DealSearchSchema } from '../../../contract/workspace-deals.ts';
import { isUnauthorized } from '../../lib/failure.ts';
import { createForm } from '../../lib/form.ts';
import { createRemote } from '../../lib/remote.ts';
import { searchDeals } from './api.ts';

type Found = v.InferOutput<typeof DealSearchSchema>['deals'];

export function createDealSearchModel({ q, onUnauthorized }: { q: string; onUnauthorized: () => void }) {
  const results = createRemote<Found>();
  const form = createForm({ q });
  return {
    results: results.state,
    form,
    setText(value: string): void {
      form.set('q', value);
    },
    /** The text to search for, or null with the field's message shown. */
    async check(): Promise<string | null> {
      const sent = await form.submit(DealSearchQuerySchema, (body) => Promise.resolve(body.q));
      return sent.ok ? sent.result : null;
    },
    async load(signal?: AbortSignal): Promise<void> {
      if (!v.is(DealSearchQuerySchema, { q })) return;
      await results.run(async (aborted) => (await searchDeals(q, signal ?? aborted)).deals);
      const state = results.state.value;
      if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
    },
  };
}
export type DealSearchModel = ReturnType<typeof createDealSearchModel>;
