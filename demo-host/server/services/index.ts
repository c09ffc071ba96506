/**
 * The composition root: every service the route modules use, built once per app from its settings
 * and handed to them, so a deal is priced by one desk and every lead written by one writer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findDecidedReceipt, insertLenderReceipt } from '../db/finance-repo.ts';
import type { Db } from '../db/schema.ts';
import { isSandboxDeployment } from '../domain/deployment.ts';
import type { AppDeps } from './app-deps.ts';
import { createSandboxLenderNetwork, type LenderGateway } from '../sandbox/finance/lender-gateway.ts';
import { claimAnonymousActivity, type Claimed, type ClaimOptions } from './auth-service.ts';
import { createDealDesk, type DealDesk } from './deal-desk.ts';
import { createDealSaver, type DealSaver } from './deal-save.ts';
import {
  createFieldCipher,
  DEVELOPMENT_FINANCE_DATA_KEY,
  parseFinanceDataKey,
  type FieldCipher,
} from './finance/field-cipher.ts';
import { createOneTapProvider, type OneTapProvider } from './identity/providers.ts';
import { createLeadWriter, type LeadWriter } from './leads/outbox.ts';
import { createListingSearch, type ListingSearch } from './listings/search-service.ts';
import { createReservations, type ReservationService } from './reservations/service.ts';
import { createLocalStore } from './storage/local-store.ts';
import { createTradePhotos, type TradePhotos } from './uploads/trade-photos.ts';
import { createUploadLimits, type UploadLimits } from './uploads/upload-limits.ts';
import { createDocuments, documentsKeyFor, type Documents } from './uploads/documents.ts';
import { sealedStore } from './storage/sealed-store.ts';
import { createVehiclePhotos, type VehiclePhotos } from './listings/vehicle-photos.ts';
import { usageLimitsOf, type UsageLimits } from './usage-limits.ts';
import { createAuditLog, type AuditLogService } from './workspace/audit-log.ts';
import { createDealJackets, type DealJacketService } from './workspace/deal-jacket.ts';
import { createTradeReviews } from './workspace/trade-review.ts';
import { createFunnel, type FunnelService } from './workspace/funnel.ts';
import { callCenterHoursDoc, createContactCenter, type ContactCenterService } from './workspace/contact-center.ts';
import { createLeadWork, type LeadWorkService } from './workspace/lead-work.ts';
import { campaignThemeDoc, createCampaignTheme, type CampaignThemeService } from './workspace/campaign-theme.ts';
import { createLeadSettings, leadSettingsDoc, type LeadSettingsService } from './workspace/lead-settings.ts';
import { createFeedSchedule, feedScheduleDoc, type FeedScheduleService } from './workspace/feed-schedule.ts';
import { createSettingsHistory, type SettingsHistoryService } from './workspace/settings-history.ts';
import {
  createLeadDelivery,
  defaultLeadEndpoint,
  leadDeliveryDoc,
  type LeadDeliveryService,
} from './workspace/lead-delivery.ts';
import { createInventoryFeed, type InventoryFeedService } from './workspace/inventory-feed.ts';
import { campaignDoc, createOnboarding, dealerProfileDoc, type OnboardingService } from './workspace/onboarding.ts';
import { createStaffAdmin, type StaffAdminService } from './workspace/staff-admin.ts';
import { createStaffAuth, type StaffAuth } from './workspace/staff-auth.ts';
import {
  createDealerProtection,
  dealerProtectionDoc,
  type DealerProtectionService,
} from './workspace/dealer-protection.ts';
import { createDealerRules, dealerRulesDoc, type DealerRulesService } from './workspace/dealer-rules.ts';
import { createDealerDeposits, dealerDepositsDoc, type DealerDepositsService } from './workspace/dealer-deposits.ts';
import { createShowroomHours, showroomHoursDoc, type ShowroomHoursService } from './workspace/showroom-hours.ts';
import {
  createDealerAccessories,
  dealerAccessoriesDoc,
  type DealerAccessoriesService,
} from './workspace/dealer-accessories.ts';

export type Services = {
  desk: DealDesk;
  leads: LeadWriter;
  saver: DealSaver;
  search: ListingSearch;
  /** Feed vehicles' photos, fetched and checked for the image route. */
  photos: VehiclePhotos;
  /** Null when this deployment has no one-tap (no Google client and not a sandbox). */
  oneTap: OneTapProvider | null;
  limits: UsageLimits;
  lenders: LenderGateway;
  /** Null in a real deployment without FINANCE_DATA_KEY: no finance application is taken. */
  financeCipher: FieldCipher | null;
  // The dealer workspace.
  staffAuth: StaffAuth;
  leadWork: LeadWorkService;
  auditLog: AuditLogService;
  dealJackets: DealJacketService;
  funnel: FunnelService;
  contactCenter: ContactCenterService;
  leadSettings: LeadSettingsService;
  settingsHistory: SettingsHistoryService;
  campaignTheme: CampaignThemeService;
  leadDelivery: LeadDeliveryService;
  inventoryFeed: InventoryFeedService;
  feedSchedule: FeedScheduleService;
  staffAdmin: StaffAdminService;
  dealerRules: DealerRulesService;
  dealerDeposits: DealerDepositsService;
  dealerProtection: DealerProtectionService;
  dealerAccessories: DealerAccessoriesService;
  onboarding: OnboardingService;
  showroomHours: ShowroomHoursService;
  /** Deposits that hold a vehicle; every dealer's offer is null without a payment provider. */
  reservations: ReservationService;
  /** A trade's photos, one a guided slot. */
  tradePhotos: TradePhotos;
  /** Per-shopper upload rate limit and storage quota, for trade photos and documents alike. */
  uploadLimits: UploadLimits;
  /** The documents the lender asked for, sealed at rest, and the dealer's review of them. */
  documents: Documents;
  /** Login hook: the anonymous session's activity moves to the user, in `db` (a transaction). */
  claim(db: Db, anonymousSessionId: string, userId: string, o?: ClaimOptions): Promise<Claimed>;
};

/**
 * The key the application's secrets are sealed with: FINANCE_DATA_KEY; the public development key
 * only in a sandbox deployment. Null elsewhere without one (config.ts already refuses to start so).
 */
export function financeCipherFor(deps: Pick<AppDeps, 'financeDataKey' | 'environment'>): FieldCipher | null {
  if (deps.financeDataKey) return createFieldCipher(deps.financeDataKey);
  if (!isSandboxDeployment(deps.environment)) return null;
  return createFieldCipher(parseFinanceDataKey(DEVELOPMENT_FINANCE_DATA_KEY));
}

export function createServices(deps: AppDeps): Services {
  const { db } = deps;
  const desk = createDealDesk(deps);
  const leads = createLeadWriter({ ...deps, desk });
  const saver = createDealSaver({ ...deps, desk, leads });
  const financeCipher = financeCipherFor(deps);
  const reservations = createReservations({ ...deps, paymentProvider: deps.paymentProvider ?? null, desk, leads });
  // Staff authenticators are sealed with the same deployment key as the finance applications.
  const staffAuth = createStaffAuth({ ...deps, cipher: financeCipher });
  // Every workspace settings document, versioned and revertible the same way.
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());
  const protectionDoc = dealerProtectionDoc(clock);
  const feedDoc = feedScheduleDoc(clock);
  const accessoriesDoc = dealerAccessoriesDoc(clock);
  const settingsHistory = createSettingsHistory(deps, [
    leadSettingsDoc,
    leadDeliveryDoc,
    dealerRulesDoc,
    protectionDoc,
    accessoriesDoc,
    campaignDoc,
    dealerProfileDoc,
    campaignThemeDoc,
    callCenterHoursDoc,
    feedDoc,
    showroomHoursDoc,
    dealerDepositsDoc,
  ]);
  const uploadLimits = createUploadLimits({ db, now: clock });
  const tradePhotos = createTradePhotos({
    db,
    store: deps.uploadStore ?? createLocalStore(join(tmpdir(), `upshift-uploads-${randomUUID()}`)),
    signingKey: deps.uploadsKey ?? randomBytes(32),
    limits: uploadLimits,
    now: clock,
  });
  return {
    desk,
    leads,
    saver,
    search: createListingSearch({ ...deps, desk }),
    photos: createVehiclePhotos(deps),
    // One per app: Google's key set stays cached between requests.
    oneTap: createOneTapProvider(deps),
    limits: usageLimitsOf(deps),
    lenders:
      deps.lenderGateway ??
      createSandboxLenderNetwork({
        record: (receipt) => insertLenderReceipt(db, receipt),
        find: (key) => findDecidedReceipt(db, key),
      }),
    financeCipher,
    staffAuth,
    leadWork: createLeadWork(deps),
    auditLog: createAuditLog(deps),
    dealJackets: createDealJackets({
      ...deps,
      desk,
      cipher: financeCipher,
      reservations,
      tradeReviews: createTradeReviews({ ...deps, desk, tradePhotos }),
    }),
    funnel: createFunnel(deps),
    contactCenter: createContactCenter({ ...deps, history: settingsHistory }),
    leadSettings: createLeadSettings({ ...deps, history: settingsHistory }),
    settingsHistory,
    campaignTheme: createCampaignTheme({ ...deps, history: settingsHistory }),
    leadDelivery: createLeadDelivery({ ...deps, defaultEndpoint: defaultLeadEndpoint(deps), history: settingsHistory }),
    inventoryFeed: createInventoryFeed(deps),
    feedSchedule: createFeedSchedule({ ...deps, history: settingsHistory, doc: feedDoc }),
    staffAdmin: createStaffAdmin({ ...deps, staffAuth }),
    dealerRules: createDealerRules({ ...deps, history: settingsHistory, desk }),
    dealerDeposits: createDealerDeposits({ ...deps, history: settingsHistory }),
    dealerProtection: createDealerProtection({ ...deps, history: settingsHistory, doc: protectionDoc }),
    dealerAccessories: createDealerAccessories({ ...deps, history: settingsHistory, doc: accessoriesDoc }),
    onboarding: createOnboarding({ ...deps, history: settingsHistory }),
    showroomHours: createShowroomHours({ ...deps, history: settingsHistory }),
    reservations,
    tradePhotos,
    uploadLimits,
    documents: createDocuments({
      db,
      store: sealedStore(
        deps.uploadStore ?? createLocalStore(join(tmpdir(), `upshift-documents-${randomUUID()}`)),
        documentsKeyFor(deps),
      ),
      signingKey: deps.uploadsKey ?? randomBytes(32),
      desk,
      limits: uploadLimits,
      now: clock,
    }),
    claim: (q, anonymousSessionId, userId, o) =>
      claimAnonymousActivity({ ...deps, db: q, desk, saver }, anonymousSessionId, userId, o),
  };
}
