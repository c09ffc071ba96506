// Their copy ships with the banners' chunk.
import '../../lib/i18n/parts/top-banners.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../contract/page-context.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { renderInApp, type AppRenderOptions } from '../../testing/render.tsx';

const { PromotionsBanner } = await import('./promotions-banner.tsx');

/** The seeded campaigns of demo-host/server/db/seed/seed-data.ts, as far as the banner reads them. */
const CAMPAIGNS = {
  bmwUpgrade: {
    slug: 'bmw-upgrade',
    productId: 103,
    noPaymentDays: 90,
    programId: 'BMW-LOYALTY-2026',
    featureFlags: ['NEW_BMW_PROMOTIONAL_BANNER'],
  },
  bmwEv: {
    slug: 'bmw-ev',
    productId: 103,
    noPaymentDays: 60,
    programId: 'BMW-EV-2026',
    featureFlags: ['EV_PROMOTIONAL_BANNER'],
  },
  kuni: {
    slug: 'kuni-bmw',
    productId: 103,
    noPaymentDays: 90,
    programId: 'BMW-KUNI-TIGARD',
    featureFlags: ['KUNI_NAME_CHANGE_BANNER'],
  },
  toyota: {
    slug: 'toyota-shop',
    productId: 102,
    noPaymentDays: 45,
    programId: 'TOYOTA-NEW-INVENTORY',
    featureFlags: ['TOYOTA_PROMOTIONAL_BANNER'],
  },
  nissan: {
    slug: 'nissan-upgrade',
    productId: 103,
    noPaymentDays: 60,
    programId: 'NISSAN-UPGRADE',
    featureFlags: [],
  },
} satisfies Record<string, Partial<Campaign>>;

function renderBanner(campaign: Partial<Campaign>, options: Omit<AppRenderOptions, 'campaign'> = {}) {
  return renderInApp(<PromotionsBanner />, { embedded: true, campaign, ...options });
}

const banner = () => document.querySelector('.promotions-banner');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('PromotionsBanner visibility', () => {
  it('home: only with no-payment days', async () => {
    renderBanner({ noPaymentDays: null });
    expect(banner()).toBeNull();
    cleanup();
    renderBanner(CAMPAIGNS.nissan);
    expect(banner()?.textContent).toContain('Sign Up and Enjoy No Payments for 60 Days*');
  });

  it('listings: BMW programs with days and Toyota programs, nobody else', async () => {
    renderBanner(CAMPAIGNS.bmwUpgrade, { path: '/listings' });
    expect(banner()).not.toBeNull();
    cleanup();
    renderBanner({ ...CAMPAIGNS.bmwUpgrade, noPaymentDays: null }, { path: '/listings' });
    expect(banner()).toBeNull();
    cleanup();
    renderBanner({ ...CAMPAIGNS.toyota, noPaymentDays: null }, { path: '/listings' });
    expect(banner()).not.toBeNull();
    cleanup();
    renderBanner(CAMPAIGNS.nissan, { path: '/listings' });
    expect(banner()).toBeNull();
  });

  it('is not shown on other pages', async () => {
    renderBanner(CAMPAIGNS.bmwUpgrade, { path: '/garage' });
    expect(banner()).toBeNull();
  });

  it('closing hides it and remembers it in bannersViewed', async () => {
    renderBanner(CAMPAIGNS.nissan);
    fireEvent.click(screen.getByRole('button', { name: 'Close the promotion banner' }));
    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.bannersViewed) ?? '[]')).toEqual([
      'promotions:nissan-upgrade:default',
    ]);
    cleanup();
    renderBanner(CAMPAIGNS.nissan);
    expect(banner()).toBeNull();
  });
});

describe('Kuni name change', () => {
  it("'Click Here' opens the name-change modal; the button opens listings filtered to NEW", async () => {
    const { navigate } = renderBanner(CAMPAIGNS.kuni, {
      context: {
        dealer: {
          id: 'd200',
          name: 'Kuni BMW of Tigard',
          phoneNumber: '5035550188',
          address: '1 Main St',
          city: 'Tigard',
          stateCode: 'OR',
          zipCode: '97223',
          timeZone: 'America/Los_Angeles',
          website: 'https://kuni.test',
        },
      },
    });
    expect(banner()?.textContent).toContain('Come Visit Us at Our New Location!');
    fireEvent.click(screen.getByRole('button', { name: 'Click Here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our Dealership Has a New Name and Location' });
    expect(dialog.textContent).toContain('Come visit Kuni BMW of Tigard at our new location.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shop for your next BMW' }));
    expect(navigate).toHaveBeenCalledWith('/listings?stockTypeConditions=NEW&sort=priceWithRebates&page=1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on /listings the button only closes the modal', async () => {
    const { navigate } = renderBanner(CAMPAIGNS.kuni, { path: '/listings' });
    fireEvent.click(screen.getByRole('button', { name: 'Click Here' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Shop for your next BMW' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('EV', () => {
  it("'Learn More' opens 'Upgrade to 100% Electric!'; the button filters listings by Electric", async () => {
    const { navigate } = renderBanner(CAMPAIGNS.bmwEv);
    expect(banner()?.textContent).toContain('Discover the Power of Electric!');
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to 100% Electric!' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'View All BMW EV Vehicles' }));
    expect(navigate).toHaveBeenCalledWith('/listings?sort=priceWithRebates&page=1&fuelTypes=Electric');
  });
});

describe('BMW loyalty', () => {
  it('lists three benefits and the disclaimer; View Your Upgrade Offers goes through the redirect rule', async () => {
    const { navigate } = renderBanner(CAMPAIGNS.bmwUpgrade, { loggedIn: true });
    expect(banner()?.textContent).toContain('Exclusive loyalty offers for returning BMW owners*');
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    const dialog = await screen.findByRole('dialog', { name: 'New BMW Loyalty Offers' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Loyalty pricing on a new BMW for returning owners',
      'A guaranteed offer for your current vehicle',
      'No payments for up to 90 days*',
    ]);
    expect(dialog.textContent).toContain('*For qualified returning BMW owners');
    fireEvent.click(within(dialog).getByRole('button', { name: 'View Your Upgrade Offers' }));
    // Redirect rule 4: logged in on a BMW program → /listings.
    expect(navigate).toHaveBeenCalledWith('/listings');
  });

  it('flag NEW_BMW_PROMOTIONAL_BANNER off: neither the loyalty banner nor its modal, the default offer instead', async () => {
    renderBanner({ ...CAMPAIGNS.bmwUpgrade, featureFlags: [] });
    expect(banner()?.textContent).toContain('Sign Up and Enjoy No Payments for 90 Days*');
    expect(banner()?.textContent).not.toContain('Exclusive loyalty offers for returning BMW owners*');
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(await screen.findByRole('dialog', { name: 'Special Financing Offer' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'New BMW Loyalty Offers' })).toBeNull();
  });

  it('hides View Your Upgrade Offers on listings', async () => {
    renderBanner(CAMPAIGNS.bmwUpgrade, { path: '/listings' });
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(await screen.findByRole('dialog', { name: 'New BMW Loyalty Offers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View Your Upgrade Offers' })).toBeNull();
  });
});

describe('Toyota', () => {
  it('logged in: Shop New Toyotas opens listings with stockTypeConditions NEW and makes Toyota', async () => {
    const { navigate } = renderBanner(CAMPAIGNS.toyota, { loggedIn: true });
    expect(banner()?.textContent).toContain('NEW Toyota Inventory is Available!');
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(await screen.findByRole('dialog', { name: 'Your New Ride is Waiting for You!' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Shop New Toyotas' }));
    expect(navigate).toHaveBeenCalledWith('/listings?stockTypeConditions=NEW&makes=Toyota');
    expect(sessionStorage.getItem(STORAGE_KEYS.SRP_FILTERS)).toBeNull();
  });

  it('logged out: via the redirect rule, with the filters stored in SRP_FILTERS first', async () => {
    const { navigate } = renderBanner(CAMPAIGNS.toyota);
    navigate.mockImplementation(() => {
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.SRP_FILTERS) ?? 'null')).toEqual({
        stockTypeConditions: ['NEW'],
        makes: ['Toyota'],
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Shop New Toyotas' }));
    // Rule 1: no first name known and no no-pin-prospect flag.
    expect(navigate).toHaveBeenCalledWith('/account/register');
  });
});

describe('General promotions modal', () => {
  it('shows the no-payment days, the financier and $0 down, with Upgrade Offers and Close', async () => {
    const { navigate } = renderBanner(CAMPAIGNS.nissan, {
      context: { financierName: 'Nissan Motor Acceptance Company' },
      path: '/?noPinProspect=false',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    const dialog = await screen.findByRole('dialog', { name: 'Special Financing Offer' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No payments for 60 days*', 'Financing provided by Nissan Motor Acceptance Company', '$0 down']);
    // The dialog's own × and the spec's Close button both close it.
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    fireEvent.click(closes[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    fireEvent.click(screen.getByRole('button', { name: 'View Your Upgrade Offers' }));
    // noPinProspect=false skips rule 1; logged out with no user → rule 5, reduced flow off → no-pin welcome.
    expect(navigate).toHaveBeenCalledWith('/profile/no-pin-welcome');
  });
});
