/** What the shopper is told when a Google sign-in or sign-up fails, in their language. */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/onetap.ts';
import { ApiError } from '../../lib/http.ts';
import { MEMBERSHIP_DISABLED } from '../../contract/auth.ts';
import { t } from '../../lib/i18n/index.ts';
import { PopupBlockedError } from './dev-idp-popup.ts';
import { retryWait } from '../auth/index.ts';

export function oneTapErrorMessage(error: unknown): string {
  if (error instanceof PopupBlockedError) return t('onetap.popupBlocked');
  if (error instanceof ApiError) {
    if (error.status === 401) return t('onetap.invalid');
    // Seed 001 §6: a disabled member is refused on every way in, Google's too.
    if (error.status === 403 && error.message === MEMBERSHIP_DISABLED) return t('onetap.memberDisabled');
    if (error.status === 409) return t('onetap.linkedElsewhere');
    if (error.isTooManyRequests) return t('onetap.tooMany', { wait: retryWait(error.retryWaitSeconds) });
    if (error.status === 503) return t('onetap.unavailable');
  }
  return t('forms.somethingWrong');
}
