/**
 * The deal desk's state (seed 000 §4 "Deal type", "Recalculation", "Saving", "Financier type",
 * "External-offer line items"; §5; §8): remote blocks for the deal, its vehicle, the finance and
 * lease quotes and the cash deal, the shopper's choices per deal type, and the actions that change
 * them. Signals only, no JSX; every rule comes from rules.ts.
 *
 * Load order: the deal and its vehicle start together; the quote sets start together as soon as
 * the deal is here, because their requests carry the deal's saved down payment and mileage.
 * `captiveFinancier` in the finance preferences holds the lender number the shopper picked
 * (null for "all lenders" or "the captive lender(s)").
 *
 * Protection products: the deal page's protection section tells the model the
 * deal's jacket (`setProtection`); every quote POST and the automatic cash deal send its ids, so a
 * new down payment, mileage or tab keeps the products priced in. While the jacket is unknown (not
 * loaded yet, or its load failed) the model asks with the GET calls, which price the stored jacket
 * and change nothing: sending [] would price the products out (and the cash POST would drop them).
 */
import { batch, computed, effect, signal, untracked, type Signal } from '@preact/signals';
import { ApiError, report } from '../../lib/http.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { createRemote, type Remote, type RemoteData } from '../../lib/remote-data.ts';
import { trackLead } from '../../lib/tracking.ts';
import { refreshSavedDealCount } from '../garage/index.ts';
import {
  getAvailableOffers,
  getCashDeal,
  getDeal,
  getDealVehicle,
  requestFinanceQuotes,
  requestLeaseQuotes,
  postCashDeal,
  postExternalOffers,
  putTaxLocation,
  postFinanceQuotes,
  postLeaseQuotes,
  updateDeal,
} from './api.ts';
import {
  EXTERNAL_OFFER_PROVIDER,
  LEASE_DEFAULT_MILES,
  isSignedStage,
  type AvailableOffers,
  type CashDeal,
  type Deal,
  type DealPreferences,
  type DealType,
  type DealVehicle,
  type ExternalOfferLineItem,
  type FinanceQuote,
  type LeaseQuote,
  type ProgramOffer,
  type Quote,
  type UpdateDealRequest,
} from '../../contract/deal.ts';
import {
  ALL_LENDERS,
  MISSING_DEAL_ID_MESSAGE,
  canSaveDeal,
  cashDealPrice,
  compareExternalOffers,
  downPaymentBounds,
  downPaymentChanged,
  downPaymentError,
  dropEmptyLineItems,
  filterQuotesByFinancier,
  financierTypeFor,
  isUnsavedOrEdited,
  leaseMileageError,
  parseAmount,
  pickDealType,
  pickQuoteForTab,
  raiseMinimumDown,
  removeLineItem,
  requestedDownFromQuote,
  roundDownPayment,
  shouldSetCashDeal,
  tabIndexFor,
  tabsFor,
  upsertLineItem,
  type FieldMessage,
  type FinancierFilter,
  type QuotePreference,
  type QuoteSets,
  type QuoteType,
} from './rules.ts';

export type DealModel = ReturnType<typeof createDealModel>;

/** What the down-payment-change modal shows (seed 000 §4 "Recalculation"). */
export type DownPaymentChange = { type: QuoteType; requested: number; actual: number };

/** A protection product on the deal, as the payment breakdown names it; `financedOnly` ones (GAP) are left off a cash deal. */
export type DealProtectionProduct = { id: string; name: string; financedOnly: boolean };

/** A jacket update's answer (`customerAndDealData`): the deal's cash deal and latest quote sets re-priced. */
export type RepricedQuotes = {
  cash: CashDeal;
  finance: { quotes: FinanceQuote[] } | null;
  lease: { quotes: LeaseQuote[] } | null;
};

/** Thrown by `save` when no deal id is found (seed 000 §5): the save was refused and logged. */
export class MissingDealIdError extends Error {
  override name = 'MissingDealIdError';
  constructor() {
    super(MISSING_DEAL_ID_MESSAGE);
  }
}

type PerType<T> = Record<QuoteType, Signal<T>>;

function perType<T>(initial: T): PerType<T> {
  return { FINANCE: signal(initial), LEASE: signal(initial) };
}

/** The message of a 400 that refused the request's down payment (its field error), else null. */
function refusedDownPayment(state: RemoteData<unknown>): string | null {
  if (state.status !== 'error' || !(state.error instanceof ApiError) || state.error.status !== 400) return null;
  return state.error.fieldErrors.find((f) => f.field === 'downPayment')?.message ?? null;
}

/** A quote set exists while it is idle, loading or failed (its tab shows the state), or has quotes. */
function setExists(remote: Remote<readonly Quote[]>): boolean {
  const state = remote.state.value;
  return state.status !== 'complete' || state.data.length > 0;
}

export function createDealModel(dealId: string) {
  const deal = createRemote<Deal>();
  const vehicle = createRemote<DealVehicle>();
  const financeQuotes = createRemote<FinanceQuote[]>();
  const leaseQuotes = createRemote<LeaseQuote[]>();
  const cashDeal = createRemote<CashDeal>();
  /** The program offers the shopper may choose: loaded by the offers section. */
  const availableOffers = createRemote<AvailableOffers>();

  const dealType = signal<DealType>('CASH');
  const selectedQuoteId = perType<string | null>(null);
  const requestedDown = perType(0);
  const minimumDown = perType(0);
  const requestedTerm = perType<number | null>(null);
  /** What the shopper typed in the down payment field, kept as typed when it is invalid. */
  const downInput = perType('0');
  const downError = perType<FieldMessage | null>(null);
  const mileage = signal(LEASE_DEFAULT_MILES);
  const mileageInput = signal(String(LEASE_DEFAULT_MILES));
  const mileageError = signal<MessageKey | null>(null);
  const financier = signal<FinancierFilter>(ALL_LENDERS);
  /** Set when the chosen term has no quote for the chosen lender, so another term is shown. */
  const termUnavailable = perType<number | null>(null);
  const saved = signal(false);
  const dirty = signal(false);
  const dealName = signal('');
  const downPaymentChange = signal<DownPaymentChange | null>(null);
  const offers = signal<ExternalOfferLineItem[]>([]);
  /** The deal's protection products (its jacket); null while unknown. */
  const protection = signal<readonly DealProtectionProduct[] | null>(null);

  const quoteSets = computed<QuoteSets>(() => ({
    finance: setExists(financeQuotes),
    lease: setExists(leaseQuotes),
  }));
  const tabs = computed(() => tabsFor(quoteSets.value));
  /** The tab shown: the deal type when its quote set exists, else Cash. */
  const activeTab = computed<DealType>(() => tabs.value[tabIndexFor(dealType.value, quoteSets.value)] ?? 'CASH');

  const visibleQuotes = {
    FINANCE: computed(() => filterQuotesByFinancier(financeQuotes.data.value ?? [], financier.value)),
    LEASE: computed(() => leaseQuotes.data.value ?? []),
  };
  const selectedQuote = {
    FINANCE: computed(() => visibleQuotes.FINANCE.value.find((q) => q.id === selectedQuoteId.FINANCE.value) ?? null),
    LEASE: computed(() => visibleQuotes.LEASE.value.find((q) => q.id === selectedQuoteId.LEASE.value) ?? null),
  };
  const currentQuote = computed<Quote | null>(() => {
    const tab = activeTab.value;
    return tab === 'CASH' ? null : selectedQuote[tab].value;
  });
  /** The all-in monthly payment of the current quote; null on a cash deal. */
  const monthlyPayment = computed(() => currentQuote.value?.monthlyPayment ?? null);
  const cashPrice = computed(() => {
    const cash = cashDeal.data.value;
    return cash ? cashDealPrice(cash.outTheDoor, deal.data.value?.trade ?? null) : null;
  });
  /** Seed 000 §4: a cash deal has contracting and the finance application off. */
  const features = computed(() => {
    const d = deal.data.value;
    if (!d) return null;
    return activeTab.value === 'CASH' ? { contractingEnabled: false, financeAppEnabled: false } : d.features;
  });
  const offerComparison = computed(() =>
    compareExternalOffers(deal.data.value?.pricing.externalOffers ?? [], offers.value),
  );
  const unsavedOrEdited = computed(() => isUnsavedOrEdited({ saved: saved.value, dirty: dirty.value }));

  function markDirty(): void {
    dirty.value = true;
  }

  /** The jacket's ids to send, or null while the jacket is unknown (then the GET calls price it). */
  function protectionIds(): string[] | null {
    return protection.value?.map((p) => p.id) ?? null;
  }

  // --- Loading -------------------------------------------------------------------------------

  let autoCashSet = false;
  /** While a recalculation may put back the last good quotes, an empty answer is not "no quotes". */
  let holdAutoCash = false;
  const lastRun = {
    FINANCE: null as (() => Promise<unknown>) | null,
    LEASE: null as (() => Promise<unknown>) | null,
  };

  /** Seed 000 §4: a cash deal is set automatically once the loads complete with no quotes at all. */
  const stopAutoCash = effect(() => {
    if (autoCashSet || holdAutoCash) return;
    if (!shouldSetCashDeal(deal.state.value, financeQuotes.state.value, leaseQuotes.state.value)) return;
    autoCashSet = true;
    dealType.value = 'CASH';
    const ids = protectionIds();
    void cashDeal.run((s) => (ids ? postCashDeal(dealId, ids) : getCashDeal(dealId, s)));
  });

  /** The Cash tab always has its price: whatever made it the tab shown (a tab gone, a click), it loads. */
  const stopCashForTab = effect(() => {
    if (activeTab.value !== 'CASH') return;
    const sets = [deal.state.value, financeQuotes.state.value, leaseQuotes.state.value];
    if (sets.some((s) => s.status === 'idle' || s.status === 'loading')) return;
    // With no quotes at all, the automatic cash deal prices it (once).
    if (!autoCashSet && shouldSetCashDeal(deal.state.value, financeQuotes.state.value, leaseQuotes.state.value)) return;
    if (cashDeal.state.peek().status === 'idle') untracked(ensureCashDeal);
  });

  function applyDeal(d: Deal): void {
    const { financePreferences: fin, leasePreferences: lease } = d.preferences;
    // What the shopper last asked for, saved or not, is what a reload asks for again.
    const latest = d.latestRequests;
    batch(() => {
      dealName.value = d.dealName ?? '';
      saved.value = d.saved;
      dirty.value = false;
      requestedDown.FINANCE.value = roundDownPayment(latest.finance?.downPayment ?? fin.downPayment ?? 0);
      requestedDown.LEASE.value = roundDownPayment(latest.lease?.downPayment ?? lease.downPayment ?? 0);
      requestedTerm.FINANCE.value = fin.term;
      requestedTerm.LEASE.value = lease.term;
      mileage.value = latest.lease?.mileage ?? lease.mileage ?? LEASE_DEFAULT_MILES;
      mileageInput.value = String(mileage.value);
      mileageError.value = null;
      financier.value = { financierType: fin.financierType, lenderNumber: fin.captiveFinancier };
      offers.value = d.pricing.externalOffers;
      // The tab is known from the deal alone; the quotes confirm it once they are here.
      dealType.value = pickDealType(d.preferences.dealType, d.quote);
      for (const type of ['FINANCE', 'LEASE'] as const) {
        downInput[type].value = String(requestedDown[type].value);
        downError[type].value = null;
        minimumDown[type].value = 0;
        termUnavailable[type].value = null;
      }
    });
  }

  function loadFinance(): Promise<FinanceQuote[] | undefined> {
    const down = requestedDown.FINANCE.value;
    const run = () => financeQuotes.run((s) => requestFinanceQuotes(dealId, down, s).then((r) => r.quotes));
    lastRun.FINANCE = run;
    return run();
  }

  function loadLease(d: Deal): Promise<LeaseQuote[] | undefined> {
    if (!d.offerDetails.leaseEnabled) {
      leaseQuotes.set([]);
      return Promise.resolve([]);
    }
    const down = requestedDown.LEASE.value;
    const miles = mileage.value;
    const run = () => leaseQuotes.run((s) => requestLeaseQuotes(dealId, down, miles, s).then((r) => r.quotes));
    lastRun.LEASE = run;
    return run();
  }

  /** The saved preference a tab's quote is matched against (seed 000 §4 "Switching tab"). */
  function preferenceFor(type: QuoteType): QuotePreference {
    const d = deal.data.value;
    const savedQuote = d?.quote ?? null;
    if (type === 'FINANCE') {
      const lender = financier.value.lenderNumber ?? (savedQuote && !savedQuote.lease ? savedQuote.lenderNumber : null);
      return { downPayment: requestedDown.FINANCE.value, term: requestedTerm.FINANCE.value, lenderNumber: lender };
    }
    return { downPayment: requestedDown.LEASE.value, term: requestedTerm.LEASE.value, mileage: mileage.value };
  }

  /** Puts a quote on its tab; its down payment and term become the requested ones for its type. */
  function adopt(quote: Quote | null, type: QuoteType): void {
    batch(() => {
      selectedQuoteId[type].value = quote?.id ?? null;
      if (!quote) return;
      const requested = requestedDownFromQuote(quote);
      requestedDown[requested.type].value = requested.downPayment;
      downInput[requested.type].value = String(requested.downPayment);
      downError[requested.type].value = null;
      requestedTerm[type].value = quote.term;
    });
  }

  function pickForTab(type: QuoteType): void {
    const filter = financier.value;
    const everyLender = filter.financierType === 'ALL' && filter.lenderNumber === null;
    if (type === 'FINANCE' && !everyLender && visibleQuotes.FINANCE.value.length === 0) {
      // A saved lender with no quote today would leave the tab empty: show all lenders instead.
      financier.value = ALL_LENDERS;
    }
    const list: readonly Quote[] = visibleQuotes[type].value;
    adopt(pickQuoteForTab(list, preferenceFor(type)), type);
  }

  /** After new quotes arrive: keep the term (and lender) the shopper chose when a quote has them. */
  function reselect(type: QuoteType): Quote | null {
    const list: readonly Quote[] = visibleQuotes[type].value;
    const term = requestedTerm[type].value;
    const lender = selectedQuote[type].value?.financier.lenderNumber ?? financier.value.lenderNumber;
    const exact = pickQuoteForTab(list, { downPayment: null, term, lenderNumber: lender });
    const quote =
      exact && (term === null || exact.term === term) ? exact : pickQuoteForTab(list, { downPayment: null, term });
    termUnavailable[type].value = quote && term !== null && quote.term !== term ? term : null;
    adopt(quote, type);
    return quote;
  }

  function ensureCashDeal(): void {
    const status = cashDeal.state.value.status;
    if (status === 'idle' || status === 'error') void cashDeal.run((s) => getCashDeal(dealId, s));
  }

  async function load(): Promise<void> {
    autoCashSet = false;
    batch(() => {
      cashDeal.reset();
      selectedQuoteId.FINANCE.value = null;
      selectedQuoteId.LEASE.value = null;
      downPaymentChange.value = null;
    });
    void vehicle.run((s) => getDealVehicle(dealId, s));
    const d = await deal.run((s) => getDeal(dealId, s));
    if (!d) return;
    applyDeal(d);
    // A signed deal's figures are its contract's: nothing is quoted again (the server refuses it).
    if (isSignedStage(d.status.stage)) return;
    await Promise.all([loadFinance(), loadLease(d)]);
    if (deal.data.value !== d) return;
    await reloadRefused(d);
    if (deal.data.value !== d) return;
    batch(() => {
      // The automatic cash deal, once set, is not overridden by the saved preference.
      if (!autoCashSet) dealType.value = pickDealType(d.preferences.dealType, d.quote);
      pickForTab('FINANCE');
      pickForTab('LEASE');
      if (d.saved && differsFromSaved(d.preferences)) markDirty();
    });
    if (activeTab.value === 'CASH' && !autoCashSet) ensureCashDeal();
  }

  /**
   * A restored down payment the deal can no longer be financed with (a trade or offer lowered the
   * most it can take) is refused: the set loads at the saved one (or the minimum) instead.
   */
  async function reloadRefused(d: Deal): Promise<void> {
    const { financePreferences: fin, leasePreferences: lease } = d.preferences;
    const again: Promise<unknown>[] = [];
    if (refusedDownPayment(financeQuotes.state.value) && requestedDown.FINANCE.value !== 0) {
      requestedDown.FINANCE.value = fin.downPayment === requestedDown.FINANCE.value ? 0 : (fin.downPayment ?? 0);
      again.push(loadFinance());
    }
    if (refusedDownPayment(leaseQuotes.state.value) && requestedDown.LEASE.value !== 0) {
      requestedDown.LEASE.value = lease.downPayment === requestedDown.LEASE.value ? 0 : (lease.downPayment ?? 0);
      again.push(loadLease(d));
    }
    await Promise.all(again);
  }

  /** A saved deal reloaded with later, unsaved requests (down payment, mileage) is edited. */
  function differsFromSaved(prefs: DealPreferences): boolean {
    const fin = prefs.financePreferences.downPayment;
    const lease = prefs.leasePreferences.downPayment;
    const miles = prefs.leasePreferences.mileage;
    // Compared once quotes are here: the saved down payments are the quotes' (the minimum applied).
    const quoted = (type: QuoteType) =>
      ((type === 'FINANCE' ? financeQuotes.data.value : leaseQuotes.data.value)?.length ?? 0) > 0;
    return (
      (fin !== null && quoted('FINANCE') && requestedDown.FINANCE.value !== roundDownPayment(fin)) ||
      (lease !== null && quoted('LEASE') && requestedDown.LEASE.value !== roundDownPayment(lease)) ||
      (miles !== null && miles !== mileage.value)
    );
  }

  function retry(block: 'deal' | 'vehicle' | 'cash' | QuoteType): void {
    if (block === 'deal') void load();
    else if (block === 'vehicle') void vehicle.run((s) => getDealVehicle(dealId, s));
    else if (block === 'cash') {
      cashDeal.reset();
      ensureCashDeal();
    } else void lastRun[block]?.().then(() => reselect(block));
  }

  // --- Shopper actions (every one is an edit: seed 000 §4 "Editing marks the deal dirty") -------

  function switchTab(type: DealType): void {
    if (type === activeTab.value && type === dealType.value) return;
    batch(() => {
      dealType.value = type;
      markDirty();
      if (type !== 'CASH' && !selectedQuote[type].value) pickForTab(type);
    });
    if (activeTab.value === 'CASH') ensureCashDeal();
  }

  /**
   * POSTs quotes for the requested down payment (and mileage); applies seed 000 §4 "Recalculation".
   * A request the server refuses (a 400 on `downPayment`) or one no lender quotes keeps the last good
   * quotes, with the message on the down payment field; `undo` puts back what the request changed.
   */
  async function recalculate(
    type: QuoteType,
    undo: () => void = () => {},
    field: 'down' | 'mileage' = 'down',
  ): Promise<void> {
    const requested = requestedDown[type].value;
    const miles = mileage.value;
    const ids = protectionIds();
    const run =
      type === 'FINANCE'
        ? () =>
            financeQuotes.run((s) =>
              (ids
                ? postFinanceQuotes(dealId, { downPayment: requested, protectionProducts: ids })
                : requestFinanceQuotes(dealId, requested, s)
              ).then((r) => r.quotes),
            )
        : () =>
            leaseQuotes.run((s) =>
              (ids
                ? postLeaseQuotes(dealId, { downPayment: requested, mileage: miles, protectionProducts: ids })
                : requestLeaseQuotes(dealId, requested, miles, s)
              ).then((r) => r.quotes),
            );
    lastRun[type] = run;
    const before = type === 'FINANCE' ? financeQuotes.data.value : leaseQuotes.data.value;
    const keepBefore = (show: () => void): void =>
      batch(() => {
        if (type === 'FINANCE') financeQuotes.set(before as FinanceQuote[]);
        else leaseQuotes.set(before as LeaseQuote[]);
        undo();
        show();
      });
    holdAutoCash = before !== undefined && before.length > 0;
    let list: readonly Quote[] | undefined;
    try {
      list = await run();
    } finally {
      holdAutoCash = false;
    }
    const state = type === 'FINANCE' ? financeQuotes.state.value : leaseQuotes.state.value;
    const refused = list ? null : refusedDownPayment(state);
    if (refused !== null) {
      const show = () => (downError[type].value = { text: refused });
      if (before) keepBefore(show);
      else show();
      return;
    }
    if (!list) return;
    if (list.length === 0 && before && before.length > 0) {
      keepBefore(() =>
        field === 'down'
          ? (downError[type].value = { key: 'deal.down.noQuotes' })
          : (mileageError.value = 'deal.mileage.noQuotes'),
      );
      return;
    }
    const quote = reselect(type);
    if (quote && downPaymentChanged(requested, quote.downPayment)) {
      batch(() => {
        downPaymentChange.value = { type, requested, actual: quote.downPayment };
        minimumDown[type].value = raiseMinimumDown(minimumDown[type].value, quote.downPayment);
      });
    }
  }

  /** The down payment bounds of a type's quotes: the lender's minimum up to the most it can be financed with. */
  function downBounds(type: QuoteType) {
    return downPaymentBounds(type === 'FINANCE' ? (financeQuotes.data.value ?? []) : (leaseQuotes.data.value ?? []));
  }

  /**
   * Seed 000 §5: validated eagerly against the quotes' bounds, rounded to whole dollars before
   * sending; bad input stays as typed, with its message, and the last good quotes stay on screen.
   */
  async function setDownPayment(type: QuoteType, input: string): Promise<void> {
    const error = downPaymentError(input, downBounds(type));
    batch(() => {
      downInput[type].value = input;
      downError[type].value = error;
    });
    if (error) return;
    const amount = roundDownPayment(parseAmount(input) ?? 0);
    const previous = requestedDown[type].value;
    batch(() => {
      requestedDown[type].value = amount;
      downInput[type].value = String(amount);
      markDirty();
    });
    await recalculate(type, () => {
      requestedDown[type].value = previous;
      // What the shopper typed stays in the field, with the message.
      downInput[type].value = input;
    });
  }

  function setTerm(type: QuoteType, term: number): void {
    batch(() => {
      requestedTerm[type].value = term;
      markDirty();
      reselect(type);
    });
  }

  /** Seed 000 §4 "Financier type": ALL stays ALL; otherwise the chosen quote decides. */
  function setLender(filter: FinancierFilter): void {
    batch(() => {
      financier.value = filter;
      markDirty();
      reselect('FINANCE');
    });
  }

  /** Seed 000 §5 "Lease": an invalid mileage keeps the input, shows its message and sends nothing. */
  async function setMileage(input: string): Promise<void> {
    const error = leaseMileageError(input);
    batch(() => {
      mileageInput.value = input;
      mileageError.value = error;
    });
    if (error) return;
    const miles = parseAmount(input) ?? LEASE_DEFAULT_MILES;
    const previous = mileage.value;
    batch(() => {
      mileage.value = miles;
      mileageInput.value = String(miles);
      markDirty();
    });
    await recalculate(
      'LEASE',
      () => {
        mileage.value = previous;
        mileageInput.value = input;
      },
      'mileage',
    );
  }

  function selectQuote(type: QuoteType, quoteId: string): void {
    const quote = visibleQuotes[type].value.find((q) => q.id === quoteId);
    if (!quote) return;
    batch(() => {
      termUnavailable[type].value = null;
      adopt(quote, type);
      markDirty();
    });
  }

  function dismissDownPaymentChange(): void {
    downPaymentChange.value = null;
  }

  // --- Saving (seed 000 §4 "Saving", §5, §7 update, §8) ---------------------------------------

  function preferences(d: Deal): DealPreferences {
    const finQuote = selectedQuote.FINANCE.value;
    const leaseQuote = selectedQuote.LEASE.value;
    const applied = d.pricing.externalOffers;
    return {
      dealType: activeTab.value,
      financePreferences: {
        financierType: financierTypeFor(finQuote, financier.value.financierType),
        captiveFinancier: financier.value.lenderNumber,
        downPayment: requestedDown.FINANCE.value,
        term: finQuote?.term ?? requestedTerm.FINANCE.value,
        externalOffers: applied,
      },
      leasePreferences: {
        downPayment: requestedDown.LEASE.value,
        term: leaseQuote?.term ?? requestedTerm.LEASE.value,
        mileage: mileage.value,
        externalOffers: applied,
      },
      appliedPreApproval: d.preferences.appliedPreApproval,
      // The server keeps its own record of it; sent back as read.
      chosenOffer: d.preferences.chosenOffer,
    };
  }

  /**
   * What a save sends for the deal on screen: the quote shown (none on Cash), the name, and the
   * choices; also what 'Sign in to save this deal' keeps for the sign-in to save. Seed 000 §5: a save
   * without a deal id is refused (and logged).
   */
  function saveRequest(name: string): { d: Deal; body: Omit<UpdateDealRequest, 'sendLead'> } {
    const d = deal.data.value;
    if (!d || !canSaveDeal(d.dealId)) {
      report(new MissingDealIdError());
      throw new MissingDealIdError();
    }
    const quote = currentQuote.value;
    const tab = activeTab.value;
    return {
      d,
      body: {
        updateQuote: tab === 'CASH' || !quote ? { dealType: 'CASH' } : { dealType: tab, quoteId: quote.id },
        dealName: name.trim(),
        dealPreferences: preferences(d),
      },
    };
  }

  /**
   * Names and saves the deal. The first save sends the lead. Success marks it saved and clean;
   * failure restores the previous name, marks it unsaved and dirty, and rethrows.
   */
  async function save(name: string): Promise<Deal> {
    const { d, body: request } = saveRequest(name);
    const previousName = dealName.value;
    const firstSave = !d.saved;
    const body: UpdateDealRequest = { ...request, ...(firstSave ? { sendLead: true } : {}) };
    dealName.value = body.dealName;
    try {
      const updated = await updateDeal(d.dealId, body);
      batch(() => {
        deal.set(updated);
        dealName.value = updated.dealName ?? body.dealName;
        saved.value = true;
        dirty.value = false;
      });
      if (firstSave) {
        trackLead('deal-saved');
        // The garage badge counts saved deals: this one is new.
        refreshSavedDealCount();
      }
      return updated;
    } catch (error) {
      batch(() => {
        dealName.value = previousName;
        saved.value = false;
        dirty.value = true;
      });
      throw error;
    }
  }

  // --- External offers (seed 000 §4 "External-offer line items", §5, §8) ---------------------

  /** Loads the offers the deal's program has for its vehicle; the amounts shown are the program's. */
  function loadAvailableOffers(): Promise<AvailableOffers | undefined> {
    return availableOffers.run((s) => getAvailableOffers(dealId, s));
  }

  /** Chooses (or drops) one of the program's offers, at the program's description and amount. */
  function chooseOffer(offer: Pick<ProgramOffer, 'type' | 'description' | 'amount'>, chosen: boolean): void {
    if (chosen) addOffer({ type: offer.type, description: offer.description, amount: offer.amount });
    else removeOffer(offer.type);
  }

  function addOffer(item: ExternalOfferLineItem): void {
    batch(() => {
      offers.value = upsertLineItem(offers.value, item);
      markDirty();
    });
  }

  function removeOffer(type: string): void {
    batch(() => {
      offers.value = removeLineItem(offers.value, type);
      markDirty();
    });
  }

  /**
   * Saves the chosen offers (empty ones dropped) by type only: the server prices them from the
   * program's table. New prices mean new quotes. Failure rethrows.
   */
  async function saveOffers(): Promise<Deal> {
    const lineItems = dropEmptyLineItems(offers.value).map(({ type }) => ({ type }));
    try {
      const updated = await postExternalOffers(dealId, { providerType: EXTERNAL_OFFER_PROVIDER, lineItems });
      batch(() => {
        deal.set(updated);
        offers.value = updated.pricing.externalOffers;
        markDirty();
      });
      void refreshPrices(updated);
      return updated;
    } catch (error) {
      batch(() => {
        saved.value = false;
        dirty.value = true;
      });
      throw error;
    }
  }

  // --- Taxes where the shopper lives ----------------------------------------------------------

  /**
   * Taxes the deal at the ZIP the shopper typed (null: back to the next known ZIP). The server
   * re-prices every quote set; the tabs then reload theirs. Failure rethrows (a 400 names `zip`).
   */
  async function setTaxZip(zip: string | null): Promise<Deal> {
    const updated = await putTaxLocation(dealId, zip);
    batch(() => {
      deal.set(updated);
      markDirty();
    });
    void refreshPrices(updated);
    return updated;
  }

  /**
   * Another feature re-priced the deal on the server (a self-selected credit tier, an applied
   * pre-approval) and answered it: show it and load its quotes. The lender filter starts
   * over, as the lenders quoting may have changed (a pre-approval quotes its lender only).
   */
  function reprice(d: Deal): Promise<void> {
    batch(() => {
      deal.set(d);
      financier.value = ALL_LENDERS;
    });
    return refreshPrices(d);
  }

  // --- Protection products -------------------------------------------------------------------

  /** The deal's jacket as the protection section knows it (null: unknown, e.g. its load failed). */
  function setProtection(products: readonly DealProtectionProduct[] | null): void {
    protection.value = products;
  }

  /**
   * A jacket update re-priced the deal on the server: show its cash deal and quote sets, keeping the
   * shopper's term and lender. A set being recalculated meanwhile was asked for with the old jacket:
   * it is asked again with the new one instead. Adding or removing a product is an edit.
   */
  function applyRepricedQuotes(data: RepricedQuotes): void {
    const again: QuoteType[] = [];
    batch(() => {
      cashDeal.set(data.cash);
      if (financeQuotes.state.value.status === 'loading') again.push('FINANCE');
      else if (data.finance) {
        financeQuotes.set(data.finance.quotes);
        reselect('FINANCE');
      }
      if (leaseQuotes.state.value.status === 'loading') again.push('LEASE');
      else if (data.lease) {
        leaseQuotes.set(data.lease.quotes);
        reselect('LEASE');
      }
      markDirty();
    });
    for (const type of again) void recalculate(type);
  }

  async function refreshPrices(d: Deal): Promise<void> {
    if (cashDeal.state.value.status !== 'idle') {
      cashDeal.reset();
      ensureCashDeal();
    }
    await Promise.all([
      loadFinance().then((list) => list && reselect('FINANCE')),
      loadLease(d).then((list) => list && reselect('LEASE')),
    ]);
  }

  function dispose(): void {
    stopAutoCash();
    stopCashForTab();
    for (const remote of [deal, vehicle, financeQuotes, leaseQuotes, cashDeal, availableOffers]) remote.reset();
  }

  return {
    dealId,
    // remote blocks
    deal,
    vehicle,
    financeQuotes,
    leaseQuotes,
    cashDeal,
    availableOffers,
    // state
    dealType,
    tabs,
    activeTab,
    selectedQuoteId,
    requestedDown,
    minimumDown,
    requestedTerm,
    downInput,
    downError,
    mileage,
    mileageInput,
    mileageError,
    financier,
    termUnavailable,
    saved,
    dirty,
    dealName,
    downPaymentChange,
    offers,
    protection,
    // computed
    visibleQuotes,
    selectedQuote,
    currentQuote,
    monthlyPayment,
    cashPrice,
    features,
    offerComparison,
    unsavedOrEdited,
    downBounds,
    // actions
    load,
    retry,
    switchTab,
    setDownPayment,
    setTerm,
    setLender,
    setMileage,
    selectQuote,
    dismissDownPaymentChange,
    markDirty,
    save,
    saveRequest,
    loadAvailableOffers,
    chooseOffer,
    addOffer,
    removeOffer,
    saveOffers,
    setTaxZip,
    reprice,
    setProtection,
    applyRepricedQuotes,
    dispose,
  };
}
