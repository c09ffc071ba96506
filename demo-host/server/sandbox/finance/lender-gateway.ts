/**
 * Where a finance application goes: the dealer's lender network, one call that
 * fans the application out to its lenders and answers each one's decision, as the dealer credit
 * networks do. Production plugs its network in as a `LenderGateway` (AppDeps.lenderGateway); the
 * sandbox's network below decides at once with the engine's lenders (decisions.ts) and keeps a log
 * of what it received (initials and the SSN's last four digits only), shown on the demo host's
 * /sandbox-lender page.
 *
 * The application carries the SSN and the date of birth in clear, as a real network needs them; an
 * implementation must not log them or put them in an error. The sandbox's lenders decide on the
 * deal's credit tier (its bureau pull or the shopper's own choice) instead of pulling a report.
 */
import type { CreditTier } from '../../../../src/contract/deal.ts';
import type { Employment, LenderDecision, Residence } from '../../../../src/contract/finance.ts';
import type { EngineVehicle } from '../../domain/engine/index.ts';
import { initialsOf } from '../../domain/credit/initials.ts';
import type { LenderReceipt } from '../../domain/finance/lender-receipt.ts';

export type { LenderReceipt };
import { decideApplication, householdOf } from '../../domain/finance/decisions.ts';

export type LenderApplicant = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** Nine digits. */
  ssn: string;
  residence: Residence;
  employment: Employment;
};

export type LenderApplication = {
  /** The dealer's reference for the application (the deal id): a resubmission is the same application. */
  reference: string;
  /**
   * The same for every send of one version of the application (its saves and the deal's terms):
   * a network answers a key it already decided with that decision instead of deciding again.
   */
  idempotencyKey: string;
  dealer: { id: string; name: string };
  applicant: LenderApplicant;
  coApplicant: LenderApplicant | null;
  deal: {
    amountFinanced: number;
    /** The deal's term, null when the shopper has not chosen one. */
    requestedTerm: number | null;
    creditTier: CreditTier;
    vehicle: EngineVehicle & { vin: string };
  };
  submittedAt: Date;
};

export interface LenderGateway {
  /**
   * Sends the application; answers every lender's decision, or throws LendersUnavailable. A key
   * already decided answers the same decisions without a new inquiry.
   */
  submit(application: LenderApplication): Promise<LenderDecision[]>;
}

/** The network could not be reached or did not answer: nothing was decided. */
export class LendersUnavailable extends Error {
  override name = 'LendersUnavailable';
}

/** The sandbox network's test trigger: an applicant with this last name finds it down (docs/sandbox-api.md). */
export const SANDBOX_OUTAGE_LAST_NAME = 'Unavailable';

const wellFormed = (a: LenderApplicant) => /^\d{9}$/.test(a.ssn) && /^\d{4}-\d{2}-\d{2}$/.test(a.dateOfBirth);

/** Where the sandbox network keeps its receipts: the database's `lender_receipts` (db/finance-repo.ts). */
export type LenderReceiptStore = {
  record(receipt: LenderReceipt): Promise<void>;
  /** The decided receipt of an idempotency key, if any. */
  find(idempotencyKey: string): Promise<LenderReceipt | null>;
};

export function createSandboxLenderNetwork(store: LenderReceiptStore): LenderGateway {
  return {
    async submit(application) {
      const { applicant, coApplicant: co, deal } = application;
      // A real network refuses a malformed application: so does this one (a bug of ours, never the shopper's).
      if (!wellFormed(applicant) || (co && !wellFormed(co))) throw new Error('Sandbox lender: malformed application');
      const decided = await store.find(application.idempotencyKey);
      if (decided?.outcome === 'DECIDED') return decided.decisions;
      const down = [applicant, co].some(
        (p) => p?.lastName.trim().toLowerCase() === SANDBOX_OUTAGE_LAST_NAME.toLowerCase(),
      );
      const decisions = down
        ? []
        : decideApplication({
            tier: deal.creditTier,
            amountFinanced: deal.amountFinanced,
            requestedTerm: deal.requestedTerm,
            vehicle: deal.vehicle,
            asOf: application.submittedAt,
            household: householdOf(deal.creditTier, applicant, co),
          });
      await store.record({
        idempotencyKey: application.idempotencyKey,
        receivedAt: application.submittedAt.toISOString(),
        applicantInitials: initialsOf(applicant.firstName, applicant.lastName),
        applicantSsnLastFour: applicant.ssn.slice(-4),
        coApplicantInitials: co ? initialsOf(co.firstName, co.lastName) : null,
        coApplicantSsnLastFour: co ? co.ssn.slice(-4) : null,
        amountFinanced: deal.amountFinanced,
        creditTier: deal.creditTier,
        outcome: down ? 'UNAVAILABLE' : 'DECIDED',
        decisions,
      });
      if (down) throw new LendersUnavailable('The sandbox lender network is down for this test applicant');
      return decisions;
    },
  };
}
