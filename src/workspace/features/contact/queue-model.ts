/**
 * The contact center's queue for one dealer filter and status: the first page, older pages on request, and
 * each request's work (claim, release, mark done with an outcome note) saved by the server and shown as it
 * answers. A request taken or closed by someone else meanwhile says so and the list is read again.
 */
import { batch, computed, signal } from '@preact/signals';
import * as v from 'valibot';
import { OutcomeBodySchema, type ContactRequest, type ContactStatus } from '../../../contract/workspace-contact.ts';
import { ApiError } from '../../../lib/http.ts';
import { serverMessage, t, type MessageKey } from '../../i18n/index.ts';
import { failureMessage, isUnauthorized } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { claimRequest, getContactRequests, markDone, releaseRequest } from './api.ts';

/** One request's work in progress: busy while a call runs, the outcome being typed, what went wrong. */
export type RequestWork = { busy: boolean; outcome: string; outcomeError: string | null; error: string | null };
const IDLE: RequestWork = { busy: false, outcome: '', outcomeError: null, error: null };

type Deps = {
  dealer: string | undefined;
  /** Undefined: any status. */
  status: ContactStatus | undefined;
  onUnauthorized: () => void;
};

const isConflict = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 409;

export function createQueueModel({ dealer, status, onUnauthorized }: Deps) {
  const first = createRemote<true>();
  const requests = signal<ContactRequest[]>([]);
  const next = signal<string | null>(null);
  const older = signal<{ status: 'idle' | 'loading' } | { status: 'error'; message: string }>({ status: 'idle' });
  const work = signal<Readonly<Record<string, RequestWork>>>({});
  /** The last action's outcome, for a polite announcement. */
  const announcement = signal('');
  const query = { ...(dealer ? { dealer } : {}), ...(status ? { status } : {}) };

  const workOf = (id: string): RequestWork => work.value[id] ?? IDLE;
  const setWork = (id: string, change: Partial<RequestWork>) => {
    work.value = { ...work.value, [id]: { ...workOf(id), ...change } };
  };

  async function load(signal?: AbortSignal): Promise<void> {
    await first.run(async (aborted) => {
      const page = await getContactRequests(query, signal ?? aborted);
      batch(() => {
        requests.value = page.requests;
        next.value = page.next;
        older.value = { status: 'idle' };
      });
      return true;
    });
    const state = first.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  /** The request as the server now has it, in its place (it stays shown even when it left the filter). */
  function replace(updated: ContactRequest): void {
    requests.value = requests.value.map((r) => (r.id === updated.id ? updated : r));
  }

  async function act(id: string, call: () => Promise<ContactRequest>, done: MessageKey): Promise<boolean> {
    if (workOf(id).busy) return false;
    batch(() => {
      setWork(id, { busy: true, error: null });
      announcement.value = '';
    });
    try {
      const updated = await call();
      batch(() => {
        replace(updated);
        setWork(id, { ...IDLE });
        announcement.value = t(done);
      });
      return true;
    } catch (error) {
      if (isUnauthorized(error)) {
        onUnauthorized();
        setWork(id, { busy: false });
        return false;
      }
      if (error instanceof ApiError && error.isBadRequest && error.fieldErrors.some((f) => f.field === 'outcome')) {
        const message = error.fieldErrors.find((f) => f.field === 'outcome')!.message;
        setWork(id, { busy: false, outcomeError: serverMessage(message) });
        return false;
      }
      setWork(id, { busy: false, error: failureMessage(error) });
      // Someone else took or closed it: show the queue as it is now (the message stays on the request).
      if (isConflict(error)) void load();
      return false;
    }
  }

  return {
    state: first.state,
    requests: computed(() => requests.value),
    hasOlder: computed(() => next.value !== null),
    older: computed(() => older.value),
    announcement: computed(() => announcement.value),
    work: workOf,
    load,
    retry: () => load(),
    async loadOlder(): Promise<void> {
      const before = next.value;
      if (!before || older.value.status === 'loading') return;
      older.value = { status: 'loading' };
      try {
        const page = await getContactRequests({ ...query, before });
        const known = new Set(requests.value.map((r) => r.id));
        batch(() => {
          requests.value = [...requests.value, ...page.requests.filter((r) => !known.has(r.id))];
          next.value = page.next;
          older.value = { status: 'idle' };
        });
      } catch (error) {
        if (isUnauthorized(error)) onUnauthorized();
        else older.value = { status: 'error', message: failureMessage(error) };
      }
    },
    claim: (id: string) => act(id, () => claimRequest(id), 'contact.claimed'),
    release: (id: string) => act(id, () => releaseRequest(id), 'contact.released'),
    setOutcome(id: string, value: string): void {
      setWork(id, { outcome: value, outcomeError: null });
    },
    /** Checked with the contract's schema first: an empty or too long note never leaves the browser. */
    async markDone(id: string): Promise<boolean> {
      const parsed = v.safeParse(OutcomeBodySchema, { outcome: workOf(id).outcome });
      if (!parsed.success) {
        setWork(id, { outcomeError: serverMessage(parsed.issues[0].message) });
        return false;
      }
      return act(id, () => markDone(id, parsed.output), 'contact.markedDone');
    },
    dispose(): void {
      first.abort();
    },
  };
}
export type QueueModel = ReturnType<typeof createQueueModel>;
