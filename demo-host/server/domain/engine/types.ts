/** The shapes the deal engine works on: plain data, no HTTP and no database rows. */

/** A lender of the sandbox's lender table. `captiveMake` is the make a captive lender belongs to. */
export type Lender = { lenderNumber: string; name: string; captive: boolean; captiveMake: string | null };

/**
 * How a state taxes a vehicle sale. `ratePercent` is a percent (6.25 means 6.25 %). `tradeInCredit`:
 * the trade-in is deducted from the taxable amount. `lease`: tax on each monthly payment,
 * on the whole lease up front, or none.
 */
export type StateTax = { ratePercent: number; tradeInCredit: boolean; lease: 'monthly' | 'upfront' | 'none' };

/**
 * Where a deal is taxed: the rules of the state where the buyer registers the vehicle (`ratePercent`
 * is the state's percent) plus the county and city percent of their ZIP (local-tax.ts). Local tax
 * is due on at most `localTaxableLimit` of each taxed amount when set (Florida's $5,000).
 */
export type TaxJurisdiction = StateTax & {
  stateCode: string;
  localPercent: number;
  localName: string | null;
  localTaxableLimit: number | null;
};

export type EngineVehicle = {
  make: string;
  /** Model year. */
  year: number;
  stockType: 'NEW' | 'USED';
  salePrice: number;
  msrp: number;
  leaseEnabled: boolean;
};

/** The dealer's fees; where the deal is taxed is `QuoteInput.tax`, not the dealer's state. */
export type EngineDealer = { docFee: number; registrationFee: number };

export type QuoteInput = {
  dealId: string;
  vehicle: EngineVehicle;
  dealer: EngineDealer;
  /** Where the deal is taxed: the shopper's ZIP once known, else the dealer's. */
  tax: TaxJurisdiction;
  creditScore: number;
  /** Manufacturer rebates (dollars, ≥ 0). */
  rebates: number;
  /** Sum of the positive external-offer line items (dollars). */
  externalOffers: number;
  /** Trade net cash offer (negative when upside down), 0 when there is no trade. */
  tradeEquity: number;
  /** Requested; the engine raises it to the lender minimum when below. */
  downPayment: number;
  /** Total price of protection products (untaxed). */
  protectionProducts: number;
  /** Total price of the dealer accessories saved with the deal: part of the selling price, taxed. */
  accessories: number;
  /** "Today", for the vehicle-age rules. */
  asOf: Date;
  /** An applied pre-approval: finance quotes from that lender only, on its terms (lease and cash ignore it). */
  preApproval?: PreApprovalTerms | null | undefined;
  /** A chosen approved offer: finance quotes from that lender only, at its APR and term, for its amount only. */
  chosenOffer?: ChosenOfferTerms | null | undefined;
};

/** What the shopper chose of a lender's approval: its APR (percent) on one term, for one amount financed. */
export type ChosenOfferTerms = { lenderNumber: string; apr: number; term: number; amountFinanced: number };

/** What a lender pre-approved: any term up to `maxTerm`, financing up to `maxAmount`, at its rate-sheet APR. */
export type PreApprovalTerms = { lenderNumber: string; maxTerm: number; maxAmount: number };

export type LeaseQuoteInput = QuoteInput & { mileage: number };

export type CashInput = Omit<QuoteInput, 'downPayment' | 'creditScore'>;
