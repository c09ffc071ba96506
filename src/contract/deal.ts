/**
 * Deal calls (seed 000 §7 "Deals") with their schemas. The sandbox server validates requests
 * and types responses with these same schemas. Where the spec says "response not shown" the
 * shape is ours and documented here.
 *
 * Money: every amount is in dollars with cents (numbers, two decimals). The app shows whole
 * dollars where the spec says so and cents in the payment breakdown.
 */
import * as v from 'valibot';
import { bounded, boundedInteger, percent, signedMoney, termMonths } from './bounds.ts';
import { VehicleSchema } from './vehicle.ts';
import { CreditTierSchema } from './credit-tier.ts';
import { ChosenOfferSchema, type ChosenOffer } from './chosen-offer.ts';
import { DealTypeSchema } from './deal-type.ts';
import { DealStatusSchema } from './deal-status.ts';

export const DealIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'Deal id is invalid'));

/** Seed 000 §4 "Financier type": CAPTIVE or NON_CAPTIVE, or ALL when the shopper chose all lenders. */
export const FinancierTypeSchema = v.picklist(['CAPTIVE', 'NON_CAPTIVE', 'ALL']);
export type FinancierType = v.InferOutput<typeof FinancierTypeSchema>;

/** Any amount of a deal, bounded: trade equity and a cash price can be negative. */
const Money = signedMoney();
/** Dollars with cents → whole cents, so the consistency checks compare exactly. */
const cents = (n: number): number => Math.round(n * 100);
const DownPayment = v.pipe(
  v.number('Down payment must be a number'),
  v.finite('Down payment must be a number'),
  v.minValue(0, 'Down payment must be 0 or more'),
  v.maxValue(500_000, 'Down payment must be less than or equal to 500,000'),
);
/** Seed 000 §5: minimum miles for a lease is 1,000. */
export const LEASE_MIN_MILES = 1000;
export const LEASE_DEFAULT_MILES = 12000;
const Mileage = v.pipe(
  v.number('Mileage must be a number'),
  v.integer('Mileage must be a whole number'),
  v.minValue(LEASE_MIN_MILES, 'Must be at least 1,000 miles'),
  v.maxValue(50_000, 'Mileage must be 50,000 miles or less'),
);

/** The most one program offer takes off a price: an amount above it is bad data. */
export const MAX_PROGRAM_OFFER = 50_000;
const OfferAmount = bounded('Offer amount', 0, MAX_PROGRAM_OFFER);
/** A program's offer code (seed 000 §4 "type"): LOYALTY, MILITARY, BONUS_CASH … */
export const OfferTypeSchema = v.pipe(
  v.string('Type is required'),
  v.nonEmpty('Type is required'),
  v.maxLength(40, 'Type must be less than or equal to 40 characters.'),
);

/**
 * An applied program offer as the server priced it: the program's type,
 * description and amount, copied from its offer table when the shopper chose it.
 */
export const ExternalOfferLineItemSchema = v.object({
  /** One item per type: adding an item of an existing type replaces it (seed 000 §4). */
  type: OfferTypeSchema,
  description: v.pipe(v.string(), v.maxLength(200)),
  /** Dollars off the price; items with no amount or ≤ 0 are dropped before saving (seed 000 §5). */
  amount: v.nullable(OfferAmount),
});
export type ExternalOfferLineItem = v.InferOutput<typeof ExternalOfferLineItemSchema>;

/** Seed 000 §9: the external-offers provider is fixed to one automaker program. */
export const EXTERNAL_OFFER_PROVIDER = 'AUTOMAKER_PROGRAM';
/** GET /deals/{id}/external-offers: the offers applied to the deal. */
export const ExternalOfferSchema = v.object({
  providerType: v.literal(EXTERNAL_OFFER_PROVIDER),
  lineItems: v.array(ExternalOfferLineItemSchema),
});
export type ExternalOffer = v.InferOutput<typeof ExternalOfferSchema>;

/** One offer the deal's program has for its vehicle today: what the shopper may choose. */
export const ProgramOfferSchema = v.object({
  type: OfferTypeSchema,
  description: v.pipe(v.string(), v.maxLength(200)),
  amount: v.pipe(OfferAmount, v.minValue(0.01, 'Offer amount must be greater than 0')),
  /** The last day the program honours it (YYYY-MM-DD, the dealer's day). */
  endsOn: v.pipe(v.string(), v.isoDate()),
});
export type ProgramOffer = v.InferOutput<typeof ProgramOfferSchema>;

/**
 * GET /deals/{id}/external-offers/available (ours): the program offers of the deal's
 * campaign that apply to its vehicle (make, model, year, stock type) on the dealer's today. A deal
 * outside any program has none (`programId` null).
 */
export const AvailableOffersSchema = v.object({
  providerType: v.literal(EXTERNAL_OFFER_PROVIDER),
  programId: v.nullable(v.string()),
  offers: v.array(ProgramOfferSchema),
});
export type AvailableOffers = v.InferOutput<typeof AvailableOffersSchema>;

export const OFFER_BY_TYPE_ONLY = 'Choose program offers by type: the program sets their amounts';
export const MAX_CHOSEN_OFFERS = 20;
/**
 * POST /deals/{id}/external-offers (seed 000 §7: providerType, lineItems). Program offers are the
 * server's: each line item names only the type of an offer the available list has; the server
 * fills in its description and amount, so an item with an amount (or anything else) is a 400.
 */
export const ExternalOfferRequestSchema = v.object({
  providerType: v.literal(EXTERNAL_OFFER_PROVIDER),
  lineItems: v.pipe(
    v.array(v.strictObject({ type: OfferTypeSchema }, OFFER_BY_TYPE_ONLY)),
    v.maxLength(MAX_CHOSEN_OFFERS, `Choose at most ${String(MAX_CHOSEN_OFFERS)} offers`),
  ),
});
export type ExternalOfferRequest = v.InferOutput<typeof ExternalOfferRequestSchema>;

export const FinancierSchema = v.object({
  lenderNumber: v.string(),
  name: v.string(),
  captiveLender: v.boolean(),
});
export type Financier = v.InferOutput<typeof FinancierSchema>;

/** The itemised price every quote (and the cash deal) is built from. */
export const PriceBreakdownSchema = v.object({
  /** Selling price before rebates. */
  price: Money,
  /** Manufacturer rebates and external offers together (positive number, subtracted). */
  rebates: Money,
  docFee: Money,
  registrationFee: Money,
  /** Protection products added to the deal. */
  protectionProducts: Money,
  /**
   * Dealer accessories saved with the deal (src/contract/accessories.ts):
   * part of the selling price, so taxed on a sale and capitalised in a lease. A quote priced before
   * accessories existed has none.
   */
  accessories: v.optional(Money, 0),
  /** Sales tax due (finance and cash: on the sale; lease: upfront part only, see monthlyTax). */
  salesTax: Money,
  /** The state's tax rate in percent: 6 means 6 % (never a fraction). */
  taxRatePercent: v.pipe(v.number(), v.minValue(0), v.maxValue(20, 'Tax rate is a percent of at most 20')),
  /** Net trade equity: trade offer minus payoff (negative when upside down). */
  tradeEquity: Money,
});
export type PriceBreakdown = v.InferOutput<typeof PriceBreakdownSchema>;

/**
 * What adding or removing one protection product the dealer offers does to a quote's monthly payment
 * (a cash deal's cash price), priced by the desk with the product's jacket changed: added (a plan
 * replacing the plan on it, src/features/protection/rules.ts `addToJacket`) when the quote does not
 * include it, taken off when it does. `change` is the new figure minus this one (negative: less).
 * A product whose changed jacket the lender would not quote at this term has no entry.
 */
export const ProtectionEffectSchema = v.object({
  productId: v.pipe(v.string(), v.maxLength(64)),
  change: Money,
});
export type ProtectionEffect = v.InferOutput<typeof ProtectionEffectSchema>;
/** Quotes and cash deals priced before effects existed carry none. */
const ProtectionEffects = v.optional(v.array(ProtectionEffectSchema));

/** Price − rebates + fees + tax + protection products + accessories: what the sale costs before trade and down payment. */
const salePriceCents = (b: PriceBreakdown): number =>
  cents(b.price) -
  cents(b.rebates) +
  cents(b.docFee) +
  cents(b.registrationFee) +
  cents(b.salesTax) +
  cents(b.protectionProducts) +
  cents(b.accessories);

/** Regular payments then the final one, which absorbs the rounding of the regular payment. */
const paymentsCents = (q: { monthlyPayment: number; finalPayment: number; term: number }): number =>
  cents(q.monthlyPayment) * (q.term - 1) + cents(q.finalPayment);

const Term = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(96));
/** Yearly miles a lease quote allows. */
const LeaseMiles = boundedInteger('Mileage allowed', 0, 100_000);

/**
 * A finance quote as a Truth-in-Lending disclosure: every line adds up to the cent, or the app
 * treats it as bad server data (its error state) rather than show a payment the desk would not honour.
 */
export const FinanceQuoteSchema = v.pipe(
  v.object({
    id: v.string(),
    lease: v.literal(false),
    financier: FinancierSchema,
    term: Term,
    apr: percent('APR'),
    downPayment: Money,
    /** The lender's minimum for this deal; the quote's downPayment is never below it. */
    minimumDownPayment: Money,
    /**
     * The largest down payment the deal can be financed with (ours): what still leaves the lenders'
     * minimum amount financed. A request above it is a 400 on `downPayment`.
     */
    maximumDownPayment: Money,
    /** Each regular payment (all but the last). */
    monthlyPayment: Money,
    /** The last payment: what remains after the regular ones, so the total is exact. */
    finalPayment: Money,
    amountFinanced: Money,
    /** Never negative. */
    financeCharge: Money,
    /** amountFinanced + financeCharge = monthlyPayment × (term − 1) + finalPayment. */
    totalOfPayments: Money,
    creditTier: CreditTierSchema,
    breakdown: PriceBreakdownSchema,
    protectionEffects: ProtectionEffects,
  }),
  v.check((q) => q.financeCharge >= 0, 'Finance charge is negative'),
  v.check(
    (q) =>
      cents(q.amountFinanced) === salePriceCents(q.breakdown) - cents(q.breakdown.tradeEquity) - cents(q.downPayment),
    'Amount financed does not match the price breakdown',
  ),
  v.check(
    (q) =>
      cents(q.totalOfPayments) === cents(q.amountFinanced) + cents(q.financeCharge) &&
      cents(q.totalOfPayments) === paymentsCents(q),
    'Total of payments does not add up',
  ),
);
export type FinanceQuote = v.InferOutput<typeof FinanceQuoteSchema>;

/** A lease quote whose lines add up to the cent (see FinanceQuoteSchema). */
export const LeaseQuoteSchema = v.pipe(
  v.object({
    id: v.string(),
    lease: v.literal(true),
    financier: FinancierSchema,
    term: Term,
    /** Yearly miles allowed. */
    mileageAllowed: LeaseMiles,
    moneyFactor: bounded('Money factor', 0, 1),
    /** The money factor's APR equivalent (money factor × 2400). */
    apr: percent('APR'),
    residualPercent: percent('Residual'),
    residualValue: Money,
    downPayment: Money,
    minimumDownPayment: Money,
    /** The largest down payment any lease term can be written at (ours): the adjusted cap cost stays above the residual. */
    maximumDownPayment: Money,
    /** The lender's acquisition (bank) fee, one line of the gross capitalised cost. */
    acquisitionFee: Money,
    /**
     * Price + acquisition fee + doc fee + protection products + accessories + negative trade equity
     * (each a line of the breakdown; all but the acquisition fee are the `breakdown`'s).
     */
    grossCapitalizedCost: Money,
    /** Down payment + rebates and offers + positive trade equity. */
    capitalizedCostReduction: Money,
    adjustedCapitalizedCost: Money,
    depreciation: Money,
    rentCharge: Money,
    /** Depreciation + rent charge, before tax. */
    baseMonthlyPayment: Money,
    monthlyTax: Money,
    /** All-in monthly payment (base + monthly tax), each but the last. */
    monthlyPayment: Money,
    /** The last payment: its depreciation absorbs the rounding, so depreciation totals cap cost − residual. */
    finalPayment: Money,
    /** Down payment + the first monthly payment + registration fee + the tax due at signing (`breakdown.salesTax`). */
    dueAtSigning: Money,
    /** monthlyPayment × (term − 1) + finalPayment. */
    totalOfPayments: Money,
    creditTier: CreditTierSchema,
    breakdown: PriceBreakdownSchema,
    protectionEffects: ProtectionEffects,
  }),
  v.check(
    (q) =>
      cents(q.adjustedCapitalizedCost) === cents(q.grossCapitalizedCost) - cents(q.capitalizedCostReduction) &&
      cents(q.baseMonthlyPayment) === cents(q.depreciation) + cents(q.rentCharge) &&
      cents(q.monthlyPayment) === cents(q.baseMonthlyPayment) + cents(q.monthlyTax),
    'Lease payment does not add up',
  ),
  v.check((q) => cents(q.totalOfPayments) === paymentsCents(q), 'Total of payments does not add up'),
  v.check(
    (q) =>
      cents(q.grossCapitalizedCost) ===
      cents(q.breakdown.price) +
        cents(q.acquisitionFee) +
        cents(q.breakdown.docFee) +
        cents(q.breakdown.protectionProducts) +
        cents(q.breakdown.accessories) +
        Math.max(0, -cents(q.breakdown.tradeEquity)),
    'Gross capitalized cost does not match its lines',
  ),
  v.check(
    (q) =>
      cents(q.capitalizedCostReduction) ===
      cents(q.downPayment) + cents(q.breakdown.rebates) + Math.max(0, cents(q.breakdown.tradeEquity)),
    'Capitalized cost reduction does not match its lines',
  ),
  v.check(
    (q) =>
      cents(q.dueAtSigning) ===
      cents(q.downPayment) + cents(q.monthlyPayment) + cents(q.breakdown.registrationFee) + cents(q.breakdown.salesTax),
    'Due at signing does not match its lines',
  ),
);
export type LeaseQuote = v.InferOutput<typeof LeaseQuoteSchema>;

export type Quote = FinanceQuote | LeaseQuote;

export const FinanceQuotesSchema = v.object({ quotes: v.array(FinanceQuoteSchema) });
export const LeaseQuotesSchema = v.object({ quotes: v.array(LeaseQuoteSchema) });

export const CashDealSchema = v.pipe(
  v.object({
    /** Out-the-door price: price − rebates + fees + tax + protection products + accessories. */
    outTheDoor: Money,
    /** What the shopper pays: out-the-door minus the trade's net cash offer (seed 000 §4). */
    cashPrice: Money,
    breakdown: PriceBreakdownSchema,
    /** Each offered product's effect on the cash price (a product for financed deals only has none). */
    protectionEffects: ProtectionEffects,
  }),
  v.check(
    (d) =>
      cents(d.outTheDoor) === salePriceCents(d.breakdown) &&
      cents(d.cashPrice) === cents(d.outTheDoor) - cents(d.breakdown.tradeEquity),
    'Cash price does not match the price breakdown',
  ),
);
export type CashDeal = v.InferOutput<typeof CashDealSchema>;

/** The quote a deal is on (seed 000 §3 Deal.quote). Null while the deal is a cash deal. */
export const DealQuoteSchema = v.object({
  quoteId: v.string(),
  term: termMonths(),
  lenderNumber: v.string(),
  downPayment: Money,
  lease: v.boolean(),
  mileageAllowed: v.nullable(LeaseMiles),
  monthlyPayment: Money,
  financier: FinancierSchema,
});
export type DealQuote = v.InferOutput<typeof DealQuoteSchema>;

export const FinancePreferencesSchema = v.object({
  financierType: FinancierTypeSchema,
  captiveFinancier: v.nullable(v.string()),
  downPayment: v.nullable(DownPayment),
  term: v.nullable(termMonths()),
  externalOffers: v.array(ExternalOfferLineItemSchema),
});
export const LeasePreferencesSchema = v.object({
  downPayment: v.nullable(DownPayment),
  term: v.nullable(termMonths()),
  mileage: v.nullable(Mileage),
  externalOffers: v.array(ExternalOfferLineItemSchema),
});

/** Seed 000 §3 Vehicle.prefs, plus the chosen offer (ours; absent reads as none). */
export const DealPreferencesSchema = v.object({
  dealType: v.nullable(DealTypeSchema),
  financePreferences: FinancePreferencesSchema,
  leasePreferences: LeasePreferencesSchema,
  appliedPreApproval: v.nullable(v.string()),
  /** Set by the server only: a save's copy of it is ignored. */
  chosenOffer: v.optional(v.nullable(ChosenOfferSchema), null),
});
export type DealPreferences = v.InferOutput<typeof DealPreferencesSchema>;

/**
 * Where the deal is taxed: the shopper's ZIP once known (the vehicle is registered, and taxed,
 * where the buyer lives), else the dealer's. `basis` says how the ZIP was learnt: typed on the deal
 * page (`PUT /deals/{id}/tax-location`), from the latest valid pre-qualification, or from the
 * account's profile; 'DEALER' while none is known (`zip` is then the dealer's). The rate of every
 * breakdown is `statePercent + localPercent`.
 */
export const TaxLocationSchema = v.pipe(
  v.object({
    basis: v.picklist(['DEAL_PAGE', 'PREQUALIFICATION', 'PROFILE', 'DEALER']),
    zip: v.pipe(v.string(), v.regex(/^\d{5}$/)),
    stateCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    /** The state's vehicle rate in percent. */
    statePercent: v.pipe(v.number(), v.minValue(0), v.maxValue(20)),
    /** County and city rates added for that ZIP, in percent (0 where none applies or the state has none on vehicles). */
    localPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
    /** Where the local rate applies ('Austin, TX'), null when localPercent is 0. */
    localName: v.nullable(v.pipe(v.string(), v.maxLength(80))),
  }),
  v.check((t) => (t.localPercent === 0) === (t.localName === null), 'A local rate needs a place name'),
);
export type TaxLocation = v.InferOutput<typeof TaxLocationSchema>;

/** PUT /deals/{id}/tax-location (ours): the ZIP typed on the deal page; null goes back to the next known basis. */
export const TaxLocationRequestSchema = v.object({
  zip: v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'Zip Code must be 5 digits'))),
});

export const DealSchema = v.object({
  dealId: v.string(),
  vehicleId: v.string(),
  dealName: v.nullable(v.string()),
  saved: v.boolean(),
  dealType: DealTypeSchema,
  quote: v.nullable(DealQuoteSchema),
  pricing: v.object({
    outTheDoor: Money,
    salePrice: Money,
    externalOffers: v.array(ExternalOfferLineItemSchema),
  }),
  features: v.object({ contractingEnabled: v.boolean(), financeAppEnabled: v.boolean() }),
  /** Terms offered for this vehicle, so the app can offer exactly those. */
  offerDetails: v.object({
    financeTerms: v.array(termMonths()),
    leaseTerms: v.array(termMonths()),
    leaseEnabled: v.boolean(),
    creditTier: CreditTierSchema,
    creditScore: boundedInteger('Credit score', 0, 900),
    /**
     * Where the tier comes from: a valid soft pull, the shopper's self-selected tier, the
     * account's score on file, or seed 000 §9's default score 300.
     */
    creditSource: v.picklist(['BUREAU', 'SELF_SELECTED', 'PROFILE', 'DEFAULT']),
  }),
  /** The sales and lease tax's place: see TaxLocationSchema. */
  tax: TaxLocationSchema,
  trade: v.nullable(v.object({ netCashOffer: Money, vehicleName: v.string() })),
  preferences: DealPreferencesSchema,
  /**
   * The latest quote request of each kind (ours): what the shopper last asked for, stored with the
   * deal like its protection products, so a reload asks for it again. Null until one was made.
   */
  latestRequests: v.object({
    finance: v.nullable(v.object({ downPayment: DownPayment })),
    lease: v.nullable(v.object({ downPayment: DownPayment, mileage: Mileage })),
  }),
  /** Where the deal stands (deal-status.ts); at SIGNED or later its figures are read-only. */
  status: DealStatusSchema,
  /** The dealer locked the sale price through `until` (the dealer's day, YYYY-MM-DD): "Price locked by {dealer} until MM/DD/YYYY". */
  priceLock: v.optional(v.nullable(v.object({ dealer: v.string(), until: v.pipe(v.string(), v.isoDate()) })), null),
  /** The dealer no longer has the vehicle (its feed marked it sold): the deal page says so and offers no next step. */
  vehicleSold: v.optional(v.boolean(), false),
  updatedAt: v.string(),
});
export type Deal = v.InferOutput<typeof DealSchema>;

/** GET /deals/{id}/vehicle: the deal's vehicle and its saved preferences (response not shown in the spec). */
export const DealVehicleSchema = v.object({ vehicle: VehicleSchema, prefs: DealPreferencesSchema });
export type DealVehicle = v.InferOutput<typeof DealVehicleSchema>;

export const ProtectionProductsBodySchema = v.object({
  /** Ids of protection products on the deal; [] when absent. */
  protectionProducts: v.optional(v.array(v.pipe(v.string(), v.maxLength(64))), []),
});

/** `protectionProducts` absent: the deal's own (its jacket), as the GETs price. */
export const FinanceQuoteRequestSchema = v.object({
  downPayment: DownPayment,
  protectionProducts: v.optional(v.array(v.pipe(v.string(), v.maxLength(64)))),
});
export const LeaseQuoteRequestSchema = v.object({
  downPayment: DownPayment,
  mileage: Mileage,
  protectionProducts: v.optional(v.array(v.pipe(v.string(), v.maxLength(64)))),
});
export type FinanceQuoteRequest = v.InferInput<typeof FinanceQuoteRequestSchema>;
export type LeaseQuoteRequest = v.InferInput<typeof LeaseQuoteRequestSchema>;
/** Query strings arrive as text. */
export const FinanceQuoteQuerySchema = v.object({
  downPayment: v.pipe(v.string(), v.transform(Number), DownPayment),
});
export const LeaseQuoteQuerySchema = v.object({
  downPayment: v.pipe(v.string(), v.transform(Number), DownPayment),
  mileage: v.optional(v.pipe(v.string(), v.transform(Number), Mileage), String(LEASE_DEFAULT_MILES)),
});

/** POST /deals/{id}/update. `sendLead` only on the first save (seed 000 §7). */
export const UpdateDealRequestSchema = v.object({
  updateQuote: v.variant('dealType', [
    v.object({ dealType: v.literal('CASH') }),
    v.object({ dealType: v.literal('FINANCE'), quoteId: v.string() }),
    v.object({ dealType: v.literal('LEASE'), quoteId: v.string() }),
  ]),
  dealName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Deal name is required'),
    v.maxLength(60, 'must be less than or equal to 60 characters.'),
  ),
  dealPreferences: DealPreferencesSchema,
  sendLead: v.optional(v.boolean()),
});
export type UpdateDealRequest = v.InferOutput<typeof UpdateDealRequestSchema>;

export { DealTypeSchema, type DealType } from './deal-type.ts';

export { CreditTierSchema, type CreditTier } from './credit-tier.ts';
export { ChosenOfferSchema, type ChosenOffer } from './chosen-offer.ts';
export { CreateDealRequestSchema, CreateDealResponseSchema } from './create-deal.ts';
export * from './deal-status.ts';

/** Seed 000 §5: the external-offer line items that count: a positive amount, one per type (the last one wins). */
export function cleanLineItems(items: readonly ExternalOfferLineItem[]): ExternalOfferLineItem[] {
  const byType = new Map<string, ExternalOfferLineItem>();
  for (const item of items) {
    byType.delete(item.type);
    if (item.amount !== null && Number.isFinite(item.amount) && item.amount > 0) byType.set(item.type, item);
  }
  return [...byType.values()];
}

/**
 * The chosen approved offer (finance options page) is what the deal's finance quote carries out: that
 * lender, term and APR for the approved amount financed, to the cent. Otherwise the deal changed since
 * the offer was chosen and the offer no longer applies (it is never signed for another amount).
 */
export function chosenOfferApplies(
  chosen: Pick<ChosenOffer, 'lenderNumber' | 'term' | 'apr' | 'amountFinanced'>,
  quote: (Pick<FinanceQuote, 'financier' | 'term' | 'apr' | 'amountFinanced'> & { lease: boolean }) | null,
): boolean {
  return (
    quote !== null &&
    !quote.lease &&
    quote.financier.lenderNumber === chosen.lenderNumber &&
    quote.term === chosen.term &&
    quote.apr === chosen.apr &&
    Math.round(quote.amountFinanced * 100) === Math.round(chosen.amountFinanced * 100)
  );
}
