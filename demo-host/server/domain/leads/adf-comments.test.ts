import { describe, expect, it } from 'vitest';
import { adfComments } from './adf-comments.ts';
import { renderAdf, type AdfLead } from './adf.ts';

const lead = (over: Partial<AdfLead> = {}): AdfLead => ({
  id: 'L1',
  requestDate: '2026-11-30T09:00:00-06:00',
  vehicles: [
    { interest: 'buy', status: 'new', year: 2026, make: 'Toyota', model: 'Camry', comments: 'Finance: $410.00/mo' },
    { interest: 'trade-in', status: 'used', year: 2019, make: 'Honda', model: 'Civic', comments: 'Offer $9,000.00' },
  ],
  customer: {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: null,
    preferred: 'email',
    postalCode: null,
    comments: 'Sent a message.\n<b>Saturday?</b> & more',
  },
  vendor: {
    id: 'd1',
    name: 'Dealer',
    phone: '5125550100',
    address: { street: '1 Main', city: 'Austin', regionCode: 'TX', postalCode: '78701' },
  },
  provider: { campaign: 'main', campaignName: 'Main' },
  ...over,
});

describe('adfComments', () => {
  it("reads the customer's comments, then each vehicle's, as the text the CRM got", () => {
    expect(adfComments(renderAdf(lead()))).toBe(
      'Sent a message.\n<b>Saturday?</b> & more\nFinance: $410.00/mo\nOffer $9,000.00',
    );
  });

  it('is empty when the lead has no comments', () => {
    const bare = lead({
      vehicles: [{ interest: 'buy', status: 'new', year: null, make: '', model: '' }],
      customer: { ...lead().customer, comments: undefined },
    });
    expect(adfComments(renderAdf(bare))).toBe('');
  });
});
