/**
 * Certificates (seed 000 §3, §7): saving a deal issues a price certificate for its vehicle that
 * records the deal's name, preferences and numbers at that moment.
 */
import * as v from 'valibot';
import { ReservationSummarySchema } from './reservation.ts';
import { boundedInteger, money, percent, signedMoney, termMonths } from './bounds.ts';
import { CreditTierSchema, DealPreferencesSchema, DealStatusSchema, DealTypeSchema } from './deal.ts';

export const CertificateIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'Certificate id is invalid'));

export const CertificateSummarySchema = v.object({
  certificateId: v.string(),
  dealId: v.string(),
  saved: v.boolean(),
  dealName: v.string(),
  dealPreferences: DealPreferencesSchema,
  issuedAt: v.string(),
});
export const CertificatesSchema = v.object({ certificates: v.array(CertificateSummarySchema) });

export const CertificateSchema = v.object({
  ...CertificateSummarySchema.entries,
  vehicleId: v.string(),
  paymentType: DealTypeSchema,
  expiresAt: v.string(),
  /** Where the certificate's deal stands now (its numbers are the certificate's own, from the save). */
  status: DealStatusSchema,
  terms: v.object({
    monthlyPayment: v.nullable(money('Monthly payment')),
    term: v.nullable(termMonths()),
    apr: v.nullable(percent('APR')),
    downPayment: v.nullable(money('Down payment')),
    mileageAllowed: v.nullable(boundedInteger('Mileage allowed', 0, 100_000)),
    lenderName: v.nullable(v.string()),
    /** The credit tier the monthly payment was priced for at the save; null without one (cash). */
    creditTier: v.nullable(CreditTierSchema),
    outTheDoor: money('Out-the-door price'),
    cashPrice: signedMoney('Cash price'),
  }),
  /** The shopper's own reservation of the certificate's deal (its latest); null when none. */
  reservation: v.optional(v.nullable(ReservationSummarySchema), null),
});
export type Certificate = v.InferOutput<typeof CertificateSchema>;
