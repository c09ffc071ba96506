/**
 * Every route of the app in one table (seed 000 §2, seed 001 §2 "Paths"), pure data so the
 * server can use it too (fallback rule, standalone paths). Components are attached in
 * `routes.tsx`; links are built with `href()` below, never by string concatenation.
 */
import type { DisableablePage } from './page-context.ts';

/** Page types known by name, used for tracking (seed 000 §2). */
export type PageType =
  | 'home'
  | 'account-login'
  | 'account-register'
  | 'garage'
  | 'recently-viewed'
  | 'trade'
  | 'appraisal'
  | 'info'
  | 'features'
  | 'history'
  | 'no-offer'
  | 'quote-expired'
  | 'soft-pull'
  | 'verify'
  | 'manual-payoff'
  | 'max-attempts-exceeded'
  | 'trade-photos'
  | 'deal'
  | 'drive-at-home'
  | 'contact-dealer'
  | 'contact-dealer-thank-you'
  | 'schedule-test-drive'
  | 'schedule-test-drive-thank-you'
  | 'accessories'
  | 'finance'
  | 'finance-options'
  | 'sign-online-verify'
  | 'contract-confirmation'
  | 'next-steps'
  | 'certificate'
  | 'profile-welcome-back'
  | 'profile-get-started'
  | 'vehicle'
  | 'listings'
  | 'page-not-found'
  | 'error'
  // Ours: pages the spec's list does not name ('info' is a page of the trade flow, seed 000 §2).
  | 'warranty'
  | 'terms'
  | 'privacy'
  | 'account-register-ghost'
  | 'plugin-landing-page'
  | 'login-success'
  | 'profile-verify-access'
  | 'profile-verify'
  | 'profile-no-pin-welcome'
  // Reserve it: paying the deposit, then the reservation it made.
  | 'reserve'
  | 'reservation';

export type RouteDef = {
  /** wouter pattern */
  path: string;
  pageType: PageType;
  /** Its copy key (the app's i18n has each one, in every language). */
  title: `route.${string}.title`;
  /** The campaign's `disabledPages` entry that switches this route off, if any. */
  disabledBy?: DisableablePage;
};

export const routeTable = {
  home: { path: '/', pageType: 'home', title: 'route.home.title' },
  login: {
    path: '/account/login',
    pageType: 'account-login',
    title: 'route.login.title',
  },
  register: {
    path: '/account/register',
    pageType: 'account-register',
    title: 'route.register.title',
  },
  registerGhost: {
    path: '/account/register/ghost',
    pageType: 'account-register-ghost',
    title: 'route.registerGhost.title',
  },
  loginSuccessGhost: {
    path: '/login-success/ghost',
    pageType: 'login-success',
    title: 'route.loginSuccessGhost.title',
  },
  getStarted: {
    path: '/profile/get-started',
    pageType: 'profile-get-started',
    title: 'route.getStarted.title',
  },
  verifyAccess: {
    path: '/profile/verify-access',
    pageType: 'profile-verify-access',
    title: 'route.verifyAccess.title',
  },
  verify: {
    path: '/profile/verify',
    pageType: 'profile-verify',
    title: 'route.verify.title',
  },
  welcomeBack: {
    path: '/profile/welcome-back',
    pageType: 'profile-welcome-back',
    title: 'route.welcomeBack.title',
  },
  noPinWelcome: {
    path: '/profile/no-pin-welcome',
    pageType: 'profile-no-pin-welcome',
    title: 'route.noPinWelcome.title',
  },
  // Seed 001 §2 "plugin-landing-page": where a dealer's "shop this car" button lands, about that vehicle.
  pluginLandingPage: {
    path: '/shop/:vehicleId',
    pageType: 'plugin-landing-page',
    title: 'route.pluginLandingPage.title',
  },
  listings: {
    path: '/listings',
    pageType: 'listings',
    title: 'route.listings.title',
    disabledBy: 'listings',
  },
  garage: {
    path: '/garage',
    pageType: 'garage',
    title: 'route.garage.title',
    disabledBy: 'garage',
  },
  vehicle: {
    path: '/vehicles/:vehicleId',
    pageType: 'vehicle',
    title: 'route.vehicle.title',
  },
  certificates: {
    path: '/vehicles/:vehicleId/certificates',
    pageType: 'certificate',
    title: 'route.certificates.title',
  },
  certificate: {
    path: '/vehicles/:vehicleId/certificates/:certificateId',
    pageType: 'certificate',
    title: 'route.certificate.title',
  },
  deal: {
    path: '/deals/:dealId',
    pageType: 'deal',
    title: 'route.deal.title',
  },
  noProfileDeal: {
    path: '/no-profile/deals/:dealId',
    pageType: 'deal',
    title: 'route.deal.title',
  },
  noProfileVehicle: {
    path: '/no-profile/vehicles/:vehicleId',
    pageType: 'vehicle',
    title: 'route.vehicle.title',
  },
  // The trade-in flow: one page type each, all off when the campaign disables 'trade'.
  trade: {
    path: '/trade',
    pageType: 'trade',
    title: 'route.trade.title',
    disabledBy: 'trade',
  },
  tradeInfo: {
    path: '/trade/info',
    pageType: 'info',
    title: 'route.tradeInfo.title',
    disabledBy: 'trade',
  },
  tradeFeatures: {
    path: '/trade/features',
    pageType: 'features',
    title: 'route.tradeFeatures.title',
    disabledBy: 'trade',
  },
  tradeHistory: {
    path: '/trade/history',
    pageType: 'history',
    title: 'route.tradeHistory.title',
    disabledBy: 'trade',
  },
  tradeAppraisal: {
    path: '/trade/appraisal',
    pageType: 'appraisal',
    title: 'route.tradeAppraisal.title',
    disabledBy: 'trade',
  },
  tradeManualPayoff: {
    path: '/trade/manual-payoff',
    pageType: 'manual-payoff',
    title: 'route.tradeManualPayoff.title',
    disabledBy: 'trade',
  },
  tradeNoOffer: {
    path: '/trade/no-offer',
    pageType: 'no-offer',
    title: 'route.tradeNoOffer.title',
    disabledBy: 'trade',
  },
  tradeQuoteExpired: {
    path: '/trade/quote-expired',
    pageType: 'quote-expired',
    title: 'route.tradeQuoteExpired.title',
    disabledBy: 'trade',
  },
  tradeMaxAttempts: {
    path: '/trade/max-attempts-exceeded',
    pageType: 'max-attempts-exceeded',
    title: 'route.tradeMaxAttempts.title',
    disabledBy: 'trade',
  },
  tradePhotos: {
    path: '/trade/photos',
    pageType: 'trade-photos',
    title: 'route.tradePhotos.title',
    disabledBy: 'trade',
  },
  // Get pre-qualified (seed 000 §2 "soft-pull with verify"): off where the campaign disables 'credit'.
  softPull: {
    path: '/soft-pull',
    pageType: 'soft-pull',
    title: 'route.softPull.title',
    disabledBy: 'credit',
  },
  softPullConsent: {
    path: '/soft-pull/consent',
    pageType: 'soft-pull',
    title: 'route.softPullConsent.title',
    disabledBy: 'credit',
  },
  softPullVerify: {
    path: '/soft-pull/verify',
    pageType: 'verify',
    title: 'route.softPullVerify.title',
    disabledBy: 'credit',
  },
  softPullSuccess: {
    path: '/soft-pull/success',
    pageType: 'soft-pull',
    title: 'route.softPullSuccess.title',
    disabledBy: 'credit',
  },
  softPullNoHit: {
    path: '/soft-pull/no-hit',
    pageType: 'soft-pull',
    title: 'route.softPullNoHit.title',
    disabledBy: 'credit',
  },
  softPullFrozen: {
    path: '/soft-pull/frozen',
    pageType: 'soft-pull',
    title: 'route.softPullFrozen.title',
    disabledBy: 'credit',
  },
  // Accessories: the deal's dealer accessories, saved with it and priced into it.
  accessories: {
    path: '/deals/:dealId/accessories',
    pageType: 'accessories',
    title: 'route.accessories.title',
  },
  // Sign online (seed 000 §2 sign-online-verify, contract confirmation and next-steps).
  signOnlineVerify: {
    path: '/deals/:dealId/sign-online/verify',
    pageType: 'sign-online-verify',
    title: 'route.signOnlineVerify.title',
  },
  contractConfirmation: {
    path: '/deals/:dealId/contract',
    pageType: 'contract-confirmation',
    title: 'route.contractConfirmation.title',
  },
  nextSteps: {
    path: '/deals/:dealId/next-steps',
    pageType: 'next-steps',
    title: 'route.nextSteps.title',
  },
  // Visits: drive at home, test drives, contacting the dealer, each with its
  // thank-you page, titled as its form page (fewer titles keep first paint small).
  driveAtHome: {
    path: '/deals/:dealId/drive-at-home',
    pageType: 'drive-at-home',
    title: 'route.driveAtHome.title',
  },
  driveAtHomeThankYou: {
    path: '/deals/:dealId/drive-at-home/thank-you',
    pageType: 'drive-at-home',
    title: 'route.driveAtHome.title',
  },
  scheduleTestDrive: {
    path: '/vehicles/:vehicleId/test-drive',
    pageType: 'schedule-test-drive',
    title: 'route.scheduleTestDrive.title',
  },
  scheduleTestDriveThankYou: {
    path: '/vehicles/:vehicleId/test-drive/thank-you',
    pageType: 'schedule-test-drive-thank-you',
    title: 'route.scheduleTestDrive.title',
  },
  contactDealer: {
    path: '/contact-dealer',
    pageType: 'contact-dealer',
    title: 'route.contactDealer.title',
  },
  contactDealerThankYou: {
    path: '/contact-dealer/thank-you',
    pageType: 'contact-dealer-thank-you',
    title: 'route.contactDealer.title',
  },
  // Finance application: one chunk, reached from the deal by URL.
  financeApplication: {
    path: '/deals/:dealId/finance',
    pageType: 'finance',
    title: 'route.financeApplication.title',
  },
  financeOptions: {
    path: '/deals/:dealId/finance-options',
    pageType: 'finance-options',
    title: 'route.financeOptions.title',
  },
  // Reserve it: a refundable deposit that holds the deal's vehicle, then the reservation it made.
  reserve: {
    path: '/deals/:dealId/reserve',
    pageType: 'reserve',
    title: 'route.reserve.title',
  },
  reservation: {
    path: '/deals/:dealId/reservation',
    pageType: 'reservation',
    title: 'route.reservation.title',
  },
  warranty: {
    path: '/warranty',
    pageType: 'warranty',
    title: 'route.warranty.title',
  },
  tos: { path: '/tos', pageType: 'terms', title: 'route.tos.title' },
  privacy: {
    path: '/privacy',
    pageType: 'privacy',
    title: 'route.privacy.title',
  },
  pageNotFound: {
    path: '/page-not-found',
    pageType: 'page-not-found',
    title: 'route.notFound.title',
  },
  error: { path: '/error', pageType: 'error', title: 'route.error.title' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routeTable;

/**
 * Path prefixes the app owns. An unknown path under one of them is the app's error page;
 * any other unknown path gets the server-rendered fallback (seed 000 §2 "Route handling").
 */
export const REGISTERED_PREFIXES = [
  '/account',
  '/profile',
  '/no-profile',
  '/vehicles',
  '/deals',
  '/certificates',
  '/trade',
  '/garage',
  '/listings',
  '/login-success',
  '/soft-pull',
  // Visits.
  '/contact-dealer',
] as const;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<N extends RouteName> = [ParamNames<(typeof routeTable)[N]['path']>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof routeTable)[N]['path']>, string | number>];

/** Typed link to a named route: `href('noProfileVehicle', { vehicleId: 'v1' })`. */
export function href<N extends RouteName>(name: N, ...args: ParamsOf<N>): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return routeTable[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}

function compile(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const compiled = (Object.keys(routeTable) as RouteName[]).map((name) => ({
  name,
  re: compile(routeTable[name].path),
}));

/** Which named route a path (without query or hash) belongs to, if any. */
export function matchRoute(path: string): RouteName | null {
  const clean = path.split(/[?#]/)[0] || '/';
  return compiled.find((r) => r.re.test(clean))?.name ?? null;
}

/** The parameters of `path` when it is route `name` ('/vehicles/v1/certificates/c9' → { vehicleId, certificateId }). */
export function routeParams(name: RouteName, path: string): Record<string, string> | null {
  const clean = path.split(/[?#]/)[0] || '/';
  const pattern = routeTable[name].path.split('/');
  const parts = clean.replace(/\/$/, '').split('/');
  if (!compile(routeTable[name].path).test(clean) || parts.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  try {
    pattern.forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(parts[i] ?? '');
    });
  } catch {
    return null; // A malformed escape ('%E0%A4') names no record.
  }
  return params;
}

export type UnknownPathOutcome = 'error-page' | 'fallback';

/** Seed 000 §2: an unknown path under a registered prefix is the error page, otherwise the fallback. */
export function resolveUnknownPath(path: string): UnknownPathOutcome {
  return REGISTERED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) ? 'error-page' : 'fallback';
}
