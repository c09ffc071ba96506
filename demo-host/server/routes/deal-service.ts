/**
 * The deal desk between HTTP and the pure deal engine: ownership, engine inputs from the
 * database (vehicle, dealer fees, credit, trade, rebates, external offers, protection products),
 * quote persistence and the `Deal` view the app reads. Shared by the deal, garage and
 * certificate routes and by the login hook.
 */
import type {
  CashDeal,
  Deal,
  DealPreferences,
  DealQuote,
  DealType,
  ExternalOfferLineItem,
  FinanceQuote,
  LeaseQuote,
} from '../../../src/features/deal/api.ts';
import { LEASE_DEFAULT_MILES } from '../../../src/features/deal/api.ts';
import type { Vehicle } from '../../../src/features/vehicle/api.ts';
import {
  cashDeal,
  creditTierFor,
  DEFAULT_CREDIT_SCORE,
  financeQuotes,
  financeTerms,
  leaseQuotes,
  leaseTerms,
  type EngineVehicle,
  type QuoteInput,
} from '../engine/index.ts';
import {
  claimSessionDeals,
  findProtectionProducts,
  getDealerFees,
  getDealRecord,
  getLatestQuoteSet,
  getPaymentTypeForDealer,
  getQuoteSet,
  getTrade,
  getUserCreditScore,
  getUserTrade,
  getVehiclePricing,
  insertDeal,
  listQuoteSets,
  moveRecentlyViewed,
  putQuoteSet,
  replaceQuoteSetQuotes,
  sessionOwner,
  userOwner,
  type DealRecord,
  type QuoteKind,
  type QuoteRequest,
  type QuoteSet,
} from '../db/deals-repo.ts';
import { getVehicle, type Session } from '../db/repo.ts';
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

/** External-offer line items that count: a positive amount, one per type (the last one wins). */
export function cleanLineItems(items: readonly ExternalOfferLineItem[]): ExternalOfferLineItem[] {
  const byType = new Map<string, ExternalOfferLineItem>();
  for (const item of items) {
    byType.delete(item.type);
    if (item.amount !== null && Number.isFinite(item.amount) && item.amount > 0) byType.set(item.type, item);
  }
  return [...byType.values()];
}

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

export function createDealDesk({ db, appOrigin, now = () => new Date() }: Pick<AppDeps, 'db' | 'appOrigin' | 'now'>) {
  const vehicleOf = (deal: DealRecord): Vehicle => {
    const vehicle = getVehicle(db, deal.vehicleId, appOrigin);
    if (!vehicle) throw dealNotFound();
    return vehicle;
  };

  /** Protection product ids → their total; an unknown id is a 400 on its list position. */
  function protectionTotal(ids: readonly string[], field = 'protectionProducts'): number {
    const found = findProtectionProducts(db, ids);
    const known = new Set(found.map((p) => p.id));
    const errors = ids.flatMap((id, i) =>
      known.has(id) ? [] : [{ field: `${field}.${i}`, message: 'Unknown protection product' }],
    );
    if (errors.length) throw new HttpError(400, 'Invalid request', errors);
    return found.reduce((sum, p) => sum + p.price, 0);
  }

  /** Everything the engine needs except the request's own numbers. */
  function baseInput(deal: DealRecord, vehicle: Vehicle): Omit<QuoteInput, 'downPayment' | 'protectionProducts'> {
    const fees = getDealerFees(db, vehicle.dealerId);
    // Every seeded dealer has a fee schedule: a missing one is broken data, not a shopper's mistake.
    if (!fees) throw new Error(`Dealer ${vehicle.dealerId} has no fee schedule`);
    const trade = deal.tradeId ? getTrade(db, deal.tradeId) : null;
    return {
      dealId: deal.id,
      vehicle: engineVehicle(vehicle),
      dealer: fees,
      creditScore: deal.creditScore,
      rebates: getVehiclePricing(db, vehicle.id)?.rebate ?? 0,
      externalOffers: sumOffers(deal.externalOffers),
      tradeEquity: trade?.netCashOffer ?? 0,
      asOf: now(),
    };
  }

  function computeQuotes(deal: DealRecord, vehicle: Vehicle, kind: QuoteKind, request: QuoteRequest): AnyQuote[] {
    const input: QuoteInput = {
      ...baseInput(deal, vehicle),
      downPayment: request.downPayment,
      protectionProducts: protectionTotal(request.protectionProducts),
    };
    return kind === 'FINANCE'
      ? financeQuotes(input)
      : leaseQuotes({ ...input, mileage: request.mileage ?? LEASE_DEFAULT_MILES });
  }

  function computeCash(deal: DealRecord, vehicle: Vehicle): CashDeal {
    const { creditScore: _score, ...input } = baseInput(deal, vehicle);
    return cashDeal({ ...input, protectionProducts: protectionTotal(deal.cashProtectionProducts) });
  }

  /** Prices a request, stores it as the deal's latest set of its kind and returns the quotes. */
  function requestQuotes(deal: DealRecord, kind: QuoteKind, request: QuoteRequest): AnyQuote[] {
    const quotes = computeQuotes(deal, vehicleOf(deal), kind, request);
    const keep = deal.selection?.kind === kind ? deal.selection.requestKey : null;
    return putQuoteSet(db, deal.id, kind, request, quotes, keep).quotes;
  }

  /** Inputs changed (external offers, credit, trade): re-price every stored set so reloads stay exact. */
  function repriceQuoteSets(dealId: string): void {
    const deal = getDealRecord(db, dealId);
    if (!deal) return;
    const vehicle = vehicleOf(deal);
    for (const set of listQuoteSets(db, deal.id)) {
      replaceQuoteSetQuotes(db, deal.id, set.kind, set.requestKey, computeQuotes(deal, vehicle, set.kind, set.request));
    }
  }

  /** The deal's quote: the selected lender and term in the latest set of its kind, else in the set it was picked from. */
  function selectedQuote(deal: DealRecord): AnyQuote | null {
    const s = deal.selection;
    if (!s) return null;
    const latest = getLatestQuoteSet(db, deal.id, s.kind);
    const inLatest = latest?.quotes.find((q) => q.id === s.quoteId);
    if (inLatest) return inLatest;
    return getQuoteSet(db, deal.id, s.kind, s.requestKey)?.quotes.find((q) => q.id === s.quoteId) ?? null;
  }

  /** The latest set of the kind that holds the quote id (what a save may select). */
  function findQuoteSet(deal: DealRecord, kind: QuoteKind, quoteId: string): QuoteSet | null {
    return listQuoteSets(db, deal.id, kind).find((set) => set.quotes.some((q) => q.id === quoteId)) ?? null;
  }

  /** Seed 000 §4 "Deal type": the saved preference wins; else the quote decides; no quote is cash. */
  function dealTypeOf(deal: DealRecord, quote: AnyQuote | null): DealType {
    return deal.preferences.dealType ?? (quote ? (quote.lease ? 'LEASE' : 'FINANCE') : 'CASH');
  }

  function toDeal(deal: DealRecord): Deal {
    const vehicle = vehicleOf(deal);
    const quote = selectedQuote(deal);
    const cash = computeCash(deal, vehicle);
    const dealType = dealTypeOf(deal, quote);
    // Seed 000 §4: a cash deal has contracting and the finance application disabled.
    const financed = dealType !== 'CASH';
    const trade = deal.tradeId ? getTrade(db, deal.tradeId) : null;
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
        creditTier: creditTierFor(deal.creditScore),
        creditScore: deal.creditScore,
      },
      trade: trade ? { netCashOffer: trade.netCashOffer, vehicleName: trade.vehicleName } : null,
      preferences: deal.preferences,
      updatedAt: deal.updatedAt,
    };
  }

  /** A new deal for the session's visitor: their credit and trade when logged in, else the defaults. */
  function startDeal(session: Session, vehicle: Vehicle): DealRecord {
    const userId = session.userId;
    const paymentType = getPaymentTypeForDealer(db, vehicle.dealerId) ?? 'FINANCE';
    return insertDeal(db, {
      vehicleId: vehicle.id,
      sessionId: session.id,
      userId,
      creditScore: (userId ? getUserCreditScore(db, userId) : null) ?? DEFAULT_CREDIT_SCORE,
      tradeId: userId ? (getUserTrade(db, userId)?.id ?? null) : null,
      preferences: defaultPreferences(paymentType),
    });
  }

  return {
    now,
    vehicleOf,
    protectionTotal,
    computeCash,
    requestQuotes,
    repriceQuoteSets,
    selectedQuote,
    findQuoteSet,
    dealTypeOf,
    toDeal,
    startDeal,
    /** The deal if the session may see it, else a 404 (never a 403: ids of others' deals stay secret). */
    ownedDeal(session: Session, id: string): DealRecord {
      const deal = getDealRecord(db, id);
      if (!deal || !isOwner(deal, session)) throw dealNotFound();
      return deal;
    },
  };
}

/**
 * Login hook: the anonymous session's deals and recently viewed vehicles move to the user, and
 * the moved deals are re-priced with the user's credit score and trade.
 */
export function claimAnonymousActivity(
  deps: Pick<AppDeps, 'db' | 'appOrigin' | 'now'>,
  sessionId: string,
  userId: string,
): void {
  const { db } = deps;
  const creditScore = getUserCreditScore(db, userId) ?? DEFAULT_CREDIT_SCORE;
  const tradeId = getUserTrade(db, userId)?.id ?? null;
  const desk = createDealDesk(deps);
  const moved = db.transaction(() => {
    moveRecentlyViewed(db, sessionOwner(sessionId), userOwner(userId));
    return claimSessionDeals(db, sessionId, userId, creditScore, tradeId);
  })();
  for (const id of moved) desk.repriceQuoteSets(id);
}
