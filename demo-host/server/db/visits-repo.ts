/**
 * Visits (migration 0020): the dealer's drive-at-home flag and showroom hours, appointments
 * (deliveries and test drives) and messages to the dealer, each written with its lead row in the
 * caller's transaction. Names, emails, phones and addresses are personal data: stored, never logged.
 */
import type { Dealer } from '../../../src/contract/page-context.ts';
import type { WeeklyHours } from '../domain/contact/call-center.ts';
import type { Visit } from '../domain/visits/slots.ts';
import { insertLead, type LeadRequest } from './lead-repo.ts';
import { json } from './repo.ts';
import { getDealer } from './dealers-repo.ts';
import type { Db, Locale, Row } from './schema.ts';

export type DealerVisitSettings = { dealer: Dealer; driveAtHomeEnabled: boolean; showroomHours: WeeklyHours };

/** The dealer with its drive-at-home flag (seed 000 §6) and showroom hours; null when unknown. */
export async function getDealerVisitSettings(db: Db, dealerId: string): Promise<DealerVisitSettings | null> {
  const [dealer, row] = await Promise.all([
    getDealer(db, dealerId),
    db
      .selectFrom('dealers')
      .select(['drive_at_home_enabled', 'showroom_hours'])
      .where('id', '=', dealerId)
      .executeTakeFirst(),
  ]);
  if (!dealer || !row) return null;
  return {
    dealer,
    driveAtHomeEnabled: row.drive_at_home_enabled === 1,
    showroomHours: json<WeeklyHours>(row.showroom_hours),
  };
}

/** The dealer's weekly showroom hours (the visit slots' windows); null when there is no such dealer. */
export async function getDealerShowroomHours(db: Db, dealerId: string): Promise<WeeklyHours | null> {
  const row = await db.selectFrom('dealers').select('showroom_hours').where('id', '=', dealerId).executeTakeFirst();
  return row ? json<WeeklyHours>(row.showroom_hours) : null;
}

/** Replaces the dealer's weekly showroom hours (validated by the caller); false when there is no such dealer. */
export async function setDealerShowroomHours(db: Db, dealerId: string, hours: WeeklyHours): Promise<boolean> {
  const result = await db
    .updateTable('dealers')
    .set({ showroom_hours: JSON.stringify(hours) })
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Holds the dealer's row until the transaction ends (a no-op update takes the row lock on
 * PostgreSQL and the write lock on SQLite): bookings at one dealer run one after the other, so
 * the clash check and the insert see the same bookings.
 */
export async function lockDealerBookings(tx: Db, dealerId: string): Promise<void> {
  await tx
    .updateTable('dealers')
    .set((eb) => ({ showroom_hours: eb.ref('showroom_hours') }))
    .where('id', '=', dealerId)
    .execute();
}

/** The dealer's booked visits that end after `from` and start before `to`. */
export async function listDealerVisits(db: Db, dealerId: string, from: number, to: number): Promise<Visit[]> {
  const rows = await db
    .selectFrom('appointments')
    .select(['kind', 'vehicle_id', 'starts_at', 'ends_at'])
    .where('dealer_id', '=', dealerId)
    .where('status', '=', 'BOOKED')
    .where('ends_at', '>', from)
    .where('starts_at', '<', to)
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    vehicleId: r.vehicle_id,
    start: Number(r.starts_at),
    end: Number(r.ends_at),
  }));
}

export type DeliveryPlace = {
  street1: string;
  street2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  lat: number;
  lng: number;
  distanceMiles: number;
};

export type AppointmentRecord = {
  id: string;
  kind: 'DRIVE_AT_HOME' | 'TEST_DRIVE';
  status: 'BOOKED' | 'CANCELLED';
  dealerId: string;
  vehicleId: string;
  dealId: string | null;
  campaign: string;
  sessionId: string;
  userId: string | null;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string;
  /** The delivery's place (drive at home); null for a test drive. */
  delivery: DeliveryPlace | null;
  locale: Locale;
  createdAt: number;
};

const toAppointment = (r: Row<'appointments'>): AppointmentRecord => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  dealerId: r.dealer_id,
  vehicleId: r.vehicle_id,
  dealId: r.deal_id,
  campaign: r.campaign_slug,
  sessionId: r.session_id,
  userId: r.user_id,
  startsAt: Number(r.starts_at),
  endsAt: Number(r.ends_at),
  timeZone: r.time_zone,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  delivery:
    r.street1 !== null && r.zip_code !== null && r.distance_miles !== null
      ? {
          street1: r.street1,
          street2: r.street2 ?? '',
          city: r.city ?? '',
          stateCode: r.state_code ?? '',
          zipCode: r.zip_code,
          lat: Number(r.lat),
          lng: Number(r.lng),
          distanceMiles: Number(r.distance_miles),
        }
      : null,
  locale: r.locale,
  createdAt: Number(r.created_at),
});

/** The visit and its lead row (same id), in the caller's transaction. */
export async function insertAppointment(tx: Db, a: AppointmentRecord, lead: LeadRequest): Promise<void> {
  await tx
    .insertInto('appointments')
    .values({
      id: a.id,
      kind: a.kind,
      status: a.status,
      dealer_id: a.dealerId,
      vehicle_id: a.vehicleId,
      deal_id: a.dealId,
      campaign_slug: a.campaign,
      session_id: a.sessionId,
      user_id: a.userId,
      starts_at: a.startsAt,
      ends_at: a.endsAt,
      time_zone: a.timeZone,
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      phone_number: a.phoneNumber,
      street1: a.delivery?.street1 ?? null,
      street2: a.delivery?.street2 ?? null,
      city: a.delivery?.city ?? null,
      state_code: a.delivery?.stateCode ?? null,
      zip_code: a.delivery?.zipCode ?? null,
      lat: a.delivery?.lat ?? null,
      lng: a.delivery?.lng ?? null,
      distance_miles: a.delivery?.distanceMiles ?? null,
      locale: a.locale,
      created_at: a.createdAt,
    })
    .execute();
  await insertLead(tx, { ...lead, vehicleId: a.vehicleId, dealId: a.dealId });
}

/** Who may read a booking back: the session that made it, or the signed-in shopper it was made as. */
export type Reader = { sessionId: string | null; userId: string | null };

const readable = (record: { sessionId: string; userId: string | null }, reader: Reader): boolean =>
  (reader.sessionId !== null && record.sessionId === reader.sessionId) ||
  (reader.userId !== null && record.userId === reader.userId);

export async function findAppointment(db: Db, id: string, reader: Reader): Promise<AppointmentRecord | null> {
  const row = await db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
  const record = row ? toAppointment(row) : null;
  return record && readable(record, reader) ? record : null;
}

export type ContactRequestRecord = {
  id: string;
  dealerId: string;
  vehicleId: string | null;
  campaign: string;
  sessionId: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  preferredContact: 'EMAIL' | 'PHONE' | 'TEXT';
  message: string;
  locale: Locale;
  createdAt: number;
};

const toContactRequest = (r: Row<'dealer_contact_requests'>): ContactRequestRecord => ({
  id: r.id,
  dealerId: r.dealer_id,
  vehicleId: r.vehicle_id,
  campaign: r.campaign_slug,
  sessionId: r.session_id,
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  preferredContact: r.preferred_contact,
  message: r.message,
  locale: r.locale,
  createdAt: Number(r.created_at),
});

/** The message and its lead row (same id), in the caller's transaction. */
export async function insertContactRequest(tx: Db, m: ContactRequestRecord, lead: LeadRequest): Promise<void> {
  await tx
    .insertInto('dealer_contact_requests')
    .values({
      id: m.id,
      dealer_id: m.dealerId,
      vehicle_id: m.vehicleId,
      campaign_slug: m.campaign,
      session_id: m.sessionId,
      user_id: m.userId,
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      phone_number: m.phoneNumber,
      preferred_contact: m.preferredContact,
      message: m.message,
      locale: m.locale,
      created_at: m.createdAt,
    })
    .execute();
  await insertLead(tx, { ...lead, vehicleId: m.vehicleId, dealId: null });
}

export async function findContactRequest(db: Db, id: string, reader: Reader): Promise<ContactRequestRecord | null> {
  const row = await db.selectFrom('dealer_contact_requests').selectAll().where('id', '=', id).executeTakeFirst();
  const record = row ? toContactRequest(row) : null;
  return record && readable(record, reader) ? record : null;
}

/** When the deal's earliest still-booked home delivery was booked (a test drive is no delivery), null when none is. */
export async function findBookedDelivery(db: Db, dealId: string): Promise<string | null> {
  const row = await db
    .selectFrom('appointments')
    .select('created_at')
    .where('deal_id', '=', dealId)
    .where('kind', '=', 'DRIVE_AT_HOME')
    .where('status', '=', 'BOOKED')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(Number(row.created_at)).toISOString() : null;
}
