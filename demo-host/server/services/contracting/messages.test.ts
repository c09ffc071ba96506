import { describe, expect, it } from 'vitest';
import { contractFixture } from '../../../../src/features/contracting/test-fixtures.ts';
import { leaseQuote } from '../../../../src/features/deal/test-fixtures.ts';
import { dealerSignedNotice, signedCopyMessage, signingCodeMessage } from './messages.ts';

const code = { code: '042917', firstName: 'Dana', dealer: 'First Motors', vehicle: '2026 Toyota Camry XLE' };

describe('signingCodeMessage', () => {
  it('says what the code is for, for how long, and not to share it (a text has no subject)', () => {
    const sms = signingCodeMessage({ ...code, channel: 'SMS', locale: 'en' });
    expect(sms.subject).toBeNull();
    expect(sms.body).toBe(
      '042917 is your code to sign your contract for the 2026 Toyota Camry XLE with First Motors online. ' +
        'It expires in 10 minutes. Do not share it: First Motors will never ask you for it.',
    );
    const mail = signingCodeMessage({ ...code, channel: 'EMAIL', locale: 'en' });
    expect(mail.subject).toBe('Your code to sign your contract');
    expect(mail.body).toMatch(/^Hello Dana,\n\n042917 is your code/);
  });
  it('speaks Spanish to a Spanish-speaking shopper', () => {
    const mail = signingCodeMessage({ ...code, channel: 'EMAIL', locale: 'es' });
    expect(mail.subject).toBe('Su código para firmar su contrato');
    expect(mail.body).toContain('042917 es su código para firmar en línea su contrato del 2026 Toyota Camry XLE');
    expect(mail.body).toContain('Vence en 10 minutos');
  });
  it('carries no other six-digit number than the code', () => {
    const { body } = signingCodeMessage({ ...code, channel: 'EMAIL', locale: 'en' });
    expect(body.match(/\b\d{6}\b/g)).toEqual(['042917']);
  });
});

describe('the messages of a signed contract', () => {
  const facts = { contractId: 'k-1', signatureName: 'Dana Demo', signedAt: '2026-12-01T15:00:00.000Z' };
  it('gives the shopper a copy of the key figures, to the cent', () => {
    const contract = contractFixture();
    const copy = signedCopyMessage({ ...facts, contract, locale: 'en' });
    expect(copy.subject).toBe('Your signed contract for the 2026 Toyota Camry XLE');
    expect(copy.body).toContain('on 12/01/2026, as Dana Demo');
    expect(copy.body).toContain('Monthly payment: $509.37');
    expect(copy.body).toContain('Term: 60 months');
    expect(copy.body).toContain('Rate (APR): 3.50%');
    expect(copy.body).toContain('Amount financed: $28,000.00');
    expect(copy.body).toContain(`Total of payments: $${contract.quote.totalOfPayments.toLocaleString('en-US')}`);
    expect(signedCopyMessage({ ...facts, contract, locale: 'es' }).body).toContain('Pago mensual: $509.37');
  });
  it('tells the dealer who signed what, with the VIN and the lease terms', () => {
    const notice = dealerSignedNotice({ ...facts, contract: contractFixture({ quote: leaseQuote() }) });
    expect(notice.subject).toBe('A shopper signed a contract online');
    expect(notice.body).toContain('Buyer: Dana Demo (signed as Dana Demo)');
    expect(notice.body).toContain('VIN 4T1B11HK5KU000001, stock S-v1');
    expect(notice.body).toContain('Lease with Toyota Financial Services');
    expect(notice.body).toContain('Miles per year: 12000');
    expect(notice.body).toContain('Trade-in: 2018 Honda Civic EX');
  });
});
