// @vitest-environment jsdom
// happy-dom gives an iframe no contentWindow (it loads no frame pages): the size check compares event.source
// with it, and null would match a message from no window.
import { afterEach, describe, expect, it } from 'vitest';
import { locale, setLocale } from '../../lib/i18n/index.ts';
import { CHAT_FRAME_MAX, DEALER_CHAT_SANDBOX } from '../../contract/external-scripts.ts';
import {
  boundChatFrameSize,
  CHAT_FRAME_CLASS,
  chatFrameUrl,
  LAUNCHER_MAX_HEIGHT,
  mountChatFrame,
  OPAQUE_ORIGIN,
  parseChatFrameMessage,
} from './chat-frame.ts';
import { chatSlot } from './floating.ts';

const OPTIONS = { doc: document, apiBase: '', campaign: 'demo-ecommerce', dealerId: 'd100', dealerName: 'Riverside' };
const size = (width: unknown, height: unknown) => ({ upshift: 1, type: 'chat-size', width, height });

let cleanups: (() => void)[] = [];
afterEach(async () => {
  cleanups.forEach((stop) => stop());
  cleanups = [];
  chatSlot.value?.remove();
  chatSlot.value = null;
  await setLocale('en');
});

/** The floating bar's place for the chat, as the layout gives it. */
function slot(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  chatSlot.value = el;
  return el;
}

describe('parseChatFrameMessage (the frame may only ask for a size)', () => {
  it('accepts exactly a chat-size with whole, non-negative numbers', () => {
    expect(parseChatFrameMessage(size(140, 48))).toEqual(size(140, 48));
    expect(parseChatFrameMessage(size(0, 0))).toEqual(size(0, 0));
  });

  it('refuses anything else', () => {
    for (const data of [
      null,
      'chat-size',
      size(-1, 48),
      size(140.5, 48),
      size(Number.NaN, 48),
      size(Infinity, 48),
      size(1e308, 48),
      size('140', 48),
      size(140, undefined),
      { ...size(140, 48), upshift: 2 },
      { ...size(140, 48), type: 'resize' },
      { ...size(140, 48), url: 'https://evil.example' },
      { upshift: 1, type: 'link-back', url: 'https://evil.example' },
      { upshift: 1, type: 'navigate', route: '/garage' },
      { probe: { cookie: '' } },
    ]) {
      expect(parseChatFrameMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('boundChatFrameSize', () => {
  it('keeps a launcher as asked', () => {
    expect(boundChatFrameSize({ width: 140, height: 48 }, { width: 1280, height: 800 })).toEqual({
      width: 140,
      height: 48,
    });
  });

  it('never grows past its maximum or out of the viewport', () => {
    expect(boundChatFrameSize({ width: 5000, height: 5000 }, { width: 1280, height: 800 })).toEqual(CHAT_FRAME_MAX);
    expect(boundChatFrameSize({ width: 5000, height: 5000 }, { width: 375, height: 500 })).toEqual({
      width: 351,
      height: 372,
    });
    expect(boundChatFrameSize({ width: 100, height: 100 }, { width: 10, height: 10 })).toEqual({ width: 0, height: 0 });
  });
});

describe('mountChatFrame', () => {
  const frame = () => document.querySelector<HTMLIFrameElement>(`iframe.${CHAT_FRAME_CLASS}`)!;
  const post = (data: unknown, origin = OPAQUE_ORIGIN, source: unknown = frame().contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  it('is a titled, sandboxed frame of an opaque origin at the dealer chat path', () => {
    slot();
    cleanups.push(mountChatFrame(OPTIONS));
    const sandbox = frame().getAttribute('sandbox')!;
    expect(sandbox).toBe(DEALER_CHAT_SANDBOX);
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox.split(' ')).not.toContain('allow-same-origin');
    expect(sandbox.split(' ')).not.toContain('allow-top-navigation');
    // Its popups (a transcript, a vendor page) stay sandboxed too.
    expect(sandbox.split(' ')).not.toContain('allow-popups-to-escape-sandbox');
    expect(frame().getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame().title).toBe('Riverside chat');
    const url = new URL(frame().src);
    expect(url.pathname).toBe('/dealer-chat-frame/d100');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      campaign: 'demo-ecommerce',
      locale: 'en',
      parent: location.origin,
    });
    // Nothing shows (or catches clicks) until the frame says how big it is.
    expect([frame().style.width, frame().style.height]).toEqual(['0px', '0px']);
  });

  it('in the shadow mount asks the app origin for it, posting back to the host page', () => {
    slot();
    cleanups.push(mountChatFrame({ ...OPTIONS, apiBase: 'https://app.example' }));
    expect(frame().src).toMatch(/^https:\/\/app\.example\/dealer-chat-frame\/d100\?/);
    expect(chatFrameUrl({ ...OPTIONS, apiBase: 'https://app.example' }, 'es')).toContain(
      `parent=${encodeURIComponent(location.origin)}`,
    );
  });

  it('takes a size only from its own frame window at the opaque origin, bounded', () => {
    slot();
    cleanups.push(mountChatFrame(OPTIONS));
    const current = () => [frame().style.width, frame().style.height];
    post(size(140, 48), location.origin);
    post(size(140, 48), 'https://evil.example');
    post(size(140, 48), OPAQUE_ORIGIN, window);
    post(size(140, 48), OPAQUE_ORIGIN, null);
    post({ ...size(140, 48), type: 'resize' });
    expect(current()).toEqual(['0px', '0px']);
    post(size(140, 48));
    expect(current()).toEqual(['140px', '48px']);
    post(size(99_999, 99_999));
    expect(parseFloat(frame().style.width)).toBeLessThanOrEqual(CHAT_FRAME_MAX.width);
    expect(parseFloat(frame().style.height)).toBeLessThanOrEqual(CHAT_FRAME_MAX.height);
  });

  it("waits for the floating bar, keeps a launcher's room in it and lets an open panel grow out of it", () => {
    cleanups.push(mountChatFrame(OPTIONS));
    expect(document.querySelector('iframe')).toBeNull();
    const place = slot();
    expect(frame().parentElement).toBe(place);
    post(size(140, 48));
    expect([place.style.width, place.style.height]).toEqual(['140px', '48px']);
    post(size(280, LAUNCHER_MAX_HEIGHT + 100));
    expect([frame().style.width, frame().style.height]).toEqual(['280px', `${LAUNCHER_MAX_HEIGHT + 100}px`]);
    expect([place.style.width, place.style.height]).toEqual(['140px', '48px']);
    // A bar made anew (its region retried) takes the frame.
    const again = slot();
    expect(frame().parentElement).toBe(again);
  });

  it("follows the shopper's language by reloading in it, and is gone after cleanup", async () => {
    const place = slot();
    const stop = mountChatFrame(OPTIONS);
    post(size(140, 48));
    await setLocale('es');
    expect(locale.value).toBe('es');
    expect(frame().title).toBe('Chat de Riverside');
    expect(new URL(frame().src).searchParams.get('locale')).toBe('es');
    stop();
    expect(document.querySelector('iframe')).toBeNull();
    // Its room in the bar goes with it.
    expect(place.getAttribute('style')).toBeNull();
  });
});
