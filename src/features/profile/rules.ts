/**
 * The PIN and MFA rules of the profile pages, pure and named after the spec where it names them:
 * seed 000 §4 "MFA is verified once the server accepts the code", seed 001 §3 storage key mfaCode,
 * and the auto-send of seed 001 §3 autoSendMFA. The rest is ours (what the spec leaves unsaid).
 */
import '../../lib/i18n/parts/profile.ts';
import { retryWait } from '../auth/index.ts';
import type { Campaign, StockType } from '../../contract/page-context.ts';
import type { MessageKey, MessageParams } from '../../lib/i18n/index.ts';
import { href, matchRoute } from '../../contract/route-table.ts';
import { listingsPath, SHELL_PATHS } from '../../lib/campaign.ts';
import {
  MFA_CODE_DIGITS,
  type ContactInfo,
  type ContactMethod,
  type MfaCodeState,
  type VerifyFailure,
  type VerifyResponse,
} from '../../contract/profile.ts';

/** Seed 000 §4: "MFA is verified once the server accepts the code" — and not a moment before. */
export function isMfaVerified(answer: Pick<VerifyResponse, 'verified'> | null): boolean {
  return answer?.verified === true;
}

/** What may stand in the code field: digits only, at most six (a pasted "123 456" becomes "123456"). */
export function normalizeMfaCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, MFA_CODE_DIGITS);
}

export function isCompleteMfaCode(code: string): boolean {
  return new RegExp(`^\\d{${MFA_CODE_DIGITS}}$`).test(code);
}

/** The method an automatic send uses: the first the contact info allows (the server lists SMS first). */
export function autoSendMethod(contact: ContactInfo): ContactMethod | null {
  return contact.methods[0]?.method ?? null;
}

/**
 * With autoSendMFA the code goes out on arrival, unless a code is already waiting (a reload in the
 * middle, or a second tab) or the cool-down still runs: arriving twice must not send twice.
 */
export function shouldAutoSend(autoSendMFA: boolean, current: MfaCodeState | null): boolean {
  return autoSendMFA && (current === null || (!current.active && current.resendInSeconds === 0));
}

/** The message for a code the server did not accept. */
export function verifyFailureMessage(
  reason: VerifyFailure,
  triesLeft: number,
): { key: MessageKey; params: MessageParams } {
  switch (reason) {
    case 'invalid':
      return triesLeft === 1
        ? { key: 'profile.mfa.invalidLast', params: {} }
        : { key: 'profile.mfa.invalid', params: { tries: triesLeft } };
    case 'expired':
      return { key: 'profile.mfa.expired', params: {} };
    case 'used-up':
      return { key: 'profile.mfa.usedUp', params: {} };
    case 'no-code':
      return { key: 'profile.mfa.noCode', params: {} };
  }
}

/** A wait in words, as sign-in says it: 'Please try again in 15 minutes.' */
export function waitMessage(seconds: number): { key: MessageKey; params: MessageParams } {
  return { key: 'profile.wait', params: { wait: retryWait(seconds) } };
}

/** What the page does once the server accepted the code. */
export type AfterVerification = 'signed-in' | 'member-disabled' | 'prospect-verified';

export function afterVerification(answer: Pick<VerifyResponse, 'signedIn' | 'memberDisabled'>): AfterVerification {
  if (answer.signedIn) return 'signed-in';
  if (answer.memberDisabled) return 'member-disabled';
  return 'prospect-verified';
}

export type WelcomeLink = { key: MessageKey; path: string };

/**
 * The welcome-back page's ways back in, as the campaign allows: My Garage unless the garage page is
 * disabled, the listings by stock type unless listings are disabled, and Value Trade unless the trade
 * page is disabled and only once its route exists in this build.
 */
export function welcomeBackLinks(
  campaign: Pick<Campaign, 'disabledPages' | 'productId' | 'stockTypeConditions'>,
): WelcomeLink[] {
  const links: WelcomeLink[] = [];
  const enabled = (page: Campaign['disabledPages'][number]) => !campaign.disabledPages.includes(page);
  if (enabled('garage')) links.push({ key: 'profile.welcomeBack.garage', path: href('garage') });
  if (enabled('listings')) {
    const label: Record<StockType, MessageKey> = {
      NEW: 'profile.welcomeBack.shopNew',
      USED: 'profile.welcomeBack.shopUsed',
    };
    for (const stockType of campaign.stockTypeConditions) {
      links.push({ key: label[stockType], path: listingsPath(campaign, { stockType }) });
    }
  }
  if (enabled('trade') && matchRoute(SHELL_PATHS.trade) !== null) {
    links.push({ key: 'profile.welcomeBack.trade', path: SHELL_PATHS.trade });
  }
  return links;
}

/** 'a•••@upshift.test', as the server masks an address it sends a code to. */
export function maskEmailAddress(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  return at < 1 ? '•••' : `${trimmed[0] ?? ''}•••${trimmed.slice(at)}`;
}
