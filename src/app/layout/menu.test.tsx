import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeContactModal, contactModalOpen } from '../../features/contact/index.ts';
import { createSaveWorkModel } from '../../features/shell/index.ts';
import { SaveWorkModal } from '../../features/shell/save-work-modal.tsx';
import { configureHttp } from '../../lib/http.ts';
import { forgetAtSignOut } from '../../lib/session-end.ts';
import { OWN_STORAGE_KEYS, safeLocal, safeSession, STORAGE_KEYS } from '../../lib/storage.ts';
import { createMenuModel } from './menu-model.ts';
import { renderInApp, type AppRenderOptions } from '../../testing/render.tsx';
import { TEST_DEALER } from '../../testing/context.ts';
import { networkError, useFakeApi } from '../../testing/fake-api.ts';
import { MenuControl } from './menu.tsx';

const api = useFakeApi();
beforeEach(() => api.on('GET', '/garage/deals/count', { count: 3 }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const onSignOutError = vi.fn();

function renderMenu(options: AppRenderOptions = {}) {
  const model = createMenuModel();
  const saveWork = createSaveWorkModel();
  const view = renderInApp(
    <>
      <button type="button">Outside</button>
      <MenuControl model={model} saveWork={saveWork} onSignOutError={onSignOutError} />
      <SaveWorkModal model={saveWork} />
    </>,
    { dealer: TEST_DEALER, width: 1280, ...options },
  );
  return { ...view, model, saveWork };
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const menuNav = () => screen.getByRole('navigation', { name: 'Menu' });
const queryMenu = () => screen.queryByRole('navigation', { name: 'Menu' });
/** Clicks the hamburger and lets the popover's chunk (loaded on first open) render. */
async function openMenu() {
  fireEvent.click(toggle());
  await act(async () => {
    await import('./menu-panel.tsx');
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}
const linkNames = () =>
  within(menuNav())
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());

describe('Menu links', () => {
  it('shows only Home and Get Pre-Qualified to a logged-out visitor', async () => {
    renderMenu();
    await openMenu();
    expect(linkNames()).toEqual(['Home', 'Get Pre-Qualified']);
    expect(within(menuNav()).getByRole('link', { name: 'Get Pre-Qualified' }).getAttribute('href')).toBe('/soft-pull');
    expect(within(menuNav()).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('gives a logged-in ecommerce visitor a disabled Home, My Garage with its badge, Shop New/Used and Sign Out', async () => {
    renderMenu({ loggedIn: true });
    await openMenu();
    const menu = within(menuNav());
    const home = menu.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-disabled')).toBe('true');
    expect(home.hasAttribute('href')).toBe(false);
    expect((await menu.findByRole('link', { name: 'My Garage, 3 saved deals' })).getAttribute('href')).toBe('/garage');
    expect(menu.getByRole('link', { name: 'Shop New' }).getAttribute('href')).toBe(
      '/listings?distance=-1&stockTypes=NEW',
    );
    expect(menu.getByRole('link', { name: 'Shop Used' }).getAttribute('href')).toBe(
      '/listings?distance=-1&stockTypes=USED',
    );
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('enables Home for a logged-in visitor of another product and uses its listings query', async () => {
    renderMenu({ loggedIn: true, campaign: { productId: 103, stockTypeConditions: ['USED'] } });
    await openMenu();
    const menu = within(menuNav());
    expect(menu.getByRole('link', { name: 'Home' }).getAttribute('aria-disabled')).toBeNull();
    expect(menu.queryByRole('link', { name: 'Shop New' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Shop Used' }).getAttribute('href')).toBe(
      '/listings?stockTypeConditions=USED&sort=priceWithRebates&page=1',
    );
  });

  it('leaves out the pages the campaign disabled', async () => {
    renderMenu({ loggedIn: true, campaign: { disabledPages: ['garage', 'trade', 'sign-out', 'listings', 'credit'] } });
    await openMenu();
    expect(linkNames()).toEqual(['Home']);
  });

  it('hides Shop New and Shop Used in overlay mode', async () => {
    renderMenu({ loggedIn: true, context: { overlayEnabled: true } });
    await openMenu();
    const menu = within(menuNav());
    expect(menu.queryByRole('link', { name: 'Shop New' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Shop Used' })).toBeNull();
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('has Contact Us as a tel link at 1023 px and below, with a phone, not for ecommerce', async () => {
    const campaign = { productId: 103 as const, phoneNumber: '503-555-0199', phoneNumberFormatted: '(503) 555-0199' };
    renderMenu({ campaign, width: 1023 });
    await openMenu();
    const contact = within(menuNav()).getByRole('link', { name: /Contact Us/ });
    expect(contact.getAttribute('href')).toBe('tel:5035550199');
    expect(contact.textContent).toContain('(503) 555-0199');
    cleanup();
    renderMenu({ campaign, width: 1024 });
    await openMenu();
    expect(within(menuNav()).queryByRole('link', { name: /Contact Us/ })).toBeNull();
    cleanup();
    renderMenu({ campaign: { ...campaign, productId: 102 }, width: 800 });
    await openMenu();
    expect(within(menuNav()).queryByRole('link', { name: /Contact Us/ })).toBeNull();
  });

  it('Personal Shopper opens the chat modal; the menu closes and gives focus back to the hamburger', async () => {
    renderMenu({ campaign: { callCenterEnabled: true } });
    await openMenu();
    expect(contactModalOpen.value).toBe(false);
    fireEvent.click(within(menuNav()).getByRole('button', { name: 'Personal Shopper' }));
    expect(contactModalOpen.value).toBe(true);
    expect(queryMenu()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    closeContactModal();
  });

  it('shows Value Trade by its rule now that /trade exists: logged in and the trade page not disabled', async () => {
    renderMenu({ loggedIn: true, campaign: { productId: 103, callCenterEnabled: true, warrantyEnabled: true } });
    await openMenu();
    expect(linkNames()).toContain('Personal Shopper');
    expect(within(menuNav()).getByRole('link', { name: 'Value Trade' }).getAttribute('href')).toBe('/trade');
    // The upgrade product has no lifetime warranty (seed 001 §2).
    expect(linkNames()).not.toContain('Lifetime Warranty');
    cleanup();
    renderMenu({ loggedIn: true, campaign: { disabledPages: ['trade'] } });
    await openMenu();
    expect(linkNames()).not.toContain('Value Trade');
    cleanup();
    renderMenu();
    await openMenu();
    expect(linkNames()).not.toContain('Value Trade');
  });
});

describe('Menu opening and closing', () => {
  it('is a popover controlled by the hamburger, moving focus in on open', async () => {
    renderMenu();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(queryMenu()).toBeNull();
    await openMenu();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const popover = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(popover?.contains(menuNav())).toBe(true);
    expect(document.activeElement).toBe(within(menuNav()).getByRole('link', { name: 'Home' }));
    await openMenu();
    expect(queryMenu()).toBeNull();
  });

  it('closes on an outside click, leaving focus where the visitor went', async () => {
    renderMenu();
    await openMenu();
    fireEvent.pointerDown(within(menuNav()).getByRole('link', { name: 'Home' }));
    expect(queryMenu()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(queryMenu()).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on its Close button and gives focus back to the hamburger', async () => {
    renderMenu();
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(queryMenu()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on Esc without letting the key reach the host overlay', async () => {
    const hostEsc = vi.fn();
    document.addEventListener('keydown', hostEsc);
    renderMenu();
    await openMenu();
    fireEvent.keyDown(within(menuNav()).getByRole('link', { name: 'Home' }), { key: 'Escape' });
    document.removeEventListener('keydown', hostEsc);
    expect(queryMenu()).toBeNull();
    expect(hostEsc).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(toggle());
  });

  it('closes after 5,000 ms of inactivity; activity inside restarts the timer', async () => {
    vi.useFakeTimers();
    renderMenu();
    await openMenu();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    fireEvent.pointerMove(menuNav());
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    fireEvent.keyDown(within(menuNav()).getByRole('link', { name: 'Home' }), { key: 'Tab' });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(queryMenu()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(queryMenu()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when a link is followed', async () => {
    const { location } = renderMenu({ loggedIn: true, path: '/garage' });
    await openMenu();
    fireEvent.click(within(menuNav()).getByRole('link', { name: 'Shop New' }));
    expect(queryMenu()).toBeNull();
    expect(location.history?.at(-1)).toBe('/listings?distance=-1&stockTypes=NEW');
  });
});

describe('Menu save-work reminder', () => {
  it('shows a logged-out visitor on no-profile-deal the save modal first; No thanks opens the menu', async () => {
    const { saveWork } = renderMenu({ path: '/no-profile/deals/d1' });
    await openMenu();
    expect(queryMenu()).toBeNull();
    expect(saveWork.isOpen.value).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(saveWork.isOpen.value).toBe(false);
    expect(queryMenu()).not.toBeNull();
  });

  it('opens straight away elsewhere, or when logged in', async () => {
    const first = renderMenu({ path: '/no-profile/vehicles/v1' });
    await openMenu();
    expect(first.saveWork.isOpen.value).toBe(false);
    expect(queryMenu()).not.toBeNull();
    cleanup();
    const second = renderMenu({ path: '/no-profile/deals/d1', loggedIn: true });
    await openMenu();
    expect(second.saveWork.isOpen.value).toBe(false);
    expect(queryMenu()).not.toBeNull();
  });
});

describe('Menu Sign Out', () => {
  it('logs out, clears updatedUserAboutNewTradeValue, the trade-in draft, the ghost form and the MFA code, and goes home as a new page in place of this one', async () => {
    api.on('POST', '/logout', { success: true, csrfToken: 'next' });
    safeSession.set(STORAGE_KEYS.updatedUserAboutNewTradeValue, 'true');
    safeSession.set(OWN_STORAGE_KEYS.tradeDraft, '{}');
    safeSession.set(STORAGE_KEYS.cscookiebackup, '{"email":"a@b.test"}');
    safeLocal.set(STORAGE_KEYS.mfaCode, '123456');
    const forgotten = vi.fn();
    const stopForgetting = forgetAtSignOut(forgotten);
    const { navigate, reload, session } = renderMenu({ loggedIn: true, path: '/garage' });
    await openMenu();
    fireEvent.click(within(menuNav()).getByRole('button', { name: 'Sign Out' }));
    // The context was the signed-in shopper's: home loads as a new page (seed 001 §2), after the server call.
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/', { replace: true }));
    expect(navigate).not.toHaveBeenCalled();
    expect(api.sent('POST', '/logout')).toHaveLength(1);
    expect(session.isLoggedIn.value).toBe(false);
    expect(session.signOuts.value).toBe(1);
    expect(forgotten).toHaveBeenCalledTimes(1);
    stopForgetting();
    expect(safeSession.get(STORAGE_KEYS.updatedUserAboutNewTradeValue)).toBeNull();
    expect(safeSession.get(OWN_STORAGE_KEYS.tradeDraft)).toBeNull();
    expect(safeSession.get(STORAGE_KEYS.cscookiebackup)).toBeNull();
    expect(safeLocal.get(STORAGE_KEYS.mfaCode)).toBeNull();
    expect(onSignOutError).not.toHaveBeenCalledWith(true);
  });

  it('is the logout form of seed 000 §2: a post to /logout carrying the CSRF token', async () => {
    configureHttp({ apiBase: '', csrf: { header: 'X-CSRF-TOKEN', token: 'token-1' } });
    renderMenu({ loggedIn: true });
    await openMenu();
    const button = within(menuNav()).getByRole('button', { name: 'Sign Out' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/logout');
    expect(button.getAttribute('type')).toBe('submit');
    const field = form?.querySelector<HTMLInputElement>('input[type="hidden"][name="_csrf"]');
    expect(field?.value).toBe('token-1');
  });

  it('reports a failed sign-out and stays', async () => {
    api.on('POST', '/logout', networkError);
    const { navigate } = renderMenu({ loggedIn: true });
    await openMenu();
    fireEvent.click(within(menuNav()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(onSignOutError).toHaveBeenCalledWith(true));
    expect(navigate).not.toHaveBeenCalled();
  });
});
