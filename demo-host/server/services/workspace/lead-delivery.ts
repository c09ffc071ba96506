/**
 * Where a dealer's leads go, for its managers (and platform admins): HTTP POST of the ADF document to
 * the CRM's URL (none: the deployment's default CRM) or e-mail; and "Send a test lead", which sends the
 * CRM one ADF document marked as a test, at once, through the worker's own transports. A test lead is
 * never written to the outbox, so no inbox, funnel or lead count sees it. Every change is a version
 * (settings-history.ts) and every test is audited.
 */
import { randomUUID } from 'node:crypto';
import {
  CRM_URL_REQUIRED,
  LEAD_EMAIL_MESSAGE,
  LeadDeliverySchema,
  TEST_LEAD_LIMITED,
  type DealerLeadDelivery,
  type LeadDelivery,
  type TestLeadResult,
} from '../../../../src/contract/workspace-lead-delivery.ts';
import type { Dealer } from '../../../../src/contract/page-context.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import { getVehicle } from '../../db/inventory-repo.ts';
import { getLeadDelivery, setLeadDelivery, testLeadSample } from '../../db/lead-delivery-repo.ts';
import { hitRateLimit } from '../../db/repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';
import { Invalid, NotFound, RateLimited } from '../../domain/errors.ts';
import { renderAdf, type AdfLead, type AdfVehicle } from '../../domain/leads/adf.ts';
import { crmUrlProblem } from '../../domain/leads/crm-url.ts';
import { describeTarget, emailTransport, httpTransport } from '../../sandbox/leads/transports.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { managedDealer } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';
import { adfRequestDate } from '../leads/outbox.ts';

/** The first line of the test lead's comments: a CRM user who opens it knows at once it is no shopper. */
export const TEST_LEAD_LINE = 'TEST LEAD from Upshift — not a shopper, do not contact.';
/** Test leads one dealer may send in TEST_LEAD_WINDOW_MS: enough to try a fix, too few to flood a CRM. */
export const TEST_LEAD_LIMIT = 5;
export const TEST_LEAD_WINDOW_MS = 60_000;
/** How much of the CRM's answer the page shows. */
export const TEST_ANSWER_MAX = 500;

export type LeadDeliveryService = {
  get(member: StaffMember, dealerId: string): Promise<DealerLeadDelivery>;
  set(member: StaffMember, dealerId: string, delivery: LeadDelivery, client: string): Promise<DealerLeadDelivery>;
  sendTest(member: StaffMember, dealerId: string, client: string): Promise<TestLeadResult>;
};

type Deps = Pick<
  AppDeps,
  'db' | 'now' | 'environment' | 'messages' | 'appOrigin' | 'leadEndpoint' | 'leadHttpTimeoutMs'
>;

/** The deployment's default CRM: LEAD_ENDPOINT, else the demo site's receiver in a sandbox, else none. */
export function defaultLeadEndpoint(deps: Pick<AppDeps, 'leadEndpoint' | 'environment' | 'siteOrigin'>): string | null {
  if (deps.leadEndpoint !== undefined) return deps.leadEndpoint;
  return isSandboxDeployment(deps.environment) ? `${deps.siteOrigin}/crm/adf` : null;
}

/** An answer on one line and short: a CRM may send a whole HTML page. */
const shortAnswer = (answer: string | undefined): string => {
  const line = (answer ?? '').replace(/\s+/g, ' ').trim();
  return line.length > TEST_ANSWER_MAX ? `${line.slice(0, TEST_ANSWER_MAX - 1)}…` : line;
};

/** Where the leads go, as a versioned settings document (settings-history.ts). */
export const leadDeliveryDoc: SettingsDoc<LeadDelivery> = {
  kind: 'dealer-lead-delivery',
  auditAction: 'dealer.lead-delivery',
  schema: LeadDeliverySchema,
  async authorize(db, member, id) {
    const dealer = await managedDealer(db, member, id);
    return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
  },
  async load(db, id) {
    const delivery = await getLeadDelivery(db, id);
    if (!delivery) throw new NotFound('Dealer not found');
    return delivery;
  },
  save: (db, id, delivery) => setLeadDelivery(db, id, delivery),
};

export function createLeadDelivery(
  deps: Deps & { defaultEndpoint: string | null; history: SettingsHistoryService },
): LeadDeliveryService {
  const { db, defaultEndpoint } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());
  const sandbox = isSandboxDeployment(deps.environment);
  const http = httpTransport({ timeoutMs: deps.leadHttpTimeoutMs ?? 10_000 });
  const email = emailTransport(deps.messages ?? outboxSender(db));

  async function answer(dealer: Dealer): Promise<DealerLeadDelivery> {
    const delivery = (await getLeadDelivery(db, dealer.id))!;
    return { dealer: { id: dealer.id, name: dealer.name }, ...delivery, defaultEndpoint };
  }

  const audit = (member: StaffMember, dealer: Dealer, action: string, client: string) =>
    appendAudit(db, {
      at: clock(),
      staffId: member.id,
      staffEmail: member.email,
      action,
      recordType: 'dealer',
      recordId: dealer.id,
      dealerId: dealer.id,
      client,
    });

  function check(delivery: LeadDelivery): void {
    const problems: { field: string; message: string }[] = [];
    if (delivery.endpoint) {
      const problem = crmUrlProblem(delivery.endpoint, sandbox);
      if (problem) problems.push({ field: 'endpoint', message: problem });
    } else if (delivery.transport === 'HTTP' && defaultEndpoint === null) {
      problems.push({ field: 'endpoint', message: CRM_URL_REQUIRED });
    }
    if (delivery.transport === 'EMAIL' && !delivery.email)
      problems.push({ field: 'email', message: LEAD_EMAIL_MESSAGE });
    if (problems.length > 0) throw new Invalid(problems[0]!.message, problems);
  }

  async function testDocument(dealer: Dealer, id: string): Promise<string> {
    const sample = await testLeadSample(db, dealer.id);
    const vehicle = sample.vehicleId ? await getVehicle(db, sample.vehicleId, deps.appOrigin) : null;
    const ofInterest: AdfVehicle = vehicle
      ? {
          interest: 'buy',
          status: vehicle.stockType === 'USED' ? 'used' : 'new',
          id: vehicle.id,
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
          vin: vehicle.vin,
          stock: vehicle.stockNumber,
          trim: vehicle.trim || undefined,
          price: { type: 'asking', value: vehicle.salePrice },
          comments: 'A sample vehicle of the dealer, for the test.',
        }
      : { interest: 'buy', status: 'new', year: null, make: '', model: '', comments: 'No vehicle: a test lead.' };
    const lead: AdfLead = {
      id,
      requestDate: adfRequestDate(clock(), dealer.timeZone),
      vehicles: [ofInterest],
      customer: {
        firstName: 'Test',
        lastName: 'Lead',
        // A reserved domain: nothing sent to it can reach anyone.
        email: 'test-lead@upshift.invalid',
        phone: null,
        preferred: null,
        postalCode: null,
        comments: `${TEST_LEAD_LINE}\nSent from the dealer workspace's lead settings to check that leads reach this CRM.`,
      },
      vendor: {
        id: dealer.id,
        name: dealer.name,
        url: dealer.website || undefined,
        phone: dealer.phoneNumber,
        address: {
          street: dealer.address,
          city: dealer.city,
          regionCode: dealer.stateCode,
          postalCode: dealer.zipCode,
        },
      },
      provider: {
        campaign: sample.campaign?.slug ?? 'test',
        campaignName: sample.campaign?.name ?? 'Test lead',
        url: deps.appOrigin,
      },
    };
    return renderAdf(lead);
  }

  return {
    async get(member, dealerId) {
      return answer(await managedDealer(db, member, dealerId));
    },
    async set(member, dealerId, delivery, client) {
      const dealer = await managedDealer(db, member, dealerId);
      check(delivery);
      await deps.history.update(leadDeliveryDoc, member, dealer.id, delivery, client);
      return answer(dealer);
    },
    async sendTest(member, dealerId, client) {
      const dealer = await managedDealer(db, member, dealerId);
      const now = clock();
      const hit = await hitRateLimit(db, `lead-test:${dealer.id}`, TEST_LEAD_LIMIT, TEST_LEAD_WINDOW_MS, now);
      if (!hit.allowed) throw new RateLimited(TEST_LEAD_LIMITED, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
      const delivery = (await getLeadDelivery(db, dealer.id))!;
      // Audited before it goes: a test that hangs until its timeout is on record all the same.
      await audit(member, dealer, 'dealer.lead-test', client);
      const leadId = `test-${randomUUID()}`;
      const document = await testDocument(dealer, leadId);
      const outgoing = { id: leadId, kind: 'test', document };
      if (delivery.transport === 'EMAIL') {
        const result = await email.deliver(outgoing, delivery.email);
        const base = { transport: 'EMAIL', target: delivery.email, status: null, answer: '', leadId } as const;
        return result.ok
          ? { ...base, outcome: 'sent', error: '' }
          : { ...base, outcome: 'failed', error: result.error };
      }
      // A URL stored before the rules (or by hand) is held to them too.
      const problem = delivery.endpoint ? crmUrlProblem(delivery.endpoint, sandbox) : null;
      if (problem) throw new Invalid(problem, [{ field: 'endpoint', message: problem }]);
      const target = delivery.endpoint || defaultEndpoint;
      if (!target) throw new Invalid(CRM_URL_REQUIRED, [{ field: 'endpoint', message: CRM_URL_REQUIRED }]);
      const result = await http.deliver(outgoing, target);
      const base = {
        transport: 'HTTP',
        target: describeTarget(target),
        leadId,
        answer: shortAnswer(result.answer),
      } as const;
      if (result.ok) return { ...base, outcome: 'delivered', status: result.status ?? null, error: '' };
      if (result.status === undefined) {
        const outcome = result.error.startsWith('no answer') ? 'timeout' : 'unreachable';
        return { ...base, outcome, status: null, error: result.error };
      }
      return { ...base, outcome: 'refused', status: result.status, error: result.error };
    },
  };
}
