import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDevIdp, PopupBlockedError, PopupClosedError } from './dev-idp-popup.ts';

afterEach(() => vi.restoreAllMocks());

const request = { idpOrigin: window.location.origin, clientId: 'upshift-sandbox.dev-idp', pollMs: 5 };

describe('openDevIdp', () => {
  it('fails with PopupBlockedError when the browser refuses the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openDevIdp(request).credential).rejects.toBeInstanceOf(PopupBlockedError);
  });

  it('ends with PopupClosedError when the shopper closes the window without choosing', async () => {
    const popup = { closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const signIn = openDevIdp(request);
    popup.closed = true;
    await expect(signIn.credential).rejects.toBeInstanceOf(PopupClosedError);
  });

  it('cancel closes the window and stops listening', () => {
    const popup = { closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const remove = vi.spyOn(window, 'removeEventListener');
    openDevIdp(request).cancel();
    expect(popup.close).toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
  });
});
