/**
 * The sign-in link rule (seed 001 §2 "Navigation bar") and the redirect rule (seed 001 §4
 * "Redirect rule (in order)"). The rules are pure and return a typed outcome; `runRedirect`
 * applies the storage side effects the spec ties to the redirect, then goes there.
 *
 * Seed 001 §2: "Redirects are full-page and relative". Relative: the spec's targets
 * ('account/register') are routes from the app's root, which each mount resolves (the standalone
 * site's '/', the frame's hash, the shadow mount's memory), so the paths here are written from that
 * root. Full-page: the server renders the page context (who the visitor is, their language, phone,
 * ZIP, deal count, member and PIN flags) into the page, and only a new page brings a new one. So a
 * redirect reloads exactly after the events that change it (`CONTEXT_CHANGES`: sign-in, sign-out,
 * ghost registration, PIN verification); every other move stays in the app, which keeps what the
 * shopper has on screen, their place in the host's history and a quick page change, and has nothing
 * new to learn from the server.
 */
import type { AppEnv } from './env.tsx';
import type { Campaign, Visitor } from '../contract/page-context.ts';
import { href } from '../contract/route-table.ts';
import { safeLocal, safeSession, STORAGE_KEYS } from './storage.ts';
import { isEcommerce, isNissanUpgradeProgram, SHELL_PATHS } from './campaign.ts';
import { isBmwProgram, FEATURE_FLAGS, hasFlag, type ProgramIds } from '../contract/shell.ts';

export type RedirectOutcome = { kind: 'redirect'; path: string };
export type SignInOutcome = RedirectOutcome | { kind: 'ghost-modal' };

/** `/profile/verify-access?pin={pin}`. */
export function verifyAccessPath(pin: string | null): string {
  return `${SHELL_PATHS.verifyAccess}?pin=${encodeURIComponent(pin ?? '')}`;
}

export type SignInLinkInput = {
  campaign: Pick<Campaign, 'productId' | 'featureFlags'>;
  visitor: Pick<Visitor, 'pinValidated' | 'userExistForProspect' | 'autoSendMFA'>;
  /** The `pin` query parameter of the current URL, if any. */
  pin: string | null;
};

/**
 * Sign-in link: ecommerce with GHOST_ACCOUNT_REGISTER_FEATURE opens the ghost modal; else a
 * validated PIN with no user and auto MFA sending goes to verify-access with the pin; else login.
 */
export function signInLinkAction(input: SignInLinkInput): SignInOutcome {
  const { campaign, visitor, pin } = input;
  if (isEcommerce(campaign) && hasFlag(campaign, FEATURE_FLAGS.GHOST_ACCOUNT_REGISTER_FEATURE)) {
    return { kind: 'ghost-modal' };
  }
  if (visitor.pinValidated && !visitor.userExistForProspect && visitor.autoSendMFA) {
    return { kind: 'redirect', path: verifyAccessPath(pin) };
  }
  return { kind: 'redirect', path: href('login') };
}

/** Search filters handed to the listings page after the redirect (session key SRP_FILTERS). */
export type SrpFilters = Record<string, string | readonly string[]>;

export type RedirectInput = {
  visitor: Pick<
    Visitor,
    | 'firstName'
    | 'pinValidated'
    | 'userExistForProspect'
    | 'autoSendMFA'
    | 'isLoggedIn'
    | 'isMember'
    | 'isMemberDisabled'
  >;
  campaign: Pick<Campaign, 'productId' | 'programId' | 'featureFlags'>;
  programs: ProgramIds;
  /** The no-pin-prospect query flag: null when absent from the URL. */
  noPinProspect: boolean | null;
  /** The `pin` query parameter of the current URL, if any. */
  pin: string | null;
};

export type RedirectRuleOutcome = RedirectOutcome & {
  /** Which numbered rule of seed 001 §4 matched (1–5). */
  rule: 1 | 2 | 3 | 4 | 5;
  /** Rule 2 with auto MFA and a pin in the URL: the stored mfaCode must go. */
  clearMfaCode: boolean;
};

/**
 * Seed 001 §6 "Member and disabled member: affect the sign-in redirect": a member whose membership
 * is turned off. No way in signs one in (demo-host/server/domain/identity/membership.ts), so the sign-in
 * page is no place to send them.
 */
export function isDisabledMember(visitor: Pick<Visitor, 'isMember' | 'isMemberDisabled'>): boolean {
  return visitor.isMember && visitor.isMemberDisabled;
}

/**
 * Seed 001 §4 "Redirect rule (in order)": the first matching branch wins. Seed 001 §6's member
 * flags bend rule 3: a disabled member goes to /profile/verify instead of /account/login, where a
 * code proves them and the page says why they are not signed in and whom to call. (Rule 4 never
 * meets one: turning a membership off ends its sessions.)
 */
export function redirectRule(input: RedirectInput): RedirectRuleOutcome {
  const { visitor, campaign, programs, noPinProspect, pin } = input;
  const to = (rule: RedirectRuleOutcome['rule'], path: string, clearMfaCode = false): RedirectRuleOutcome => ({
    kind: 'redirect',
    path,
    rule,
    clearMfaCode,
  });

  // 1. No first name known and the no-pin-prospect flag is true or absent.
  if (!visitor.firstName && noPinProspect !== false) return to(1, SHELL_PATHS.register);
  // 2. PIN validated and no user exists.
  if (visitor.pinValidated && !visitor.userExistForProspect) {
    return visitor.autoSendMFA ? to(2, verifyAccessPath(pin), Boolean(pin)) : to(2, SHELL_PATHS.verify);
  }
  // 3. User exists but not logged in; a disabled member cannot sign in (seed 001 §6).
  if (visitor.userExistForProspect && !visitor.isLoggedIn) {
    return to(3, isDisabledMember(visitor) ? SHELL_PATHS.verify : href('login'));
  }
  // 4. Logged in: listings for the BMW programs and the Nissan upgrade program.
  if (visitor.isLoggedIn) {
    const toListings = isBmwProgram(campaign, programs) || isNissanUpgradeProgram(campaign, programs);
    return to(4, toListings ? href('listings') : SHELL_PATHS.welcomeBack);
  }
  // 5. Otherwise.
  return to(
    5,
    hasFlag(campaign, FEATURE_FLAGS.NON_PINNED_REDUCED_SIGN_UP_FLOW) ? SHELL_PATHS.register : SHELL_PATHS.noPinWelcome,
  );
}

/** Reads the redirect rule's query inputs from a URL search string ('?pin=…&noPinProspect=false'). */
export function readRedirectQuery(search: string): { pin: string | null; noPinProspect: boolean | null } {
  const query = new URLSearchParams(search);
  const flag = query.get('noPinProspect');
  return {
    pin: query.get('pin') || null,
    noPinProspect: flag === null ? null : flag !== 'false',
  };
}

/**
 * Applies the redirect rule: stores the optional search filters under SRP_FILTERS and clears the
 * stored mfaCode when the rule says so, both before navigating; returns the outcome.
 */
export function runRedirect(
  input: RedirectInput & { filters?: SrpFilters },
  navigate: (path: string) => void,
): RedirectRuleOutcome {
  const outcome = redirectRule(input);
  if (input.filters) safeSession.setJSON(STORAGE_KEYS.SRP_FILTERS, input.filters);
  if (outcome.clearMfaCode) safeLocal.remove(STORAGE_KEYS.mfaCode);
  navigate(outcome.path);
  return outcome;
}

/**
 * Seed 001 §2 "Redirects are full-page": the events after which the page context the server
 * rendered no longer describes the visitor, so the redirect that follows loads a new page.
 */
export const CONTEXT_CHANGES = ['sign-in', 'sign-out', 'ghost-registration', 'pin-verification'] as const;
export type ContextChange = (typeof CONTEXT_CHANGES)[number];

/** 'full-page' after a context change; 'in-app' after anything else (null), which the context still describes. */
export const redirectKind = (after: ContextChange | null): 'full-page' | 'in-app' => (after ? 'full-page' : 'in-app');

/** How to go to a route after `after` (seed 001 §2): the mount's full-page `reload`, or the in-app `navigate`. */
export const redirectAfter = (
  after: ContextChange | null,
  env: Pick<AppEnv, 'navigate' | 'reload'>,
): ((to: string, options?: { replace?: boolean }) => void) => (after ? env.reload : env.navigate);
