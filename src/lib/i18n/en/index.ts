import { app } from './app.ts';
import type { account } from './account.ts';
import type { contact } from './contact.ts';
import type { address } from './address.ts';
import type { deal } from './deal.ts';
import { forms } from './forms.ts';
import type { ghost } from './ghost.ts';
import { home } from './home.ts';
import type { onetap } from './onetap.ts';
import type { profile } from './profile.ts';
import { promotions } from './promotions.ts';
import { shell } from './shell.ts';
import { shop } from './shop.ts';
import type { trade } from './trade.ts';
import type { credit } from './credit.ts';
// Protection products.
import type { protection } from './protection.ts';
// Accessories.
import type { accessories } from './accessories.ts';
// Signing online.
import type { contracting } from './contracting.ts';
// Visits.
import type { visits } from './visits.ts';
// The finance application.
import type { finance } from './finance.ts';
// Copy that first paint does not show ships with its pages.
import type { legal } from './legal.ts';
import type { warranty } from './warranty.ts';
import type { vehicle } from './vehicle.ts';
import type { listings } from './listings.ts';
import type { garage } from './garage.ts';
import type { certificates } from './certificates.ts';
import type { validation } from './validation.ts';
import type { promotionModals } from './promotion-modals.ts';
import type { shellOnDemand } from './shell-on-demand.ts';
// The finance review's and lenders' answers' copy, with those parts.
import type { financeResults } from './finance-results.ts';
// Route meta descriptions, for the standalone site only.
import type { routeDescriptions } from './route-descriptions.ts';
// The footers, floating contact button and tour hint, with the layout's after-the-page chunk.
import type { afterMain } from './after-main.ts';
// The link-back and promotions banners, with their chunk.
import type { topBanners } from './top-banners.ts';
// The not-found and error pages' copy, with them.
import type { errors } from './errors.ts';
import type { creditTiers } from './credit-tiers.ts';
import type { dealSections } from './deal-sections.ts';
// A deal's progress, with the deal page, the garage and the certificate.
import type { dealStatus } from './deal-status.ts';
// The plugin landing page and the upgrade program block, with them.
import type { programs } from './programs.ts';
// The calculating-steps list, with its chunk.
import type { calculating } from './calculating.ts';
// Reserve it: its pages, and the badge, entry and summary other pages show.
import type { reserve } from './reserve.ts';
import type { reserveSummary } from './reserve-summary.ts';
// The lender's documents panel, with its chunk.
import type { documents } from './documents.ts';
// The trade photos page, with its chunk.
import type { tradePhotos } from './trade-photos.ts';
// Every upload's refusals, with the upload client.
import type { uploads } from './uploads.ts';

/** The English messages first paint needs: the shell, home, shopping and forms. */
export const enCore = { ...app, ...forms, ...shop, ...shell, ...promotions, ...home };

/**
 * Parts that ship with the pages that use them (i18n/parts/*.ts registers each one): the deal desk,
 * sign-in and registration, the ghost modal, address verification, PIN/MFA, one-tap, the contact modals,
 * the trade-in flow, credit pre-qualification, protection products, accessories.
 */
export type LazyPart =
  | typeof deal
  | typeof account
  | typeof ghost
  | typeof address
  | typeof profile
  | typeof onetap
  | typeof contact
  | typeof trade
  | typeof credit
  | typeof protection
  | typeof accessories
  // Signing online.
  | typeof contracting
  // Visits.
  | typeof visits
  // The finance application.
  | typeof finance
  // Copy that first paint does not show ships with its pages.
  | typeof legal
  | typeof warranty
  | typeof vehicle
  | typeof listings
  | typeof garage
  | typeof certificates
  | typeof validation
  | typeof promotionModals
  // The menu panel, cookie settings, save and updated-trade modals load on demand.
  | typeof shellOnDemand
  // The finance review's and lenders' answers' copy, with those parts.
  | typeof financeResults
  // Route meta descriptions, for the standalone site only.
  | typeof routeDescriptions
  | typeof afterMain
  | typeof topBanners
  | typeof errors
  | typeof creditTiers
  | typeof dealSections
  | typeof dealStatus
  | typeof programs
  | typeof calculating
  | typeof reserve
  | typeof reserveSummary
  | typeof documents
  | typeof tradePhotos
  | typeof uploads;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every English key: the source of keys; every other locale must cover each one. */
export type MessageKey = keyof typeof enCore | keyof UnionToIntersection<LazyPart>;
