/** Certificate rules of the spec as pure functions. */
import * as v from 'valibot';
import { intlLocale } from '../../lib/i18n/index.ts';
import { DealTypeSchema, type DealType } from '../../contract/deal.ts';

/** Seed 000 §8: a missing deal id logs this message. */
export const MISSING_CERTIFICATE_ID = 'Unable to find a certificateId';

/**
 * The `?paymentType=FINANCE|LEASE|CASH` of the certificate route; null (the certificate's own
 * payment type) when absent or not one of the three.
 */
export function paymentTypeFromQuery(search: string): DealType | null {
  const parsed = v.safeParse(DealTypeSchema, new URLSearchParams(search).get('paymentType'));
  return parsed.success ? parsed.output : null;
}

/** Seed 000 §8: a certificate screen without a certificate id (route) or deal id (response) cannot be shown. */
export function isCertificateMissing(certificateId: string | undefined, dealId?: string | null): boolean {
  return !certificateId || dealId === '' || dealId === null;
}

/** APR with two decimals in the shopper's locale: 3.5 → '3.50%'. */
export function formatApr(apr: number): string {
  return `${new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(apr)}%`;
}

/** The certificate route for another payment type, as a query string. */
export function paymentTypeQuery(paymentType: DealType): string {
  return new URLSearchParams({ paymentType }).toString();
}
