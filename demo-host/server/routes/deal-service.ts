/**
 * The deal desk between HTTP and the pure deal engine: ownership, engine inputs from the
 * database (vehicle, dealer fees, credit, trade, rebates, external offers, protection products),
 * quote persistence and the `Deal` view the app reads. Shared by the deal, garage and
 * certificate routes and by the login hook. Every desk function takes the query handle first
 * (`db`, or a transaction on it), like the repository functions, so a caller inside a transaction
 * can never query around it.
 */
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
} from '../../../src/features/deal/api.ts';
import { EXTERNAL_OFFER_PROVIDER, LEASE_DEFAULT_MILES } from '../../../src/features/deal/api.ts';
import { chosenOfferApplies, cleanLineItems } from '../../../src/features/deal/rules.ts';
import type { FieldError } from '../../../src/lib/http.ts';
import type { Vehicle } from '../../../src/features/vehicle/api.ts';
import {
  cashDeal,
  DEFAULT_CREDIT_SCORE,
  financeQuoteId,
  financeQuotes,
  financeTerms,
  leaseQuotes,
  leaseTerms,
  stateJurisdiction,
  STATE_TAXES,
  taxJurisdiction,
  type EngineVehicle,
  type QuoteInput,
  type TaxJurisdiction,
} from '../engine/index.ts';
import { packageZipDirectory, type ZipPlace } from '../geo/zip-directory.ts';
import {
  claimSessionDeals,
  getDealerFees,
  getDealRecord,
  getLatestQuoteSet,
  getPaymentTypeForDealer,
  getQuoteSet,
  getTrade,
  getUserCreditScore,
  getUserTrade,
  getUserZipcode,
  getVehiclePricing,
  insertDeal,
  listQuoteSets,
  lockDealRecord,
  moveRecentlyViewed,
  putQuoteSet,
  replaceQuoteSetQuotes,
  sessionOwner,
  setDealSelection,
  setCashProtectionProducts,
  userOwner,
  type DealRecord,
  type QuoteKind,
  type QuoteRequest,
  type QuoteSet,
} from '../db/deals-repo.ts';
import { claimSessionCredit, getSessionCampaign, latestValidHit, setDealPreferences } from '../db/credit-repo.ts';
import { deleteSessionDrafts } from '../db/finance-repo.ts';
import { inTransaction } from '../db/index.ts';
import { dealerOffersProtection, findCatalogProducts, type CatalogProduct } from '../db/protection-repo.ts';
import { checkProducts, productsTotal } from '../protection/jacket.ts';
import { uniqueIds } from '../../../src/features/protection/api.ts';
import { dealCreditOf, dealOwner, tierFloorScore } from '../credit/deal-credit.ts';
import { findAccessories, listSavedAccessories, replaceSavedAccessories } from '../db/accessories-repo.ts';
import { accessoriesTotal, checkAccessories } from '../accessories/selection.ts';
import { dealerToday, getCampaignProgram, listProgramOffers } from '../db/program-offers-repo.ts';
import { getVehicle, type Session } from '../db/repo.ts';
import type { Db } from '../db/schema.ts';
import type { AppDeps } from '../env.ts';
import { HttpError } from '../errors.ts';

export type AnyQuote = FinanceQuote | LeaseQuote;

export const dealNotFound = (): HttpError => new HttpError(404, 'Deal not found');

/** A deal belongs to the session that started it, or to the logged-in user it was claimed by. */
export function isOwner(deal: DealRecord, session: Session): boolean {
  return (deal.userId !== null && deal.userId === session.userId) || deal.sessionId === session.id;
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

/** Everything the engine needs for a deal except a request's own numbers. */
type BaseInput = Omit<QuoteInput, 'downPayment' | 'protectionProducts'>;

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
    const { products, errors } = checkProducts(ids, found, { id: dealerId, offersProtection }, fieldOf);
    if (errors.length) throw new HttpError(400, 'Invalid request', errors);
    return products;
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

  async function baseInput(q: Db, deal: DealRecord, vehicle: Vehicle): Promise<BaseInput> {
    const fees = await getDealerFees(q, vehicle.dealerId);
    // Every seeded dealer has a fee schedule: a missing one is broken data, not a shopper's mistake.
    if (!fees) throw new Error(`Dealer ${vehicle.dealerId} has no fee schedule`);
    const trade = deal.tradeId ? await getTrade(q, deal.tradeId) : null;
    const credit = await dealCreditOf(q, deal, now());
    return {
      dealId: deal.id,
      vehicle: engineVehicle(vehicle),
      dealer: fees,
      tax: (await taxOf(q, deal, vehicle)).jurisdiction,
      creditScore: credit.score,
      preApproval: credit.preApproval,
      chosenOffer: deal.preferences.chosenOffer,
      rebates: (await getVehiclePricing(q, vehicle.id))?.rebate ?? 0,
      externalOffers: sumOffers(deal.externalOffers),
      tradeEquity: trade?.netCashOffer ?? 0,
      // Issue 13 journey 2: every price of the deal includes its saved accessories.
      accessories: accessoriesTotal(await listSavedAccessories(q, deal.id)),
      asOf: now(),
    };
  }

  /** The engine's quotes for a request (pure: the inputs are already read). */
  function quotesFor(base: BaseInput, kind: QuoteKind, request: QuoteRequest, protection: number): AnyQuote[] {
    const input: QuoteInput = { ...base, downPayment: request.downPayment, protectionProducts: protection };
    return kind === 'FINANCE'
      ? financeQuotes(input)
      : leaseQuotes({ ...input, mileage: request.mileage ?? LEASE_DEFAULT_MILES });
  }

  async function computeCash(q: Db, deal: DealRecord, vehicle: Vehicle): Promise<CashDeal> {
    const {
      creditScore: _score,
      preApproval: _preApproval,
      chosenOffer: _chosen,
      ...input
    } = await baseInput(q, deal, vehicle);
    const protection = await protectionTotal(q, vehicle.dealerId, deal.cashProtectionProducts);
    return cashDeal({ ...input, protectionProducts: protection });
  }

  /**
   * Prices a request without storing it (issue 15 finding 5: the GET quote lists write nothing); the
   * same quotes, ids included, as requestQuotes stores for the same request.
   */
  async function priceQuotes(q: Db, deal: DealRecord, kind: QuoteKind, request: QuoteRequest): Promise<AnyQuote[]> {
    const vehicle = await vehicleOf(q, deal);
    const base = await baseInput(q, deal, vehicle);
    const protection = await protectionTotal(q, vehicle.dealerId, request.protectionProducts);
    return quotesFor(base, kind, { ...request, protectionProducts: uniqueIds(request.protectionProducts) }, protection);
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
      const vehicle = await vehicleOf(tx, current);
      const base = await baseInput(tx, current, vehicle);
      const protection = await protectionTotal(tx, vehicle.dealerId, request.protectionProducts);
      // A product listed twice is one product: the same set (and key) as listing it once.
      const once = { ...request, protectionProducts: uniqueIds(request.protectionProducts) };
      const quotes = quotesFor(base, kind, once, protection);
      const keep = current.selection?.kind === kind ? current.selection.requestKey : null;
      return (await putQuoteSet(tx, current.id, kind, once, quotes, keep)).quotes;
    });
  }

  /**
   * Issue 13 journey 1: `ids` become the deal's protection products (its jacket, the list cash is
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
      const vehicle = await vehicleOf(tx, current);
      const products = await protectionProducts(tx, vehicle.dealerId, ids, fieldOf);
      const jacket = products.map((p) => p.id);
      await setCashProtectionProducts(tx, current.id, jacket, now());
      const base = await baseInput(tx, current, vehicle);
      const total = productsTotal(products);
      for (const kind of ['FINANCE', 'LEASE'] as const) {
        const latest = await getLatestQuoteSet(tx, current.id, kind);
        if (!latest) continue;
        const request = { ...latest.request, protectionProducts: jacket };
        const keep = current.selection?.kind === kind ? current.selection.requestKey : null;
        await putQuoteSet(tx, current.id, kind, request, quotesFor(base, kind, request, total), keep);
      }
      return products;
    });
  }

  /**
   * Issue 13 journey 2: `ids` become the accessories saved with the deal (each once, in this order),
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
      const current = await lockDealRecord(tx, dealId);
      if (!current) throw dealNotFound();
      const vehicle = await vehicleOf(tx, current);
      const found = await findAccessories(tx, ids);
      const { accessories, errors } = checkAccessories(ids, found, { dealerId: vehicle.dealerId, vehicle }, fieldOf);
      if (errors.length) throw new HttpError(400, 'Invalid request', errors);
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
   * exact. One transaction, from the deal as it is once locked.
   */
  async function repriceQuoteSets(q: Db, dealId: string): Promise<void> {
    await inTransaction(q, async (tx) => {
      const deal = await lockDealRecord(tx, dealId);
      if (!deal) return;
      const vehicle = await vehicleOf(tx, deal);
      const base = await baseInput(tx, deal, vehicle);
      for (const set of await listQuoteSets(tx, deal.id)) {
        const protection = await protectionTotal(tx, vehicle.dealerId, set.request.protectionProducts);
        await replaceQuoteSetQuotes(
          tx,
          deal.id,
          set.kind,
          set.requestKey,
          quotesFor(base, set.kind, set.request, protection),
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
      const current = await lockDealRecord(tx, dealId);
      if (!current) throw dealNotFound();
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
      let latest = await getLatestQuoteSet(tx, deal.id, 'FINANCE');
      if (!latest) {
        const vehicle = await vehicleOf(tx, deal);
        const base = await baseInput(tx, deal, vehicle);
        const request: QuoteRequest = {
          downPayment: preferences.financePreferences.downPayment ?? 0,
          mileage: null,
          protectionProducts: deal.cashProtectionProducts,
        };
        const protection = await protectionTotal(tx, vehicle.dealerId, request.protectionProducts);
        const quotes = quotesFor(base, 'FINANCE', request, protection);
        latest = await putQuoteSet(tx, deal.id, 'FINANCE', request, quotes, null);
      }
      const quote = latest.quotes.find((x) => x.id === financeQuoteId(chosen.lenderNumber, chosen.term)) ?? null;
      if (!quote || quote.lease || !chosenOfferApplies(chosen, quote)) {
        throw new HttpError(400, 'Invalid request', [notApplicable]);
      }
      await setDealSelection(tx, deal.id, { kind: 'FINANCE', quoteId: quote.id, requestKey: latest.requestKey }, now());
    });
  }

  /**
   * Issue 15 finding 1: the program offers the deal may carry: its campaign's program's offers for
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
    const s = deal.selection;
    if (!s) return null;
    const latest = await getLatestQuoteSet(q, deal.id, s.kind);
    const inLatest = latest?.quotes.find((quote) => quote.id === s.quoteId);
    if (inLatest) return inLatest;
    return (
      (await getQuoteSet(q, deal.id, s.kind, s.requestKey))?.quotes.find((quote) => quote.id === s.quoteId) ?? null
    );
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
   * Issue 12 journey 4: the deal is taxed where the shopper lives once their ZIP is known: the ZIP
   * typed on the deal page, else the latest valid pre-qualification's, else the signed-in account's
   * profile ZIP; else at the dealer's ZIP. A ZIP the geo data does not know is skipped.
   */
  async function taxOf(q: Db, deal: DealRecord, vehicle: Vehicle): Promise<DealTax> {
    const known: [TaxLocation['basis'], () => Promise<string | null>][] = [
      ['DEAL_PAGE', () => Promise.resolve(deal.taxZip)],
      ['PREQUALIFICATION', async () => (await latestValidHit(q, dealOwner(deal), now()))?.zipCode ?? null],
      ['PROFILE', () => (deal.userId ? getUserZipcode(q, deal.userId) : Promise.resolve(null))],
    ];
    for (const [basis, zipOf] of known) {
      const zip = await zipOf();
      const place = zip ? await taxPlace(zip) : null;
      if (zip && place) return dealTax(basis, zip, taxJurisdiction(place));
    }
    const fees = await getDealerFees(q, vehicle.dealerId);
    if (!fees) throw new Error(`Dealer ${vehicle.dealerId} has no fee schedule`);
    const place = await taxPlace(fees.zipCode);
    const jurisdiction =
      place && place.stateCode === fees.stateCode ? taxJurisdiction(place) : stateJurisdiction(fees.stateCode);
    return dealTax('DEALER', fees.zipCode, jurisdiction);
  }

  async function toDeal(q: Db, deal: DealRecord): Promise<Deal> {
    const vehicle = await vehicleOf(q, deal);
    const quote = await selectedQuote(q, deal);
    const cash = await computeCash(q, deal, vehicle);
    const dealType = dealTypeOf(deal, quote);
    // Seed 000 §4: a cash deal has contracting and the finance application disabled.
    const financed = dealType !== 'CASH';
    const trade = deal.tradeId ? await getTrade(q, deal.tradeId) : null;
    const ev = engineVehicle(vehicle);
    const credit = await dealCreditOf(q, deal, now());
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
      tax: (await taxOf(q, deal, vehicle)).location,
      trade: trade ? { netCashOffer: trade.netCashOffer, vehicleName: trade.vehicleName } : null,
      preferences: deal.preferences,
      updatedAt: deal.updatedAt,
    };
  }

  /**
   * A new deal for the session's visitor: their credit and trade when logged in, else the
   * defaults. The look-ups write nothing and the deal is one INSERT, so it needs no transaction.
   */
  async function startDeal(q: Db, session: Session, vehicle: Vehicle): Promise<DealRecord> {
    const userId = session.userId;
    const paymentType = (await getPaymentTypeForDealer(q, vehicle.dealerId)) ?? 'FINANCE';
    const creditScore = (userId ? await getUserCreditScore(q, userId) : null) ?? DEFAULT_CREDIT_SCORE;
    const tradeId = userId ? ((await getUserTrade(q, userId))?.id ?? null) : null;
    return insertDeal(q, {
      campaignSlug: (await getSessionCampaign(q, session.id))?.campaignSlug ?? null,
      vehicleId: vehicle.id,
      sessionId: session.id,
      userId,
      creditScore,
      tradeId,
      preferences: defaultPreferences(paymentType),
    });
  }

  return {
    now,
    vehicleOf,
    taxPlace,
    taxOf,
    reload,
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

/**
 * Login hook: the anonymous session's deals, recently viewed vehicles and credit (pulls with their
 * pre-approvals, self-selected tier) move to the user, and the moved deals are re-priced with the
 * user's credit and trade. One transaction (or part
 * of the caller's, when `deps.db` is one), so a failure moves nothing.
 */
export async function claimAnonymousActivity(
  deps: Pick<AppDeps, 'db' | 'appOrigin' | 'now' | 'zipDirectory'>,
  sessionId: string,
  userId: string,
  /**
   * Whether the session's soft pulls (and their pre-approvals) move too: only when the account
   * was made in this session, or its owner proved themselves here with a code. A password or Google
   * sign-in on a browser someone else used does not take that person's credit check.
   * `finance` (as `credit` when not given): whether deals holding a finance application move. A
   * shopper's "no" deletes the drafts left behind; not asked (Google, a returning ghost), they are
   * kept for the retention sweep, and a sent one stays with the lenders' record.
   */
  o: { credit: boolean; finance?: boolean } = { credit: false },
): Promise<void> {
  const desk = createDealDesk(deps);
  await inTransaction(deps.db, async (tx) => {
    // Writes first, so SQLite takes its write lock before the reads below.
    await moveRecentlyViewed(tx, sessionOwner(sessionId), userOwner(userId));
    await claimSessionCredit(tx, sessionId, userId, desk.now(), { pulls: o.credit });
    const creditScore = (await getUserCreditScore(tx, userId)) ?? DEFAULT_CREDIT_SCORE;
    const tradeId = (await getUserTrade(tx, userId))?.id ?? null;
    const withFinance = o.finance ?? o.credit;
    for (const id of await claimSessionDeals(tx, sessionId, userId, creditScore, tradeId, { withFinance })) {
      await desk.repriceQuoteSets(tx, id);
    }
    if (o.finance === false) await deleteSessionDrafts(tx, sessionId);
  });
}
