// Their copy ships with the layout's after-the-page chunk.
import '../../lib/i18n/parts/after-main.ts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, setViewportWidth } from '../../testing/render.tsx';
import { TEST_DEALER } from '../../testing/context.ts';
import { useFakeApi } from '../../testing/fake-api.ts';
import { Footer, MobileFooter } from './footer.tsx';

// No answers declared: a logged-out visitor's footers ask the server nothing (the garage count needs a login).
useFakeApi();

afterEach(cleanup);

const footerNav = () => within(screen.getByRole('navigation', { name: 'Legal and contact' }));
const link = (name: string | RegExp) => footerNav().getByRole('link', { name });

describe('Ecommerce footer', () => {
  it('has the copyright with the current year, its links in order, Powered by and the Prop 65 link', () => {
    renderInApp(<Footer />, { dealer: TEST_DEALER, width: 1280, campaign: { productId: 102 } });
    expect(screen.getByText(`© ${new Date().getFullYear()} Tigard Motors. All rights reserved.`)).toBeTruthy();
    const items = footerNav()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Legal',
      'Privacy Notice',
      'Do Not Sell or Share My Personal Information',
      'Contact Us',
      'Cookie Settings',
      'California Proposition 65 Warning',
    ]);
    expect(link('Legal').getAttribute('href')).toBe('/tos');
    expect(link('Privacy Notice').getAttribute('href')).toBe('/privacy');
    expect(link('Do Not Sell or Share My Personal Information').getAttribute('href')).toBe(
      '/privacy#do-not-sell-my-info',
    );
    expect(link('Contact Us').getAttribute('href')).toBe('tel:5035550100');
    expect(link('California Proposition 65 Warning').getAttribute('href')).toBe('https://www.p65warnings.ca.gov/');
    expect(screen.getByText('Powered by Upshift')).toBeTruthy();
  });

  it('opens its links in the same tab outside overlay mode', () => {
    renderInApp(<Footer />, { dealer: TEST_DEALER, width: 1280, campaign: { productId: 102 } });
    expect(link('Legal').getAttribute('target')).toBe('_self');
    expect(link('Legal').getAttribute('rel')).toBeNull();
  });

  it('opens its links in a new tab in overlay mode, and says so', () => {
    renderInApp(<Footer />, {
      dealer: TEST_DEALER,
      width: 1280,
      campaign: { productId: 102 },
      context: { overlayEnabled: true },
    });
    const legal = link('Legal (opens in a new tab)');
    expect(legal.getAttribute('target')).toBe('_blank');
    expect(legal.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('puts the legal pages on the app origin in the shadow mount', () => {
    renderInApp(<Footer />, {
      dealer: TEST_DEALER,
      width: 1280,
      context: { mode: 'shadow', apiBase: 'https://app.upshift.test' },
    });
    expect(link('Legal').getAttribute('href')).toBe('https://app.upshift.test/tos');
  });

  it('shows the cookie settings in a dialog (loaded on the first click) and gives focus back on close', async () => {
    renderInApp(<Footer />, { dealer: TEST_DEALER, width: 1280, campaign: { productId: 102 } });
    const button = footerNav().getByRole('button', { name: 'Cookie Settings' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Cookie Settings' })).toBeTruthy();
    expect(screen.getByText('Strictly necessary cookies')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Cookie Settings' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('Upgrade footer', () => {
  it('has the copyright, Terms of Use, Privacy Policy, Do Not Sell My Info, Powered by and the Prop 65 text', () => {
    renderInApp(<Footer />, { dealer: TEST_DEALER, width: 1280, campaign: { productId: 103 } });
    expect(screen.getByText(/^© \d{4} Tigard Motors/)).toBeTruthy();
    const items = footerNav()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Terms of Use', 'Privacy Policy', 'Do Not Sell My Info']);
    expect(link('Terms of Use').getAttribute('href')).toBe('/tos');
    expect(link('Do Not Sell My Info').getAttribute('href')).toBe('/privacy#do-not-sell-my-info');
    expect(screen.getByText(/^WARNING: Operating, servicing and maintaining a passenger vehicle/)).toBeTruthy();
    expect(footerNav().queryByRole('link', { name: 'Legal' })).toBeNull();
  });

  it('opens its links in a new tab in overlay mode', () => {
    renderInApp(<Footer />, {
      dealer: TEST_DEALER,
      width: 1280,
      campaign: { productId: 103 },
      context: { overlayEnabled: true },
    });
    expect(link(/^Privacy Policy/).getAttribute('target')).toBe('_blank');
    const prop65 = screen.getByRole('link', { name: /P65Warnings/ });
    expect(prop65.getAttribute('target')).toBe('_blank');
  });
});

describe('Mobile footer', () => {
  const bar = () => screen.queryByRole('navigation', { name: 'Quick actions' });

  it('is a bar of the main actions on small screens', () => {
    renderInApp(<MobileFooter />, {
      dealer: TEST_DEALER,
      width: 767,
      campaign: { productId: 103, phoneNumber: '5035550199' },
    });
    const actions = within(bar() as HTMLElement);
    expect(actions.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(actions.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(
      '/listings?sort=priceWithRebates&page=1',
    );
    expect(actions.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/account/login');
    expect(actions.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:5035550199');
  });

  it('is hidden by HIDE_FLOATING_FOOTERS', () => {
    renderInApp(<MobileFooter />, {
      dealer: TEST_DEALER,
      width: 500,
      campaign: { featureFlags: ['HIDE_FLOATING_FOOTERS'] },
    });
    expect(bar()).toBeNull();
  });

  it('is not shown above the sm breakpoint', () => {
    renderInApp(<MobileFooter />, { dealer: TEST_DEALER, width: 768 });
    expect(bar()).toBeNull();
    act(() => setViewportWidth(600));
    expect(bar()).not.toBeNull();
  });
});
