/** The trade feature's public surface for the app and other features. */
export { tradeFlowHref } from './return-target.ts';
export { getTrade } from './api.ts';
