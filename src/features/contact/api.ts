/**
 * Contact-center calls (seed 001 §7, every `/lead/…` call): the call center's hours, the email to a
 * personal shopper, call me now (signed in and not), call me later, a call-back read back by its
 * queueId, and the shopper's upcoming call-back. The sandbox server validates with these schemas.
 *
 * Choices where the spec is silent:
 * - Every call carries `campaign` and `dealer` in the query (the page context's): the call center is
 *   the campaign's dealer's. `certificateId` is an optional query value on the calls the spec names.
 * - `hoursOfOperations` lists the dealer's opening windows of the next 7 of the dealer's days
 *   (today's included, even once closed, so the app can apply "tomorrow if now is after today's
 *   closing time"), expressed in the shopper's `userTimeZone`: `day` 'YYYY-MM-DD' is the shopper's
 *   calendar date, `open`/`close` are 'HH:mm' (24 h) on that date. A window that crosses the
 *   shopper's midnight is split at it (its second part opens at '00:00'), so a day may have more
 *   than one entry and a closed day has none. Entries are in time order.
 * - `callBackDate` is 'YYYY-MM-DD' and `callBackTime` 'hh:mm AM/PM' (the slot label of seed 001 §5),
 *   both in the shopper's `userTimeZone`; the server stores the instant and answers in the zone asked.
 * - `queueId` is empty for a new call-back; an existing one (the shopper's own) is rescheduled.
 * - The email can be sent by visitors too (seed 001 §6); `updateProfile` is ignored for them. Signed
 *   in, it changes the account's email unless another account has it: 400 'Duplicate email' on
 *   `replyToEmail`. Call now (signed in), call later, the read-back and the upcoming call need a
 *   signed-in shopper (seed 001 §4): 401 otherwise.
 * - Call now while the center is closed is a 409 (the app shows seed 001 §2's closed text); a
 *   call-later slot outside the hours, off the 30-minute grid or in the past is a 400 on `callBackTime`.
 * - The upcoming call answers 204 (read as null) when there is none.
 */

import { http } from '../../lib/http.ts';
import {
  type LeadScope,
  type CallCenter,
  CallCenterSchema,
  type ContactEmailRequest,
  type LeadAccepted,
  LeadAcceptedSchema,
  type CallNowRequest,
  type CallNowUnauthenticatedRequest,
  type CallLaterRequest,
  type CallLaterResponse,
  CallLaterResponseSchema,
  type CallBack,
  CallBackSchema,
  type UpcomingCall,
  UpcomingCallResponseSchema,
} from '../../contract/contact.ts';

/** `scope.certificateId` only for call-later (seed 001 §7). */
export function getCallCenter(scope: LeadScope, userTimeZone: string, signal?: AbortSignal): Promise<CallCenter> {
  return http.get('/lead/call-center', CallCenterSchema, {
    query: { ...scopeQuery(scope), userTimeZone },
    ...(signal ? { signal } : {}),
  });
}

export function sendContactEmail(
  body: ContactEmailRequest,
  scope: LeadScope,
  userTimeZone?: string,
): Promise<LeadAccepted> {
  return http.post('/lead/contact-shopper/email', LeadAcceptedSchema, body, {
    query: { ...scopeQuery(scope), userTimeZone: userTimeZone ?? null },
  });
}

export function callMeNow(body: CallNowRequest, scope: LeadScope): Promise<LeadAccepted> {
  return http.post('/lead/contact-shopper/call-me-back/now', LeadAcceptedSchema, body, { query: scopeQuery(scope) });
}

export function callMeNowUnauthenticated(body: CallNowUnauthenticatedRequest, scope: LeadScope): Promise<LeadAccepted> {
  return http.post('/lead/contact-shopper/call-me-back/now/unauthenticated', LeadAcceptedSchema, body, {
    query: scopeQuery({ campaign: scope.campaign, dealer: scope.dealer }),
  });
}

export function scheduleCallBack(body: CallLaterRequest, scope: LeadScope): Promise<CallLaterResponse> {
  return http.post('/lead/contact-shopper/call-me-back/later', CallLaterResponseSchema, body, {
    query: scopeQuery(scope),
  });
}

export function getCallBack(
  queueId: string,
  userTimeZone: string,
  scope: LeadScope,
  signal?: AbortSignal,
): Promise<CallBack> {
  return http.get('/lead/contact-shopper/call-me-back', CallBackSchema, {
    query: { ...scopeQuery(scope), queueId, userTimeZone },
    ...(signal ? { signal } : {}),
  });
}

export function getUpcomingCall(
  scope: LeadScope,
  userTimeZone: string,
  signal?: AbortSignal,
): Promise<UpcomingCall | null> {
  return http.get('/lead/contact-shopper/call-me-back/upcoming-call', UpcomingCallResponseSchema, {
    query: { ...scopeQuery(scope), userTimeZone },
    ...(signal ? { signal } : {}),
  });
}

function scopeQuery(scope: LeadScope): Record<string, string | null> {
  return { campaign: scope.campaign, dealer: scope.dealer, certificateId: scope.certificateId ?? null };
}
