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

import { http } from '../../lib/http.ts';
import { type LeadScope } from '../../contract/contact.ts';
import {
  type DriveAtHomeProgram,
  DriveAtHomeProgramSchema,
  type VisitOptions,
  VisitOptionsSchema,
  type VisitKind,
  type VisitSlots,
  VisitSlotsSchema,
  type Appointment,
  AppointmentSchema,
  type DriveAtHomeRequest,
  type TestDriveRequest,
  type ContactDealerRequest,
  type ContactDealerReceipt,
  ContactDealerReceiptSchema,
} from '../../contract/visits.ts';

export function getDriveAtHomeProgram(dealerId: string, signal?: AbortSignal): Promise<DriveAtHomeProgram> {
  return http.get(
    `/drive-at-home/dealer-in-program/${encodeURIComponent(dealerId)}`,
    DriveAtHomeProgramSchema,
    signal ? { signal } : {},
  );
}

export function getVisitOptions(
  scope: LeadScope,
  of: { vehicleId?: string | null; dealId?: string | null },
  signal?: AbortSignal,
): Promise<VisitOptions> {
  return http.get('/visits/options', VisitOptionsSchema, {
    query: { ...scopeQuery(scope), vehicleId: of.vehicleId ?? null, dealId: of.dealId ?? null },
    ...(signal ? { signal } : {}),
  });
}

export function getVisitSlots(kind: VisitKind, vehicleId: string, signal?: AbortSignal): Promise<VisitSlots> {
  return http.get('/visits/slots', VisitSlotsSchema, { query: { kind, vehicleId }, ...(signal ? { signal } : {}) });
}

/** A 404 (not this shopper's, or unknown) is the thank-you page's 'not found' state, not a failure to report. */
export function getAppointment(id: string, signal?: AbortSignal): Promise<Appointment> {
  return http.get(`/visits/appointments/${encodeURIComponent(id)}`, AppointmentSchema, {
    expected: [404],
    ...(signal ? { signal } : {}),
  });
}

export function bookDriveAtHome(dealId: string, body: DriveAtHomeRequest, scope: LeadScope): Promise<Appointment> {
  return http.post(`/deals/${encodeURIComponent(dealId)}/drive-at-home`, AppointmentSchema, body, {
    query: scopeQuery(scope),
  });
}

export function bookTestDrive(vehicleId: string, body: TestDriveRequest, scope: LeadScope): Promise<Appointment> {
  return http.post(`/vehicles/${encodeURIComponent(vehicleId)}/test-drive`, AppointmentSchema, body, {
    query: scopeQuery(scope),
  });
}

export function contactDealer(body: ContactDealerRequest, scope: LeadScope): Promise<ContactDealerReceipt> {
  return http.post('/contact-dealer', ContactDealerReceiptSchema, body, { query: scopeQuery(scope) });
}

export function getContactRequest(id: string, signal?: AbortSignal): Promise<ContactDealerReceipt> {
  return http.get(`/contact-dealer/${encodeURIComponent(id)}`, ContactDealerReceiptSchema, {
    expected: [404],
    ...(signal ? { signal } : {}),
  });
}

function scopeQuery(scope: LeadScope): Record<string, string | null> {
  return { campaign: scope.campaign, dealer: scope.dealer, certificateId: scope.certificateId ?? null };
}
