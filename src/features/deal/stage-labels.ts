/** Each stage's name, for the tracker and for the stage a garage card or certificate shows. */
import '../../lib/i18n/parts/deal-status.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { DealStage } from '../../contract/deal-status.ts';

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
