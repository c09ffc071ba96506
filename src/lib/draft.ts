/**
 * A flow's model kept for the page load (memory only), so leaving one of its pages and coming back
 * finds every value as it was. One at a time: when the key changes (another deal, another shopper)
 * the kept one is ended and a new one made; with no key, the first one stays until `clear()`.
 */
import { endModel } from './use-page-model.ts';

export type Draft<A extends unknown[], M> = {
  /** The kept model, made from these arguments if there is none for their key. */
  get(...args: A): M;
  /** Ends and forgets the kept model: the next `get` starts afresh. */
  clear(): void;
};

export function createDraft<A extends unknown[], M extends object>(
  create: (...args: A) => M,
  keyOf: (...args: A) => unknown = () => null,
): Draft<A, M> {
  let kept: { key: unknown; model: M } | null = null;
  const clear = () => {
    if (kept) endModel(kept.model);
    kept = null;
  };
  return {
    get(...args) {
      const key = keyOf(...args);
      if (!kept || kept.key !== key) {
        clear();
        kept = { key, model: create(...args) };
      }
      return kept.model;
    },
    clear,
  };
}
