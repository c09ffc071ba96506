/** The contact center's calls: a page of the queue, a request's claim, release and done, and a dealer's hours. */
import {
  ContactPageSchema,
  ContactRequestSchema,
  DealerHoursSchema,
  type ContactQuery,
  type HoursBody,
} from '../../../contract/workspace-contact.ts';
import { request } from '../../../lib/http.ts';

export const getContactRequests = (query: ContactQuery, signal?: AbortSignal) =>
  request('GET', '/contact-requests', ContactPageSchema, { query, ...(signal ? { signal } : {}) });

const requestPath = (id: string, action: 'claim' | 'release' | 'done') =>
  `/contact-requests/${encodeURIComponent(id)}/${action}`;

export const claimRequest = (id: string) => request('POST', requestPath(id, 'claim'), ContactRequestSchema);
export const releaseRequest = (id: string) => request('POST', requestPath(id, 'release'), ContactRequestSchema);
export const markDone = (id: string, body: { outcome: string }) =>
  request('POST', requestPath(id, 'done'), ContactRequestSchema, { body });

const hoursPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/call-center-hours`;

export const getHours = (dealerId: string, signal: AbortSignal) =>
  request('GET', hoursPath(dealerId), DealerHoursSchema, { signal });
export const saveHours = (dealerId: string, body: HoursBody) =>
  request('PUT', hoursPath(dealerId), DealerHoursSchema, { body });
