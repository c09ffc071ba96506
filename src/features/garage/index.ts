/** The garage feature's public surface: the nav link with its badge, and a way to refresh the count. */
export { GarageLink } from './garage-link.tsx';
import { garageCount } from './model.ts';

/** Call after a deal is saved so the badge counts it (no request unless logged in). */
export const refreshSavedDealCount = (): void => garageCount.refresh();

/** Seed 000 §7 `GET /garage/deals/count`, for pages that show the count (the welcome-back page). */
export { getSavedDealCount } from './api.ts';
