/** The inbox's calls: a page of leads, the live stream's URL, one lead, its work and its notes. */
import type * as v from 'valibot';
import { withQuery } from '../../../contract/http.ts';
import {
  LeadDetailSchema,
  LeadPageSchema,
  type LeadQuery,
  type LeadUpdateSchema,
  type NoteBodySchema,
} from '../../../contract/workspace.ts';
import { apiUrl, request } from '../../../lib/http.ts';

export const getLeads = (query: LeadQuery, signal?: AbortSignal) =>
  request('GET', '/leads', LeadPageSchema, { query, ...(signal ? { signal } : {}) });

/** Server-sent events of new and changed leads that match the same filters (same origin: the cookie goes along). */
export const leadStreamUrl = (query: LeadQuery): string => withQuery(apiUrl('/leads/stream'), query);

const leadPath = (id: string) => `/leads/${encodeURIComponent(id)}`;

export const getLead = (id: string, signal: AbortSignal) => request('GET', leadPath(id), LeadDetailSchema, { signal });

export const updateLead = (id: string, body: v.InferOutput<typeof LeadUpdateSchema>) =>
  request('PATCH', leadPath(id), LeadDetailSchema, { body });

export const addNote = (id: string, body: v.InferOutput<typeof NoteBodySchema>) =>
  request('POST', `${leadPath(id)}/notes`, LeadDetailSchema, { body });
