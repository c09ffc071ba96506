/**
 * One payment type's quote set (seed 000 §4 "Recalculation", "Switching tab"; §5): the quotes the
 * server priced at the requested down payment, the one shown on its tab, and the down payment and
 * term fields that change them. The deal model makes one for Finance and one for Lease; what differs
 * (the request, the lender filter) it passes in. Signals only, no JSX; every rule comes from rules.ts.
 */
import { action, batch, computed, createModel, signal, type ReadonlySignal } from '@preact/signals';
import { ApiError } from '../../lib/http.ts';
import { createRemote, type RemoteData } from '../../lib/remote-data.ts';
import type { Quote } from '../../contract/deal.ts';
import {
  downPaymentBounds,
  downPaymentChanged,
  downPaymentError,
  parseAmount,
  pickQuoteForTab,
  raiseMinimumDown,
  roundDownPayment,
  type FieldMessage,
  type QuotePreference,
} from './rules.ts';

/** A model as its views see it: read-only signals, so a view changes state through the model's actions only. */
export type ModelView<M> = {
  readonly [K in keyof M]: M[K] extends (...args: never[]) => unknown
    ? M[K]
    : M[K] extends ReadonlySignal<infer T>
      ? ReadonlySignal<T>
      : ModelView<M[K]>;
};

export type QuoteSetOptions = {
  /** The load of the set's quotes at a down payment: priced with the jacket's ids, or the stored jacket when null. */
  request: (downPayment: number, products: string[] | null) => (signal: AbortSignal) => Promise<readonly Quote[]>;
  /** The quotes the tab offers of those loaded (Finance: the lender filter's). */
  shown?: (quotes: readonly Quote[]) => readonly Quote[];
  /** The lender a re-pick keeps when the tab shows no quote yet. */
  lender: () => string | null;
  /** The jacket's ids, or null while it is unknown. */
  products: () => string[] | null;
  /** Every shopper action is an edit (seed 000 §4 "Editing marks the deal dirty"). */
  edited: () => void;
  /** While a recalculation may put back the last good quotes, an empty answer is not "no quotes" (no automatic cash deal). */
  hold: (on: boolean) => void;
  /** The lender asked for another down payment than the one requested (the deal's modal). */
  changed: (requested: number, actual: number) => void;
};

/** The message of a 400 that refused the request's down payment (its field error), else null. */
function refusedDownPayment(state: RemoteData<unknown>): string | null {
  if (state.status !== 'error' || !(state.error instanceof ApiError) || state.error.status !== 400) return null;
  return state.error.fieldErrors.find((f) => f.field === 'downPayment')?.message ?? null;
}

function quoteSet(options: QuoteSetOptions) {
  const quotes = createRemote<readonly Quote[]>();
  const selectedId = signal<string | null>(null);
  const requestedDown = signal(0);
  const minimumDown = signal(0);
  const requestedTerm = signal<number | null>(null);
  /** What the shopper typed in the down payment field, kept as typed when it is invalid. */
  const downInput = signal('0');
  const downError = signal<FieldMessage | null>(null);
  /** Set when the chosen term has no quote for the chosen lender, so another term is shown. */
  const termUnavailable = signal<number | null>(null);

  const visible = computed(() => (options.shown ?? ((q) => q))(quotes.data.value ?? []));
  const selected = computed(() => visible.value.find((q) => q.id === selectedId.value) ?? null);
  /** The down payment bounds of the quotes: the lender's minimum up to the most it can be financed with. */
  const bounds = computed(() => downPaymentBounds(quotes.data.value ?? []));
  /** A set exists while it is idle, loading or failed (its tab shows the state), or has quotes. */
  const exists = computed(() => {
    const state = quotes.state.value;
    return state.status !== 'complete' || state.data.length > 0;
  });

  let lastRun: (() => Promise<readonly Quote[] | undefined>) | null = null;

  function ask(downPayment: number, products: string[] | null): Promise<readonly Quote[] | undefined> {
    const load = options.request(downPayment, products);
    lastRun = () => quotes.run(load);
    return lastRun();
  }

  /** Puts a quote on the tab; its down payment and term become the requested ones (seed 000 §4: a set is one type). */
  const adopt = action((quote: Quote | null) => {
    selectedId.value = quote?.id ?? null;
    if (!quote) return;
    requestedDown.value = quote.downPayment;
    downInput.value = String(quote.downPayment);
    downError.value = null;
    requestedTerm.value = quote.term;
  });

  /** After new quotes arrive: keep the term (and lender) the shopper chose when a quote has them. */
  function reselect(): Quote | null {
    const list = visible.value;
    const term = requestedTerm.value;
    const lenderNumber = selected.value?.financier.lenderNumber ?? options.lender();
    const exact = pickQuoteForTab(list, { downPayment: null, term, lenderNumber });
    const quote =
      exact && (term === null || exact.term === term) ? exact : pickQuoteForTab(list, { downPayment: null, term });
    termUnavailable.value = quote && term !== null && quote.term !== term ? term : null;
    adopt(quote);
    return quote;
  }

  /** The set's quotes at the requested down payment (none asked for when the type is not offered). */
  function load(offered = true): Promise<readonly Quote[] | undefined> {
    if (offered) return ask(requestedDown.value, null);
    quotes.set([]);
    return Promise.resolve([]);
  }

  /**
   * POSTs quotes for the requested down payment (and the lease's mileage); applies seed 000 §4
   * "Recalculation". A request the server refuses (a 400 on `downPayment`) or one no lender quotes
   * keeps the last good quotes, with the message on the field (`noQuotes` says which); `undo` puts
   * back what the request changed.
   */
  async function recalculate(
    undo: () => void = () => {},
    noQuotes: () => void = () => (downError.value = { key: 'deal.down.noQuotes' }),
  ): Promise<void> {
    const requested = requestedDown.value;
    const before = quotes.data.value;
    const keepBefore = (show: () => void): void =>
      batch(() => {
        quotes.set(before!);
        undo();
        show();
      });
    options.hold(before !== undefined && before.length > 0);
    let list: readonly Quote[] | undefined;
    try {
      list = await ask(requested, options.products());
    } finally {
      options.hold(false);
    }
    const refused = list ? null : refusedDownPayment(quotes.state.value);
    if (refused !== null) {
      const show = () => (downError.value = { text: refused });
      if (before) keepBefore(show);
      else show();
      return;
    }
    if (!list) return;
    if (list.length === 0 && before && before.length > 0) return keepBefore(noQuotes);
    const quote = reselect();
    if (quote && downPaymentChanged(requested, quote.downPayment)) {
      batch(() => {
        options.changed(requested, quote.downPayment);
        minimumDown.value = raiseMinimumDown(minimumDown.value, quote.downPayment);
      });
    }
  }

  return {
    quotes,
    selectedId,
    requestedDown,
    minimumDown,
    requestedTerm,
    downInput,
    downError,
    termUnavailable,
    visible,
    selected,
    bounds,
    exists,
    reselect,
    load,
    recalculate,
    /** The deal's saved (or last requested) down payment and term, before its quotes load. */
    restore(down: number, term: number | null): void {
      requestedDown.value = down;
      requestedTerm.value = term;
      downInput.value = String(down);
      downError.value = null;
      minimumDown.value = 0;
      termUnavailable.value = null;
    },
    unselect(): void {
      selectedId.value = null;
    },
    /** Loads the quotes again (new prices) and keeps the shopper's term and lender. */
    async refresh(offered = true): Promise<void> {
      if (await load(offered)) reselect();
    },
    retry(): void {
      void lastRun?.().then(() => reselect());
    },
    /**
     * A restored down payment the deal can no longer be financed with (a trade or offer lowered the
     * most it can take) is refused: the set loads at the saved one (or none) instead.
     */
    reloadRefused(saved: number | null): Promise<unknown> | null {
      if (!refusedDownPayment(quotes.state.value) || requestedDown.value === 0) return null;
      requestedDown.value = saved === requestedDown.value ? 0 : (saved ?? 0);
      return load();
    },
    /** A saved deal reloaded with a later, unsaved down payment is edited (compared once quotes are here). */
    differsFrom(saved: number | null): boolean {
      return saved !== null && (quotes.data.value?.length ?? 0) > 0 && requestedDown.value !== roundDownPayment(saved);
    },
    /** Shows the quote matching the saved preference (seed 000 §4 "Switching tab"). */
    pick(preference: QuotePreference): void {
      adopt(pickQuoteForTab(visible.value, preference));
    },
    select(quoteId: string): void {
      const quote = visible.value.find((q) => q.id === quoteId);
      if (!quote) return;
      termUnavailable.value = null;
      adopt(quote);
      options.edited();
    },
    setTerm(term: number): void {
      requestedTerm.value = term;
      options.edited();
      reselect();
    },
    /** What the shopper types, kept until they ask for it. */
    editDown(input: string): void {
      downInput.value = input;
    },
    /**
     * Seed 000 §5: validated eagerly against the quotes' bounds, rounded to whole dollars before
     * sending; bad input stays as typed, with its message, and the last good quotes stay on screen.
     */
    async setDown(input: string): Promise<void> {
      const error = downPaymentError(input, bounds.value);
      downInput.value = input;
      downError.value = error;
      if (error) return;
      const amount = roundDownPayment(parseAmount(input) ?? 0);
      const previous = requestedDown.value;
      requestedDown.value = amount;
      downInput.value = String(amount);
      options.edited();
      await recalculate(() => {
        requestedDown.value = previous;
        // What the shopper typed stays in the field, with the message.
        downInput.value = input;
      });
    },
  };
}

export const QuoteSetModel = createModel<ModelView<ReturnType<typeof quoteSet>>, [QuoteSetOptions]>(quoteSet);
export type QuoteSetModel = InstanceType<typeof QuoteSetModel>;
