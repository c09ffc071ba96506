/**
 * The deal desk between HTTP and the pure deal engine: ownership, engine inputs from the
 * database (vehicle, dealer fees, credit, trade, rebates, external offers, protection products),
 * quote persistence and the `Deal` view the app reads. Shared by the deal, garage and
 * certificate routes and by the sign-in claim (routes/auth-service.ts). Every desk function takes the query handle first
 * (`db`, or a transaction on it), like the repository functions, so a caller inside a transaction
 * can never query around it.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type {
  CashDeal,
  ChosenOffer,
  Deal,
  DealPreferences,
  DealQuote,
  DealType,
  ExternalOfferLineItem,
  FinanceQuote,
  AvailableOffers,
  LeaseQuote,
  TaxLocation,
} from '../../../src/contract/deal.ts';
import { EXTERNAL_OFFER_PROVIDER, LEASE_DEFAULT_MILES } from '../../../src/contract/deal.ts';
import { DEAL_SIGNED, type DealStatus } from '../../../src/contract/deal-status.ts';
import { chosenOfferApplies, cleanLineItems } from '../../../src/contract/deal.ts';
import type { FieldError } from '../../../src/contract/http.ts';
import type { Vehicle } from '../../../src/contract/vehicle.ts';
import {
  cashDeal,
  DEFAULT_CREDIT_SCORE,
  financeMaximumDownPayment,
  financeQuoteId,
  financeQuotes,
  financeTerms,
  leaseMaximumDownPayment,
  leaseQuotes,
  leaseTerms,
  stateJurisdiction,
  STATE_TAXES,
  taxJurisdiction,
  type EngineVehicle,
  type QuoteInput,
  type TaxJurisdiction,
} from '../domain/engine/index.ts';
import { packageZipDirectory } from './geo/zip-directory.ts';
import { type ZipPlace } from '../domain/geo/zip-place.ts';
import {
  getDealRecord,
  insertDeal,
  lockDealRecord,
  setCopiedChoices,
  setDealSelection,
  setCashProtectionProducts,
  type DealRecord,
} from '../db/deals-repo.ts';
import { getUserTrade } from '../db/trade-repo.ts';
import {
  getDealQuoteSets,
  listQuoteSets,
  putQuoteSet,
  replaceQuoteSetQuotes,
  type DealQuoteSets,
  type QuoteKind,
  type QuoteRequest,
  type QuoteSelection,
  type QuoteSet,
} from '../db/deal-quotes-repo.ts';
import { getUserCreditScore, getUserZipcode } from '../db/users-repo.ts';
import { getDealerFees, getPaymentTypeForDealer, type DealerFees } from '../db/dealers-repo.ts';
import { getSessionCampaign, latestValidHit, setDealPreferences, type CreditOwner } from '../db/credit-repo.ts';
import { getSignedContract } from '../db/contracting-repo.ts';
import { readDealFacts, type DealFacts } from '../db/deal-inputs-repo.ts';
import { dealStage } from '../domain/deals/stage.ts';
import { inTransaction } from '../db/index.ts';
import { countFunnelEvent } from '../db/funnel-repo.ts';
import {
  dealerOffersProtection,
  findCatalogProducts,
  listDealerProducts,
  type CatalogProduct,
} from '../db/protection-repo.ts';
import { checkProducts, productsTotal, withProtectionEffects } from './protection/jacket.ts';
import { offeredOnCash } from '../../../src/contract/protection.ts';
import { uniqueIds } from '../../../src/contract/protection.ts';
import { dealCreditFromFacts, newDealCreditOf, tierFloorScore, type DealCredit } from './credit/deal-credit.ts';
import { findAccessories, listSavedAccessories, replaceSavedAccessories } from '../db/accessories-repo.ts';
import { checkAccessories } from '../domain/accessories/selection.ts';
import { dealerToday, getCampaignProgram, listProgramOffers } from '../db/program-offers-repo.ts';
import { getVehicle } from '../db/inventory-repo.ts';
import { type Session } from '../db/sessions-repo.ts';
import type { Db } from '../db/schema.ts';
import type { AppDeps } from './app-deps.ts';
import { Conflict, Invalid, NotFound } from '../domain/errors.ts';

export type AnyQuote = FinanceQuote | LeaseQuote;

export const dealNotFound = (): NotFound => new NotFound('Deal not found');

/** Every change to a signed deal's figures: its contract holds them (the shopper starts a new deal to change them). */
export const dealSigned = (): Conflict => new Conflict(DEAL_SIGNED);

/** A deal belongs to the session that started it, or to the logged-in user it was claimed by. */
export function isOwner(deal: DealRecord, session: Session): boolean {
  return (deal.userId !== null && deal.userId === session.userId) || deal.sessionId === session.id;
}

/** The deal's price lock while it holds (until its last moment), else null. */
export const activePriceLock = (deal: DealRecord, at: Date): DealRecord['priceLock'] =>
  deal.priceLock && deal.priceLock.until > at.getTime() ? deal.priceLock : null;

/** What the shopper's deal page says of a lock: who locked it and the last day it holds, the dealer's day. */
function priceLockView(deal: DealRecord, dealer: { name: string; timeZone: string }, at: Date): Deal['priceLock'] {
  const lock = activePriceLock(deal, at);
  return lock ? { dealer: dealer.name, until: format(new TZDate(lock.until, dealer.timeZone), 'yyyy-MM-dd') } : null;
}

export const engineVehicle = (v: Vehicle): EngineVehicle => ({
  make: v.make,
  year: v.year,
  stockType: v.stockType,
  salePrice: v.salePrice,
  msrp: v.msrp,
  leaseEnabled: v.options.leaseEnabled,
});

const sumOffers = (items: readonly ExternalOfferLineItem[]): number =>
  cleanLineItems(items).reduce((sum, item) => sum + (item.amount ?? 0), 0);

/** Preferences of a new deal: the campaign's payment type, all lenders, the default lease mileage. */
export function defaultPreferences(dealType: DealType): DealPreferences {
  return {
    dealType,
    financePreferences: {
      financierType: 'ALL',
      captiveFinancier: null,
      downPayment: null,
      term: null,
      externalOffers: [],
    },
    leasePreferences: { downPayment: null, term: null, mileage: LEASE_DEFAULT_MILES, externalOffers: [] },
    appliedPreApproval: null,
    chosenOffer: null,
  };
}

export function toDealQuote(q: AnyQuote): DealQuote {
  return {
    quoteId: q.id,
    term: q.term,
    lenderNumber: q.financier.lenderNumber,
    downPayment: q.downPayment,
    lease: q.lease,
    mileageAllowed: q.lease ? q.mileageAllowed : null,
    monthlyPayment: q.monthlyPayment,
    financier: q.financier,
  };
}

export type DealDesk = ReturnType<typeof createDealDesk>;

/** Seed 000 §5 max_value, for a down payment that would leave nothing to finance or lease. */
export const downPaymentTooLarge = (maximum: number): string =>
  `must be less than or equal to $${maximum.toLocaleString('en-US')}`;

/** The message of a ZIP the tax location cannot use (unknown, or not in a state or DC). */
export const UNKNOWN_TAX_ZIP = 'We could not find this Zip Code';

/** Where a deal is taxed: what the app shows (`Deal.tax`) and what the engine prices with. */
export type DealTax = { location: TaxLocation; jurisdiction: TaxJurisdiction };

function dealTax(basis: TaxLocation['basis'], zip: string, jurisdiction: TaxJurisdiction): DealTax {
  return {
    location: {
      basis,
      zip,
      stateCode: jurisdiction.stateCode,
      statePercent: jurisdiction.ratePercent,
      localPercent: jurisdiction.localPercent,
      localName: jurisdiction.localName,
    },
    jurisdiction,
  };
}

/** checkProducts' products, or a 400 naming each bad id's list position (`fieldOf`). */
function checkedProducts(
  ids: readonly string[],
  found: CatalogProduct[],
  dealer: { id: string; offersProtection: boolean },
  fieldOf: (index: number) => string,
  kept?: ReadonlySet<string>,
): CatalogProduct[] {
  const { products, errors } = checkProducts(ids, found, dealer, fieldOf, kept);
  if (errors.length) throw new Invalid('Invalid request', errors);
  return products;
}

/** Everything the engine needs for a deal except a request's own numbers. */
type BaseInput = Omit<QuoteInput, 'downPayment' | 'protectionProducts'>;

/** A deal read once (readDealFacts, the offered products): what every price and the deal view are computed from. */
export type DealInputs = {
  deal: DealRecord;
  facts: DealFacts;
  vehicle: Vehicle;
  credit: DealCredit;
  tax: DealTax;
  base: BaseInput;
  /** The products the dealer offers (none when it offers no protection products, seed 000 §6). */
  offered: CatalogProduct[];
};

export function createDealDesk({
  appOrigin,
  now = () => new Date(),
  zipDirectory = packageZipDirectory,
}: Pick<AppDeps, 'appOrigin' | 'now' | 'zipDirectory'>) {
  const vehicleOf = async (q: Db, deal: DealRecord): Promise<Vehicle> => {
    const vehicle = await getVehicle(q, deal.vehicleId, appOrigin);
    if (!vehicle) throw dealNotFound();
    return vehicle;
  };

  /** The deal as stored now; gone (its vehicle was removed) is a 404. */
  async function reload(q: Db, id: string): Promise<DealRecord> {
    const deal = await getDealRecord(q, id);
    if (!deal) throw dealNotFound();
    return deal;
  }

  /** The deal's inputs in three statements at most: its facts, an applied pre-approval, the offered products. */
  async function inputsOf(q: Db, deal: DealRecord): Promise<DealInputs> {
    const inputs = await inputsIfPresent(q, deal);
    if (!inputs) throw dealNotFound();
    return inputs;
  }

  /** The deal's inputs, or null when its vehicle (or the vehicle's dealer) is gone. */
  async function inputsIfPresent(q: Db, deal: DealRecord): Promise<DealInputs | null> {
    const at = now();
    const read = await readDealFacts(q, deal, appOrigin, at);
    if (!read) return null;
    // A price the dealer locked holds until its day ends, whatever the vehicle's price does meanwhile.
    const lock = activePriceLock(deal, at);
    const facts = lock ? { ...read, vehicle: { ...read.vehicle, salePrice: lock.salePrice } } : read;
    const { vehicle } = facts;
    const credit = await dealCreditFromFacts(q, deal, facts, at);
    const tax = await taxFromFacts(deal, facts);
    const offered = facts.offersProtection ? await listDealerProducts(q, vehicle.dealerId) : [];
    const base: BaseInput = {
      dealId: deal.id,
      vehicle: engineVehicle(vehicle),
      dealer: facts.fees,
      tax: tax.jurisdiction,
      creditScore: credit.score,
      preApproval: credit.preApproval,
      chosenOffer: deal.preferences.chosenOffer,
      rebates: facts.rebate,
      externalOffers: sumOffers(deal.externalOffers),
      tradeEquity: facts.trade?.netCashOffer ?? 0,
      // Every price of the deal includes its saved accessories.
      accessories: facts.accessoriesTotal,
      asOf: at,
    };
    return { deal, facts, vehicle, credit, tax, base, offered };
  }

  /**
   * The deal's protection products among `ids`, as protectionProducts checks them, looked up among the
   * products already read when they are all offered (the catalogue is read only for an id that is not).
   * With `kept` (what the deal carries, read only when a retired product is named), a retired product not
   * among them is refused: a list being added.
   */
  async function jacketOf(
    q: Db,
    inputs: DealInputs,
    ids: readonly string[],
    fieldOf: (index: number) => string = (i) => `protectionProducts.${String(i)}`,
    kept?: () => Promise<ReadonlySet<string>>,
  ): Promise<CatalogProduct[]> {
    if (ids.length === 0) return [];
    const offered = new Map(inputs.offered.map((p) => [p.id, p]));
    const found = ids.every((id) => offered.has(id))
      ? [...new Set(ids)].flatMap((id) => offered.get(id) ?? [])
      : await findCatalogProducts(q, ids);
    return checkedProducts(
      ids,
      found,
      { id: inputs.vehicle.dealerId, offersProtection: inputs.facts.offersProtection },
      fieldOf,
      kept && found.some((p) => p.retired) ? await kept() : undefined,
    );
  }

  /** The products a deal already carries: its jacket and its latest finance and lease requests' lists. */
  async function carriedProducts(q: Db, deal: DealRecord): Promise<Set<string>> {
    const { latest } = await getDealQuoteSets(q, deal.id, null);
    return new Set([
      ...deal.cashProtectionProducts,
      ...(latest.FINANCE?.request.protectionProducts ?? []),
      ...(latest.LEASE?.request.protectionProducts ?? []),
    ]);
  }

  /** A 409 when the deal's contract is signed: its figures are read-only from then on. */
  async function assertUnsigned(q: Db, dealId: string): Promise<void> {
    if (await getSignedContract(q, dealId)) throw dealSigned();
  }

  /**
   * The deal locked for a change of its figures (lockDealRecord), once it is known to be unsigned:
   * the one guard of every route that changes a deal, so a signing cannot slip in between.
   */
  async function lockUnsigned(tx: Db, dealId: string): Promise<DealRecord> {
    const current = await lockDealRecord(tx, dealId);
    if (!current) throw dealNotFound();
    await assertUnsigned(tx, current.id);
    return current;
  }

  /**
   * The deal's protection products among `ids`, each once: an unknown product, or one the deal's
   * dealer does not offer, is a 400 on its list position (`fieldOf`).
   */
  async function protectionProducts(
    q: Db,
    dealerId: string,
    ids: readonly string[],
    fieldOf: (index: number) => string = (i) => `protectionProducts.${String(i)}`,
  ): Promise<CatalogProduct[]> {
    if (ids.length === 0) return [];
    const found = await findCatalogProducts(q, ids);
    const offersProtection = (await dealerOffersProtection(q, dealerId)) ?? false;
    return checkedProducts(ids, found, { id: dealerId, offersProtection }, fieldOf);
  }

  /** Protection product ids → their total (each product once); errors as protectionProducts. */
  async function protectionTotal(
    q: Db,
    dealerId: string,
    ids: readonly string[],
    fieldOf?: (index: number) => string,
  ): Promise<number> {
    return productsTotal(await protectionProducts(q, dealerId, ids, fieldOf));
  }

  /**
   * The engine's quotes for a request priced with `jacket` (pure: the inputs are already read), each
   * with what adding or removing each `offered` product does to its monthly payment (the server
   * prices that too, so a plan shows the rise of this payment, not its price per month).
   */
  function quotesFor(
    base: BaseInput,
    kind: QuoteKind,
    request: QuoteRequest,
    jacket: CatalogProduct[],
    offered: CatalogProduct[],
  ): AnyQuote[] {
    const price = (products: readonly CatalogProduct[]): AnyQuote[] => {
      const input: QuoteInput = {
        ...base,
        downPayment: request.downPayment,
        protectionProducts: productsTotal(products),
      };
      return kind === 'FINANCE'
        ? financeQuotes(input)
        : leaseQuotes({ ...input, mileage: request.mileage ?? LEASE_DEFAULT_MILES });
    };
    return withProtectionEffects(
      price(jacket),
      jacket,
      offered,
      price,
      (q) => q.id,
      (q) => q.monthlyPayment,
    );
  }

  /**
   * A request's down payment must leave something to finance (or lease): above the engine's maximum
   * it is a 400 on `downPayment`, never an empty set or a negative amount financed. Below the
   * lender's minimum it is raised to it (seed 000 §4 "Recalculation").
   */
  function checkDownPayment(base: BaseInput, kind: QuoteKind, request: QuoteRequest, protection: number): void {
    const input: QuoteInput = { ...base, downPayment: 0, protectionProducts: protection };
    const maximum =
      kind === 'FINANCE'
        ? financeMaximumDownPayment(input)
        : leaseMaximumDownPayment({ ...input, mileage: request.mileage ?? LEASE_DEFAULT_MILES });
    if (maximum !== null && Math.round(request.downPayment) > maximum) {
      throw new Invalid('Invalid request', [{ field: 'downPayment', message: downPaymentTooLarge(maximum) }]);
    }
  }

  /**
   * The deal's cash price. `tradeEquity` prices it with that trade instead of the deal's own (a trade
   * lead states the price its just-appraised trade-in gives, before the shopper saves it to the deal).
   */
  async function computeCash(q: Db, deal: DealRecord, options: { tradeEquity?: number } = {}): Promise<CashDeal> {
    return cashOf(q, await inputsOf(q, deal), options);
  }

  async function cashOf(q: Db, inputs: DealInputs, options: { tradeEquity?: number } = {}): Promise<CashDeal> {
    const { creditScore: _score, preApproval: _preApproval, chosenOffer: _chosen, ...input } = inputs.base;
    // A product for financed deals only (GAP) stays on the jacket for finance and lease, out of the cash price.
    const jacket = (await jacketOf(q, inputs, inputs.deal.cashProtectionProducts)).filter(offeredOnCash);
    const offered = inputs.offered.filter(offeredOnCash);
    const price = (products: readonly CatalogProduct[]): CashDeal[] => [
      cashDeal({
        ...input,
        tradeEquity: options.tradeEquity ?? input.tradeEquity,
        protectionProducts: productsTotal(products),
      }),
    ];
    const [cash] = withProtectionEffects(
      price(jacket),
      jacket,
      offered,
      price,
      () => 'cash',
      (d) => d.cashPrice,
    );
    if (!cash) throw new Error('The engine priced no cash deal');
    return cash;
  }

  /**
   * Prices a request without storing it (the GET quote lists write nothing); the
   * same quotes, ids included, as requestQuotes stores for the same request.
   */
  async function priceQuotes(q: Db, deal: DealRecord, kind: QuoteKind, request: QuoteRequest): Promise<AnyQuote[]> {
    const inputs = await inputsOf(q, deal);
    const jacket = await jacketOf(q, inputs, request.protectionProducts);
    checkDownPayment(inputs.base, kind, request, productsTotal(jacket));
    const once = { ...request, protectionProducts: uniqueIds(request.protectionProducts) };
    return quotesFor(inputs.base, kind, once, jacket, inputs.offered);
  }

  /**
   * Prices a request, stores it as the deal's latest set of its kind and returns the quotes. One
   * transaction, priced from the deal as it is once locked: a concurrent change of its inputs
   * (external offers, a login) either waits for this set or re-prices it.
   */
  async function requestQuotes(q: Db, deal: DealRecord, kind: QuoteKind, request: QuoteRequest): Promise<AnyQuote[]> {
    return inTransaction(q, async (tx) => {
      const current = await lockDealRecord(tx, deal.id);
      if (!current) throw dealNotFound();
      const inputs = await inputsOf(tx, current);
      if (inputs.facts.signedAt !== null) throw dealSigned();
      const jacket = await jacketOf(tx, inputs, request.protectionProducts, undefined, () =>
        carriedProducts(tx, current),
      );
      checkDownPayment(inputs.base, kind, request, productsTotal(jacket));
      // A product listed twice is one product: the same set (and key) as listing it once.
      const once = { ...request, protectionProducts: uniqueIds(request.protectionProducts) };
      const quotes = quotesFor(inputs.base, kind, once, jacket, inputs.offered);
      const keep = current.selection?.kind === kind ? current.selection.requestKey : null;
      return (await putQuoteSet(tx, current.id, kind, once, quotes, keep)).quotes;
    });
  }

  /**
   * `ids` become the deal's protection products (its jacket, the list cash is
   * priced with), each once, and the deal's latest finance and lease sets are re-requested with
   * them (same down payment and mileage), so finance, lease and cash all price the jacket. One
   * transaction, from the deal as it is once locked. Returns the jacket's products.
   */
  async function applyJacket(
    q: Db,
    dealId: string,
    ids: readonly string[],
    fieldOf?: (index: number) => string,
  ): Promise<CatalogProduct[]> {
    return inTransaction(q, async (tx) => {
      const current = await lockDealRecord(tx, dealId);
      if (!current) throw dealNotFound();
      const inputs = await inputsOf(tx, current);
      if (inputs.facts.signedAt !== null) throw dealSigned();
      const products = await jacketOf(tx, inputs, ids, fieldOf, () => carriedProducts(tx, current));
      const jacket = products.map((p) => p.id);
      await setCashProtectionProducts(tx, current.id, jacket, now());
      const sets = await getDealQuoteSets(tx, current.id, null);
      for (const kind of ['FINANCE', 'LEASE'] as const) {
        const latest = sets.latest[kind];
        if (!latest) continue;
        const request = { ...latest.request, protectionProducts: jacket };
        const keep = current.selection?.kind === kind ? current.selection.requestKey : null;
        const quotes = quotesFor(inputs.base, kind, request, products, inputs.offered);
        await putQuoteSet(tx, current.id, kind, request, quotes, keep);
      }
      return products;
    });
  }

  /**
   * `ids` become the accessories saved with the deal (each once, in this order),
   * checked against the deal's dealer and vehicle (a bad id is a 400 on `fieldOf` its position), and
   * every stored quote set is re-priced with them, like a tax location change: cash and the latest
   * finance and lease sets included. One transaction, from the deal as it is once locked.
   */
  async function applyAccessories(
    q: Db,
    dealId: string,
    ids: readonly string[],
    fieldOf: (index: number) => string,
  ): Promise<void> {
    await inTransaction(q, async (tx) => {
      const current = await lockUnsigned(tx, dealId);
      const vehicle = await vehicleOf(tx, current);
      const found = await findAccessories(tx, ids);
      // What the deal saved, read only when a retired accessory is named: it may stay, never be added.
      const kept = found.some((a) => a.retired)
        ? new Set((await listSavedAccessories(tx, current.id)).map((a) => a.id))
        : undefined;
      const { accessories, errors } = checkAccessories(
        ids,
        found,
        { dealerId: vehicle.dealerId, vehicle, ...(kept ? { kept } : {}) },
        fieldOf,
      );
      if (errors.length) throw new Invalid('Invalid request', errors);
      await replaceSavedAccessories(
        tx,
        current.id,
        accessories.map((a) => a.id),
        now(),
      );
      await repriceQuoteSets(tx, current.id);
    });
  }

  /**
   * Inputs changed (external offers, credit, trade): re-price every stored set so reloads stay
   * exact. One transaction, from the deal as it is once locked. A signed deal keeps its figures:
   * a change of the shopper's credit re-prices their other deals, never the contract's.
   */
  async function repriceQuoteSets(q: Db, dealId: string): Promise<void> {
    await inTransaction(q, async (tx) => {
      const deal = await lockDealRecord(tx, dealId);
      if (!deal) return;
      const inputs = await inputsIfPresent(tx, deal);
      if (!inputs) {
        if (await getSignedContract(tx, deal.id)) return;
        throw dealNotFound();
      }
      if (inputs.facts.signedAt !== null) return;
      for (const set of await listQuoteSets(tx, deal.id)) {
        const jacket = await jacketOf(tx, inputs, set.request.protectionProducts);
        await replaceQuoteSetQuotes(
          tx,
          deal.id,
          set.kind,
          set.requestKey,
          quotesFor(inputs.base, set.kind, set.request, jacket, inputs.offered),
        );
      }
    });
  }

  /**
   * The shopper chose a lender's approved offer (finance options page): it becomes the deal's chosen
   * offer and any applied pre-approval goes; the deal becomes a finance deal on that term, every stored
   * set is re-priced (finance quotes are then that lender's alone, at that APR and term), and that quote
   * of the latest finance set (requested now with the deal's finance down payment and jacket when there
   * is none) becomes the deal's selected quote. One transaction, from the deal as it is once locked: when
   * the deal's amount financed is no longer the offer's, a 400 `notApplicable` and nothing is written.
   */
  async function chooseOffer(q: Db, dealId: string, chosen: ChosenOffer, notApplicable: FieldError): Promise<void> {
    await inTransaction(q, async (tx) => {
      const current = await lockUnsigned(tx, dealId);
      const preferences: DealPreferences = {
        ...current.preferences,
        dealType: 'FINANCE',
        financePreferences: { ...current.preferences.financePreferences, term: chosen.term },
        appliedPreApproval: null,
        chosenOffer: chosen,
      };
      await setDealPreferences(tx, current.id, preferences, now());
      await repriceQuoteSets(tx, current.id);
      const deal = await reload(tx, current.id);
      let latest = (await getDealQuoteSets(tx, deal.id, null)).latest.FINANCE;
      if (!latest) {
        const inputs = await inputsOf(tx, deal);
        const request: QuoteRequest = {
          downPayment: preferences.financePreferences.downPayment ?? 0,
          mileage: null,
          protectionProducts: deal.cashProtectionProducts,
        };
        const jacket = await jacketOf(tx, inputs, request.protectionProducts);
        const quotes = quotesFor(inputs.base, 'FINANCE', request, jacket, inputs.offered);
        latest = await putQuoteSet(tx, deal.id, 'FINANCE', request, quotes, null);
      }
      const quote = latest.quotes.find((x) => x.id === financeQuoteId(chosen.lenderNumber, chosen.term)) ?? null;
      if (!quote || quote.lease || !chosenOfferApplies(chosen, quote)) {
        throw new Invalid('Invalid request', [notApplicable]);
      }
      await setDealSelection(tx, deal.id, { kind: 'FINANCE', quoteId: quote.id, requestKey: latest.requestKey }, now());
    });
  }

  /**
   * The program offers the deal may carry: its campaign's program's offers for
   * its vehicle on the dealer's today (none outside a program). Their amounts are the only ones a
   * deal's offers can have.
   */
  async function availableOffers(q: Db, deal: DealRecord): Promise<AvailableOffers> {
    const programId = await getCampaignProgram(q, deal.campaignSlug);
    if (programId === null) return { providerType: EXTERNAL_OFFER_PROVIDER, programId, offers: [] };
    const vehicle = await vehicleOf(q, deal);
    const today = await dealerToday(q, vehicle.dealerId, now());
    return {
      providerType: EXTERNAL_OFFER_PROVIDER,
      programId,
      offers: await listProgramOffers(q, programId, vehicle, today),
    };
  }

  /** The deal's quote: the selected lender and term in the latest set of its kind, else in the set it was picked from. */
  async function selectedQuote(q: Db, deal: DealRecord): Promise<AnyQuote | null> {
    return deal.selection ? selectedIn(deal, await getDealQuoteSets(q, deal.id, deal.selection)) : null;
  }

  function selectedIn(deal: DealRecord, sets: DealQuoteSets): AnyQuote | null {
    const s = deal.selection;
    if (!s) return null;
    const inLatest = sets.latest[s.kind]?.quotes.find((quote) => quote.id === s.quoteId);
    return inLatest ?? sets.selected?.quotes.find((quote) => quote.id === s.quoteId) ?? null;
  }

  /** The latest set of the kind that holds the quote id (what a save may select). */
  async function findQuoteSet(q: Db, deal: DealRecord, kind: QuoteKind, quoteId: string): Promise<QuoteSet | null> {
    const sets = await listQuoteSets(q, deal.id, kind);
    return sets.find((set) => set.quotes.some((quote) => quote.id === quoteId)) ?? null;
  }

  /** Seed 000 §4 "Deal type": the saved preference wins; else the quote decides; no quote is cash. */
  function dealTypeOf(deal: DealRecord, quote: AnyQuote | null): DealType {
    return deal.preferences.dealType ?? (quote ? (quote.lease ? 'LEASE' : 'FINANCE') : 'CASH');
  }

  /** A ZIP's place where taxes can be priced: known to the geo data and in a state or DC. */
  async function taxPlace(zip: string): Promise<ZipPlace | null> {
    const place = (await zipDirectory()).lookup(zip);
    return place && STATE_TAXES[place.stateCode] ? place : null;
  }

  /**
   * Where a deal is taxed once its shopper's ZIP is known: the ZIP typed on the deal page, else the
   * latest valid pre-qualification's, else the signed-in account's profile ZIP (a ZIP the geo data
   * does not know is skipped); null while none is.
   */
  async function shopperTax(q: Db, who: { taxZip: string | null; owner: CreditOwner }): Promise<DealTax | null> {
    const { owner } = who;
    return firstTaxPlace([
      ['DEAL_PAGE', () => Promise.resolve(who.taxZip)],
      ['PREQUALIFICATION', async () => (await latestValidHit(q, owner, now()))?.zipCode ?? null],
      ['PROFILE', () => (owner.userId ? getUserZipcode(q, owner.userId) : Promise.resolve(null))],
    ]);
  }

  /** The first of the shopper's known ZIPs, in order, where taxes can be priced. */
  async function firstTaxPlace(known: [TaxLocation['basis'], () => Promise<string | null>][]): Promise<DealTax | null> {
    for (const [basis, zipOf] of known) {
      const zip = await zipOf();
      const place = zip ? await taxPlace(zip) : null;
      if (zip && place) return dealTax(basis, zip, taxJurisdiction(place));
    }
    return null;
  }

  /** Where a deal is taxed while its shopper's ZIP is not known: at the dealer's ZIP. */
  async function dealerTax(q: Db, dealerId: string): Promise<DealTax> {
    const fees = await getDealerFees(q, dealerId);
    if (!fees) throw new Error(`Dealer ${dealerId} has no fee schedule`);
    return dealerTaxAt(fees);
  }

  async function dealerTaxAt(fees: DealerFees): Promise<DealTax> {
    const place = await taxPlace(fees.zipCode);
    const jurisdiction =
      place && place.stateCode === fees.stateCode ? taxJurisdiction(place) : stateJurisdiction(fees.stateCode);
    return dealTax('DEALER', fees.zipCode, jurisdiction);
  }

  /** taxOf from facts already read: the same ZIPs in the same order (the owner's valid HIT, their profile). */
  async function taxFromFacts(deal: DealRecord, facts: DealFacts): Promise<DealTax> {
    const shopper = await firstTaxPlace([
      ['DEAL_PAGE', () => Promise.resolve(deal.taxZip)],
      ['PREQUALIFICATION', () => Promise.resolve(facts.hit?.zipCode ?? null)],
      ['PROFILE', () => Promise.resolve(deal.userId ? (facts.profile?.zipcode ?? null) : null)],
    ]);
    return shopper ?? dealerTaxAt(facts.fees);
  }

  /** The down payment (and mileage) of the deal's latest quote set of each kind: what a reload asks for again. */
  function latestRequests(sets: DealQuoteSets): Deal['latestRequests'] {
    const finance = sets.latest.FINANCE?.request ?? null;
    const lease = sets.latest.LEASE?.request ?? null;
    return {
      finance: finance ? { downPayment: finance.downPayment } : null,
      lease: lease ? { downPayment: lease.downPayment, mileage: lease.mileage ?? LEASE_DEFAULT_MILES } : null,
    };
  }

  /** Where the deal stands (deals/stage.ts), from what the database knows of it. */
  async function statusOf(q: Db, deal: DealRecord): Promise<DealStatus> {
    return statusFrom(deal, (await inputsOf(q, deal)).facts);
  }

  function statusFrom(deal: DealRecord, facts: DealFacts): DealStatus {
    return dealStage({
      createdAt: deal.createdAt,
      saved: deal.saved,
      applicationSubmittedAt: facts.applicationSubmittedAt,
      // Decisions count once the application is submitted.
      approvals: facts.applicationSubmittedAt ? facts.approvals : 0,
      offerChosen: deal.preferences.chosenOffer !== null,
      signedAt: facts.signedAt,
      deliveryBookedAt: facts.deliveryBookedAt,
      // Nothing records a handed-over vehicle yet: a deal is never delivered here.
      delivered: false,
    });
  }

  async function toDeal(q: Db, deal: DealRecord): Promise<Deal> {
    const inputs = await inputsOf(q, deal);
    return viewOf(q, deal, inputs, await getDealQuoteSets(q, deal.id, deal.selection));
  }

  /**
   * The `Deal` the app reads, from inputs and sets already read. `deal` may be newer than `inputs.deal`
   * when only its name, preferences or selection changed since (a save): none of those is a price input.
   */
  async function viewOf(q: Db, deal: DealRecord, inputs: DealInputs, sets: DealQuoteSets): Promise<Deal> {
    const { vehicle, facts, credit } = inputs;
    const quote = selectedIn(deal, sets);
    const cash = await cashOf(q, inputs);
    const dealType = dealTypeOf(deal, quote);
    // Seed 000 §4: a cash deal has contracting and the finance application disabled.
    const financed = dealType !== 'CASH';
    const { trade } = facts;
    const ev = engineVehicle(vehicle);
    return {
      dealId: deal.id,
      vehicleId: vehicle.id,
      dealName: deal.dealName,
      saved: deal.saved,
      dealType,
      quote: quote ? toDealQuote(quote) : null,
      pricing: { outTheDoor: cash.outTheDoor, salePrice: vehicle.salePrice, externalOffers: deal.externalOffers },
      features: { contractingEnabled: financed, financeAppEnabled: financed },
      offerDetails: {
        financeTerms: financeTerms(ev, now()),
        leaseTerms: leaseTerms(ev),
        leaseEnabled: vehicle.options.leaseEnabled,
        creditTier: credit.tier,
        // A bureau's exact score stays on the server (credit api.ts WITHHELD_SCORE): the tier's floor says as much.
        creditScore: credit.source === 'BUREAU' ? tierFloorScore(credit.tier) : credit.score,
        creditSource: credit.source,
      },
      tax: inputs.tax.location,
      trade: trade ? { netCashOffer: trade.netCashOffer, vehicleName: trade.vehicleName } : null,
      preferences: deal.preferences,
      latestRequests: latestRequests(sets),
      status: statusFrom(deal, facts),
      priceLock: priceLockView(deal, { name: facts.dealerName, timeZone: facts.dealerTimeZone }, now()),
      vehicleSold: facts.vehicleSold,
      updatedAt: deal.updatedAt,
    };
  }

  /**
   * A new deal for the session's visitor: their credit and trade when logged in, else the
   * defaults. The look-ups write nothing; the deal and its funnel count are one transaction.
   */
  async function startDeal(q: Db, session: Session, vehicle: Vehicle): Promise<DealRecord> {
    const userId = session.userId;
    const paymentType = (await getPaymentTypeForDealer(q, vehicle.dealerId)) ?? 'FINANCE';
    const creditScore = (userId ? await getUserCreditScore(q, userId) : null) ?? DEFAULT_CREDIT_SCORE;
    const tradeId = userId ? ((await getUserTrade(q, userId))?.id ?? null) : null;
    const campaignSlug = (await getSessionCampaign(q, session.id))?.campaignSlug ?? null;
    return inTransaction(q, async (tx) => {
      const deal = await insertDeal(tx, {
        campaignSlug,
        vehicleId: vehicle.id,
        sessionId: session.id,
        userId,
        creditScore,
        tradeId,
        preferences: defaultPreferences(paymentType),
      });
      const at = now().getTime();
      await countFunnelEvent(tx, { event: 'dealsStarted', dealerId: vehicle.dealerId, campaign: campaignSlug, at });
      return deal;
    });
  }

  /**
   * Prices vehicles as a deal this session started now would first show them (startDeal, then the
   * deal page's finance quotes with no down payment asked, so the lenders' minimum): the same
   * campaign, credit, trade, tax place, dealer fees and rebates, read once for the shopper and once
   * per dealer. The listings' estimated payments: one number from the card to the deal page.
   */
  async function newDealPricing(q: Db, session: Session | null) {
    const at = now();
    const owner: CreditOwner = { userId: session?.userId ?? null, sessionId: session?.id ?? null };
    const campaignSlug = session ? ((await getSessionCampaign(q, session.id))?.campaignSlug ?? null) : null;
    const credit = await newDealCreditOf(q, owner, campaignSlug, at);
    const trade = owner.userId ? await getUserTrade(q, owner.userId) : null;
    const shopper = await shopperTax(q, { taxZip: null, owner });
    const dealers = new Map<string, Promise<{ fees: DealerFees; tax: DealTax }>>();
    const dealerOf = (dealerId: string) => {
      let known = dealers.get(dealerId);
      if (!known) {
        known = (async () => {
          const fees = await getDealerFees(q, dealerId);
          // Every seeded dealer has a fee schedule: a missing one is broken data, not a shopper's mistake.
          if (!fees) throw new Error(`Dealer ${dealerId} has no fee schedule`);
          return { fees, tax: shopper ?? (await dealerTax(q, dealerId)) };
        })();
        dealers.set(dealerId, known);
      }
      return known;
    };
    return {
      creditTier: credit.tier,
      /** The first finance quote a new deal on `vehicle` shows; null when no lender finances it. */
      async firstFinanceQuote(vehicle: Vehicle, rebate: number): Promise<FinanceQuote | null> {
        const { fees, tax } = await dealerOf(vehicle.dealerId);
        const quotes = financeQuotes({
          // No deal yet: the engine prices finance without one.
          dealId: '',
          vehicle: engineVehicle(vehicle),
          dealer: fees,
          tax: tax.jurisdiction,
          creditScore: credit.score,
          preApproval: credit.preApproval,
          chosenOffer: null,
          rebates: rebate,
          externalOffers: 0,
          tradeEquity: trade?.netCashOffer ?? 0,
          accessories: 0,
          asOf: at,
          downPayment: 0,
          protectionProducts: 0,
        });
        return quotes[0] ?? null;
      },
    };
  }

  /**
   * "Start a new deal from this one": a new unsigned deal for the same owner on the same vehicle
   * with the deal's choices (preferences, offers, protection products, accessories, tax ZIP, trade,
   * credit), its latest finance and lease requests priced anew and the same lender and term selected
   * where still quoted. Unsaved and unnamed: the shopper saves it as a deal of its own. One transaction.
   */
  async function startFrom(q: Db, from: DealRecord): Promise<DealRecord> {
    return inTransaction(q, async (tx) => {
      const source = await reload(tx, from.id);
      const vehicle = await vehicleOf(tx, source);
      const created = await insertDeal(
        tx,
        {
          campaignSlug: source.campaignSlug,
          vehicleId: vehicle.id,
          sessionId: source.sessionId,
          userId: source.userId,
          creditScore: source.creditScore,
          tradeId: source.tradeId,
          preferences: source.preferences,
        },
        now(),
      );
      await countFunnelEvent(tx, { event: 'dealsStarted', dealId: created.id, at: now().getTime() });
      await replaceSavedAccessories(
        tx,
        created.id,
        (await listSavedAccessories(tx, source.id)).map((a) => a.id),
        now(),
      );
      const choices = {
        selfSelectedTier: source.selfSelectedTier,
        externalOffers: source.externalOffers,
        cashProtectionProducts: source.cashProtectionProducts,
        taxZip: source.taxZip,
        selection: null,
      };
      await setCopiedChoices(tx, created.id, choices, now());
      const copy = await reload(tx, created.id);
      const sets = await getDealQuoteSets(tx, source.id, source.selection);
      const picked = selectedIn(source, sets);
      const inputs = await inputsOf(tx, copy);
      let selection: QuoteSelection | null = null;
      for (const kind of ['FINANCE', 'LEASE'] as const) {
        const set = (source.selection?.kind === kind ? sets.selected : null) || sets.latest[kind];
        if (!set) continue;
        const jacket = await jacketOf(tx, inputs, set.request.protectionProducts);
        const quotes = quotesFor(inputs.base, kind, set.request, jacket, inputs.offered);
        const stored = await putQuoteSet(tx, copy.id, kind, set.request, quotes, null);
        const same =
          picked && source.selection?.kind === kind
            ? stored.quotes.find(
                (quote) => quote.financier.lenderNumber === picked.financier.lenderNumber && quote.term === picked.term,
              )
            : undefined;
        if (same) selection = { kind, quoteId: same.id, requestKey: stored.requestKey };
      }
      await setCopiedChoices(tx, copy.id, { ...choices, selection }, now());
      return reload(tx, copy.id);
    });
  }

  return {
    now,
    inputsOf,
    cashOf,
    viewOf,
    selectedIn,
    newDealPricing,
    startFrom,
    vehicleOf,
    taxPlace,
    reload,
    assertUnsigned,
    lockUnsigned,
    statusOf,
    protectionProducts,
    protectionTotal,
    applyJacket,
    applyAccessories,
    computeCash,
    requestQuotes,
    priceQuotes,
    repriceQuoteSets,
    chooseOffer,
    availableOffers,
    selectedQuote,
    findQuoteSet,
    dealTypeOf,
    toDeal,
    startDeal,
    /** The deal if the session may see it, else a 404 (never a 403: ids of others' deals stay secret). */
    async ownedDeal(q: Db, session: Session | null, id: string): Promise<DealRecord> {
      const deal = await getDealRecord(q, id);
      if (!deal || !session || !isOwner(deal, session)) throw dealNotFound();
      return deal;
    },
  };
}
