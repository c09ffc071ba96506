/**
 * Visits (contract and every choice in src/contract/visits.ts): whether a
 * dealer is in the drive-at-home program (seed 000 §6, §7), what a visit page shows around its
 * form, the free slots (visits/slots.ts, in the dealer's zone), booking a drive-at-home delivery or
 * a test drive, a message to the dealer, and reading a booking back for its thank-you page.
 *
 * Each POST is stored with its lead row (the contact center's `lead_requests`) in one transaction,
 * bookings at a dealer under its lock; the shopper's confirmation and the dealer's notice go through
 * the `MessageSender` after that. Names, phones, emails and addresses are never logged.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { DEALER_NOT_IN_CAMPAIGN, LeadScopeSchema } from '../../../../src/contract/contact.ts';
import {
  ADDRESS_NOT_FOUND,
  APPOINTMENT_NOT_FOUND,
  CONTACT_REQUEST_NOT_FOUND,
  ContactDealerRequestSchema,
  DEALER_NOT_FOUND,
  DealIdSchema,
  DealerIdSchema,
  DELIVERY_RADIUS_MILES,
  DriveAtHomeRequestSchema,
  NOT_IN_PROGRAM,
  OUT_OF_RADIUS,
  SLOT_TAKEN,
  SLOT_UNAVAILABLE,
  TestDriveRequestSchema,
  UuidSchema,
  VEHICLE_NOT_FOUND,
  VehicleIdSchema,
  VISIT_DAYS,
  VISIT_MINUTES,
  VISITS_TOO_MANY,
  VisitOptionsQuerySchema,
  VisitSlotsQuerySchema,
  type Appointment,
  type ContactDealerReceipt,
  type DriveAtHomeProgram,
  type VisitDealer,
  type VisitKind,
  type VisitOptions,
  type VisitSlots,
  type VisitVehicle,
} from '../../../../src/contract/visits.ts';
import type { Vehicle } from '../../../../src/contract/vehicle.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import type { Dealer } from '../../../../src/contract/page-context.ts';
import { localParts } from '../../domain/contact/call-center.ts';
import { pickDealer } from '../../services/context-builder.ts';
import { listKnownAddressesInZip } from '../../db/address-repo.ts';
import { inTransaction } from '../../db/index.ts';
import type { LeadRequest } from '../../db/lead-repo.ts';
import { hitRateLimit } from '../../db/repo.ts';
import { getVehicle } from '../../db/inventory-repo.ts';
import { listCampaignDealers } from '../../db/dealers-repo.ts';
import { getCampaignDetails } from '../../db/campaigns-repo.ts';
import type { Locale } from '../../db/schema.ts';
import {
  findAppointment,
  findContactRequest,
  getDealerVisitSettings,
  insertAppointment,
  insertContactRequest,
  listDealerVisits,
  lockDealerBookings,
  type AppointmentRecord,
  type ContactRequestRecord,
  type DealerVisitSettings,
  type DeliveryPlace,
  type Reader,
} from '../../db/visits-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput, readJsonBody, TooManyRequests } from '../errors.ts';
import { distanceMiles, type Point } from '../../domain/geo/distance.ts';
import { geocodeAddress, type GeocodeQuery } from '../../sandbox/geo/geocoder.ts';
import { packageZipDirectory } from '../../services/geo/zip-directory.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import { currentSession, sessionOf } from '../security.ts';
import {
  contactConfirmation,
  contactDealerNotice,
  vehicleName,
  visitConfirmation,
  visitDealerNotice,
} from '../../services/visits/messages.ts';
import {
  freeStarts,
  slotVerdict,
  visitAt,
  visitDays,
  wallClockInstant,
  type SlotRequest,
} from '../../domain/visits/slots.ts';
import { adfRequestDate } from '../../services/leads/outbox.ts';
import { dealerInbox } from './lead.ts';
import { clientAddress } from '../client-address.ts';

/** Visit and message POSTs one client may send in the window: a few tries, not a flood of leads. */
export const VISIT_LIMIT = 10;
export const VISIT_WINDOW_MS = 15 * 60 * 1000;

const DAY_MS = 86_400_000;

type Scope = v.InferOutput<typeof LeadScopeSchema>;

const field = (name: string, message: string): HttpError =>
  new HttpError(400, 'Invalid request', [{ field: name, message } satisfies FieldError]);

export const toVisitDealer = (d: Dealer): VisitDealer => ({
  id: d.id,
  name: d.name,
  phoneNumber: d.phoneNumber,
  address: d.address,
  city: d.city,
  stateCode: d.stateCode,
  zipCode: d.zipCode,
  timeZone: d.timeZone,
});

export const toVisitVehicle = (x: Vehicle): VisitVehicle => ({
  id: x.id,
  year: x.year,
  make: x.make,
  model: x.model,
  trim: x.trim,
  stockType: x.stockType,
  stockNumber: x.stockNumber,
  vin: x.vin,
});

const iso = (ms: number) => new Date(ms).toISOString();
/** One decimal: what the shopper and the dealer read. */
const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

export function toAppointment(r: AppointmentRecord, dealer: Dealer, vehicle: Vehicle): Appointment {
  const { date, time } = localParts(r.startsAt, r.timeZone);
  const d = r.delivery;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    date,
    time,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    timeZone: r.timeZone,
    dealer: toVisitDealer(dealer),
    vehicle: toVisitVehicle(vehicle),
    dealId: r.dealId,
    address: d
      ? { street1: d.street1, street2: d.street2, city: d.city, state: d.stateCode, zipCode: d.zipCode }
      : null,
    distanceMiles: d ? d.distanceMiles : null,
    contact: { firstName: r.firstName, lastName: r.lastName, email: r.email, phoneNumber: r.phoneNumber },
    createdAt: iso(r.createdAt),
  };
}

function toReceipt(m: ContactRequestRecord, dealer: Dealer, vehicle: Vehicle | null): ContactDealerReceipt {
  return {
    id: m.id,
    dealer: toVisitDealer(dealer),
    vehicle: vehicle ? toVisitVehicle(vehicle) : null,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    phoneNumber: m.phoneNumber,
    preferredContact: m.preferredContact,
    message: m.message,
    createdAt: iso(m.createdAt),
  };
}

/** What the visit's lead row says in the queue's question column. */
function leadSummary(kind: VisitKind, vehicle: Vehicle, delivery: DeliveryPlace | null): string {
  const name = vehicleName(toVisitVehicle(vehicle));
  if (kind === 'TEST_DRIVE' || !delivery) return `Test drive of the ${name}`;
  return `Drive at home: deliver the ${name} to ${[delivery.street1, delivery.street2].filter(Boolean).join(' ')}, ${delivery.city}, ${delivery.stateCode} ${delivery.zipCode}`;
}

type Booking = {
  kind: VisitKind;
  settings: DealerVisitSettings;
  vehicle: Vehicle;
  dealId: string | null;
  scope: Scope;
  campaign: string;
  contact: { firstName: string; lastName: string; email: string | null; phoneNumber: string };
  delivery: DeliveryPlace | null;
  date: string;
  time: string;
  locale: Locale;
};

/** One sub-app per prefix: `/api/visits`, `/api/drive-at-home`, `/api/contact-dealer`, `/api/deals` and `/api/vehicles`. */
export function visitRoutes(
  deps: AppDeps,
  services: Services,
): Record<'visits' | 'driveAtHome' | 'contactDealer' | 'deals' | 'vehicles', Hono<AppEnv>> {
  const { db } = deps;
  const messages = deps.messages ?? outboxSender(db);
  const now = () => deps.now?.() ?? new Date();
  const zipDirectory = deps.zipDirectory ?? packageZipDirectory;
  const { desk } = services;
  const { leads } = services;
  const routes = {
    visits: new Hono<AppEnv>(),
    driveAtHome: new Hono<AppEnv>(),
    contactDealer: new Hono<AppEnv>(),
    deals: new Hono<AppEnv>(),
    vehicles: new Hono<AppEnv>(),
  };

  async function settingsOf(dealerId: string): Promise<DealerVisitSettings> {
    const settings = await getDealerVisitSettings(db, dealerId);
    if (!settings) throw new HttpError(404, DEALER_NOT_FOUND);
    return settings;
  }

  async function vehicleOf(vehicleId: string): Promise<Vehicle> {
    const vehicle = await getVehicle(db, vehicleId, deps.appOrigin);
    if (!vehicle) throw new HttpError(404, VEHICLE_NOT_FOUND);
    return vehicle;
  }

  /** The campaign of the query, as the contact center's calls check it. */
  async function campaignOf(scope: Scope): Promise<string> {
    const details = await getCampaignDetails(db, scope.campaign);
    if (!details) throw field('campaign', 'Campaign is invalid');
    return details.campaign.slug;
  }

  /** The query's campaign, which must list the dealer: a lead is filed only under a campaign of its dealer. */
  async function campaignOfDealer(scope: Scope, dealerId: string): Promise<string> {
    const campaign = await campaignOf(scope);
    if (!(await listCampaignDealers(db, campaign)).some((d) => d.id === dealerId)) {
      throw field('campaign', DEALER_NOT_IN_CAMPAIGN);
    }
    return campaign;
  }

  async function limit(c: Context<AppEnv>, at: Date): Promise<void> {
    const hit = await hitRateLimit(
      db,
      `visit:${clientAddress(c, deps.trustProxy)}`,
      VISIT_LIMIT,
      VISIT_WINDOW_MS,
      at.getTime(),
    );
    if (!hit.allowed) throw new TooManyRequests(VISITS_TOO_MANY, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
  }

  const readerOf = (c: Context<AppEnv>): Reader => {
    const session = currentSession(c);
    return { sessionId: session?.id ?? null, userId: session?.userId ?? null };
  };

  /** A place as the sandbox geocoder finds it (seed 001 §4's geocode); null when it cannot. */
  async function locate(q: GeocodeQuery): Promise<Point | null> {
    const [known, zips] = await Promise.all([listKnownAddressesInZip(db, q.zipCode), zipDirectory()]);
    const match = geocodeAddress(q, known, zips)[0];
    return match ? { lat: match.lat, lng: match.lng } : null;
  }

  async function dealershipPoint(dealer: Dealer): Promise<Point> {
    const point = await locate({
      address: dealer.address,
      address2: '',
      city: dealer.city,
      stateCode: dealer.stateCode,
      zipCode: dealer.zipCode,
    });
    // Every dealer's ZIP code is in the ZIP data: a dealer the geocoder cannot place is set up wrong.
    if (!point) throw new Error(`Dealer ${dealer.id} has no location`);
    return point;
  }

  /** The delivery address placed and measured against the delivery radius (400s on address.zipCode). */
  async function deliveryPlace(
    dealer: Dealer,
    a: v.InferOutput<typeof DriveAtHomeRequestSchema>['address'],
  ): Promise<DeliveryPlace> {
    const point = await locate({
      address: a.street1,
      address2: a.street2,
      city: a.city,
      stateCode: a.state,
      zipCode: a.zipCode,
    });
    if (!point) throw field('address.zipCode', ADDRESS_NOT_FOUND);
    const miles = roundMiles(distanceMiles(await dealershipPoint(dealer), point));
    if (miles > DELIVERY_RADIUS_MILES) throw field('address.zipCode', OUT_OF_RADIUS);
    return {
      street1: a.street1,
      street2: a.street2,
      city: a.city,
      stateCode: a.state,
      zipCode: a.zipCode,
      ...point,
      distanceMiles: miles,
    };
  }

  const slotRequest = (b: Pick<Booking, 'kind' | 'settings'>, vehicleId: string, at: Date): SlotRequest => ({
    hours: b.settings.showroomHours,
    zone: b.settings.dealer.timeZone,
    now: at,
    kind: b.kind,
    vehicleId,
  });

  /** Books the slot under the dealer's lock with its lead row, then tells the shopper and the dealer. */
  async function book(c: Context<AppEnv>, b: Booking): Promise<Appointment> {
    const at = now();
    const dealer = b.settings.dealer;
    const start = wallClockInstant(b.date, b.time, dealer.timeZone);
    const req = slotRequest(b, b.vehicle.id, at);
    if (start === null || slotVerdict(req, [], start) === 'unavailable') throw field('time', SLOT_UNAVAILABLE);
    await limit(c, at);
    const session = sessionOf(c);
    const record: AppointmentRecord = {
      id: randomUUID(),
      kind: b.kind,
      status: 'BOOKED',
      dealerId: dealer.id,
      vehicleId: b.vehicle.id,
      dealId: b.dealId,
      campaign: b.campaign,
      sessionId: session.id,
      userId: session.userId,
      startsAt: start,
      endsAt: visitAt(req, start).end,
      timeZone: dealer.timeZone,
      ...b.contact,
      delivery: b.delivery,
      locale: b.locale,
      createdAt: at.getTime(),
    };
    await inTransaction(db, async (tx) => {
      await lockDealerBookings(tx, dealer.id);
      const around = await listDealerVisits(tx, dealer.id, start - DAY_MS, start + DAY_MS);
      if (slotVerdict(req, around, start) === 'taken') throw new HttpError(409, SLOT_TAKEN);
      const lead: LeadRequest = {
        id: record.id,
        kind: b.kind,
        sessionId: session.id,
        userId: session.userId,
        campaign: b.campaign,
        dealerId: dealer.id,
        certificateId: b.scope.certificateId ?? null,
        firstName: b.contact.firstName,
        lastName: b.contact.lastName,
        phoneNumber: b.contact.phoneNumber,
        replyToEmail: b.contact.email,
        question: leadSummary(b.kind, b.vehicle, b.delivery),
        scheduledAt: start,
        userTimeZone: dealer.timeZone,
        status: 'OPEN',
        createdAt: at.getTime(),
        updatedAt: at.getTime(),
      };
      await insertAppointment(tx, record, lead);
      await leads.write(tx, {
        kind: b.kind === 'DRIVE_AT_HOME' ? 'drive-at-home' : 'test-drive',
        sourceId: record.id,
        sessionId: session.id,
        userId: session.userId,
        campaign: b.campaign,
        dealerId: dealer.id,
        vehicleId: b.vehicle.id,
        dealId: b.dealId,
        contact: {
          ...b.contact,
          phone: b.contact.phoneNumber,
          ...(b.delivery
            ? {
                street: b.delivery.street1,
                city: b.delivery.city,
                stateCode: b.delivery.stateCode,
                postalCode: b.delivery.zipCode,
              }
            : {}),
        },
        preferred: 'phone',
        interest: b.kind === 'TEST_DRIVE' ? 'test-drive' : undefined,
        comments: [lead.question, `Booked for ${adfRequestDate(start, dealer.timeZone)} (${dealer.timeZone}).`],
      });
    });
    const appointment = toAppointment(record, dealer, b.vehicle);
    await messages.send(visitConfirmation(appointment, b.locale));
    await messages.send(visitDealerNotice(appointment, dealerInbox(dealer)));
    return appointment;
  }

  // Seed 000 §6, §7: the dealer flag; an unknown dealer is a 404 (the app counts any failure as off, §8).
  routes.driveAtHome.get('/dealer-in-program/:dealerId', async (c) => {
    const { dealerId } = parseInput(v.object({ dealerId: DealerIdSchema }), c.req.param());
    const settings = await settingsOf(dealerId);
    return c.json({
      dealerId,
      inProgram: settings.driveAtHomeEnabled,
      deliveryRadiusMiles: settings.driveAtHomeEnabled ? DELIVERY_RADIUS_MILES : null,
    } satisfies DriveAtHomeProgram);
  });

  routes.visits.get('/options', async (c) => {
    const query = parseInput(VisitOptionsQuerySchema, c.req.query());
    const session = currentSession(c);
    let vehicle: Vehicle | null = null;
    if (query.dealId) {
      const deal = await desk.ownedDeal(db, session, query.dealId);
      vehicle = await desk.vehicleOf(db, deal);
    } else if (query.vehicleId) {
      vehicle = await vehicleOf(query.vehicleId);
    }
    const dealer = vehicle
      ? (await settingsOf(vehicle.dealerId)).dealer
      : await pickDealer(db, await campaignOf(query), query.dealer);
    if (!dealer) throw new HttpError(404, DEALER_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return c.json({
      dealId: query.dealId ?? null,
      vehicle: vehicle ? toVisitVehicle(vehicle) : null,
      dealer: toVisitDealer(dealer),
    } satisfies VisitOptions);
  });

  routes.visits.get('/slots', async (c) => {
    const query = parseInput(VisitSlotsQuerySchema, c.req.query());
    const vehicle = await vehicleOf(query.vehicleId);
    const settings = await settingsOf(vehicle.dealerId);
    if (query.kind === 'DRIVE_AT_HOME' && !settings.driveAtHomeEnabled) throw new HttpError(404, NOT_IN_PROGRAM);
    const at = now();
    const req = slotRequest({ kind: query.kind, settings }, vehicle.id, at);
    const booked = await listDealerVisits(
      db,
      settings.dealer.id,
      at.getTime(),
      at.getTime() + (VISIT_DAYS + 1) * DAY_MS,
    );
    c.header('Cache-Control', 'no-store');
    return c.json({
      kind: query.kind,
      vehicleId: vehicle.id,
      dealerId: settings.dealer.id,
      timeZone: settings.dealer.timeZone,
      durationMinutes: VISIT_MINUTES[query.kind],
      days: visitDays(freeStarts(req, booked), settings.dealer.timeZone),
    } satisfies VisitSlots);
  });

  routes.deals.post('/:id/drive-at-home', async (c) => {
    const { id } = parseInput(v.object({ id: DealIdSchema }), c.req.param());
    const deal = await desk.ownedDeal(db, currentSession(c), id);
    const scope = parseInput(LeadScopeSchema, c.req.query());
    const body = await readJsonBody(c, DriveAtHomeRequestSchema);
    const vehicle = await desk.vehicleOf(db, deal);
    const settings = await settingsOf(vehicle.dealerId);
    // Seed 000 §6: the dealer's flag decides, whatever the app showed.
    if (!settings.driveAtHomeEnabled) throw new HttpError(409, NOT_IN_PROGRAM);
    const campaign = await campaignOfDealer(scope, settings.dealer.id);
    const delivery = await deliveryPlace(settings.dealer, body.address);
    const appointment = await book(c, {
      kind: 'DRIVE_AT_HOME',
      settings,
      vehicle,
      dealId: deal.id,
      scope,
      campaign,
      contact: { firstName: body.firstName, lastName: body.lastName, email: null, phoneNumber: body.phoneNumber },
      delivery,
      date: body.date,
      time: body.time,
      locale: body.locale,
    });
    return c.json(appointment satisfies Appointment, 201);
  });

  routes.vehicles.post('/:vehicleId/test-drive', async (c) => {
    const { vehicleId } = parseInput(v.object({ vehicleId: VehicleIdSchema }), c.req.param());
    const scope = parseInput(LeadScopeSchema, c.req.query());
    const body = await readJsonBody(c, TestDriveRequestSchema);
    const vehicle = await vehicleOf(vehicleId);
    const settings = await settingsOf(vehicle.dealerId);
    const campaign = await campaignOfDealer(scope, settings.dealer.id);
    const appointment = await book(c, {
      kind: 'TEST_DRIVE',
      settings,
      vehicle,
      dealId: null,
      scope,
      campaign,
      contact: {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber,
      },
      delivery: null,
      date: body.date,
      time: body.time,
      locale: body.locale,
    });
    return c.json(appointment satisfies Appointment, 201);
  });

  routes.visits.get('/appointments/:id', async (c) => {
    const { id } = parseInput(v.object({ id: UuidSchema }), c.req.param());
    const record = await findAppointment(db, id, readerOf(c));
    if (!record) throw new HttpError(404, APPOINTMENT_NOT_FOUND);
    const [settings, vehicle] = await Promise.all([
      getDealerVisitSettings(db, record.dealerId),
      getVehicle(db, record.vehicleId, deps.appOrigin),
    ]);
    // A booking whose vehicle left the inventory has nothing left to show.
    if (!settings || !vehicle) throw new HttpError(404, APPOINTMENT_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return c.json(toAppointment(record, settings.dealer, vehicle) satisfies Appointment);
  });

  routes.contactDealer.post('/', async (c) => {
    const scope = parseInput(LeadScopeSchema, c.req.query());
    const body = await readJsonBody(c, ContactDealerRequestSchema);
    const campaign = await campaignOf(scope);
    const vehicle = body.vehicleId ? await getVehicle(db, body.vehicleId, deps.appOrigin) : null;
    if (body.vehicleId && !vehicle) throw field('vehicleId', VEHICLE_NOT_FOUND);
    const dealer = vehicle ? (await settingsOf(vehicle.dealerId)).dealer : await pickDealer(db, campaign, scope.dealer);
    if (!dealer) throw field('dealer', 'Dealer is invalid');
    // pickDealer keeps to the campaign's dealers; a vehicle's dealer must be one of them too.
    if (vehicle) await campaignOfDealer(scope, dealer.id);
    const at = now();
    await limit(c, at);
    const session = sessionOf(c);
    const record: ContactRequestRecord = {
      id: randomUUID(),
      dealerId: dealer.id,
      vehicleId: vehicle?.id ?? null,
      campaign,
      sessionId: session.id,
      userId: session.userId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phoneNumber: body.phoneNumber,
      preferredContact: body.preferredContact,
      message: body.message,
      locale: body.locale,
      createdAt: at.getTime(),
    };
    await inTransaction(db, async (tx) => {
      await insertContactRequest(tx, record, {
        id: record.id,
        kind: 'CONTACT_DEALER',
        sessionId: session.id,
        userId: session.userId,
        campaign,
        dealerId: dealer.id,
        certificateId: scope.certificateId ?? null,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber || null,
        replyToEmail: body.email,
        question: body.message,
        scheduledAt: null,
        userTimeZone: dealer.timeZone,
        status: 'OPEN',
        createdAt: at.getTime(),
        updatedAt: at.getTime(),
      });
      await leads.write(tx, {
        kind: 'contact-dealer',
        sourceId: record.id,
        sessionId: session.id,
        userId: session.userId,
        campaign,
        dealerId: dealer.id,
        vehicleId: vehicle?.id ?? null,
        contact: {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phoneNumber || null,
        },
        preferred: body.preferredContact === 'EMAIL' ? 'email' : 'phone',
        comments: [body.preferredContact === 'TEXT' ? 'Prefers text messages.' : '', body.message],
      });
    });
    const receipt = toReceipt(record, dealer, vehicle);
    await messages.send(contactConfirmation(receipt, body.locale));
    await messages.send(contactDealerNotice(receipt, dealerInbox(dealer)));
    return c.json(receipt satisfies ContactDealerReceipt, 201);
  });

  routes.contactDealer.get('/:id', async (c) => {
    const { id } = parseInput(v.object({ id: UuidSchema }), c.req.param());
    const record = await findContactRequest(db, id, readerOf(c));
    if (!record) throw new HttpError(404, CONTACT_REQUEST_NOT_FOUND);
    const [settings, vehicle] = await Promise.all([
      getDealerVisitSettings(db, record.dealerId),
      record.vehicleId ? getVehicle(db, record.vehicleId, deps.appOrigin) : Promise.resolve(null),
    ]);
    if (!settings) throw new HttpError(404, CONTACT_REQUEST_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return c.json(toReceipt(record, settings.dealer, vehicle) satisfies ContactDealerReceipt);
  });

  return routes;
}
