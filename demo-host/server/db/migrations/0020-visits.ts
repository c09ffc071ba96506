/**
 * Visits: drive at home, test drives and contacting the dealer.
 * - `dealers.drive_at_home_enabled`: the dealer flag that governs drive at home (seed 000 §6).
 * - `dealers.showroom_hours`: the dealer's weekly sales hours in its own zone (the call-center hours'
 *   format, `[{day:'MON',open:'09:00',close:'19:00'}]`): deliveries and test drives are booked in
 *   them, apart from the call center's, which agents change on the demo host.
 * - `appointments`: a drive-at-home delivery (with its verified address and distance) or a test
 *   drive, at one slot of the dealer; the clash lookups read a dealer's bookings by start.
 * - `dealer_contact_requests`: a message to the dealer with the preferred way to answer.
 * - `lead_requests.vehicle_id` and `deal_id`: what a lead is about, for its delivery.
 * Existing sandbox databases get the seeded dealers' flag and hours here; a new one from the seed.
 */
import { sql, type Kysely } from 'kysely';
import { EPOCH_MS, MONEY, notNull } from './helpers.ts';

type Hours = { day: string; open: string; close: string }[];

const week = (weekday: [string, string], sat: [string, string] | null, sun: [string, string] | null): Hours => [
  ...['MON', 'TUE', 'WED', 'THU', 'FRI'].map((day) => ({ day, open: weekday[0], close: weekday[1] })),
  ...(sat ? [{ day: 'SAT', open: sat[0], close: sat[1] }] : []),
  ...(sun ? [{ day: 'SUN', open: sun[0], close: sun[1] }] : []),
];

/** The sandbox dealers as seeded when this migration shipped (seed-data.ts keeps the same values). */
const SANDBOX_DEALERS: readonly { id: string; inProgram: boolean; hours: Hours }[] = [
  { id: 'd100', inProgram: true, hours: week(['09:00', '19:00'], ['09:00', '18:00'], ['11:00', '17:00']) },
  { id: 'd200', inProgram: false, hours: week(['09:00', '19:00'], ['09:00', '18:00'], null) },
  { id: 'd300', inProgram: false, hours: week(['09:00', '20:00'], ['09:00', '18:00'], ['11:00', '17:00']) },
  { id: 'd400', inProgram: true, hours: week(['09:00', '20:00'], ['09:00', '19:00'], ['12:00', '18:00']) },
  { id: 'd500', inProgram: false, hours: week(['09:00', '20:00'], ['09:00', '19:00'], null) },
  { id: 'd600', inProgram: true, hours: week(['09:00', '19:00'], ['09:00', '18:00'], ['11:00', '17:00']) },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dealers')
    .addColumn('drive_at_home_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('dealers')
    .addColumn('showroom_hours', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('lead_requests').addColumn('vehicle_id', 'text').execute();
  await db.schema.alterTable('lead_requests').addColumn('deal_id', 'text').execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'text', notNull)
    .addColumn('deal_id', 'text')
    .addColumn('campaign_slug', 'text', notNull)
    .addColumn('session_id', 'text', notNull)
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('starts_at', EPOCH_MS, notNull)
    .addColumn('ends_at', EPOCH_MS, notNull)
    .addColumn('time_zone', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text', notNull)
    .addColumn('street1', 'text')
    .addColumn('street2', 'text')
    .addColumn('city', 'text')
    .addColumn('state_code', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('lat', MONEY)
    .addColumn('lng', MONEY)
    .addColumn('distance_miles', MONEY)
    .addColumn('locale', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .addCheckConstraint('appointments_kind', sql`kind IN ('DRIVE_AT_HOME', 'TEST_DRIVE')`)
    .addCheckConstraint('appointments_status', sql`status IN ('BOOKED', 'CANCELLED')`)
    .addCheckConstraint('appointments_span', sql`ends_at > starts_at`)
    // A delivery has its address and distance; a test drive at the dealership has neither.
    .addCheckConstraint(
      'appointments_address',
      sql`(kind = 'DRIVE_AT_HOME') = (street1 IS NOT NULL AND zip_code IS NOT NULL AND distance_miles IS NOT NULL)`,
    )
    .execute();
  // A dealer's bookings around a slot (the clash check and the offered slots).
  await db.schema.createIndex('appointments_dealer').on('appointments').columns(['dealer_id', 'starts_at']).execute();
  await db.schema.createIndex('appointments_session').on('appointments').column('session_id').execute();

  await db.schema
    .createTable('dealer_contact_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dealer_id', 'text', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'text')
    .addColumn('campaign_slug', 'text', notNull)
    .addColumn('session_id', 'text', notNull)
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('preferred_contact', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('locale', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .addCheckConstraint('dealer_contact_preferred', sql`preferred_contact IN ('EMAIL', 'PHONE', 'TEXT')`)
    .execute();
  await db.schema
    .createIndex('dealer_contact_requests_session')
    .on('dealer_contact_requests')
    .column('session_id')
    .execute();

  // Sandboxes migrated from an earlier version keep their dealer rows: give them this migration's values.
  for (const dealer of SANDBOX_DEALERS) {
    await sql`UPDATE dealers SET drive_at_home_enabled = ${dealer.inProgram ? 1 : 0}, showroom_hours = ${JSON.stringify(dealer.hours)} WHERE id = ${dealer.id}`.execute(
      db,
    );
  }
}
