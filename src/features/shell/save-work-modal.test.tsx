import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeGhostModal, ghostModalRequest } from '../../lib/ghost-modal.ts';
import { setKeeper } from '../../lib/keep-for-sign-in.ts';
import { renderInApp } from '../../testing/render.tsx';

const { SaveWorkModal } = await import('./save-work-modal.tsx');
const { createSaveWorkModel, saveWorkTarget } = await import('./save-work.ts');

afterEach(cleanup);

describe('saveWorkTarget', () => {
  it('is the ghost modal for ecommerce with GHOST_ACCOUNT_REGISTER_FEATURE, registration otherwise', () => {
    expect(saveWorkTarget({ productId: 102, featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] })).toEqual({
      kind: 'ghost-modal',
    });
    expect(saveWorkTarget({ productId: 103, featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] })).toEqual({
      kind: 'redirect',
      path: '/account/register',
    });
    expect(saveWorkTarget({ productId: 102, featureFlags: [] })).toEqual({
      kind: 'redirect',
      path: '/account/register',
    });
  });
});

describe('SaveWorkModal', () => {
  it('is closed until opened', () => {
    renderInApp(<SaveWorkModal model={createSaveWorkModel()} />, { embedded: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('save: closes and goes to registration, coming back here afterwards, without the follow-up', async () => {
    const model = createSaveWorkModel();
    const followUp = vi.fn();
    const { navigate } = renderInApp(<SaveWorkModal model={model} />, { embedded: true, path: '/no-profile/deals/d1' });
    act(() => model.open({ followUp }));
    fireEvent.click(screen.getByRole('button', { name: 'save and get personalized payments' }));
    expect(model.isOpen.value).toBe(false);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/account/register?redirectPath=%2Fno-profile%2Fdeals%2Fd1', {
        skipGuard: true,
      }),
    );
    expect(followUp).not.toHaveBeenCalled();
  });

  it('save: the page keeps its work first (a visitor’s deal, for the sign-up to save); kept nothing, it stays', async () => {
    const model = createSaveWorkModel();
    const keeper = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const remove = setKeeper(keeper);
    const { navigate } = renderInApp(<SaveWorkModal model={model} />, { embedded: true, path: '/no-profile/deals/d1' });
    act(() => model.open({}));
    fireEvent.click(screen.getByRole('button', { name: 'save and get personalized payments' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    act(() => model.open({}));
    fireEvent.click(screen.getByRole('button', { name: 'save and get personalized payments' }));
    await waitFor(() => expect(keeper).toHaveBeenCalledTimes(2));
    expect(navigate).toHaveBeenCalledTimes(1);
    remove();
  });

  it('save: opens the ghost modal for ecommerce with the ghost flag, coming back here afterwards', async () => {
    const model = createSaveWorkModel();
    const { navigate } = renderInApp(<SaveWorkModal model={model} />, {
      embedded: true,
      path: '/no-profile/deals/d1',
      campaign: { productId: 102, featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] },
    });
    act(() => model.open({}));
    fireEvent.click(screen.getByRole('button', { name: 'save and get personalized payments' }));
    await waitFor(() => expect(ghostModalRequest.value).toEqual({ redirectPath: '/no-profile/deals/d1' }));
    expect(navigate).not.toHaveBeenCalled();
    closeGhostModal();
  });

  it('No thanks: closes, fires the follow-up, then redirects to the given path', () => {
    const model = createSaveWorkModel();
    const calls: string[] = [];
    const { navigate } = renderInApp(<SaveWorkModal model={model} />, { embedded: true });
    navigate.mockImplementation((to: string) => void calls.push(`navigate ${to}`));
    act(() => model.open({ followUp: () => calls.push('follow-up'), redirectPath: '/garage' }));
    expect(screen.getByRole('dialog', { name: 'Save your work' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual(['follow-up', 'navigate /garage']);
  });

  it('No thanks without a redirect path stays on the page', () => {
    const model = createSaveWorkModel();
    const { navigate } = renderInApp(<SaveWorkModal model={model} />, { embedded: true });
    act(() => model.open());
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
