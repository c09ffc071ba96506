/**
 * One deal jacket: the deal as the shopper left it, and a manager's price lock, saved by the server and
 * shown as it answers; the applicants' birth dates and incomes once revealed, held only by this model
 * (this page visit), never stored.
 */
import { signal } from '@preact/signals';
import * as v from 'valibot';
import { PriceLockBodySchema, type DealJacket, type RevealedPersonal } from '../../../contract/workspace-deals.ts';
import { isUnauthorized } from '../../lib/failure.ts';
import { createForm } from '../../lib/form.ts';
import { createRemote } from '../../lib/remote.ts';
import { getJacket, lockPrice, revealPersonal, unlockPrice } from './api.ts';

type Deps = { id: string; onUnauthorized: () => void };

/** A lock lasts a week unless the manager says otherwise. */
export const DEFAULT_LOCK_DAYS = '7';

export function createJacketModel({ id, onUnauthorized }: Deps) {
  const jacket = createRemote<DealJacket>();
  const lock = createForm({ days: DEFAULT_LOCK_DAYS });
  const unlock = createForm({});
  const reveal = createForm({});
  const personal = signal<RevealedPersonal | null>(null);
  return {
    jacket: jacket.state,
    lock,
    unlock,
    reveal,
    /** The revealed values; null while masked. */
    personal,
    async load(signal?: AbortSignal): Promise<void> {
      await jacket.run((aborted) => getJacket(id, signal ?? aborted));
      const state = jacket.state.value;
      if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
    },
    setDays(value: string): void {
      lock.set('days', value);
    },
    async lockPrice(): Promise<boolean> {
      const sent = await lock.submit(PriceLockBodySchema, (body) => lockPrice(id, body), {
        onUnauthorized,
        // Typed as text; an empty or non-number box is the schema's message, not NaN sent.
        body: (values) => ({ days: values.days.trim() === '' ? undefined : Number(values.days) }),
      });
      if (sent.ok) jacket.set(sent.result);
      return sent.ok;
    },
    async unlockPrice(): Promise<boolean> {
      const sent = await unlock.submit(v.unknown(), () => unlockPrice(id), {
        onUnauthorized,
      });
      if (sent.ok) jacket.set(sent.result);
      return sent.ok;
    },
    async revealPersonal(): Promise<boolean> {
      const sent = await reveal.submit(v.unknown(), () => revealPersonal(id), { onUnauthorized });
      if (sent.ok) personal.value = sent.result;
      return sent.ok;
    },
    hidePersonal(): void {
      personal.value = null;
    },
  };
}
export type JacketModel = ReturnType<typeof createJacketModel>;
