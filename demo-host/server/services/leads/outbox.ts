/**
 * Writing a lead: inside the transaction of what caused it, the lead's facts are
 * gathered (dealer, campaign, vehicle, shopper, deal, trade, consent), rendered as an ADF document
 * and stored in the lead outbox before the server answers; the worker delivers it afterwards.
 * Choices where the spec is silent:
 * - One lead per cause (`kind:sourceId`): a retried request or a second save writes none.
 * - One shopper, one thread (domain/leads/thread.ts): an event of the shopper (same account, email or
 *   phone) for the same vehicle (or with none known) within the dealer's window updates the first lead:
 *   the same ADF prospect id with the next sequence and status `resend`, the event in its comments.
 * - A lead needs a way to reach the shopper: with neither email nor phone known, none is written.
 * - The vehicle of interest is the request's, else the deal's, else the last one the shopper viewed;
 *   with none, the ADF vehicle names no car (the DTD requires the element).
 * - The deal is the request's, else the shopper's latest at that dealer; its selected quote (or cash
 *   price) and the trade's net offer go in the vehicle's finance element and comments. A payment line
 *   says which trade its quote holds, and an appraised offer it does not hold yet (see dealTerms).
 * - A lead's dealer is one of its campaign's (`campaign_dealers`): a request naming a campaign and a
 *   dealer or vehicle outside it is a 400 on `campaign`; a mismatch guessed from a deal or session writes none.
 */
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DEALER_NOT_IN_CAMPAIGN } from '../../../../src/contract/contact.ts';
import type { LeadKind } from '../../../../src/contract/bridge-protocol.ts';
import type { Vehicle } from '../../../../src/contract/vehicle.ts';
import { getDealRecord, toDealRecord, type DealRecord } from '../../db/deals-repo.ts';
import { getVehicle } from '../../db/inventory-repo.ts';
import { getCurrentTrade } from '../../db/trade-repo.ts';
import { leadSettingsOf } from '../../db/dealers-repo.ts';
import { appendToThread, findOpenThread, hasOutboxLead, insertOutboxLead } from '../../db/lead-outbox-repo.ts';
import { threadOpenSince, threadUpdateLine } from '../../domain/leads/thread.ts';
import type { Db } from '../../db/schema.ts';
import type { AppDeps } from '../app-deps.ts';
import { Invalid } from '../../domain/errors.ts';
import { createDealDesk, type AnyQuote, type DealDesk } from '../deal-desk.ts';
import {
  adfDeliveryKey,
  renderAdf,
  type AdfCustomer,
  type AdfFinance,
  type AdfLead,
  type AdfVehicle,
} from '../../domain/leads/adf.ts';

export type LeadContact = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  postalCode?: string | null | undefined;
  street?: string | null | undefined;
  city?: string | null | undefined;
  stateCode?: string | null | undefined;
};

export type LeadInput = {
  kind: LeadKind;
  /** What caused it (a deal, a request, an account…): one lead per kind and cause. */
  sourceId: string;
  sessionId: string | null;
  userId: string | null;
  campaign?: string | null | undefined;
  dealerId?: string | null | undefined;
  vehicleId?: string | null | undefined;
  dealId?: string | null | undefined;
  /** The shopper as this request gave them; what is missing comes from the account. */
  contact?: LeadContact | undefined;
  preferred?: 'email' | 'phone' | null | undefined;
  /** The shopper's own words or booking, for the dealer. */
  comments?: readonly string[] | undefined;
  /** The consent given with this request (the account's consent to calls and texts is added by itself). */
  consent?: string | undefined;
  /** The interest of the vehicle of interest: buy unless the request says otherwise. */
  interest?: 'buy' | 'lease' | 'test-drive' | undefined;
  /** The trade-in this request appraised (instead of the shopper's saved trade). */
  tradeIn?: TradeInLead | undefined;
};

export type TradeInLead = {
  name: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  vin: string;
  mileage: number;
  offer: number;
  comments: string;
};

/** What each kind tells the dealer first, in the customer's comments. */
const KIND_LINES: Record<LeadKind, string> = {
  'deal-saved': 'Saved a deal.',
  registration: 'Created an account.',
  ghost: 'Left contact details.',
  email: 'Sent an email to the dealer.',
  'call-now': 'Asked for a call now.',
  'call-later': 'Asked for a call back later.',
  'trade-appraisal': 'Appraised a trade-in.',
  'pre-qualified': 'Pre-qualified with a soft credit pull.',
  'finance-application': 'Applied for financing.',
  'contract-signed': 'Signed the contract online.',
  'drive-at-home': 'Booked a drive at home.',
  'test-drive': 'Booked a test drive.',
  'contact-dealer': 'Sent a message to the dealer.',
  deposit: 'Paid a refundable deposit to reserve the vehicle.',
};

/** Dollars and cents as the lead's comments write them: $12,554.00. */
export const usd = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "2026-11-24T09:15:00-08:00": the request date in the dealer's own zone. */
export function adfRequestDate(at: number, timeZone: string): string {
  return format(new TZDate(at, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

const vehicleLabel = (v: Vehicle | null) => (v ? [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ') : null);

/** What the caller has already read in the same transaction, so the writer does not read it again. */
export type LeadKnown = {
  deal?: DealRecord;
  vehicle?: Vehicle;
  /** The deal's selected quote (null: none). */
  selected?: AnyQuote | null;
};

export type LeadWriter = {
  /** Writes the lead in `tx`; its id, or null when the cause has one already or no contact is known. */
  write(tx: Db, input: LeadInput, known?: LeadKnown): Promise<string | null>;
};

export function createLeadWriter(
  deps: Pick<AppDeps, 'appOrigin' | 'now' | 'zipDirectory'> & { desk?: DealDesk },
): LeadWriter {
  const desk = deps.desk ?? createDealDesk(deps);
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  async function dealFor(tx: Db, input: LeadInput, dealerId: () => Promise<string | null>, known: LeadKnown) {
    if (input.dealId) {
      if (known.deal?.id === input.dealId) return known.deal;
      return (await getDealRecord(tx, input.dealId)) ?? undefined;
    }
    if (!input.userId && !input.sessionId) return undefined;
    let q = tx
      .selectFrom('deals')
      .innerJoin('vehicles', 'vehicles.id', 'deals.vehicle_id')
      .selectAll('deals')
      .orderBy('deals.updated_at', 'desc')
      .limit(1);
    q = input.userId ? q.where('deals.user_id', '=', input.userId) : q.where('deals.session_id', '=', input.sessionId);
    const hint = input.vehicleId ? null : await dealerId();
    if (input.vehicleId) q = q.where('deals.vehicle_id', '=', input.vehicleId);
    else if (hint) q = q.where('vehicles.dealer_id', '=', hint);
    const row = await q.executeTakeFirst();
    return row ? toDealRecord(row) : undefined;
  }

  async function lastViewed(tx: Db, input: LeadInput): Promise<string | null> {
    const owner = input.userId ? `u:${input.userId}` : input.sessionId ? `s:${input.sessionId}` : null;
    if (!owner) return null;
    const row = await tx
      .selectFrom('recently_viewed')
      .select('vehicle_id')
      .where('owner', '=', owner)
      .orderBy('viewed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.vehicle_id ?? null;
  }

  /**
   * The deal's numbers: its selected quote, else its cash price. `tradeIn`: the offer the lead's own
   * appraisal made, which the cash price is stated with (the deal carries it only once it is saved).
   * A quote was priced before that appraisal, with the deal's saved trade (`breakdown.tradeEquity`): its
   * line names the trade it holds, and the appraised offer apart unless the quote already holds that much.
   * ADF 1.0's <finance> has no trade amount, so it stays the quote's (its down payment is cash down, its
   * balance the amount financed net of the trade it holds); the trade is its own trade-in <vehicle>.
   */
  async function dealTerms(
    tx: Db,
    deal: DealRecord,
    tradeIn: number | null,
    known: LeadKnown,
  ): Promise<{ finance: AdfFinance; line: string }> {
    const quote = known.selected !== undefined ? known.selected : await desk.selectedQuote(tx, deal);
    if (quote) {
      const held = quote.breakdown.tradeEquity;
      const trade =
        held > 0
          ? ` and the ${usd(held)} trade-in`
          : held < 0
            ? `, with the trade-in's ${usd(-held)} negative equity`
            : '';
      const down = `${usd(quote.downPayment)} down${trade} (${quote.financier.name}).`;
      const pending =
        tradeIn !== null && Math.round(tradeIn * 100) !== Math.round(held * 100)
          ? ` Trade-in offer: ${usd(tradeIn)}, not yet in this payment.`
          : '';
      const amounts: AdfFinance['amounts'] = [
        { type: 'monthly', value: quote.monthlyPayment },
        { type: 'downpayment', value: quote.downPayment },
      ];
      return quote.lease
        ? {
            finance: { method: 'lease', amounts, balance: { type: 'residual', value: quote.residualValue } },
            line: `Lease: ${usd(quote.monthlyPayment)}/mo for ${String(quote.term)} months, ${quote.mileageAllowed.toLocaleString('en-US')} miles a year, ${down}${pending}`,
          }
        : {
            finance: { method: 'finance', amounts, balance: { type: 'finance', value: quote.amountFinanced } },
            line: `Finance: ${usd(quote.monthlyPayment)}/mo for ${String(quote.term)} months at ${quote.apr.toFixed(2)}% APR, ${down}${pending}`,
          };
    }
    const cash = await desk.computeCash(tx, deal, tradeIn === null ? {} : { tradeEquity: tradeIn });
    const credit = cash.breakdown.tradeEquity;
    const outTheDoor = `Cash: ${usd(cash.outTheDoor)} out the door`;
    // Seed 000 §4: the cash price is out the door minus the trade; a line names the trade only when there is one.
    const line =
      credit > 0
        ? `${outTheDoor}, ${usd(cash.cashPrice)} after the ${usd(credit)} trade-in.`
        : credit < 0
          ? `${outTheDoor}, ${usd(cash.cashPrice)} with the trade-in's ${usd(-credit)} negative equity.`
          : `${outTheDoor}.`;
    return { finance: { method: 'cash', amounts: [{ type: 'total', value: cash.cashPrice }] }, line };
  }

  async function customerOf(tx: Db, input: LeadInput): Promise<AdfCustomer | null> {
    const user = input.userId
      ? await tx.selectFrom('users').selectAll().where('id', '=', input.userId).executeTakeFirst()
      : undefined;
    const c = input.contact ?? {};
    const email = c.email || user?.email || null;
    const phone = c.phone || user?.phone_number || null;
    if (!email && !phone) return null;
    const street = c.street ?? user?.address ?? null;
    return {
      firstName: c.firstName || user?.first_name || '',
      lastName: c.lastName || user?.last_name || '',
      email,
      phone,
      preferred: input.preferred ?? null,
      postalCode: c.postalCode || user?.zipcode || null,
      address: street
        ? {
            street,
            city: (c.street ? c.city : user?.city) ?? undefined,
            regionCode: (c.street ? c.stateCode : user?.state_code) ?? undefined,
          }
        : undefined,
    };
  }

  async function consentLine(tx: Db, input: LeadInput, customer: AdfCustomer): Promise<string | null> {
    let q = tx
      .selectFrom('consents')
      .select(['disclaimer_version', 'given_at'])
      .where('kind', '=', 'TELEMARKETING')
      .orderBy('id', 'desc')
      .limit(1);
    if (input.userId) q = q.where('user_id', '=', input.userId);
    else if (customer.email) q = q.where('email', '=', customer.email.toLowerCase());
    else return null;
    const row = await q.executeTakeFirst();
    return row ? `Consent to calls and texts: version ${row.disclaimer_version}, given ${row.given_at}.` : null;
  }

  async function write(tx: Db, input: LeadInput, known: LeadKnown = {}): Promise<string | null> {
    // The session's campaign and dealer are a fallback: read only when the lead's own facts name neither.
    let session: Promise<{ campaign_slug: string | null; dealer_id: string | null } | undefined> | undefined;
    const sessionRow = () =>
      (session ??= input.sessionId
        ? tx
            .selectFrom('sessions')
            .select(['campaign_slug', 'dealer_id'])
            .where('id', '=', input.sessionId)
            .executeTakeFirst()
        : Promise.resolve(undefined));
    const vehicleById = async (id: string) =>
      known.vehicle?.id === id ? known.vehicle : await getVehicle(tx, id, deps.appOrigin);
    const explicitVehicle = input.vehicleId ? await vehicleById(input.vehicleId) : null;
    const hintDealer = async () =>
      input.dealerId ?? explicitVehicle?.dealerId ?? (await sessionRow())?.dealer_id ?? null;
    const deal = await dealFor(tx, input, hintDealer, known);
    const vehicleId = input.vehicleId ?? deal?.vehicleId ?? (await lastViewed(tx, input));
    const vehicle = explicitVehicle ?? (vehicleId ? await vehicleById(vehicleId) : null);
    const dealerId = input.dealerId ?? vehicle?.dealerId ?? (await sessionRow())?.dealer_id ?? null;
    const campaignSlug = input.campaign ?? deal?.campaignSlug ?? (await sessionRow())?.campaign_slug ?? null;
    if (!dealerId || !campaignSlug) return null;
    // The dealer, the campaign and whether the campaign lists the dealer, in one statement.
    const found = await tx
      .selectFrom('dealers as d')
      .leftJoin('campaigns as c', (join) => join.on('c.slug', '=', campaignSlug))
      .leftJoin('campaign_dealers as cd', (join) =>
        join.onRef('cd.dealer_id', '=', 'd.id').on('cd.campaign_slug', '=', campaignSlug),
      )
      .selectAll('d')
      .select(['c.slug as campaign_slug', 'c.name as campaign_name', 'cd.dealer_id as listed'])
      .where('d.id', '=', dealerId)
      .executeTakeFirst();
    if (!found || found.campaign_slug === null) return null;
    const dealer = found;
    const campaign = { slug: found.campaign_slug, name: found.campaign_name ?? '' };
    if (found.listed === null) {
      // Never filed under a campaign its dealer is not in: a request naming both is refused (its whole
      // transaction with it), a pairing guessed from the deal or session writes no lead.
      if (input.campaign && (input.dealerId || input.vehicleId)) {
        throw new Invalid(DEALER_NOT_IN_CAMPAIGN, [{ field: 'campaign', message: DEALER_NOT_IN_CAMPAIGN }]);
      }
      return null;
    }
    const customer = await customerOf(tx, input);
    if (!customer) return null;

    const at = clock();
    const vehicleComments: string[] = [];
    let finance: AdfFinance | undefined;
    if (deal && vehicle && deal.vehicleId === vehicle.id) {
      const terms = await dealTerms(tx, deal, input.tradeIn?.offer ?? null, known);
      finance = terms.finance;
      vehicleComments.push(terms.line);
    }
    // The deal's trade, unless the request appraised one of its own (then that one is the lead's trade-in).
    const trade = input.userId && deal?.tradeId && !input.tradeIn ? await getCurrentTrade(tx, input.userId) : null;
    const tradeAnswers = trade?.appraised?.answers;
    if (trade) vehicleComments.push(`Trade-in net offer: ${usd(trade.offer - trade.payoff)}.`);

    const interest = input.interest ?? (finance?.method === 'lease' ? 'lease' : 'buy');
    const ofInterest: AdfVehicle = vehicle
      ? {
          interest,
          status: vehicle.stockType === 'USED' ? 'used' : 'new',
          id: vehicle.id,
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
          vin: vehicle.vin,
          stock: vehicle.stockNumber,
          trim: vehicle.trim || undefined,
          odometer: vehicle.mileage ?? undefined,
          price: { type: 'asking', value: vehicle.salePrice },
          finance,
          comments: vehicleComments.join(' ') || undefined,
        }
      : { interest, status: 'new', year: null, make: '', model: '', comments: 'No vehicle chosen yet.' };
    const vehicles: [AdfVehicle, ...AdfVehicle[]] = [ofInterest];
    const t = input.tradeIn;
    if (t) {
      vehicles.push({
        interest: 'trade-in',
        status: 'used',
        year: t.year,
        make: t.make,
        model: t.model,
        vin: t.vin,
        trim: t.trim,
        odometer: t.mileage,
        price: { type: 'appraisal', value: t.offer },
        comments: t.comments,
      });
    } else if (trade) {
      vehicles.push({
        interest: 'trade-in',
        status: 'used',
        year: tradeAnswers?.year ?? null,
        make: tradeAnswers?.make ?? '',
        model: tradeAnswers?.model ?? trade.vehicleName,
        vin: trade.appraised?.vin,
        trim: tradeAnswers?.trim,
        odometer: tradeAnswers?.mileage,
        price: { type: 'appraisal', value: trade.offer },
        comments: `${trade.vehicleName}: offer ${usd(trade.offer)}, payoff ${usd(trade.payoff)}, net ${usd(trade.offer - trade.payoff)}.`,
      });
    }

    const consent = await consentLine(tx, input, customer);
    const sourceKey = `${input.kind}:${input.sourceId}`;
    let thread: { id: string; seq: number } | undefined;
    const since = threadOpenSince(input.kind, at, leadSettingsOf(dealer));
    if (since !== null) {
      const open = await findOpenThread(
        tx,
        {
          dealerId: dealer.id,
          userId: input.userId,
          email: customer.email,
          phone: customer.phone,
          vehicleId: vehicle?.id ?? null,
        },
        since,
      );
      // Checked before the thread counts the event: a retried request adds nothing.
      if (open && (await hasOutboxLead(tx, sourceKey))) return null;
      const seq = open
        ? await appendToThread(tx, open, {
            kind: input.kind,
            at,
            since,
            dealId: deal?.id ?? null,
            vehicleId: vehicle?.id ?? null,
            vehicleLabel: vehicleLabel(vehicle),
          })
        : null;
      if (open && seq !== null) thread = { id: open, seq };
    }
    const id = thread ? adfDeliveryKey(thread.id, thread.seq) : randomUUID();
    const lead: AdfLead = {
      id: thread?.id ?? id,
      sequence: thread?.seq,
      requestDate: adfRequestDate(at, dealer.time_zone),
      vehicles,
      customer: {
        ...customer,
        comments: [
          thread ? threadUpdateLine(thread.seq) : null,
          KIND_LINES[input.kind],
          ...(input.comments ?? []),
          input.consent,
          consent,
        ]
          .filter((line): line is string => Boolean(line))
          .join('\n'),
      },
      vendor: {
        id: dealer.id,
        name: dealer.name,
        url: dealer.website || undefined,
        phone: dealer.phone_number,
        address: {
          street: dealer.address,
          city: dealer.city,
          regionCode: dealer.state_code,
          postalCode: dealer.zip_code,
        },
      },
      provider: { campaign: campaign.slug, campaignName: campaign.name, url: deps.appOrigin },
    };
    const written = await insertOutboxLead(tx, {
      id,
      kind: input.kind,
      sourceKey,
      campaign: campaign.slug,
      dealerId: dealer.id,
      sessionId: input.sessionId,
      userId: input.userId,
      document: renderAdf(lead),
      createdAt: at,
      vehicleId: vehicle?.id ?? null,
      thread,
      summary: {
        shopperName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
        email: customer.email,
        phone: customer.phone,
        vehicle: vehicleLabel(vehicle),
        dealId: deal?.id ?? null,
      },
    });
    return written ? id : null;
  }

  return { write };
}
