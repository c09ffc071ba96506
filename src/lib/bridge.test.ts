import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDirectBridge,
  createFrameBridge,
  createNullBridge,
  deriveParentOrigin,
  parseHostMessage,
  relayEscape,
  watchHeight,
  type Bridge,
} from './bridge.ts';

const DEALER = 'https://www.dealer.example';
const REF = `${DEALER}/inventory/123?utm=x`;

/** A framed window: its own EventTarget for 'message', a parent that records postMessage. */
function framedWindow(ancestorOrigins?: string[]) {
  const parent = { postMessage: vi.fn() };
  const target = new EventTarget();
  const win = Object.assign(target, {
    parent,
    location: ancestorOrigins ? { ancestorOrigins } : {},
  }) as unknown as Window;
  const post = (data: unknown, origin: string, source: unknown = parent) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { win, parent, post };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deriveParentOrigin', () => {
  it('takes the origin of an http(s) URL', () => {
    expect(deriveParentOrigin(REF)).toBe(DEALER);
    expect(deriveParentOrigin('http://localhost:4173/')).toBe('http://localhost:4173');
  });
  it('refuses anything else', () => {
    expect(deriveParentOrigin(null)).toBeNull();
    expect(deriveParentOrigin('')).toBeNull();
    expect(deriveParentOrigin('javascript:alert(1)')).toBeNull();
    expect(deriveParentOrigin('data:text/html,hi')).toBeNull();
    expect(deriveParentOrigin('file:///etc/passwd')).toBeNull();
    expect(deriveParentOrigin('/relative')).toBeNull();
  });
});

describe('createFrameBridge', () => {
  it('posts only to the parent, with the exact parent origin, never *', () => {
    const { win, parent } = framedWindow();
    const bridge = createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win });
    expect(bridge.verified).toBe(true);
    expect(bridge.parentOrigin).toBe(DEALER);
    bridge.send({ type: 'resize', height: 640 });
    bridge.send({ type: 'close' });
    expect(parent.postMessage.mock.calls).toEqual([
      [{ upshift: 1, type: 'resize', height: 640 }, DEALER],
      [{ upshift: 1, type: 'close' }, DEALER],
    ]);
    expect(parent.postMessage.mock.calls.every(([, origin]) => origin !== '*')).toBe(true);
  });

  it('an unverified ref posts nothing', () => {
    for (const ref of ['https://evil.example/page', 'javascript:alert(1)', null]) {
      const { win, parent } = framedWindow();
      const bridge = createFrameBridge({ ref, allowedOrigins: [DEALER], win });
      expect(bridge.verified).toBe(false);
      bridge.send({ type: 'close' });
      expect(parent.postMessage).not.toHaveBeenCalled();
    }
  });

  it('is unverified when not framed', () => {
    const bridge = createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win: window });
    expect(window.parent).toBe(window);
    expect(bridge.verified).toBe(false);
  });

  it('is unverified when the browser says the real parent is another origin', () => {
    const { win, parent } = framedWindow(['https://evil.example']);
    const bridge = createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win });
    expect(bridge.verified).toBe(false);
    bridge.send({ type: 'close' });
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win: framedWindow([DEALER]).win }).verified).toBe(
      true,
    );
  });

  it('accepts allowed origins written with a trailing slash', () => {
    const { win } = framedWindow();
    expect(createFrameBridge({ ref: REF, allowedOrigins: [`${DEALER}/`], win }).verified).toBe(true);
  });

  it('hears valid messages from the parent origin and parent window', () => {
    const { win, post } = framedWindow();
    const bridge = createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win });
    const handler = vi.fn();
    const stop = bridge.listen(handler);
    post({ upshift: 1, type: 'navigate', route: '/listings', extra: 'dropped' }, DEALER);
    expect(handler).toHaveBeenCalledWith({ upshift: 1, type: 'navigate', route: '/listings' });
    stop();
    post({ upshift: 1, type: 'navigate', route: '/garage' }, DEALER);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('ignores a message from the wrong origin', () => {
    const { win, post } = framedWindow();
    const bridge = createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win });
    const handler = vi.fn();
    bridge.listen(handler);
    post({ upshift: 1, type: 'open', route: '/' }, 'https://evil.example');
    post({ upshift: 1, type: 'open', route: '/' }, 'http://www.dealer.example');
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores a message from the wrong source window', () => {
    const { win, post } = framedWindow();
    const bridge = createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win });
    const handler = vi.fn();
    bridge.listen(handler);
    post({ upshift: 1, type: 'open', route: '/' }, DEALER, { postMessage() {} });
    post({ upshift: 1, type: 'open', route: '/' }, DEALER, null);
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores malformed messages and unsafe routes', () => {
    const { win, post } = framedWindow();
    const bridge = createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win });
    const handler = vi.fn();
    bridge.listen(handler);
    post('open', DEALER);
    post({ type: 'open', route: '/' }, DEALER);
    post({ upshift: 2, type: 'open', route: '/' }, DEALER);
    post({ upshift: 1, type: 'navigate', route: '//evil.example/x' }, DEALER);
    post({ upshift: 1, type: 'navigate', route: 'https://evil.example' }, DEALER);
    post({ upshift: 1, type: 'set-vehicle', vehicleId: 42 }, DEALER);
    post({ upshift: 1, type: 'resize', height: 1 }, DEALER);
    expect(handler).not.toHaveBeenCalled();
  });

  it('an unverified bridge hears nothing', () => {
    const { win, post } = framedWindow();
    const bridge = createFrameBridge({ ref: 'https://evil.example/', allowedOrigins: [DEALER], win });
    const handler = vi.fn();
    bridge.listen(handler);
    post({ upshift: 1, type: 'open', route: '/' }, 'https://evil.example');
    expect(handler).not.toHaveBeenCalled();
  });
});

// The app never asks the host to leave for a page outside the dealer's own site.
describe('link-back only to the host page origin', () => {
  const FOREIGN = [
    'https://evil.example/phish',
    `https://www.dealer.example.evil.example/`,
    `https://www.dealer.example@evil.example/`,
    'http://www.dealer.example/', // another scheme is another origin
    'javascript:alert(1)',
    '/relative',
  ];

  it('the frame bridge sends it only for a URL of the verified parent origin', () => {
    const { win, parent } = framedWindow();
    const bridge = createFrameBridge({ ref: REF, allowedOrigins: [DEALER], win });
    for (const url of FOREIGN) bridge.send({ type: 'link-back', url });
    expect(parent.postMessage).not.toHaveBeenCalled();
    bridge.send({ type: 'link-back', url: `${DEALER}/inventory` });
    expect(parent.postMessage.mock.calls).toEqual([
      [{ upshift: 1, type: 'link-back', url: `${DEALER}/inventory` }, DEALER],
    ]);
  });

  it('the direct bridge sends it only for a URL of the page it shares', () => {
    const send = vi.fn();
    const bridge = createDirectBridge(send, DEALER);
    for (const url of FOREIGN) bridge.send({ type: 'link-back', url });
    expect(send).not.toHaveBeenCalled();
    bridge.send({ type: 'link-back', url: `${DEALER}/` });
    expect(send).toHaveBeenCalledWith({ upshift: 1, type: 'link-back', url: `${DEALER}/` });
  });
});

describe('parseHostMessage', () => {
  it('accepts the three host messages', () => {
    expect(parseHostMessage({ upshift: 1, type: 'open' })).toEqual({ upshift: 1, type: 'open', route: null });
    expect(parseHostMessage({ upshift: 1, type: 'open', route: '/trade' })).toEqual({
      upshift: 1,
      type: 'open',
      route: '/trade',
    });
    expect(parseHostMessage({ upshift: 1, type: 'set-vehicle', vehicleId: 'v-9' })).toEqual({
      upshift: 1,
      type: 'set-vehicle',
      vehicleId: 'v-9',
    });
  });
});

describe('createDirectBridge', () => {
  it('sends stamped messages through the loader and delivers valid host messages', () => {
    const send = vi.fn();
    const bridge = createDirectBridge(send);
    expect(bridge.verified).toBe(true);
    bridge.send({ type: 'navigate', route: '/deal', title: 'Deal', push: true });
    expect(send).toHaveBeenCalledWith({ upshift: 1, type: 'navigate', route: '/deal', title: 'Deal', push: true });
    const handler = vi.fn();
    const stop = bridge.listen(handler);
    bridge.deliver({ upshift: 1, type: 'navigate', route: '/garage' });
    bridge.deliver({ upshift: 1, type: 'navigate', route: 'javascript:alert(1)' });
    expect(handler.mock.calls).toEqual([[{ upshift: 1, type: 'navigate', route: '/garage' }]]);
    stop();
    bridge.deliver({ upshift: 1, type: 'navigate', route: '/trade' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('never hands the host an invitation PIN or a code: routes and event data leave without them', () => {
    const send = vi.fn();
    const bridge = createDirectBridge(send);
    bridge.send({ type: 'ready', route: '/profile/verify-access?pin=P1n2' });
    bridge.send({ type: 'navigate', route: '/profile/verify-access?pin=P1n2&x=1', title: 'Verify', push: true });
    bridge.send({ type: 'event', name: 'track', data: { pageType: 'profile-verify-access', route: '/a?code=9' } });
    expect(send.mock.calls).toEqual([
      [{ upshift: 1, type: 'ready', route: '/profile/verify-access' }],
      [{ upshift: 1, type: 'navigate', route: '/profile/verify-access?x=1', title: 'Verify', push: true }],
      [{ upshift: 1, type: 'event', name: 'track', data: { pageType: 'profile-verify-access', route: '/a' } }],
    ]);
  });
});

describe('createNullBridge', () => {
  it('does nothing', () => {
    const bridge = createNullBridge();
    expect(bridge.verified).toBe(false);
    expect(() => bridge.send({ type: 'close' })).not.toThrow();
    const stop = bridge.listen(() => {});
    expect(() => stop()).not.toThrow();
  });
});

function recordingBridge(): Bridge & { sent: unknown[] } {
  const sent: unknown[] = [];
  return { verified: true, parentOrigin: DEALER, sent, send: (m) => sent.push(m), listen: () => () => {} };
}

describe('watchHeight', () => {
  it('posts the rounded height when it changes, only then, until cleaned up', () => {
    let notify: () => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          notify = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const el = document.createElement('div');
    let height = 500.4;
    el.getBoundingClientRect = () => ({ height }) as DOMRect;
    const bridge = recordingBridge();
    const stop = watchHeight(el, bridge);
    notify();
    height = 720.6;
    notify();
    notify();
    expect(bridge.sent).toEqual([
      { type: 'resize', height: 500 },
      { type: 'resize', height: 721 },
    ]);
    stop();
    expect(disconnect).toHaveBeenCalled();
  });
});

describe('relayEscape', () => {
  it('posts close on Escape only when no app dialog is open', () => {
    const bridge = recordingBridge();
    let dialogOpen = false;
    const stop = relayEscape(document, bridge, () => !dialogOpen);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    dialogOpen = true;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(bridge.sent).toEqual([{ type: 'close' }]);
    stop();
    dialogOpen = false;
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(bridge.sent).toHaveLength(1);
  });
});
