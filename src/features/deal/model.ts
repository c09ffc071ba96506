/**
 * The deal desk's state (seed 000 §4 "Deal type", "Recalculation", "Saving", "Financier type",
 * "External-offer line items"; §5; §8): remote blocks for the deal, its vehicle and the cash deal,
 * a quote set per payment type (quote-set.ts), the shopper's choices, and the actions that change
 * them. Views read its signals and call its actions; its effects end with it (`[Symbol.dispose]`).
 * Signals only, no JSX; every rule comes from rules.ts.
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
import { action, batch, computed, createModel, effect, signal } from '@preact/signals';
import { report } from '../../lib/http.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { createRemote } from '../../lib/remote-data.ts';
import { trackLead } from '../../lib/tracking.ts';
import { refreshSavedDealCount } from '../garage/index.ts';
import {
  getAvailableOffers,
  getCashDeal,
  getDeal,
  getDealVehicle,
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
import { QuoteSetModel, type ModelView, type QuoteSetOptions } from './quote-set.ts';
import {
  ALL_LENDERS,
  MISSING_DEAL_ID_MESSAGE,
  canSaveDeal,
  cashDealPrice,
  compareExternalOffers,
  dropEmptyLineItems,
  filterQuotesByFinancier,
  financierTypeFor,
  isUnsavedOrEdited,
  leaseMileageError,
  parseAmount,
  pickDealType,
  removeLineItem,
  roundDownPayment,
  shouldSetCashDeal,
  tabIndexFor,
  tabsFor,
  upsertLineItem,
  type FinancierFilter,
  type QuotePreference,
  type QuoteSets,
  type QuoteType,
} from './rules.ts';

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

function dealModel(dealId: string) {
  const deal = createRemote<Deal>();
  const vehicle = createRemote<DealVehicle>();
  const cashDeal = createRemote<CashDeal>();
  /** The program offers the shopper may choose: loaded by the offers section. */
  const availableOffers = createRemote<AvailableOffers>();

  const dealType = signal<DealType>('CASH');
  const mileage = signal(LEASE_DEFAULT_MILES);
  const mileageInput = signal(String(LEASE_DEFAULT_MILES));
  const mileageError = signal<MessageKey | null>(null);
  const financier = signal<FinancierFilter>(ALL_LENDERS);
  const saved = signal(false);
  const dirty = signal(false);
  const dealName = signal('');
  const downPaymentChange = signal<DownPaymentChange | null>(null);
  const offers = signal<ExternalOfferLineItem[]>([]);
  /** The deal's protection products (its jacket); null while unknown. */
  const protection = signal<readonly DealProtectionProduct[] | null>(null);

  function markDirty(): void {
    dirty.value = true;
  }

  let autoCashSet = false;
  /** The shopper chose a tab while the deal loaded: the saved preference no longer picks it. */
  let tabChosen = false;
  /** While a recalculation may put back the last good quotes, an empty answer is not "no quotes". */
  let holdAutoCash = false;

  /** What both quote sets take from the deal: the lender, the jacket, edits, and the modal. */
  const shared = (type: QuoteType): Omit<QuoteSetOptions, 'request'> => ({
    lender: () => financier.value.lenderNumber,
    // The jacket's ids to send, or null while the jacket is unknown (then the request prices the stored one).
    products: () => protection.value?.map((p) => p.id) ?? null,
    edited: markDirty,
    hold: (on) => (holdAutoCash = on),
    changed: (requested, actual) => (downPaymentChange.value = { type, requested, actual }),
  });
  /** The products a quote request names; none while the jacket is unknown, so the server prices the stored one. */
  const jacket = (products: string[] | null) => (products ? { protectionProducts: products } : {});
  const finance = new QuoteSetModel({
    ...shared('FINANCE'),
    request: (downPayment, products) => (s) =>
      postFinanceQuotes(dealId, { downPayment, ...jacket(products) }, s).then((r) => r.quotes),
    shown: (quotes) => filterQuotesByFinancier(quotes, financier.value),
  });
  const lease = new QuoteSetModel({
    ...shared('LEASE'),
    request: (downPayment, products) => {
      const miles = mileage.value;
      return (s) =>
        postLeaseQuotes(dealId, { downPayment, mileage: miles, ...jacket(products) }, s).then((r) => r.quotes);
    },
  });
  const sets = { FINANCE: finance, LEASE: lease };

  const quoteSets = computed<QuoteSets>(() => ({ finance: finance.exists.value, lease: lease.exists.value }));
  const tabs = computed(() => tabsFor(quoteSets.value));
  /** The tab shown: the deal type when its quote set exists, else Cash. */
  const activeTab = computed<DealType>(() => tabs.value[tabIndexFor(dealType.value, quoteSets.value)] ?? 'CASH');
  const currentQuote = computed<Quote | null>(() => {
    const tab = activeTab.value;
    return tab === 'CASH' ? null : sets[tab].selected.value;
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

  // --- Loading -------------------------------------------------------------------------------

  /** An action: the effect that calls it does not follow the cash deal it reads. */
  const ensureCashDeal = action(() => {
    const status = cashDeal.state.value.status;
    if (status === 'idle' || status === 'error') void cashDeal.run((s) => getCashDeal(dealId, s));
  });

  /** Seed 000 §4: a cash deal is set automatically once the loads complete with no quotes at all. */
  effect(() => {
    if (autoCashSet || holdAutoCash) return;
    if (!shouldSetCashDeal(deal.state.value, finance.quotes.state.value, lease.quotes.state.value)) return;
    autoCashSet = true;
    dealType.value = 'CASH';
    const ids = protection.value?.map((p) => p.id);
    void cashDeal.run((s) => (ids ? postCashDeal(dealId, ids) : getCashDeal(dealId, s)));
  });

  /** The Cash tab always has its price: whatever made it the tab shown (a tab gone, a click), it loads. */
  effect(() => {
    if (activeTab.value !== 'CASH') return;
    const states = [deal.state.value, finance.quotes.state.value, lease.quotes.state.value];
    if (states.some((s) => s.status === 'idle' || s.status === 'loading')) return;
    // With no quotes at all, the automatic cash deal prices it (once).
    if (!autoCashSet && shouldSetCashDeal(deal.state.value, finance.quotes.state.value, lease.quotes.state.value))
      return;
    if (cashDeal.state.peek().status === 'idle') ensureCashDeal();
  });

  // Disposed with the model: what is still loading is aborted.
  effect(() => () => {
    for (const remote of [deal, vehicle, finance.quotes, lease.quotes, cashDeal, availableOffers]) remote.reset();
  });

  const applyDeal = action((d: Deal) => {
    const { financePreferences: fin, leasePreferences: leasePrefs } = d.preferences;
    // What the shopper last asked for, saved or not, is what a reload asks for again.
    const latest = d.latestRequests;
    dealName.value = d.dealName ?? '';
    saved.value = d.saved;
    dirty.value = false;
    finance.restore(roundDownPayment(latest.finance?.downPayment ?? fin.downPayment ?? 0), fin.term);
    lease.restore(roundDownPayment(latest.lease?.downPayment ?? leasePrefs.downPayment ?? 0), leasePrefs.term);
    mileage.value = latest.lease?.mileage ?? leasePrefs.mileage ?? LEASE_DEFAULT_MILES;
    mileageInput.value = String(mileage.value);
    mileageError.value = null;
    financier.value = { financierType: fin.financierType, lenderNumber: fin.captiveFinancier };
    offers.value = d.pricing.externalOffers;
    // The tab is known from the deal alone; the quotes confirm it once they are here.
    dealType.value = pickDealType(d.preferences.dealType, d.quote);
  });

  /** The saved preference a tab's quote is matched against (seed 000 §4 "Switching tab"). */
  function preferenceFor(type: QuoteType): QuotePreference {
    const set = sets[type];
    const wanted = { downPayment: set.requestedDown.value, term: set.requestedTerm.value };
    if (type === 'LEASE') return { ...wanted, mileage: mileage.value };
    const savedQuote = deal.data.value?.quote ?? null;
    const lender = financier.value.lenderNumber ?? (savedQuote && !savedQuote.lease ? savedQuote.lenderNumber : null);
    return { ...wanted, lenderNumber: lender };
  }

  function pickForTab(type: QuoteType): void {
    const filter = financier.value;
    const everyLender = filter.financierType === 'ALL' && filter.lenderNumber === null;
    if (type === 'FINANCE' && !everyLender && finance.visible.value.length === 0) {
      // A saved lender with no quote today would leave the tab empty: show all lenders instead.
      financier.value = ALL_LENDERS;
    }
    sets[type].pick(preferenceFor(type));
  }

  async function load(): Promise<void> {
    autoCashSet = false;
    tabChosen = false;
    cashDeal.reset();
    finance.unselect();
    lease.unselect();
    downPaymentChange.value = null;
    void vehicle.run((s) => getDealVehicle(dealId, s));
    // Applied as it arrives: a first render with the deal but not its type showed the Cash tab for a moment.
    const d = await deal.run((s) => getDeal(dealId, s), applyDeal);
    if (!d) return;
    // A signed deal's figures are its contract's: nothing is quoted again (the server refuses it).
    if (isSignedStage(d.status.stage)) return;
    await Promise.all([finance.load(), lease.load(d.offerDetails.leaseEnabled)]);
    if (deal.data.value !== d) return;
    const { financePreferences: fin, leasePreferences: leasePrefs } = d.preferences;
    await Promise.all([finance.reloadRefused(fin.downPayment), lease.reloadRefused(leasePrefs.downPayment)]);
    if (deal.data.value !== d) return;
    batch(() => {
      // The automatic cash deal, once set, is not overridden by the saved preference.
      if (!autoCashSet && !tabChosen) dealType.value = pickDealType(d.preferences.dealType, d.quote);
      pickForTab('FINANCE');
      pickForTab('LEASE');
      // A saved deal reloaded with later, unsaved requests (down payment, mileage) is edited.
      const miles = leasePrefs.mileage;
      const differs =
        finance.differsFrom(fin.downPayment) ||
        lease.differsFrom(leasePrefs.downPayment) ||
        (miles !== null && miles !== mileage.value);
      if (d.saved && differs) markDirty();
    });
    if (activeTab.value === 'CASH' && !autoCashSet) ensureCashDeal();
  }

  // --- Saving (seed 000 §4 "Saving", §5, §7 update, §8) ---------------------------------------

  function preferences(d: Deal): DealPreferences {
    const finQuote = finance.selected.value;
    const leaseQuote = lease.selected.value;
    const applied = d.pricing.externalOffers;
    return {
      dealType: activeTab.value,
      financePreferences: {
        financierType: financierTypeFor(finQuote, financier.value.financierType),
        captiveFinancier: financier.value.lenderNumber,
        downPayment: finance.requestedDown.value,
        term: finQuote?.term ?? finance.requestedTerm.value,
        externalOffers: applied,
      },
      leasePreferences: {
        downPayment: lease.requestedDown.value,
        term: leaseQuote?.term ?? lease.requestedTerm.value,
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

  /** Loads the quote sets again (new prices), keeping the shopper's terms and lender; the cash price too once asked for. */
  async function refreshPrices(d: Deal): Promise<void> {
    if (cashDeal.state.value.status !== 'idle') {
      cashDeal.reset();
      ensureCashDeal();
    }
    await Promise.all([finance.refresh(), lease.refresh(d.offerDetails.leaseEnabled)]);
  }

  function addOffer(item: ExternalOfferLineItem): void {
    offers.value = upsertLineItem(offers.value, item);
    markDirty();
  }

  function removeOffer(type: string): void {
    offers.value = removeLineItem(offers.value, type);
    markDirty();
  }

  return {
    // remote blocks
    deal,
    vehicle,
    cashDeal,
    availableOffers,
    /** The Finance and Lease quote sets. */
    sets,
    // state
    dealType,
    tabs,
    activeTab,
    mileage,
    mileageInput,
    mileageError,
    financier,
    saved,
    dirty,
    dealName,
    downPaymentChange,
    offers,
    protection,
    currentQuote,
    monthlyPayment,
    cashPrice,
    features,
    offerComparison,
    unsavedOrEdited,
    // actions
    load,
    markDirty,
    saveRequest,
    addOffer,
    removeOffer,
    retry(block: 'deal' | 'vehicle' | 'cash'): void {
      if (block === 'deal') void load();
      else if (block === 'vehicle') void vehicle.run((s) => getDealVehicle(dealId, s));
      else {
        cashDeal.reset();
        ensureCashDeal();
      }
    },

    // --- Shopper actions (every one is an edit: seed 000 §4 "Editing marks the deal dirty") -------

    switchTab(type: DealType): void {
      if (type === activeTab.value && type === dealType.value) return;
      tabChosen = true;
      dealType.value = type;
      markDirty();
      if (type !== 'CASH' && !sets[type].selected.value) pickForTab(type);
      if (activeTab.value === 'CASH') ensureCashDeal();
    },
    /** Seed 000 §4 "Financier type": ALL stays ALL; otherwise the chosen quote decides. */
    setLender(filter: FinancierFilter): void {
      financier.value = filter;
      markDirty();
      finance.reselect();
    },
    /** What the shopper types in the miles field, kept until they ask for it. */
    editMileage(input: string): void {
      mileageInput.value = input;
    },
    /** Seed 000 §5 "Lease": an invalid mileage keeps the input, shows its message and sends nothing. */
    async setMileage(input: string): Promise<void> {
      const error = leaseMileageError(input);
      mileageInput.value = input;
      mileageError.value = error;
      if (error) return;
      const miles = parseAmount(input) ?? LEASE_DEFAULT_MILES;
      const previous = mileage.value;
      mileage.value = miles;
      mileageInput.value = String(miles);
      markDirty();
      await lease.recalculate(
        () => {
          mileage.value = previous;
          mileageInput.value = input;
        },
        () => (mileageError.value = 'deal.mileage.noQuotes'),
      );
    },
    dismissDownPaymentChange(): void {
      downPaymentChange.value = null;
    },

    /**
     * Names and saves the deal. The first save sends the lead. Success marks it saved and clean;
     * failure restores the previous name, marks it unsaved and dirty, and rethrows.
     */
    async save(name: string): Promise<Deal> {
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
    },

    // --- External offers (seed 000 §4 "External-offer line items", §5, §8) ---------------------

    /** Loads the offers the deal's program has for its vehicle; the amounts shown are the program's. */
    loadAvailableOffers(): Promise<AvailableOffers | undefined> {
      return availableOffers.run((s) => getAvailableOffers(dealId, s));
    },
    /** Chooses (or drops) one of the program's offers, at the program's description and amount. */
    chooseOffer(offer: Pick<ProgramOffer, 'type' | 'description' | 'amount'>, chosen: boolean): void {
      if (chosen) addOffer({ type: offer.type, description: offer.description, amount: offer.amount });
      else removeOffer(offer.type);
    },
    /**
     * Saves the chosen offers (empty ones dropped) by type only: the server prices them from the
     * program's table. New prices mean new quotes. Failure rethrows.
     */
    async saveOffers(): Promise<Deal> {
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
    },

    // --- Taxes where the shopper lives ----------------------------------------------------------

    /**
     * Taxes the deal at the ZIP the shopper typed (null: back to the next known ZIP). The server
     * re-prices every quote set; the tabs then reload theirs. Failure rethrows (a 400 names `zip`).
     */
    async setTaxZip(zip: string | null): Promise<Deal> {
      const updated = await putTaxLocation(dealId, zip);
      batch(() => {
        deal.set(updated);
        markDirty();
      });
      void refreshPrices(updated);
      return updated;
    },
    /**
     * Another feature re-priced the deal on the server (a self-selected credit tier, an applied
     * pre-approval) and answered it: show it and load its quotes. The lender filter starts
     * over, as the lenders quoting may have changed (a pre-approval quotes its lender only).
     */
    reprice(d: Deal): Promise<void> {
      deal.set(d);
      financier.value = ALL_LENDERS;
      return refreshPrices(d);
    },

    // --- Protection products -------------------------------------------------------------------

    /** The deal's jacket as the protection section knows it (null: unknown, e.g. its load failed). */
    setProtection(products: readonly DealProtectionProduct[] | null): void {
      protection.value = products;
    },
    /**
     * A jacket update re-priced the deal on the server: show its cash deal and quote sets, keeping the
     * shopper's term and lender. A set being recalculated meanwhile was asked for with the old jacket:
     * it is asked again with the new one instead. Adding or removing a product is an edit.
     */
    applyRepricedQuotes(data: RepricedQuotes): void {
      cashDeal.set(data.cash);
      for (const [set, repriced] of [
        [finance, data.finance],
        [lease, data.lease],
      ] as const) {
        if (set.quotes.state.value.status === 'loading') void set.recalculate();
        else if (repriced) {
          set.quotes.set(repriced.quotes);
          set.reselect();
        }
      }
      markDirty();
    },
  };
}

export const DealModel = createModel<ModelView<ReturnType<typeof dealModel>>, [dealId: string]>(dealModel);
export type DealModel = InstanceType<typeof DealModel>;
