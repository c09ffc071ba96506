/** The visits fetchers: one per endpoint; what they send and parse is src/contract/visits.ts (documented there). */
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
