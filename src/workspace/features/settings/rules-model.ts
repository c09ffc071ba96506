/**
 * One dealer's money and rules as the page shows them: the fees and tax ZIP as typed, the two flags,
 * read and saved through the workspace form (the contract's schema first, then the server's field errors).
 */
import { computed, signal } from '@preact/signals';
import {
  DealerRulesSchema,
  type DealerRules,
  type DealerRulesAnswer,
} from '../../../contract/workspace-dealer-rules.ts';
import { isUnauthorized } from '../../lib/failure.ts';
import { createForm } from '../../lib/form.ts';
import { createRemote } from '../../lib/remote.ts';
import { getDealerRules, saveDealerRules } from './api.ts';

type Deps = { dealerId: string; onUnauthorized: () => void };

/** Dollars as typed ("$1,250.5" too); anything else is NaN, which the schema refuses with its message. */
export const dollarsOf = (typed: string): number => {
  const plain = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d{1,7}(\.\d{1,3})?$/.test(plain) ? Number(plain) : Number.NaN;
};

type RulesValues = {
  docFee: string;
  registrationFee: string;
  taxZip: string;
  driveAtHomeEnabled: boolean;
  protectionProductsEnabled: boolean;
};

const formValues = (r: DealerRules): RulesValues => ({
  docFee: String(r.docFee),
  registrationFee: String(r.registrationFee),
  taxZip: r.taxZip,
  driveAtHomeEnabled: r.driveAtHomeEnabled,
  protectionProductsEnabled: r.protectionProductsEnabled,
});

export function createRulesModel({ dealerId, onUnauthorized }: Deps) {
  const remote = createRemote<DealerRulesAnswer>();
  const form = createForm<RulesValues>({
    docFee: '',
    registrationFee: '',
    taxZip: '',
    driveAtHomeEnabled: false,
    protectionProductsEnabled: false,
  });
  /** "Saved." after a save, until the next edit. */
  const saved = signal(false);

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => getDealerRules(dealerId, signal ?? aborted));
    if (found) form.reset(formValues(found));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    form,
    saved: computed(() => saved.value),
    load,
    retry: () => load(),
    set: ((name, value) => {
      saved.value = false;
      form.set(name, value);
    }) as typeof form.set,
    async save(): Promise<boolean> {
      if (remote.state.value.status !== 'complete') return false;
      saved.value = false;
      const done = await form.submit(DealerRulesSchema, (body) => saveDealerRules(dealerId, body), {
        onUnauthorized,
        body: (v) => ({
          ...v,
          docFee: dollarsOf(v.docFee),
          registrationFee: dollarsOf(v.registrationFee),
          taxZip: v.taxZip.trim(),
        }),
      });
      if (!done.ok) return false;
      remote.set(done.result);
      form.reset(formValues(done.result));
      saved.value = true;
      return true;
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type RulesModel = ReturnType<typeof createRulesModel>;
