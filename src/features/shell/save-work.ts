/**
 * The save modal of seed 001 §2 "Save modal (no-profile)": one per app, opened by whoever needs
 * the visitor to save first (link-back banner, menu), with the follow-up to run on 'No thanks'.
 */
import { computed, signal } from '@preact/signals';
import type { Campaign } from '../../contract/page-context.ts';
import { isEcommerce, SHELL_PATHS } from '../../lib/campaign.ts';
import { FEATURE_FLAGS, hasFlag } from '../../contract/shell.ts';

export type SaveWorkRequest = {
  /** Runs after 'No thanks' closed the modal (e.g. leave for the dealer site). */
  followUp?: () => void;
  /** Where 'No thanks' goes after the follow-up, if anywhere. */
  redirectPath?: string;
};

export type SaveWorkModel = ReturnType<typeof createSaveWorkModel>;

export function createSaveWorkModel() {
  const request = signal<SaveWorkRequest | null>(null);
  const isOpen = computed(() => request.value !== null);
  return {
    request,
    isOpen,
    open(next: SaveWorkRequest = {}) {
      request.value = next;
    },
    close() {
      request.value = null;
    },
  };
}

/** The app's save modal store. */
export const saveWork: SaveWorkModel = createSaveWorkModel();

export type SaveWorkTarget = { kind: 'ghost-modal' } | { kind: 'redirect'; path: string };

/** 'save and get personalized payments': the ghost modal for ecommerce with the flag, else registration. */
export function saveWorkTarget(campaign: Pick<Campaign, 'productId' | 'featureFlags'>): SaveWorkTarget {
  return isEcommerce(campaign) && hasFlag(campaign, FEATURE_FLAGS.GHOST_ACCOUNT_REGISTER_FEATURE)
    ? { kind: 'ghost-modal' }
    : { kind: 'redirect', path: SHELL_PATHS.register };
}
