import { describe, expect, it } from 'vitest';
import { documentTitle, siteName } from './document-title.ts';

describe('documentTitle', () => {
  it('puts the page title before the site name', () => {
    expect(documentTitle('Sign in', 'Demo Motors')).toBe('Sign in | Demo Motors');
    expect(documentTitle('', 'Demo Motors')).toBe('Demo Motors');
  });
});

describe('siteName (the name in the header, never the campaign’s internal name)', () => {
  const campaign = { channel: 'ecommerce', title: 'Shop Online with Upshift' } as const;
  it('is the dealer’s name', () => {
    expect(siteName({ campaign, dealer: { name: 'Riverside Auto Group' } })).toBe('Riverside Auto Group');
  });
  it('is the program’s title on an upgrade campaign, and the campaign title without a dealer', () => {
    expect(siteName({ campaign: { channel: 'upgrade', title: 'BMW Loyalty' }, dealer: { name: 'Kuni BMW' } })).toBe(
      'BMW Loyalty',
    );
    expect(siteName({ campaign, dealer: null })).toBe('Shop Online with Upshift');
  });
});
