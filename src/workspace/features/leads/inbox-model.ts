/**
 * The leads inbox for one set of filters: the first page, older pages on request, and the live stream
 * that puts new leads on top (and changed ones in place) without a reload, counted for an announcement.
 */
import { batch, computed, signal } from '@preact/signals';
import * as v from 'valibot';
import { LeadRowSchema, type LeadRow } from '../../../contract/workspace.ts';
import type { LeadStream } from '../../lib/env.tsx';
import { failureMessage, isUnauthorized } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { getLeads, leadStreamUrl } from './api.ts';
import type { LeadFilters } from './filters.ts';

/** connecting → live; an error while the browser retries is `paused`; a stream it gave up on is `stopped`. */
export type LiveStatus = 'connecting' | 'live' | 'paused' | 'stopped';

const CLOSED = 2;

type Deps = {
  filters: LeadFilters;
  openStream: (url: string) => LeadStream;
  onUnauthorized: () => void;
};

export function createInboxModel({ filters, openStream, onUnauthorized }: Deps) {
  const first = createRemote<{ next: string | null }>();
  const leads = signal<LeadRow[]>([]);
  const next = signal<string | null>(null);
  const older = signal<{ status: 'idle' | 'loading' } | { status: 'error'; message: string }>({ status: 'idle' });
  const live = signal<LiveStatus>('connecting');
  const arrived = signal(0);
  const fresh = signal<ReadonlySet<string>>(new Set());
  let stream: LeadStream | null = null;

  function failed(error: unknown): boolean {
    if (!isUnauthorized(error)) return false;
    onUnauthorized();
    return true;
  }

  async function loadFirst(signal?: AbortSignal): Promise<void> {
    await first.run(async (aborted) => {
      const page = await getLeads(filters, signal ?? aborted);
      const listed = new Set(page.leads.map((lead) => lead.id));
      batch(() => {
        // Leads the stream brought while the page was on its way stay on top.
        leads.value = [...leads.value.filter((lead) => !listed.has(lead.id)), ...page.leads];
        next.value = page.next;
        older.value = { status: 'idle' };
      });
      return { next: page.next };
    });
    const state = first.state.value;
    if (state.status === 'error') failed(state.error);
  }

  function received(event: MessageEvent<string>): void {
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = v.safeParse(LeadRowSchema, json);
    // A malformed event is skipped: the next reload shows the lead as the server has it.
    if (!parsed.success) return;
    const row = parsed.output;
    const at = leads.value.findIndex((lead) => lead.id === row.id);
    batch(() => {
      if (at >= 0) {
        const list = [...leads.value];
        list[at] = row;
        leads.value = list;
      } else {
        leads.value = [row, ...leads.value];
        arrived.value++;
        fresh.value = new Set([...fresh.value, row.id]);
      }
    });
  }

  function connect(): void {
    stream?.close();
    live.value = 'connecting';
    const own = openStream(leadStreamUrl(filters));
    stream = own;
    own.addEventListener('open', () => {
      if (stream === own) live.value = 'live';
    });
    own.addEventListener('lead', received);
    own.addEventListener('error', () => {
      if (stream !== own) return;
      // The browser reconnects by itself unless the server refused the stream outright (a 401, a 403).
      live.value = own.readyState === CLOSED ? 'stopped' : 'paused';
    });
  }

  return {
    state: first.state,
    leads: computed(() => leads.value),
    hasOlder: computed(() => next.value !== null),
    older: computed(() => older.value),
    live: computed(() => live.value),
    /** New leads since the list loaded (changed ones are not news). */
    arrived: computed(() => arrived.value),
    fresh: computed(() => fresh.value),
    async load(signal?: AbortSignal): Promise<void> {
      connect();
      await loadFirst(signal);
    },
    retry(): Promise<void> {
      return loadFirst();
    },
    reconnect: connect,
    async loadOlder(): Promise<void> {
      const before = next.value;
      if (!before || older.value.status === 'loading') return;
      older.value = { status: 'loading' };
      try {
        const page = await getLeads({ ...filters, before });
        const known = new Set(leads.value.map((lead) => lead.id));
        batch(() => {
          leads.value = [...leads.value, ...page.leads.filter((lead) => !known.has(lead.id))];
          next.value = page.next;
          older.value = { status: 'idle' };
        });
      } catch (error) {
        if (!failed(error)) older.value = { status: 'error', message: failureMessage(error) };
      }
    },
    dispose(): void {
      stream?.close();
      stream = null;
      first.abort();
    },
  };
}
export type InboxModel = ReturnType<typeof createInboxModel>;
