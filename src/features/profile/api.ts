/** The profile fetchers: one per endpoint; what they send and parse is src/contract/profile.ts (documented there). */
import { http } from '../../lib/http.ts';
import {
  type PinRequest,
  PinResponseSchema,
  UserProspectSchema,
  MemberStateSchema,
  ContactInfoSchema,
  type ContactMethod,
  MfaCodeStateSchema,
  VerifyResponseSchema,
  type EmailCodeRequest,
} from '../../contract/profile.ts';

// ─── fetchers ───────────────────────────────────────────────────────────────────────────────

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
const prospectPath = (id: string) => `/prospects/${encodeURIComponent(id)}`;
const memberPath = (email: string) => `/members/${encodeURIComponent(email.trim())}`;

export const validatePin = (body: PinRequest, signal?: AbortSignal) =>
  http.post('/profile/pin', PinResponseSchema, body, opts(signal));

export const getUserProspect = (prospectId: string, signal?: AbortSignal) =>
  http.get(`/user-prospect/${encodeURIComponent(prospectId)}`, UserProspectSchema, {
    query: { mfa: true },
    ...opts(signal),
  });

export const getMember = (email: string, signal?: AbortSignal) =>
  http.get(memberPath(email), MemberStateSchema, { query: { mfa: true }, ...opts(signal) });

export const getProspectContactInfo = (prospectId: string, signal?: AbortSignal) =>
  http.get(`${prospectPath(prospectId)}/mfa/contactInfo`, ContactInfoSchema, opts(signal));

export const getMemberContactInfo = (email: string, signal?: AbortSignal) =>
  http.get(`${memberPath(email)}/mfa/contactInfo`, ContactInfoSchema, opts(signal));

export const sendProspectCode = (prospectId: string, method: ContactMethod) =>
  http.post(`${prospectPath(prospectId)}/mfa`, MfaCodeStateSchema, undefined, { query: { 'contact-method': method } });

export const sendMemberCode = (email: string, method: ContactMethod) =>
  http.post(`${memberPath(email)}/mfa`, MfaCodeStateSchema, undefined, { query: { 'contact-method': method } });

export const verifyProspectCode = (prospectId: string, code: string) =>
  http.get(`${prospectPath(prospectId)}/mfa/verify`, VerifyResponseSchema, { query: { mfa: code }, csrf: true });

export const verifyMemberCode = (email: string, code: string) =>
  http.get(`${memberPath(email)}/mfa/verify`, VerifyResponseSchema, { query: { mfa: code }, csrf: true });

/** `POST /profile/email-code`: a code to the address (429 within the cool-down or past the send limits). */
export const sendEmailCode = (body: EmailCodeRequest) => http.post('/profile/email-code', MfaCodeStateSchema, body);

/** `POST /profile/email-code/state`: the state of the code this session asked for (a POST: the address stays out of URLs). */
export const getEmailCodeState = (email: string, signal?: AbortSignal) =>
  http.post('/profile/email-code/state', MfaCodeStateSchema, { email }, opts(signal));

/** `POST /profile/email-code/verify`: `verified` once the session proved the address. */
export const verifyEmailCode = (email: string, code: string) =>
  http.post('/profile/email-code/verify', VerifyResponseSchema, { email, code });
