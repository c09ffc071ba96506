/** Components for the route table: each page is its own chunk, loaded when first visited. */
import { lazy, type ComponentType } from 'react';
import type { RouteName } from '../lib/route-table.ts';

/** Pages get their route's name too: one component can serve two routes with different rules. */
type Page = ComponentType<{ params: Record<string, string | undefined>; route?: RouteName }>;

/** The trade-in flow is one chunk: its steps share one model and follow each other without a wait. */
const tradePages = lazy(() => import('../features/trade/trade-pages.tsx'));
/** The get-pre-qualified flow is one chunk too: its pages share the in-memory form. */
const softPullPages = lazy(() => import('../features/credit/soft-pull-pages.tsx'));
/** Issue 13 journey 4, sign online: one chunk for its three pages, which share the signing in progress. */
const signOnlinePages = lazy(() => import('../features/contracting/sign-online-pages.tsx'));
/** Issue 13 journey 5: the visits (drive at home, test drive, contact the dealer, thank-you pages) are one chunk. */
const visitPages = lazy(() => import('../features/visits/visit-pages.tsx'));
/** Issue 13 journey 3: the finance application and its options share one chunk (and its copy). */
const financePages = lazy(() => import('../features/finance/finance-pages.tsx'));

export const routeComponents: Record<RouteName, Page> = {
  home: lazy(() => import('../features/home/home-page.tsx')),
  login: lazy(() => import('../features/auth/login-page.tsx')),
  register: lazy(() => import('../features/account/register-page.tsx')),
  registerGhost: lazy(() => import('../features/ghost/ghost-register-page.tsx')),
  loginSuccessGhost: lazy(() => import('../features/ghost/login-success-page.tsx')),
  getStarted: lazy(() => import('../features/profile/get-started-page.tsx')),
  verifyAccess: lazy(() => import('../features/profile/verify-access-page.tsx')),
  verify: lazy(() => import('../features/profile/verify-page.tsx')),
  welcomeBack: lazy(() => import('../features/profile/welcome-back-page.tsx')),
  noPinWelcome: lazy(() => import('../features/profile/no-pin-welcome-page.tsx')),
  listings: lazy(() => import('../features/listings/listings-page.tsx')),
  garage: lazy(() => import('../features/garage/garage-page.tsx')),
  vehicle: lazy(() => import('../features/vehicle/vehicle-page.tsx')),
  noProfileVehicle: lazy(() => import('../features/vehicle/vehicle-page.tsx')),
  certificates: lazy(() => import('../features/certificates/certificates-page.tsx')),
  certificate: lazy(() => import('../features/certificates/certificate-page.tsx')),
  deal: lazy(() => import('../features/deal/deal-page.tsx')),
  noProfileDeal: lazy(() => import('../features/deal/deal-page.tsx')),
  trade: tradePages,
  tradeInfo: tradePages,
  tradeFeatures: tradePages,
  tradeHistory: tradePages,
  tradeAppraisal: tradePages,
  tradeManualPayoff: tradePages,
  tradeNoOffer: tradePages,
  tradeQuoteExpired: tradePages,
  tradeMaxAttempts: tradePages,
  softPull: softPullPages,
  softPullConsent: softPullPages,
  softPullVerify: softPullPages,
  softPullSuccess: softPullPages,
  softPullNoHit: softPullPages,
  softPullFrozen: softPullPages,
  // Issue 13 journey 2 (accessories).
  accessories: lazy(() => import('../features/accessories/accessories-page.tsx')),
  // Issue 13 journey 4, sign online.
  signOnlineVerify: signOnlinePages,
  contractConfirmation: signOnlinePages,
  nextSteps: signOnlinePages,
  // Issue 13 journey 5 (visits).
  driveAtHome: visitPages,
  driveAtHomeThankYou: visitPages,
  scheduleTestDrive: visitPages,
  scheduleTestDriveThankYou: visitPages,
  contactDealer: visitPages,
  contactDealerThankYou: visitPages,
  // Issue 13 journey 3 (finance application).
  financeApplication: financePages,
  financeOptions: financePages,
  warranty: lazy(() => import('../features/warranty/warranty-page.tsx')),
  tos: lazy(() => import('../features/legal/terms-page.tsx')),
  privacy: lazy(() => import('../features/legal/privacy-page.tsx')),
  pageNotFound: lazy(() => import('../features/errors/not-found-page.tsx')),
  error: lazy(() => import('../features/errors/error-page.tsx')),
};
