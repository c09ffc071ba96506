/**
 * Makes each route's meta description available; imported on the standalone site only (in a frame or the
 * shadow mount nobody reads the frame's meta tags). The Spanish is a chunk of its own: loaded now when Spanish
 * is in use (partsReady), else on the switch.
 */
import type { RouteName } from '../../../contract/route-table.ts';
import { routeDescriptions } from '../en/route-descriptions.ts';
import { addPart } from '../index.ts';

addPart(routeDescriptions, { es: () => import('../es/route-descriptions.ts').then((m) => m.routeDescriptions) });

/** Each route's meta description (here, not in the route table first paint carries). */
export const ROUTE_DESCRIPTIONS: Record<RouteName, keyof typeof routeDescriptions> = {
  home: 'route.home.description',
  login: 'route.login.description',
  register: 'route.register.description',
  registerGhost: 'route.registerGhost.description',
  loginSuccessGhost: 'route.loginSuccessGhost.description',
  getStarted: 'route.getStarted.description',
  verifyAccess: 'route.verifyAccess.description',
  verify: 'route.verify.description',
  welcomeBack: 'route.welcomeBack.description',
  noPinWelcome: 'route.noPinWelcome.description',
  pluginLandingPage: 'route.pluginLandingPage.description',
  listings: 'route.listings.description',
  garage: 'route.garage.description',
  vehicle: 'route.vehicle.description',
  certificates: 'route.certificates.description',
  certificate: 'route.certificate.description',
  deal: 'route.deal.description',
  noProfileDeal: 'route.deal.description',
  noProfileVehicle: 'route.vehicle.description',
  trade: 'route.trade.description',
  tradeInfo: 'route.trade.description',
  tradeFeatures: 'route.trade.description',
  tradeHistory: 'route.trade.description',
  tradeAppraisal: 'route.trade.description',
  tradeManualPayoff: 'route.trade.description',
  tradeNoOffer: 'route.trade.description',
  tradeQuoteExpired: 'route.trade.description',
  tradeMaxAttempts: 'route.trade.description',
  tradePhotos: 'route.trade.description',
  softPull: 'route.softPull.description',
  softPullConsent: 'route.softPull.description',
  softPullVerify: 'route.softPull.description',
  softPullSuccess: 'route.softPull.description',
  softPullNoHit: 'route.softPull.description',
  softPullFrozen: 'route.softPull.description',
  accessories: 'route.accessories.description',
  signOnlineVerify: 'route.signOnline.description',
  contractConfirmation: 'route.signOnline.description',
  nextSteps: 'route.signOnline.description',
  driveAtHome: 'route.visits.description',
  driveAtHomeThankYou: 'route.visits.description',
  scheduleTestDrive: 'route.visits.description',
  scheduleTestDriveThankYou: 'route.visits.description',
  contactDealer: 'route.visits.description',
  contactDealerThankYou: 'route.visits.description',
  financeApplication: 'route.finance.description',
  financeOptions: 'route.finance.description',
  reserve: 'route.reserve.description',
  reservation: 'route.reserve.description',
  warranty: 'route.warranty.description',
  tos: 'route.tos.description',
  privacy: 'route.privacy.description',
  pageNotFound: 'route.notFound.description',
  error: 'route.error.description',
};
