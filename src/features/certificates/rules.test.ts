import { describe, expect, it } from 'vitest';
import {
  formatApr,
  isCertificateMissing,
  MISSING_CERTIFICATE_ID,
  paymentTypeFromQuery,
  paymentTypeQuery,
} from './rules.ts';

describe('paymentTypeFromQuery', () => {
  it('reads FINANCE, LEASE or CASH from the query string', () => {
    expect(paymentTypeFromQuery('paymentType=LEASE')).toBe('LEASE');
    expect(paymentTypeFromQuery('?paymentType=CASH&x=1')).toBe('CASH');
  });
  it('is null (the certificate’s own) when absent or unknown', () => {
    expect(paymentTypeFromQuery('')).toBeNull();
    expect(paymentTypeFromQuery('paymentType=lease')).toBeNull();
    expect(paymentTypeFromQuery('paymentType=BARTER')).toBeNull();
  });
  it('round-trips with paymentTypeQuery', () => {
    expect(paymentTypeFromQuery(paymentTypeQuery('FINANCE'))).toBe('FINANCE');
  });
});

describe('isCertificateMissing', () => {
  it('is true without a certificate id or with an empty deal id', () => {
    expect(isCertificateMissing(undefined)).toBe(true);
    expect(isCertificateMissing('')).toBe(true);
    expect(isCertificateMissing('c1', '')).toBe(true);
    expect(isCertificateMissing('c1', null)).toBe(true);
    expect(isCertificateMissing('c1', 'd1')).toBe(false);
    expect(isCertificateMissing('c1')).toBe(false);
  });
  it('logs the message of seed 000 §8', () => {
    expect(MISSING_CERTIFICATE_ID).toBe('Unable to find a certificateId');
  });
});

describe('formatApr', () => {
  it('shows two decimals in the shopper’s locale', () => {
    expect(formatApr(3.5)).toBe('3.50%');
    expect(formatApr(0)).toBe('0.00%');
  });
});
