/** The contact fetchers: one per endpoint; what they send and parse is src/contract/contact.ts (documented there). */
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
