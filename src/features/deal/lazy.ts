/** The deal's parts other pages show, each loaded as a chunk of its own when it is first needed. */
export const loadFinishSteps = () => import('./finish-steps.tsx');
export const loadPaymentBreakdown = () => import('./payment-breakdown.tsx');
