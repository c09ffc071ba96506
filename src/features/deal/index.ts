/** The deal feature's public surface for the app and other features. */
export { loadFinishSteps, loadPaymentBreakdown } from './lazy.ts';
