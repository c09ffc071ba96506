/**
 * Makes a deal's progress copy available to the deal page, the garage and the certificate. The
 * Spanish is a chunk of its own, loaded as the other parts' are.
 */
import type { DealStage } from '../../../contract/deal-status.ts';
import { dealStatus } from '../en/deal-status.ts';
import { addPart, type MessageKey } from '../index.ts';

addPart(dealStatus, { es: () => import('../es/deal-status.ts').then((m) => m.dealStatus) });

/** Each stage's name, for the tracker and for the stage a garage card or certificate shows. */
export const STAGE_LABELS: Readonly<Record<DealStage, MessageKey>> = {
  CONFIGURED: 'dealStatus.stage.CONFIGURED',
  SAVED: 'dealStatus.stage.SAVED',
  APPLIED: 'dealStatus.stage.APPLIED',
  APPROVED: 'dealStatus.stage.APPROVED',
  OFFER_CHOSEN: 'dealStatus.stage.OFFER_CHOSEN',
  RESERVED: 'dealStatus.stage.RESERVED',
  SIGNED: 'dealStatus.stage.SIGNED',
  DELIVERY_BOOKED: 'dealStatus.stage.DELIVERY_BOOKED',
  DELIVERED: 'dealStatus.stage.DELIVERED',
};
