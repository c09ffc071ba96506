/**
 * The deal jacket: a shopper's deal as the store takes it over. Every figure comes from the deal desk
 * the shopper's own page is priced by (the same selected quote, the same cash deal), so the desk
 * manager reads to the cent what the shopper saw. Scoped to the member's dealers; every view and
 * price lock is in the audit log. The credit score never leaves the server: the tier and its source do.
 * The finance application's SSNs never leave it either; its birth dates and incomes only on an explicit
 * reveal, itself in the audit log (the values never are, nor in any log line).
 */
import { TZDate } from '@date-fns/tz';
import { addDays, endOfDay, format } from 'date-fns';
import type { CounterOfferBody } from '../../../../src/contract/trade-review.ts';
import {
  MANAGERS_LOCK,
  NO_FINANCE_APPLICATION,
  type DealJacket,
  type PersonalDetails,
  type RevealedPersonal,
} from '../../../../src/contract/workspace-deals.ts';
import { listSavedAccessories } from '../../db/accessories-repo.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import { getSignedContract } from '../../db/contracting-repo.ts';
import { jacketParts, searchDeals } from '../../db/deal-jacket-repo.ts';
import { getDealRecord, setPriceLock, type DealRecord } from '../../db/deals-repo.ts';
import {
  deleteStaleDraft,
  getFinanceApplication,
  listDecisions,
  type FinanceApplicationRecord,
} from '../../db/finance-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { consentsFor } from '../../db/workspace-leads-repo.ts';
import { Forbidden, NotFound } from '../../domain/errors.ts';
import { dealersReached } from '../../domain/staff/access.ts';
import type { AppDeps } from '../app-deps.ts';
import { activePriceLock, type DealDesk } from '../deal-desk.ts';
import { applicationSealContext, SealedValueError, type FieldCipher } from '../finance/field-cipher.ts';
import { FINANCE_DRAFT_RETENTION_DAYS } from '../retention.ts';
import type { ReservationService } from '../reservations/service.ts';
import type { TradeReviews } from './trade-review.ts';
import { reachableDeal } from './reachable-deal.ts';

export type DealSearchHit = {
  id: string;
  shopper: string | null;
  vehicle: string;
  dealer: string;
  updatedAt: string;
  saved: boolean;
};

export type DealJacketService = {
  jacket(member: StaffMember, id: string, client: string): Promise<DealJacket>;
  search(member: StaffMember, text: string): Promise<DealSearchHit[]>;
  lockPrice(member: StaffMember, id: string, days: number, client: string): Promise<DealJacket>;
  unlockPrice(member: StaffMember, id: string, client: string): Promise<DealJacket>;
  /** The application's birth dates and incomes, never the SSNs; logged as `deal.reveal-personal`. */
  revealPersonal(member: StaffMember, id: string, client: string): Promise<RevealedPersonal>;
  /** The deal's reservation: the dealer releases the car, extends the hold or refunds (managers and agents). */
  releaseReservation(member: StaffMember, id: string, client: string): Promise<DealJacket>;
  extendReservation(member: StaffMember, id: string, hours: number, client: string): Promise<DealJacket>;
  refundReservation(
    member: StaffMember,
    id: string,
    o: { amountCents: number; idempotencyKey: string },
    client: string,
  ): Promise<DealJacket>;
  /** The shopper's trade offer stands (managers and agents); logged as `deal.trade-confirm`. */
  confirmTrade(member: StaffMember, id: string, client: string): Promise<DealJacket>;
  /** A new offer for the shopper's trade, told to the shopper; logged as `deal.trade-counter`. */
  counterTrade(member: StaffMember, id: string, body: CounterOfferBody, client: string): Promise<DealJacket>;
};

/** Whose birth date or income the application holds (what the jacket shows masked). */
const personalOnFile = (a: FinanceApplicationRecord) => ({
  applicant: a.applicantDob !== null || a.employment !== null,
  coApplicant: a.coApplicant !== null,
});

const DEAL_SEARCH_LIMIT = 25;
const DAY_MS = 86_400_000;

export function createDealJackets(
  deps: Pick<AppDeps, 'db' | 'now'> & {
    desk: DealDesk;
    cipher: FieldCipher | null;
    reservations: ReservationService;
    tradeReviews: TradeReviews;
  },
): DealJacketService {
  const { db, desk, reservations, tradeReviews } = deps;
  const clock = () => (deps.now ? deps.now() : new Date());

  /** A sealed birth date in clear; one sealed with a key this deployment no longer has reads as not on file. */
  function birthDate(sealed: string | null, dealId: string, field: string): string | null {
    if (sealed === null) return null;
    // Staff cannot sign in without the key (their authenticators are sealed with it): unreachable in practice.
    if (!deps.cipher) throw new Error('No data key: a finance application cannot be opened');
    try {
      return deps.cipher.open(sealed, applicationSealContext(dealId, field));
    } catch (error) {
      if (error instanceof SealedValueError) return null;
      throw error;
    }
  }

  const details = (
    dealId: string,
    field: string,
    sealedDob: string | null,
    employment: FinanceApplicationRecord['employment'],
  ): PersonalDetails => ({
    dateOfBirth: birthDate(sealedDob, dealId, field),
    grossAnnualIncome: employment ? employment.grossAnnualIncome : null,
    otherAnnualIncome: employment ? employment.otherAnnualIncome : null,
  });

  const reachable = (member: StaffMember, id: string) => reachableDeal(db, member, id);

  const audit = (member: StaffMember, dealId: string, dealerId: string, action: string, client: string) =>
    appendAudit(db, {
      at: clock().getTime(),
      staffId: member.id,
      staffEmail: member.email,
      action,
      recordType: 'deal',
      recordId: dealId,
      dealerId,
      client,
    });

  async function build(deal: DealRecord, dealer: { id: string; name: string; timeZone: string }): Promise<DealJacket> {
    const [view, vehicle, quote, cash, accessories, application, decisions, contract, parts, reservation, tradeIn] =
      await Promise.all([
        desk.toDeal(db, deal),
        desk.vehicleOf(db, deal),
        desk.selectedQuote(db, deal),
        desk.computeCash(db, deal),
        listSavedAccessories(db, deal.id),
        getFinanceApplication(db, deal.id),
        listDecisions(db, deal.id),
        getSignedContract(db, deal.id),
        jacketParts(db, deal),
        reservations.ofDeal(deal.id),
        tradeReviews.tradeInOf(deal.userId),
      ]);
    const lock = activePriceLock(deal, clock());
    return {
      id: deal.id,
      dealName: deal.dealName,
      saved: deal.saved,
      status: view.status,
      dealType: view.dealType,
      createdAt: deal.createdAt,
      updatedAt: deal.updatedAt,
      dealer: { id: dealer.id, name: dealer.name },
      campaign: deal.campaignSlug,
      shopper: parts.user,
      vehicle: {
        id: vehicle.id,
        label: [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' '),
        vin: vehicle.vin,
        stockNumber: vehicle.stockNumber,
        stockType: vehicle.stockType,
        msrp: vehicle.msrp,
        salePrice: view.pricing.salePrice,
      },
      quote: view.dealType === 'CASH' ? null : quote,
      cash,
      externalOffers: view.pricing.externalOffers,
      trade: parts.trade,
      tradeIn,
      credit: { tier: view.offerDetails.creditTier, source: view.offerDetails.creditSource },
      protection: parts.protection,
      accessories: accessories.map((a) => ({ name: a.name, price: a.price })),
      financeApplication: application
        ? {
            status: application.status,
            personalOnFile: personalOnFile(application),
            decisions: decisions.map((d) =>
              d.decision === 'APPROVED'
                ? {
                    lender: d.lenderName,
                    decision: d.decision,
                    apr: d.apr,
                    term: d.term,
                    monthlyPayment: d.monthlyPayment,
                    reason: null,
                  }
                : {
                    lender: d.lenderName,
                    decision: d.decision,
                    apr: null,
                    term: null,
                    monthlyPayment: null,
                    reason: d.reason,
                  },
            ),
          }
        : null,
      contract: contract ? { signedAt: contract.signedAt, signer: contract.signatureName } : null,
      bookings: parts.bookings,
      consents: await consentsFor(db, { userId: deal.userId, email: parts.user?.email ?? null }),
      priceLock: lock
        ? {
            until: format(new TZDate(lock.until, dealer.timeZone), 'yyyy-MM-dd'),
            salePrice: lock.salePrice,
            by: parts.lockedBy ?? '',
          }
        : null,
      reservation,
    };
  }

  return {
    async jacket(member, id, client) {
      const { deal, dealer } = await reachable(member, id);
      await audit(member, deal.id, dealer.id, 'deal.view', client);
      return build(deal, dealer);
    },

    search: (member, text) => searchDeals(db, text, dealersReached(member), DEAL_SEARCH_LIMIT),

    async lockPrice(member, id, days, client) {
      if (member.role === 'AGENT') throw new Forbidden(MANAGERS_LOCK);
      const { deal, dealer } = await reachable(member, id);
      // The price the shopper sees now: the vehicle's, or a lock's still holding.
      const salePrice = (await desk.toDeal(db, deal)).pricing.salePrice;
      // Through the end of the dealer's day `days - 1` days from today (1: today only).
      const until = endOfDay(addDays(new TZDate(clock().getTime(), dealer.timeZone), days - 1)).getTime();
      await setPriceLock(db, deal.id, { salePrice, until, by: member.id });
      await audit(member, deal.id, dealer.id, 'deal.price-lock', client);
      return build((await getDealRecord(db, deal.id))!, dealer);
    },

    async unlockPrice(member, id, client) {
      if (member.role === 'AGENT') throw new Forbidden(MANAGERS_LOCK);
      const { deal, dealer } = await reachable(member, id);
      await setPriceLock(db, deal.id, null);
      await audit(member, deal.id, dealer.id, 'deal.price-unlock', client);
      return build((await getDealRecord(db, deal.id))!, dealer);
    },

    async releaseReservation(member, id, client) {
      const { deal, dealer } = await reachable(member, id);
      await reservations.release(member, deal, dealer.id, client);
      return build(deal, dealer);
    },

    async extendReservation(member, id, hours, client) {
      const { deal, dealer } = await reachable(member, id);
      await reservations.extend(member, deal, dealer.id, hours, client);
      return build(deal, dealer);
    },

    async refundReservation(member, id, o, client) {
      const { deal, dealer } = await reachable(member, id);
      await reservations.refund(member, deal, dealer.id, o, client);
      return build(deal, dealer);
    },

    async confirmTrade(member, id, client) {
      const { deal, dealer } = await reachable(member, id);
      await tradeReviews.confirm(member, { dealId: deal.id, userId: deal.userId, dealerId: dealer.id }, client);
      return build(deal, dealer);
    },

    async counterTrade(member, id, body, client) {
      const { deal, dealer } = await reachable(member, id);
      await tradeReviews.counter(member, { dealId: deal.id, userId: deal.userId, dealerId: dealer.id }, body, client);
      // The deal was re-priced with the new offer: read again.
      return build((await getDealRecord(db, deal.id))!, dealer);
    },

    async revealPersonal(member, id, client) {
      const { deal, dealer } = await reachable(member, id);
      // A draft past its retention goes on read, as on the shopper's own reads, not shown until the next sweep.
      await deleteStaleDraft(db, deal.id, new Date(clock().getTime() - FINANCE_DRAFT_RETENTION_DAYS * DAY_MS));
      const application = await getFinanceApplication(db, deal.id);
      if (!application) throw new NotFound(NO_FINANCE_APPLICATION);
      // On record before anything is opened: a reveal that fails after it is logged, never one that succeeds unlogged.
      await audit(member, deal.id, dealer.id, 'deal.reveal-personal', client);
      const onFile = personalOnFile(application);
      const co = application.coApplicant;
      return {
        applicant: onFile.applicant
          ? details(deal.id, 'applicant.dateOfBirth', application.applicantDob, application.employment)
          : null,
        coApplicant: co ? details(deal.id, 'coApplicant.applicant.dateOfBirth', co.dateOfBirth, co.employment) : null,
      };
    },
  };
}
