/**
 * One dealer's lead settings as the page shows them: the thread window as typed and the always-new kinds,
 * read, changed and saved. The window is checked with the contract's schema first; the server's field
 * errors land on their field too, and nothing typed is lost.
 */
import { batch, computed, signal } from '@preact/signals';
import * as v from 'valibot';
import { LEAD_KINDS, type LeadKind } from '../../../contract/bridge-protocol.ts';
import { LeadSettingsSchema } from '../../../contract/workspace-lead-settings.ts';
import type { DealerLeadSettings } from '../../../contract/workspace-settings.ts';
import { serverMessage } from '../../i18n/index.ts';
import { isUnauthorized, placeRefusal } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { getLeadSettings, saveLeadSettings } from './api.ts';

type Deps = { dealerId: string; onUnauthorized: () => void };
type Field = 'threadHours' | 'alwaysNew';
export type SettingsErrors = Partial<Record<Field, string>>;

/** Only plain digits are hours: anything else ('', '1.5', '-2', '1e2') fails the schema with its message. */
const hoursOf = (typed: string): number => (/^\d{1,6}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

export function createLeadSettingsModel({ dealerId, onUnauthorized }: Deps) {
  const remote = createRemote<DealerLeadSettings>();
  const threadHours = signal('');
  const alwaysNew = signal<readonly LeadKind[]>([]);
  const errors = signal<SettingsErrors>({});
  const formError = signal<string | null>(null);
  const saving = signal(false);
  /** "Saved." after a save, until the next edit. */
  const saved = signal(false);

  function show(answer: DealerLeadSettings): void {
    batch(() => {
      threadHours.value = String(answer.threadHours);
      alwaysNew.value = answer.alwaysNew;
    });
  }

  function edited(field: Field): void {
    saved.value = false;
    if (errors.value[field]) {
      const rest = { ...errors.value };
      delete rest[field];
      errors.value = rest;
    }
  }

  /** Each message on its field; one about no field of ours goes above the form. */
  function place(found: readonly { field: string; message: string }[]): void {
    const mine: SettingsErrors = {};
    const other: string[] = [];
    for (const { field, message } of found) {
      const own = (['threadHours', 'alwaysNew'] as const).find((f) => field === f || field.startsWith(`${f}.`));
      if (own) mine[own] ??= serverMessage(message);
      else other.push(serverMessage(message));
    }
    batch(() => {
      errors.value = mine;
      formError.value = other.length > 0 ? other.join(' ') : null;
    });
  }

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => getLeadSettings(dealerId, signal ?? aborted));
    if (found) show(found);
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    threadHours: computed(() => threadHours.value),
    alwaysNew: computed(() => alwaysNew.value),
    errors: computed(() => errors.value),
    formError: computed(() => formError.value),
    saving: computed(() => saving.value),
    saved: computed(() => saved.value),
    load,
    retry: () => load(),
    setThreadHours(typed: string): void {
      batch(() => {
        threadHours.value = typed;
        edited('threadHours');
      });
    },
    setAlwaysNew(kind: LeadKind, on: boolean): void {
      batch(() => {
        alwaysNew.value = LEAD_KINDS.filter((k) => (k === kind ? on : alwaysNew.value.includes(k)));
        edited('alwaysNew');
      });
    },
    async save(): Promise<boolean> {
      if (remote.state.value.status !== 'complete' || saving.value) return false;
      const parsed = v.safeParse(LeadSettingsSchema, {
        threadHours: hoursOf(threadHours.value),
        alwaysNew: alwaysNew.value,
      });
      if (!parsed.success) {
        place(parsed.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })));
        saved.value = false;
        return false;
      }
      batch(() => {
        saving.value = true;
        saved.value = false;
        formError.value = null;
      });
      try {
        const answer = await saveLeadSettings(dealerId, parsed.output);
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
    dispose(): void {
      remote.abort();
    },
  };
}
export type LeadSettingsModel = ReturnType<typeof createLeadSettingsModel>;
