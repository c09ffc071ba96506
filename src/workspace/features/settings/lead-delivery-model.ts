/**
 * Where one dealer's leads go, as the page shows it: the transport, the CRM's URL and the e-mail address as
 * typed, saved with the contract's schema checked first (the server's field errors land on their field);
 * and "Send a test lead", whose result stays until the next test or edit.
 */
import { batch, computed, signal } from '@preact/signals';
import * as v from 'valibot';
import {
  LeadDeliverySchema,
  type DealerLeadDelivery,
  type DeliveryTransport,
  type LeadDelivery,
  type TestLeadResult,
} from '../../../contract/workspace-lead-delivery.ts';
import { ApiError } from '../../../lib/http.ts';
import { serverMessage } from '../../i18n/index.ts';
import { failureMessage, isUnauthorized, waitMessage, placeRefusal } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { getLeadDelivery, saveLeadDelivery, sendTestLead } from './api.ts';

type Deps = { dealerId: string; onUnauthorized: () => void };
type Field = 'transport' | 'endpoint' | 'email';
export type DeliveryErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['transport', 'endpoint', 'email'];

export function createLeadDeliveryModel({ dealerId, onUnauthorized }: Deps) {
  const remote = createRemote<DealerLeadDelivery>();
  const form = signal<LeadDelivery>({ transport: 'HTTP', endpoint: '', email: '' });
  /** What the server holds: a test goes there, not to what is typed. */
  const stored = signal<LeadDelivery | null>(null);
  const errors = signal<DeliveryErrors>({});
  const formError = signal<string | null>(null);
  const saving = signal(false);
  const saved = signal(false);
  const testing = signal(false);
  const result = signal<TestLeadResult | null>(null);
  const testError = signal<string | null>(null);

  function show(answer: DealerLeadDelivery): void {
    const delivery = { transport: answer.transport, endpoint: answer.endpoint, email: answer.email };
    batch(() => {
      form.value = delivery;
      stored.value = delivery;
    });
  }

  function place(found: readonly { field: string; message: string }[]): void {
    const mine: DeliveryErrors = {};
    const other: string[] = [];
    for (const { field, message } of found) {
      const own = FIELDS.find((f) => f === field);
      if (own) mine[own] ??= serverMessage(message);
      else other.push(serverMessage(message));
    }
    batch(() => {
      errors.value = mine;
      formError.value = other.length > 0 ? other.join(' ') : null;
    });
  }

  function edit(field: Field, value: string): void {
    batch(() => {
      form.value = { ...form.value, [field]: value };
      saved.value = false;
      if (errors.value[field]) {
        const rest = { ...errors.value };
        delete rest[field];
        errors.value = rest;
      }
    });
  }

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => getLeadDelivery(dealerId, signal ?? aborted));
    if (found) show(found);
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  const unsaved = computed(() => {
    const s = stored.value;
    const f = form.value;
    if (s === null) return false;
    if (s.transport !== f.transport) return true;
    return f.transport === 'HTTP' ? s.endpoint !== f.endpoint.trim() : s.email !== f.email.trim();
  });

  return {
    state: remote.state,
    transport: computed(() => form.value.transport),
    endpoint: computed(() => form.value.endpoint),
    email: computed(() => form.value.email),
    errors: computed(() => errors.value),
    formError: computed(() => formError.value),
    saving: computed(() => saving.value),
    saved: computed(() => saved.value),
    unsaved,
    testing: computed(() => testing.value),
    result: computed(() => result.value),
    testError: computed(() => testError.value),
    load,
    retry: () => load(),
    setTransport: (transport: DeliveryTransport) => edit('transport', transport),
    setEndpoint: (typed: string) => edit('endpoint', typed),
    setEmail: (typed: string) => edit('email', typed),
    async save(): Promise<boolean> {
      if (remote.state.value.status !== 'complete' || saving.value) return false;
      // The field the chosen transport hides is sent as saved: a typo left there must not block the save.
      const f = form.value;
      const kept = stored.value ?? f;
      const body = f.transport === 'HTTP' ? { ...f, email: kept.email } : { ...f, endpoint: kept.endpoint };
      const parsed = v.safeParse(LeadDeliverySchema, body);
      if (!parsed.success) {
        place(parsed.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })));
        return false;
      }
      batch(() => {
        saving.value = true;
        saved.value = false;
        formError.value = null;
      });
      try {
        const answer = await saveLeadDelivery(dealerId, parsed.output);
        batch(() => {
          show(answer);
          errors.value = {};
          saved.value = true;
        });
        return true;
      } catch (error) {
        placeRefusal(error, { onUnauthorized, place, formError });
        return false;
      } finally {
        saving.value = false;
      }
    },
    async sendTest(): Promise<void> {
      if (remote.state.value.status !== 'complete' || testing.value) return;
      batch(() => {
        testing.value = true;
        result.value = null;
        testError.value = null;
      });
      try {
        result.value = await sendTestLead(dealerId);
      } catch (error) {
        if (isUnauthorized(error)) onUnauthorized();
        else if (error instanceof ApiError && error.isTooManyRequests)
          testError.value = `${serverMessage(error.message)} ${waitMessage(error.retryWaitSeconds)}`;
        else testError.value = failureMessage(error);
      } finally {
        testing.value = false;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type LeadDeliveryModel = ReturnType<typeof createLeadDeliveryModel>;
