/** The shell feature's public surface: banners, modals and floating pieces the layout places. */
export { LinkBackBanner } from './link-back-banner.tsx';
export { VehicleBanner } from './vehicle-banner.tsx';
export {
  saveWork,
  createSaveWorkModel,
  saveWorkTarget,
  type SaveWorkModel,
  type SaveWorkRequest,
} from './save-work.ts';
export { FloatingContact, CONTACT_HINT_STEP } from './floating-contact.tsx';
export { BackgroundOverlay } from './background-overlay.tsx';
export { watchInactivity, CONTACT_HINT_INACTIVITY_MS } from './inactivity.ts';
export { chooseLanguage } from './language.ts';
export { getPayoffUpdated } from './api.ts';
export { PayoffUpdatedInfoSchema, PayoffUpdatedResponseSchema } from '../../contract/shell.ts';
export * from './rules.ts';
export * from './menu-links.ts';
export { GetStartedButton, GET_STARTED_EVENT } from './get-started-button.tsx';
export { SignInAction, useSignIn } from './sign-in-action.tsx';
