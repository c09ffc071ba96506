/** The profile feature's public surface for other features: the multi-factor code steps (sign online reuses them). */
export { MfaPanel } from './mfa-panel.tsx';
export { createMfaModel, type MfaApi, type MfaModel } from './model.ts';
