/** Components for the route table: each page is its own chunk, loaded when first visited (home is in the entry). */
import { matchRoute, type RouteName } from '../contract/route-table.ts';
import { withStyles } from '../lib/styles.ts';
// Home, the first route of every overlay the launcher opens, comes with the entry: as a chunk of its
// own it was nine requests more on the click (its page and eight small chunks it shared with other routes).
import HomePage from '../features/home/home-page.tsx';
import { lazyComponent, type LazyComponent } from '../lib/ui/lazy-component.tsx';
// Each page's sheets beyond the theme's first paint: its import waits for them.
import addressCss from '../styles/address.css?url';
import cardsCss from '../styles/cards.css?url';
import creditCss from '../styles/credit.css?url';
import dealCss from '../styles/deal.css?url';
import formsCss from '../styles/forms.css?url';
import ghostCss from '../styles/ghost.css?url';
import homeCss from '../styles/home.css?url';
import profileCss from '../styles/profile.css?url';
import reserveCss from '../styles/reserve.css?url';
import shopCss from '../styles/shop.css?url';
import tradeCss from '../styles/trade.css?url';
import vehicleCss from '../styles/vehicle.css?url';
import warrantyCss from '../styles/warranty.css?url';

/** Pages get their route's name too: one component can serve two routes with different rules. */
type Page = LazyComponent<{ params: Record<string, string | undefined>; route?: RouteName }>;

/** The trade-in flow is one chunk: its steps share one model and follow each other without a wait. */
const tradePages = lazyComponent(withStyles(() => import('../features/trade/trade-pages.tsx'), formsCss, tradeCss));
/** The get-pre-qualified flow is one chunk too: its pages share the in-memory form. */
const softPullPages = lazyComponent(
  withStyles(() => import('../features/credit/soft-pull-pages.tsx'), formsCss, addressCss, creditCss),
);
/** Sign online: one chunk for its three pages, which share the signing in progress. */
const signOnlinePages = lazyComponent(
  withStyles(() => import('../features/contracting/sign-online-pages.tsx'), formsCss, dealCss, creditCss, profileCss),
);
/** The visits (drive at home, test drive, contact the dealer, thank-you pages) are one chunk. */
const visitPages = lazyComponent(
  withStyles(() => import('../features/visits/visit-pages.tsx'), formsCss, addressCss, vehicleCss),
);
/** Reserve it: the reserve and reserved pages share one chunk (one model file, one copy part). */
const reservePages = lazyComponent(withStyles(() => import('../features/reserve/reserve-pages.tsx'), reserveCss));
/** The finance application and its options share one chunk (and its copy). */
const financePages = lazyComponent(
  withStyles(() => import('../features/finance/finance-pages.tsx'), formsCss, addressCss, creditCss),
);

export const routeComponents: Record<RouteName, Page> = {
  // Its sheets still load with it (the shell preloads them for the iframe).
  home: lazyComponent(withStyles(() => Promise.resolve({ default: HomePage }), homeCss, cardsCss)),
  login: lazyComponent(withStyles(() => import('../features/account/login-page.tsx'), formsCss)),
  register: lazyComponent(withStyles(() => import('../features/account/register-page.tsx'), formsCss, addressCss)),
  registerGhost: lazyComponent(
    withStyles(() => import('../features/ghost/ghost-register-page.tsx'), formsCss, ghostCss),
  ),
  loginSuccessGhost: lazyComponent(withStyles(() => import('../features/ghost/login-success-page.tsx'), ghostCss)),
  getStarted: lazyComponent(withStyles(() => import('../features/profile/get-started-page.tsx'), profileCss)),
  verifyAccess: lazyComponent(
    withStyles(() => import('../features/profile/verify-access-page.tsx'), formsCss, profileCss),
  ),
  verify: lazyComponent(withStyles(() => import('../features/profile/verify-page.tsx'), formsCss, profileCss)),
  welcomeBack: lazyComponent(withStyles(() => import('../features/profile/welcome-back-page.tsx'), profileCss)),
  noPinWelcome: lazyComponent(
    withStyles(() => import('../features/profile/no-pin-welcome-page.tsx'), formsCss, profileCss),
  ),
  pluginLandingPage: lazyComponent(withStyles(() => import('../features/home/landing-page.tsx'), homeCss, cardsCss)),
  listings: lazyComponent(
    withStyles(() => import('../features/listings/listings-page.tsx'), formsCss, cardsCss, shopCss),
  ),
  garage: lazyComponent(withStyles(() => import('../features/garage/garage-page.tsx'), cardsCss, shopCss)),
  vehicle: lazyComponent(withStyles(() => import('../features/vehicle/vehicle-page.tsx'), formsCss, vehicleCss)),
  noProfileVehicle: lazyComponent(
    withStyles(() => import('../features/vehicle/vehicle-page.tsx'), formsCss, vehicleCss),
  ),
  certificates: lazyComponent(withStyles(() => import('../features/certificates/certificates-page.tsx'), shopCss)),
  // The certificate page shows the deal's finish steps (credit.css) once they load.
  certificate: lazyComponent(
    withStyles(() => import('../features/certificates/certificate-page.tsx'), shopCss, vehicleCss, creditCss),
  ),
  // credit.css comes with the deal page's credit, protection and finishing parts.
  deal: lazyComponent(withStyles(() => import('../features/deal/deal-page.tsx'), formsCss, dealCss)),
  noProfileDeal: lazyComponent(withStyles(() => import('../features/deal/deal-page.tsx'), formsCss, dealCss)),
  trade: tradePages,
  tradeInfo: tradePages,
  tradeFeatures: tradePages,
  tradeHistory: tradePages,
  tradeAppraisal: tradePages,
  tradeManualPayoff: tradePages,
  tradeNoOffer: tradePages,
  tradeQuoteExpired: tradePages,
  tradeMaxAttempts: tradePages,
  tradePhotos: tradePages,
  softPull: softPullPages,
  softPullConsent: softPullPages,
  softPullVerify: softPullPages,
  softPullSuccess: softPullPages,
  softPullNoHit: softPullPages,
  softPullFrozen: softPullPages,
  // Accessories.
  accessories: lazyComponent(
    withStyles(() => import('../features/accessories/accessories-page.tsx'), formsCss, dealCss),
  ),
  // Signing online.
  signOnlineVerify: signOnlinePages,
  contractConfirmation: signOnlinePages,
  nextSteps: signOnlinePages,
  // Visits.
  driveAtHome: visitPages,
  driveAtHomeThankYou: visitPages,
  scheduleTestDrive: visitPages,
  scheduleTestDriveThankYou: visitPages,
  contactDealer: visitPages,
  contactDealerThankYou: visitPages,
  // The finance application.
  financeApplication: financePages,
  financeOptions: financePages,
  // Reserve it.
  reserve: reservePages,
  reservation: reservePages,
  warranty: lazyComponent(withStyles(() => import('../features/warranty/warranty-page.tsx'), warrantyCss)),
  tos: lazyComponent(() => import('../features/legal/terms-page.tsx')),
  privacy: lazyComponent(() => import('../features/legal/privacy-page.tsx')),
  // No sheets: withStyles waits for their copy in the language in use.
  pageNotFound: lazyComponent(withStyles(() => import('../features/errors/not-found-page.tsx'))),
  error: lazyComponent(withStyles(() => import('../features/errors/error-page.tsx'))),
};

/** Starts the page at `path` (the first route) before the first render, which then draws it without a loading status. */
export function preloadPage(path: string): Promise<void> {
  const name = matchRoute(path);
  return name ? routeComponents[name].preload() : Promise.resolve();
}
