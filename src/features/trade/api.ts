/** The trade fetchers: one per endpoint; what they send and parse is src/contract/trade.ts (documented there). */
import type * as v from 'valibot';
import { http } from '../../lib/http.ts';
import { upload, type UploadOptions } from '../../lib/upload.ts';
import { type TradePhotos, type TradePhotoSlot, TradePhotosSchema } from '../../contract/uploads.ts';
import type { TradeAnswersSchema } from '../../contract/trade.ts';
import {
  type VinDecode,
  VinDecodeSchema,
  type Appraisal,
  AppraisalSchema,
  type Indicator,
  type Trade,
  TradeSchema,
  type PayoffRequest,
  CurrentTradeSchema,
} from '../../contract/trade.ts';

export function decodeVin(vin: string, signal?: AbortSignal): Promise<VinDecode> {
  return http.get(`/trade/vin/${encodeURIComponent(vin)}`, VinDecodeSchema, signal ? { signal } : {});
}

export function lookUpPlate(plate: string, state: string, signal?: AbortSignal): Promise<VinDecode> {
  return http.get('/trade/plate', VinDecodeSchema, { query: { plate, state }, ...(signal ? { signal } : {}) });
}

export function appraise(answers: v.InferInput<typeof TradeAnswersSchema>): Promise<Appraisal> {
  return http.post('/trade/appraisals', AppraisalSchema, answers);
}

/** Keeps an appraisal (with an offer) as the shopper's trade. */
export function saveTrade(appraisalId: string, indicator: Indicator): Promise<Trade> {
  return http.post('/trade/no-profile/user/account', TradeSchema, { appraisalId }, { query: { indicator } });
}

export function setSellIndicator(indicator: Indicator): Promise<Trade> {
  return http.post('/trade/no-profile/sell-indicator', TradeSchema, {}, { query: { indicator } });
}

export function setPayoff(body: PayoffRequest): Promise<Trade> {
  return http.put('/trade/payoff', TradeSchema, body);
}

/** Quote expired: the same answers valued again (an attempt, like any appraisal). */
export function reappraise(): Promise<Appraisal> {
  return http.post('/trade/reappraise', AppraisalSchema, {});
}

export function getTrade(prospectId?: string | null, signal?: AbortSignal): Promise<Trade | null> {
  return http.get('/trade', CurrentTradeSchema, {
    query: { prospectId: prospectId ?? null },
    ...(signal ? { signal } : {}),
  });
}

export function getTradePhotos(signal?: AbortSignal): Promise<TradePhotos> {
  return http.get('/trade/photos', TradePhotosSchema, signal ? { signal } : {});
}

/** The photo as it is (the server checks its content, re-draws it and makes its thumbnail); its progress as it goes. */
export function putTradePhoto(slot: TradePhotoSlot, file: Blob, options?: UploadOptions): Promise<TradePhotos> {
  return upload(`/trade/photos/${slot}`, TradePhotosSchema, file, options);
}

export function removeTradePhoto(slot: TradePhotoSlot): Promise<TradePhotos> {
  return http.delete(`/trade/photos/${slot}`, TradePhotosSchema);
}

/** Swaps the slot's photo with the one in `to` (or moves it there, when that slot is empty). */
export function moveTradePhoto(slot: TradePhotoSlot, to: TradePhotoSlot): Promise<TradePhotos> {
  return http.post(`/trade/photos/${slot}/move`, TradePhotosSchema, { to });
}
