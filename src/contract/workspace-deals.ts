/**
 * The deal jacket of the dealer workspace (`/dealer/api/deals…`): a shopper's deal as the store
 * takes it over, with the same figures the shopper saw (the same engine and the same quote schemas,
 * which check every line to the cent), and the dealer's price lock. The credit score is never in it,
 * nor the SSN; the finance application's birth dates and incomes only through the logged reveal.
 */
import * as v from 'valibot';
import { CreditTierSchema } from './credit-tier.ts';
import { DealStatusSchema } from './deal-status.ts';
import { CashDealSchema, ExternalOfferLineItemSchema, FinanceQuoteSchema, LeaseQuoteSchema } from './deal.ts';
import { HOLD_EXTEND_HOURS_MAX, ReservationSchema } from './reservation.ts';
import { JacketTradeInSchema } from './trade-review.ts';

/** A lock holds for 1 to 30 days (the dealer's days, today included). */
export const PRICE_LOCK_MAX_DAYS = 30;
export const MANAGERS_LOCK = 'Only a dealer manager can lock a price.';
export const DEAL_SEARCH_MAX = 100;
export const NO_FINANCE_APPLICATION = 'This deal has no finance application.';

export const PriceLockBodySchema = v.object({
  days: v.pipe(
    v.number('Enter a number of days.'),
    v.integer('Enter a whole number of days.'),
    v.minValue(1, `Lock it for 1 to ${PRICE_LOCK_MAX_DAYS} days.`),
    v.maxValue(PRICE_LOCK_MAX_DAYS, `Lock it for 1 to ${PRICE_LOCK_MAX_DAYS} days.`),
  ),
});

const Named = v.object({ name: v.string(), price: v.number() });

export const DealJacketSchema = v.object({
  id: v.string(),
  dealName: v.nullable(v.string()),
  saved: v.boolean(),
  status: DealStatusSchema,
  dealType: v.picklist(['FINANCE', 'LEASE', 'CASH']),
  createdAt: v.string(),
  updatedAt: v.string(),
  dealer: v.object({ id: v.string(), name: v.string() }),
  campaign: v.nullable(v.string()),
  shopper: v.nullable(v.object({ name: v.string(), email: v.string(), phone: v.nullable(v.string()) })),
  vehicle: v.object({
    id: v.string(),
    label: v.string(),
    vin: v.string(),
    stockNumber: v.string(),
    stockType: v.picklist(['NEW', 'USED']),
    msrp: v.number(),
    /** The price the deal is priced at: the locked one while a lock holds. */
    salePrice: v.number(),
  }),
  /** The selected finance or lease quote as the shopper's page shows it; null on a cash deal. */
  quote: v.nullable(v.union([FinanceQuoteSchema, LeaseQuoteSchema])),
  cash: CashDealSchema,
  externalOffers: v.array(ExternalOfferLineItemSchema),
  trade: v.nullable(v.object({ vehicle: v.string(), offer: v.number(), payoff: v.number() })),
  /** The shopper's current trade, its photos and the store's review; null when they have none. */
  tradeIn: v.optional(v.nullable(JacketTradeInSchema)),
  credit: v.object({
    tier: CreditTierSchema,
    /** Where the tier comes from (a bureau's soft pull, the shopper's own pick, the account, the default). */
    source: v.picklist(['BUREAU', 'SELF_SELECTED', 'PROFILE', 'DEFAULT']),
  }),
  protection: v.array(Named),
  accessories: v.array(Named),
  financeApplication: v.nullable(
    v.object({
      status: v.picklist(['DRAFT', 'SUBMITTED']),
      /** Whose birth date or income is on file: shown masked, the values only through the logged reveal. */
      personalOnFile: v.object({ applicant: v.boolean(), coApplicant: v.boolean() }),
      decisions: v.array(
        v.object({
          lender: v.string(),
          decision: v.picklist(['APPROVED', 'DECLINED']),
          apr: v.nullable(v.number()),
          term: v.nullable(v.number()),
          monthlyPayment: v.nullable(v.number()),
          reason: v.nullable(v.string()),
        }),
      ),
    }),
  ),
  contract: v.nullable(v.object({ signedAt: v.string(), signer: v.string() })),
  bookings: v.array(
    v.object({ kind: v.picklist(['DRIVE_AT_HOME', 'TEST_DRIVE']), startsAt: v.number(), status: v.string() }),
  ),
  consents: v.array(v.object({ kind: v.string(), version: v.string(), givenAt: v.string() })),
  priceLock: v.nullable(v.object({ until: v.pipe(v.string(), v.isoDate()), salePrice: v.number(), by: v.string() })),
  /** The deal's latest reservation (a deposit that holds the car); null when none. */
  reservation: v.nullable(ReservationSchema),
});
export type DealJacket = v.InferOutput<typeof DealJacketSchema>;

/** One person's birth date and income as the finance application holds them. */
const PersonalDetailsSchema = v.object({
  /** YYYY-MM-DD; null when not on file (or sealed with a key this deployment no longer has). */
  dateOfBirth: v.nullable(v.pipe(v.string(), v.isoDate())),
  /** Gross yearly income, whole dollars; null before the employment step. */
  grossAnnualIncome: v.nullable(v.number()),
  otherAnnualIncome: v.nullable(v.number()),
});
export type PersonalDetails = v.InferOutput<typeof PersonalDetailsSchema>;

/** `POST /dealer/api/deals/:id/finance-application/reveal`: each reveal is an audit log entry. */
export const RevealedPersonalSchema = v.object({
  applicant: v.nullable(PersonalDetailsSchema),
  coApplicant: v.nullable(PersonalDetailsSchema),
});
export type RevealedPersonal = v.InferOutput<typeof RevealedPersonalSchema>;

export const DealSearchQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(2, 'Type at least 2 characters.'), v.maxLength(DEAL_SEARCH_MAX)),
});
export const DealSearchSchema = v.object({
  deals: v.array(
    v.object({
      id: v.string(),
      shopper: v.nullable(v.string()),
      vehicle: v.string(),
      dealer: v.string(),
      updatedAt: v.string(),
      saved: v.boolean(),
    }),
  ),
});

export const EXTEND_HOURS_MESSAGE = `Extend it by 1 to ${String(HOLD_EXTEND_HOURS_MAX)} hours.`;
/** `POST /dealer/api/deals/:id/reservation/extend`: the hold's end moves on by these hours. */
export const ExtendReservationBodySchema = v.object({
  hours: v.pipe(
    v.number(EXTEND_HOURS_MESSAGE),
    v.integer(EXTEND_HOURS_MESSAGE),
    v.minValue(1, EXTEND_HOURS_MESSAGE),
    v.maxValue(HOLD_EXTEND_HOURS_MAX, EXTEND_HOURS_MESSAGE),
  ),
});
export const REFUND_AMOUNT_MESSAGE = 'Enter an amount from $0.01 up to what is left of the deposit.';
export const NOT_HELD_MESSAGE = 'This reservation does not hold the vehicle.';
export const NOTHING_TO_REFUND_MESSAGE = 'Nothing is left to refund.';
export const REFUND_TOO_LARGE_MESSAGE = 'A refund cannot exceed what is left of the deposit.';
/** `POST /dealer/api/deals/:id/reservation/refund`: up to what is left; the key makes a retry refund once. */
export const RefundReservationBodySchema = v.object({
  amountCents: v.pipe(
    v.number(REFUND_AMOUNT_MESSAGE),
    v.integer(REFUND_AMOUNT_MESSAGE),
    v.minValue(1, REFUND_AMOUNT_MESSAGE),
    v.maxValue(500_000, REFUND_AMOUNT_MESSAGE),
  ),
  idempotencyKey: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/, 'A request key of 16 to 64 letters, digits, - or _.')),
});
