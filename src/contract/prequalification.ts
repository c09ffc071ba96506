/**
 * Credit pre-qualification facts the app and the sandbox server share (seed 000 §3 "Credit info",
 * §9): the two agencies a soft pull goes to, and how long a pre-qualification lasts.
 */
import * as v from 'valibot';

/** Seed 000 §3: the credit agencies. */
export const CREDIT_AGENCIES = ['TRANSUNION', 'EXPERIAN'] as const;
export const CreditAgencySchema = v.picklist(CREDIT_AGENCIES);
export type CreditAgency = v.InferOutput<typeof CreditAgencySchema>;

/** How the app and the consent text name each agency. */
export const AGENCY_NAMES: Record<CreditAgency, string> = { TRANSUNION: 'TransUnion', EXPERIAN: 'Experian' };

/** Seed 000 §9: a pre-qualification is valid for 14 days after the pull. */
export const PREQUALIFICATION_VALID_DAYS = 14;
