/**
 * Every migration, in order, for both dialects. Append new ones; never edit one that has shipped.
 * Listed here (not read from the folder) so the server runs the same from source or bundled.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial.ts';
import * as dealDesk from './0002-deal-desk.ts';
import * as pageShell from './0003-page-shell.ts';
import * as rateLimits from './0004-rate-limits.ts';
import * as locale from './0005-locale.ts';
import * as identity from './0006-identity.ts';
import * as addressKeys from './0009-address-keys.ts';
import * as mfaSubject from './0010-mfa-subject.ts';
import * as ssoIdentity from './0011-sso-identity.ts';
import * as leadRequests from './0012-lead-requests.ts';
import * as tradeIn from './0013-trade-in.ts';
import * as credit from './0014-credit.ts';
import * as taxLocation from './0015-tax-location.ts';
import * as protection from './0016-protection.ts';
// Accessories.
import * as accessories from './0017-accessories.ts';
// Signing online.
import * as contracting from './0019-contracting.ts';
// Visits.
import * as visits from './0020-visits.ts';
// The finance application.
import * as financeApplication from './0018-finance-application.ts';
import * as leadDelivery from './0021-lead-delivery.ts';
// Program offers.
import * as programOffers from './0022-program-offers.ts';
import * as financeSubmission from './0023-finance-submission.ts';
import * as emailVerification from './0024-email-verification.ts';
import * as protectionFinancedOnly from './0025-protection-financed-only.ts';
import * as signInClaim from './0026-sign-in-claim.ts';
import * as feLogExpected from './0027-fe-log-expected.ts';
import * as campaignDisabled from './0028-campaign-disabled.ts';
import * as upgradeProgramTenants from './0029-upgrade-program-tenants.ts';
import * as dealerWorkspace from './0030-dealer-workspace.ts';
import * as contactCenter from './0031-contact-center.ts';
import * as funnel from './0032-funnel.ts';
import * as priceLock from './0033-price-lock.ts';
import * as leadThreads from './0034-lead-threads.ts';
import * as staffInvites from './0035-staff-invites.ts';
import * as inventoryFeed from './0036-inventory-feed.ts';
import * as inventoryFeedUrl from './0037-inventory-feed-url.ts';
import * as settingsVersions from './0038-settings-versions.ts';
import * as dealerRules from './0040-dealer-rules.ts';
import * as campaignTheme from './0041-campaign-theme.ts';
import * as dealerDeposits from './0042-dealer-deposits.ts';
import * as reservations from './0043-reservations.ts';
import * as sandboxPayments from './0044-sandbox-payments.ts';
import * as tradePhotos from './0045-trade-photos.ts';
import * as documents from './0046-documents.ts';
import * as tradeReviews from './0047-trade-reviews.ts';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-deal-desk': dealDesk,
  '0003-page-shell': pageShell,
  '0004-rate-limits': rateLimits,
  '0005-locale': locale,
  '0006-identity': identity,
  '0009-address-keys': addressKeys,
  '0010-mfa-subject': mfaSubject,
  '0011-sso-identity': ssoIdentity,
  '0012-lead-requests': leadRequests,
  '0013-trade-in': tradeIn,
  '0014-credit': credit,
  '0015-tax-location': taxLocation,
  '0016-protection': protection,
  '0017-accessories': accessories,
  // The finance application.
  '0018-finance-application': financeApplication,
  // Signing online.
  '0019-contracting': contracting,
  // Visits.
  '0020-visits': visits,
  '0021-lead-delivery': leadDelivery,
  // Program offers.
  '0022-program-offers': programOffers,
  '0023-finance-submission': financeSubmission,
  '0024-email-verification': emailVerification,
  '0025-protection-financed-only': protectionFinancedOnly,
  '0026-sign-in-claim': signInClaim,
  '0027-fe-log-expected': feLogExpected,
  '0028-campaign-disabled': campaignDisabled,
  '0029-upgrade-program-tenants': upgradeProgramTenants,
  '0030-dealer-workspace': dealerWorkspace,
  '0031-contact-center': contactCenter,
  '0032-funnel': funnel,
  '0033-price-lock': priceLock,
  '0034-lead-threads': leadThreads,
  '0035-staff-invites': staffInvites,
  '0036-inventory-feed': inventoryFeed,
  '0037-inventory-feed-url': inventoryFeedUrl,
  '0038-settings-versions': settingsVersions,
  '0040-dealer-rules': dealerRules,
  '0041-campaign-theme': campaignTheme,
  '0042-dealer-deposits': dealerDeposits,
  '0043-reservations': reservations,
  '0044-sandbox-payments': sandboxPayments,
  '0045-trade-photos': tradePhotos,
  '0046-documents': documents,
  '0047-trade-reviews': tradeReviews,
};

export const migrationProvider: MigrationProvider = { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) };
