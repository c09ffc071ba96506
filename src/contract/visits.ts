/**
 * Visits (seed 000 §1 "Remote delivery", §2 page types drive-at-home,
 * contact-dealer, schedule-test-drive and their thank-you pages, §6 "Dealer-specific flags govern
 * drive-at-home", §7 `GET /drive-at-home/dealer-in-program/{dealerId}`, §8 "A failed drive-at-home
 * lookup counts as not enabled"; seed 001 §4 address verification). The sandbox server validates
 * with these schemas.
 *
 * Choices where the spec is silent:
 * - `GET /drive-at-home/dealer-in-program/{dealerId}` answers 200 `{ inProgram }` for every known
 *   dealer (false: the dealer is not in the program, `deliveryRadiusMiles` null) and 404
 *   DEALER_NOT_FOUND for an unknown one. The app treats any failure as not enabled (§8).
 * - Drive at home brings the deal's vehicle to the shopper within DELIVERY_RADIUS_MILES (50) miles
 *   in a straight line of the dealership (its address as the sandbox geocodes it). The server
 *   geocodes the delivery address itself, as the address verification of seed 001 §4 does (the
 *   app verifies first); an address the geocoder cannot place is a 400 ADDRESS_NOT_FOUND and one
 *   farther than the radius a 400 OUT_OF_RADIUS, both on `address.zipCode`.
 * - Slots are in the dealer's showroom hours in the dealer's IANA zone (the shopper picks a
 *   dealership's wall clock: 'YYYY-MM-DD' and 'HH:mm' there; every answer names the zone). They
 *   start every SLOT_STEP_MINUTES (30, seed 001 §9) from opening, over the dealer's next VISIT_DAYS
 *   (14) calendar days, today included; a visit lasts VISIT_MINUTES of its kind and must end by
 *   closing; it must start at least VISIT_NOTICE_MINUTES from now (a test drive an hour, a delivery
 *   a day: the car is prepared and driven out).
 * - A slot is taken, so not offered, when a booked visit overlaps it and needs the same vehicle, or
 *   when both are deliveries (one delivery team per dealer). A POST for a slot not offered (closed,
 *   off the grid, too soon, beyond 14 days) is a 400 SLOT_UNAVAILABLE on `time`; for one taken in
 *   the meantime a 409 SLOT_TAKEN. Bookings at one dealer are serialised, so two shoppers never get
 *   the same slot.
 * - Drive at home is the deal owner's only (another shopper, like an unknown deal, gets a 404) and
 *   a 409 NOT_IN_PROGRAM when the vehicle's dealer is not in the program; its slots answer 404
 *   NOT_IN_PROGRAM there. A test drive and a message to the dealer are open to visitors.
 * - Every visit and message is with the vehicle's dealer (or, for a message without a vehicle, the
 *   campaign's dealer of the `campaign`/`dealer` query, as the contact center's calls). The POSTs
 *   carry that query (`LeadScope` of the contact feature: campaign, dealer, certificateId).
 * - Each POST stores the visit or message and its lead row (the contact center's `lead_requests`,
 *   kinds DRIVE_AT_HOME, TEST_DRIVE, CONTACT_DEALER, same id) in one transaction, then sends the
 *   shopper a confirmation (a text for a delivery, an email otherwise, in `locale`) and the dealer a
 *   notice; 10 POSTs per client in 15 minutes, then 429.
 * - `GET /visits/appointments/{id}` and `GET /contact-dealer/{id}` read a booking back (the thank-you
 *   pages, reloadable): only for the session or signed-in shopper that made it, else 404.
 * - `GET /visits/options` gives a page what it shows around the form: the vehicle (of `vehicleId`,
 *   or of the deal `dealId`, owner only) and its dealer. The shopper's own details are filled in from
 *   the app's one source of them (features/known-details), not from here.
 * - A message to the dealer always needs an email; a phone when the shopper wants a call or a text.
 */
import * as v from 'valibot';
import { bounded, boundedInteger, modelYear } from './bounds.ts';
import { DealerSchema, StockTypeSchema } from './page-context.ts';
import { ADDRESS_LINE_MAX, CITY_MAX } from './address.ts';
import { ClockSchema, DateSchema, LeadScopeSchema } from './contact.ts';
import { OptionalPhoneSchema, PhoneSchema } from './phone.ts';

export const VISIT_KINDS = ['DRIVE_AT_HOME', 'TEST_DRIVE'] as const;
export const VisitKindSchema = v.picklist(VISIT_KINDS);
export type VisitKind = v.InferOutput<typeof VisitKindSchema>;

export const DELIVERY_RADIUS_MILES = 50;
export const VISIT_DAYS = 14;
/** Seed 001 §9 "Time slot step". */
export const SLOT_STEP_MINUTES = 30;
export const VISIT_MINUTES: Readonly<Record<VisitKind, number>> = { DRIVE_AT_HOME: 60, TEST_DRIVE: 30 };
export const VISIT_NOTICE_MINUTES: Readonly<Record<VisitKind, number>> = { DRIVE_AT_HOME: 24 * 60, TEST_DRIVE: 60 };
export const MESSAGE_MAX = 2000;
export const NAME_MAX = 50;

export const DEALER_NOT_FOUND = 'Dealer not found';
export const VEHICLE_NOT_FOUND = 'Vehicle not found';
export const DEAL_NOT_FOUND = 'Deal not found';
export const NOT_IN_PROGRAM = 'Drive at home is not offered by this dealer';
export const SLOT_TAKEN = 'This time was just booked. Please choose another time.';
export const ADDRESS_NOT_FOUND = 'We could not find this address';
export const OUT_OF_RADIUS = `We deliver within ${String(DELIVERY_RADIUS_MILES)} miles of the dealership`;
export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
export const CONTACT_REQUEST_NOT_FOUND = 'Message not found';
export const PHONE_FOR_CALLS = 'Enter a phone number so the dealer can call or text you';
export const VISITS_TOO_MANY = 'Too many requests. Please wait and try again.';

const Id = (label: string) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, `${label} is invalid`));
export const DealerIdSchema = Id('Dealer');
export const VehicleIdSchema = Id('Vehicle');
/** As the deal contract's `DealIdSchema` (kept here so the visits chunk does not carry the deal contract). */
export const DealIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'Deal id is invalid'));
/** Appointments and messages have UUIDs. */
export const UuidSchema = v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/, 'Id is invalid'));

const text = (label: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} is too long`));
const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.email('Email must be a valid email'),
  v.maxLength(254, 'Email is too long'),
);
const LocaleSchema = v.optional(v.picklist(['en', 'es']), 'en');
const Iso = v.pipe(v.string(), v.isoTimestamp());

// ─── Shared pieces of the answers ────────────────────────────────────────────────────────

/** The page context's dealer without its website; `timeZone` (IANA) is the wall clock of every visit. */
export const VisitDealerSchema = v.omit(DealerSchema, ['website']);
export type VisitDealer = v.InferOutput<typeof VisitDealerSchema>;

export const VisitVehicleSchema = v.object({
  id: v.string(),
  year: modelYear(),
  make: v.string(),
  model: v.string(),
  trim: v.string(),
  stockType: StockTypeSchema,
  stockNumber: v.string(),
  vin: v.string(),
});
export type VisitVehicle = v.InferOutput<typeof VisitVehicleSchema>;

// ─── GET /drive-at-home/dealer-in-program/{dealerId} ─────────────────────────────────────

export const DriveAtHomeProgramSchema = v.object({
  dealerId: v.string(),
  inProgram: v.boolean(),
  /** The delivery area's radius in miles; null when the dealer is not in the program. */
  deliveryRadiusMiles: v.nullable(bounded('Delivery radius', 0, 1000)),
});
export type DriveAtHomeProgram = v.InferOutput<typeof DriveAtHomeProgramSchema>;

// ─── GET /visits/options ─────────────────────────────────────────────────────────────────

export const VisitOptionsQuerySchema = v.object({
  ...LeadScopeSchema.entries,
  vehicleId: v.optional(VehicleIdSchema),
  /** The deal whose vehicle is meant (drive at home): its owner's only. */
  dealId: v.optional(DealIdSchema),
});

export const VisitOptionsSchema = v.object({
  dealId: v.nullable(v.string()),
  vehicle: v.nullable(VisitVehicleSchema),
  dealer: VisitDealerSchema,
});
export type VisitOptions = v.InferOutput<typeof VisitOptionsSchema>;

// ─── GET /visits/slots ───────────────────────────────────────────────────────────────────

export const VisitSlotsQuerySchema = v.object({ kind: VisitKindSchema, vehicleId: VehicleIdSchema });

export const VisitDaySchema = v.object({
  /** 'YYYY-MM-DD' at the dealership. */
  date: DateSchema,
  /** Free starts, 'HH:mm' (24 h) at the dealership, in order. */
  times: v.array(ClockSchema),
});
export type VisitDay = v.InferOutput<typeof VisitDaySchema>;

export const VisitSlotsSchema = v.object({
  kind: VisitKindSchema,
  vehicleId: v.string(),
  dealerId: v.string(),
  timeZone: v.string(),
  durationMinutes: boundedInteger('Duration', 1, 1440),
  /** Only days with a free slot, in order. */
  days: v.array(VisitDaySchema),
});
export type VisitSlots = v.InferOutput<typeof VisitSlotsSchema>;

// ─── The appointment (both POSTs answer it; GET /visits/appointments/{id}) ───────────────

export const DeliveryAddressSchema = v.object({
  street1: text('Address Line 1', ADDRESS_LINE_MAX),
  street2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ADDRESS_LINE_MAX, 'Address Line 2 is too long')), ''),
  city: text('City', CITY_MAX),
  state: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2}$/, 'State is invalid')),
  zipCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, 'Zip Code must be 5 digits')),
});
export type DeliveryAddress = v.InferInput<typeof DeliveryAddressSchema>;

export const AppointmentSchema = v.object({
  id: v.string(),
  kind: VisitKindSchema,
  status: v.picklist(['BOOKED', 'CANCELLED']),
  /** 'YYYY-MM-DD' and 'HH:mm' at the dealership (`timeZone`). */
  date: DateSchema,
  time: ClockSchema,
  startsAt: Iso,
  endsAt: Iso,
  timeZone: v.string(),
  dealer: VisitDealerSchema,
  vehicle: VisitVehicleSchema,
  dealId: v.nullable(v.string()),
  /** The delivery address (drive at home), as the server geocoded it; null for a test drive. */
  address: v.nullable(
    v.object({
      street1: v.string(),
      street2: v.string(),
      city: v.string(),
      state: v.string(),
      zipCode: v.string(),
    }),
  ),
  /** Straight-line miles from the dealership (drive at home). */
  distanceMiles: v.nullable(bounded('Distance', 0, 25_000)),
  contact: v.object({
    firstName: v.string(),
    lastName: v.string(),
    email: v.nullable(v.string()),
    phoneNumber: v.string(),
  }),
  createdAt: Iso,
});
export type Appointment = v.InferOutput<typeof AppointmentSchema>;

// ─── POST /deals/{dealId}/drive-at-home ──────────────────────────────────────────────────

export const DriveAtHomeRequestSchema = v.object({
  firstName: text('First Name', NAME_MAX),
  lastName: text('Last Name', NAME_MAX),
  phoneNumber: PhoneSchema,
  address: DeliveryAddressSchema,
  date: DateSchema,
  time: ClockSchema,
  locale: LocaleSchema,
});
export type DriveAtHomeRequest = v.InferInput<typeof DriveAtHomeRequestSchema>;

// ─── POST /vehicles/{vehicleId}/test-drive ───────────────────────────────────────────────

export const TestDriveRequestSchema = v.object({
  firstName: text('First Name', NAME_MAX),
  lastName: text('Last Name', NAME_MAX),
  email: EmailSchema,
  phoneNumber: PhoneSchema,
  date: DateSchema,
  time: ClockSchema,
  locale: LocaleSchema,
});
export type TestDriveRequest = v.InferInput<typeof TestDriveRequestSchema>;

// ─── POST /contact-dealer, GET /contact-dealer/{id} ──────────────────────────────────────

export const PREFERRED_CONTACTS = ['EMAIL', 'PHONE', 'TEXT'] as const;
export const PreferredContactSchema = v.picklist(PREFERRED_CONTACTS, 'Choose how the dealer should reach you');
export type PreferredContact = v.InferOutput<typeof PreferredContactSchema>;

export const ContactDealerRequestSchema = v.pipe(
  v.object({
    vehicleId: v.optional(v.nullable(VehicleIdSchema), null),
    firstName: text('First Name', NAME_MAX),
    lastName: text('Last Name', NAME_MAX),
    email: EmailSchema,
    phoneNumber: v.optional(OptionalPhoneSchema, ''),
    preferredContact: PreferredContactSchema,
    message: text('Message', MESSAGE_MAX),
    locale: LocaleSchema,
  }),
  v.forward(
    v.partialCheck(
      [['phoneNumber'], ['preferredContact']],
      (input) => input.preferredContact === 'EMAIL' || input.phoneNumber !== '',
      PHONE_FOR_CALLS,
    ),
    ['phoneNumber'],
  ),
);
export type ContactDealerRequest = v.InferInput<typeof ContactDealerRequestSchema>;

export const ContactDealerReceiptSchema = v.object({
  id: v.string(),
  dealer: VisitDealerSchema,
  vehicle: v.nullable(VisitVehicleSchema),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  preferredContact: PreferredContactSchema,
  message: v.string(),
  createdAt: Iso,
});
export type ContactDealerReceipt = v.InferOutput<typeof ContactDealerReceiptSchema>;

export { SLOT_UNAVAILABLE } from './contact.ts';
export type { LeadScope } from './contact.ts';
