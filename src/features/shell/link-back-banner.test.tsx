// Their copy ships with the banners' chunk.
import '../../lib/i18n/parts/top-banners.ts';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { renderInApp } from '../../testing/render.tsx';

const { LinkBackBanner } = await import('./link-back-banner.tsx');
const { SaveWorkModal } = await import('./save-work-modal.tsx');
const { createSaveWorkModel } = await import('./save-work.ts');

const REFERRER = 'https://dealer.test/inventory/v1001';
/** Clicks and says whether the app prevented the browser's navigation (then stops jsdom navigating). */
function clickPrevented(element: Element): boolean {
  let prevented = false;
  const spy = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', spy);
  fireEvent.click(element);
  document.removeEventListener('click', spy);
  return prevented;
}

const back = () => screen.queryByRole('link', { name: /back to dealer website/ });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('LinkBackBanner', () => {
  it('is hidden without a referrer and in overlay mode', () => {
    renderInApp(<LinkBackBanner />, { embedded: true });
    expect(back()).toBeNull();
    cleanup();
    renderInApp(<LinkBackBanner />, {
      embedded: true,
      context: { refererUrl: REFERRER, mode: 'iframe', overlayEnabled: true },
    });
    expect(back()).toBeNull();
  });

  it('is hidden in the inline embed too: it runs in a frame on the very page it would lead back to', () => {
    renderInApp(<LinkBackBanner />, {
      embedded: true,
      context: { refererUrl: REFERRER, mode: 'iframe', overlayEnabled: false },
    });
    expect(back()).toBeNull();
  });

  it('standalone: a plain same-tab link to the referrer', () => {
    const assign = vi.fn();
    renderInApp(<LinkBackBanner assign={assign} />, {
      embedded: true,
      context: { refererUrl: REFERRER },
      loggedIn: true,
    });
    const link = back();
    expect(link?.getAttribute('href')).toBe(REFERRER);
    expect(link?.getAttribute('target')).toBeNull();
    // Not prevented: the browser follows the link itself.
    expect(clickPrevented(link!)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('logged out elsewhere: no save modal (standalone goes straight to the referrer)', () => {
    const saveWork = createSaveWorkModel();
    renderInApp(<LinkBackBanner saveWork={saveWork} />, {
      embedded: true,
      context: { refererUrl: REFERRER },
      path: '/listings',
    });
    expect(clickPrevented(back()!)).toBe(false);
    expect(saveWork.isOpen.value).toBe(false);
  });

  it('standalone with the save modal: No thanks navigates the tab to the referrer', () => {
    const saveWork = createSaveWorkModel();
    const assign = vi.fn();
    renderInApp(
      <>
        <LinkBackBanner saveWork={saveWork} assign={assign} />
        <SaveWorkModal model={saveWork} />
      </>,
      { embedded: true, context: { refererUrl: REFERRER }, path: '/no-profile/deals/d1' },
    );
    expect(clickPrevented(back()!)).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(assign).toHaveBeenCalledWith(REFERRER);
  });

  it('closing hides it and remembers it in bannersViewed', () => {
    renderInApp(<LinkBackBanner />, { embedded: true, context: { refererUrl: REFERRER } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the back to dealer website banner' }));
    expect(back()).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.bannersViewed) ?? '[]')).toEqual(['link-back:demo']);
    cleanup();
    renderInApp(<LinkBackBanner />, { embedded: true, context: { refererUrl: REFERRER } });
    expect(back()).toBeNull();
  });

  it('ignores a referrer that is not http(s)', () => {
    renderInApp(<LinkBackBanner />, { embedded: true, context: { refererUrl: 'javascript:alert(1)' } });
    expect(back()).toBeNull();
  });
});
