/**
 * The dealer chat's sandboxed frame: the dealer's own script runs in an
 * iframe of an opaque origin (`sandbox` without `allow-same-origin`), never in the app's page. The
 * frame sits in the shell's floating bar (chatSlot), sized to what it draws: its only message is
 * `chat-size`, checked against its window and origin ('null') and the valibot schema, then bounded
 * to CHAT_FRAME_MAX and the viewport.
 */
import { effect } from '@preact/signals';
import * as v from 'valibot';
import { locale, t } from '../../lib/i18n/index.ts';
import { chatSlot } from './floating.ts';
import {
  CHAT_FRAME_MAX,
  ChatFrameMessageSchema,
  DEALER_CHAT_SANDBOX,
  dealerChatFramePath,
  type ChatFrameMessage,
} from '../../contract/external-scripts.ts';

/** The frame's class (the tests and the dealer's support find it by it). */
export const CHAT_FRAME_CLASS = 'upshift-dealer-chat';

/** A launcher fits the floating bar: the bar keeps room for a frame this high at most; taller is an open panel. */
export const LAUNCHER_MAX_HEIGHT = 56;

/** The origin a sandboxed frame without `allow-same-origin` reports for its messages. */
export const OPAQUE_ORIGIN = 'null';

/** Room the frame leaves in the viewport: the bars below it (the floating bar, the mobile footer), a margin on each side. */
const VIEWPORT_MARGIN = { width: 24, height: 128 } as const;

/** A frame message, or null when it is not exactly a well-formed `chat-size`. */
export function parseChatFrameMessage(data: unknown): ChatFrameMessage | null {
  const result = v.safeParse(ChatFrameMessageSchema, data);
  return result.success ? result.output : null;
}

/** The size the frame gets: what it asked for, within CHAT_FRAME_MAX and the viewport. */
export function boundChatFrameSize(
  asked: Pick<ChatFrameMessage, 'width' | 'height'>,
  viewport: { width: number; height: number },
): { width: number; height: number } {
  const maxWidth = Math.max(0, Math.min(CHAT_FRAME_MAX.width, viewport.width - VIEWPORT_MARGIN.width));
  const maxHeight = Math.max(0, Math.min(CHAT_FRAME_MAX.height, viewport.height - VIEWPORT_MARGIN.height));
  return { width: Math.min(asked.width, maxWidth), height: Math.min(asked.height, maxHeight) };
}

export type ChatFrameOptions = {
  doc: Document;
  /** Where the API lives: '' on the app origin, the app origin in the shadow mount. */
  apiBase: string;
  campaign: string;
  dealerId: string;
  dealerName: string;
};

/** The frame document's URL for a language: the window holding it is the only one it posts to. */
export function chatFrameUrl(o: ChatFrameOptions, lang: string): string {
  const win = o.doc.defaultView;
  const query = new URLSearchParams({ campaign: o.campaign, locale: lang, parent: win?.location.origin ?? '' });
  return `${o.apiBase}${dealerChatFramePath(o.dealerId)}?${query.toString()}`;
}

/** Adds the frame to the floating bar (once the bar is in); returns its removal. */
export function mountChatFrame(o: ChatFrameOptions): () => void {
  const { doc } = o;
  const win = doc.defaultView;
  const frame = doc.createElement('iframe');
  frame.className = CHAT_FRAME_CLASS;
  frame.setAttribute('sandbox', DEALER_CHAT_SANDBOX);
  // The dealer's script would otherwise read the app's URL (deal ids, the embed's ref) as its referrer.
  frame.setAttribute('referrerpolicy', 'no-referrer');
  // Nothing shows (or catches clicks) until the frame says how big it is; after-main.css places it.
  frame.style.width = frame.style.height = '0px';

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== OPAQUE_ORIGIN) return;
    const message = parseChatFrameMessage(event.data);
    if (!message || !win) return;
    const size = boundChatFrameSize(message, { width: win.innerWidth, height: win.innerHeight });
    frame.style.width = `${size.width}px`;
    frame.style.height = `${size.height}px`;
    const slot = frame.parentElement;
    // The bar keeps the launcher's room; an open panel grows up out of it, over the page, as the shopper asked.
    if (slot && size.height <= LAUNCHER_MAX_HEIGHT) {
      slot.style.width = frame.style.width;
      slot.style.height = frame.style.height;
    }
  };
  win?.addEventListener('message', onMessage);

  // A language change reloads the frame in that language (the app never posts to it).
  const stopLocale = effect(() => {
    const lang = locale.value;
    frame.title = t('shell.dealerChat.title', { dealer: o.dealerName }, lang);
    const src = chatFrameUrl(o, lang);
    if (frame.getAttribute('src') !== src) frame.src = src;
  });
  // The bar may come in after the scripts start; a bar made anew (its region retried) takes the frame.
  const stopPlace = effect(() => {
    const slot = chatSlot.value;
    if (slot && frame.parentNode !== slot) slot.append(frame);
  });

  return () => {
    stopLocale();
    stopPlace();
    win?.removeEventListener('message', onMessage);
    frame.parentElement?.removeAttribute('style');
    frame.remove();
  };
}
