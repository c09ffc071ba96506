/**
 * The saved trade's photos, one a guided slot: what the server keeps (GET /api/trade/photos), and each slot's
 * upload as it goes (its progress, its failure with Try again). Slots upload on their own, several at once; a
 * failed one leaves the others as they are. The server checks each photo's content and size; the size is checked
 * here first too, so a photo too large is refused before it is sent.
 */
import '../../lib/i18n/parts/trade.ts';
import '../../lib/i18n/parts/trade-photos.ts';
import { batch, computed, createModel, effect, signal } from '@preact/signals';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { createRemote, isAbortError } from '../../lib/remote-data.ts';
import { canSendAgain, refusalWords } from '../../lib/upload.ts';
import type { Trade } from '../../contract/trade.ts';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_TYPE,
  TRADE_PHOTO_SLOTS,
  type TradePhotos,
  type TradePhotoSlot,
} from '../../contract/uploads.ts';
import { getTrade, getTradePhotos, moveTradePhoto, putTradePhoto, removeTradePhoto } from './api.ts';

export type TradePhoto = TradePhotos['photos'][number];

export type SlotUpload =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  /** `file` is kept for Try again when sending it again can go differently (a dropped connection, a busy server). */
  | { status: 'failed'; messages: string[]; file: File | null };

/** The server's refusals the shopper may read in their language. */
const SERVER_MESSAGES: Readonly<Record<string, MessageKey>> = {
  [PHOTO_TOO_LARGE]: 'trade.photos.tooLarge',
  [PHOTO_TYPE]: 'trade.photos.type',
};

const idle: SlotUpload = { status: 'idle' };

export const slotName = (slot: TradePhotoSlot) => t(`trade.photos.slot.${slot}`);

const refusal = (error: unknown): string[] => refusalWords(error, SERVER_MESSAGES);

function tradePhotosModel() {
  const page = createRemote<{ trade: Trade | null; photos: TradePhoto[] }>();
  const photos = signal<TradePhoto[]>([]);
  /** Each slot's upload (idle when absent); read in views, never through a method (a model's methods are untracked). */
  const uploads = signal<Partial<Record<TradePhotoSlot, SlotUpload>>>({});
  /** What the last finished action did, for the page's live region ('Front photo added'). */
  const announcement = signal('');
  /** A remove or a move under way: the slot's buttons wait for it. */
  const changing = signal<TradePhotoSlot | null>(null);
  const actionError = signal<string[]>([]);
  const leaving = new AbortController();
  // The page going stops its uploads: a photo half sent is dropped by the server, leaving nothing behind.
  effect(() => () => leaving.abort());

  const bySlot = computed(() => new Map(photos.value.map((p) => [p.slot, p])));
  const count = computed(() => photos.value.length);

  const setUpload = (slot: TradePhotoSlot, state: SlotUpload) => {
    uploads.value = { ...uploads.value, [slot]: state };
  };

  const kept = (next: TradePhotos, said: string) =>
    batch(() => {
      photos.value = next.photos;
      announcement.value = said;
      actionError.value = [];
    });

  async function send(slot: TradePhotoSlot, file: File): Promise<void> {
    if (file.size > PHOTO_MAX_BYTES) {
      setUpload(slot, { status: 'failed', messages: [t('trade.photos.tooLarge')], file: null });
      return;
    }
    setUpload(slot, { status: 'uploading', progress: 0 });
    try {
      const next = await putTradePhoto(slot, file, {
        signal: leaving.signal,
        onProgress: (sent) => setUpload(slot, { status: 'uploading', progress: sent }),
      });
      batch(() => {
        setUpload(slot, idle);
        kept(next, t('trade.photos.added', { slot: slotName(slot) }));
      });
    } catch (error) {
      if (isAbortError(error)) return;
      setUpload(slot, { status: 'failed', messages: refusal(error), file: canSendAgain(error) ? file : null });
    }
  }

  async function change(slot: TradePhotoSlot, run: () => Promise<TradePhotos>, said: () => string): Promise<void> {
    if (changing.value) return;
    batch(() => {
      changing.value = slot;
      actionError.value = [];
    });
    try {
      kept(await run(), said());
    } catch (error) {
      actionError.value = refusal(error);
    } finally {
      changing.value = null;
    }
  }

  return {
    page,
    photos,
    uploads,
    announcement,
    changing,
    actionError,
    bySlot,
    count,
    async load(signal?: AbortSignal): Promise<void> {
      const loaded = await page.run(async (s) => {
        const [trade, list] = await Promise.all([getTrade(null, s), getTradePhotos(s)]);
        return { trade, photos: list.photos };
      });
      if (loaded && !signal?.aborted) photos.value = loaded.photos;
    },
    /** The shopper's photo for the slot: sent at once; a photo already there is replaced once this one is kept. */
    add(slot: TradePhotoSlot, file: File): Promise<void> {
      return send(slot, file);
    },
    /** Try again: the same photo sent again. */
    retry(slot: TradePhotoSlot): Promise<void> {
      const state = uploads.value[slot];
      return state?.status === 'failed' && state.file ? send(slot, state.file) : Promise.resolve();
    },
    dismiss(slot: TradePhotoSlot): void {
      setUpload(slot, idle);
    },
    remove(slot: TradePhotoSlot): Promise<void> {
      return change(
        slot,
        () => removeTradePhoto(slot),
        () => t('trade.photos.removed', { slot: slotName(slot) }),
      );
    },
    /** Moves the slot's photo one slot up or down the list, swapping it with the photo there (if any). */
    move(slot: TradePhotoSlot, by: -1 | 1): Promise<void> {
      const to = TRADE_PHOTO_SLOTS[TRADE_PHOTO_SLOTS.indexOf(slot) + by];
      if (!to) return Promise.resolve();
      return change(
        slot,
        () => moveTradePhoto(slot, to),
        () => t('trade.photos.moved', { from: slotName(slot), to: slotName(to) }),
      );
    },
  };
}

export const TradePhotosModel = createModel(tradePhotosModel);
export type TradePhotosModel = InstanceType<typeof TradePhotosModel>;
