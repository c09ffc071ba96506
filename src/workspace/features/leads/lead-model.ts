/** One lead: what it says, and its work (status, owner, notes), each saved by the server and shown as it answers. */
import { computed, signal } from '@preact/signals';
import { LeadUpdateSchema, NoteBodySchema, type LeadDetail, type LeadStatus } from '../../../contract/workspace.ts';
import { isUnauthorized } from '../../lib/failure.ts';
import { createForm } from '../../lib/form.ts';
import { createRemote } from '../../lib/remote.ts';
import { addNote, getLead, updateLead } from './api.ts';

type Deps = { id: string; onUnauthorized: () => void };

type Work = { status: LeadStatus | ''; lostReason: string; ownerId: string };

const workOf = (lead: LeadDetail): Work => ({
  status: lead.status,
  lostReason: lead.lostReason ?? '',
  ownerId: lead.owner?.id ?? '',
});

export function createLeadModel({ id, onUnauthorized }: Deps) {
  const lead = createRemote<LeadDetail>();
  const work = createForm<Work>({ status: '', lostReason: '', ownerId: '' });
  const note = createForm({ body: '' });
  /** "Saved." after a save, until the next edit or save. */
  const saved = signal(false);

  return {
    lead: lead.state,
    work,
    note,
    saved: computed(() => saved.value),
    async load(signal?: AbortSignal): Promise<void> {
      const found = await lead.run((aborted) => getLead(id, signal ?? aborted));
      if (found) work.reset(workOf(found));
      const state = lead.state.value;
      if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
    },
    setWork<K extends keyof Work>(name: K, value: Work[K]): void {
      saved.value = false;
      work.set(name, value);
    },
    async save(): Promise<boolean> {
      saved.value = false;
      const sent = await work.submit(LeadUpdateSchema, (body) => updateLead(id, body), {
        onUnauthorized,
        // A lost reason only with Lost; no owner is null (unowned).
        body: (values) => ({
          ...(values.status ? { status: values.status } : {}),
          ...(values.status === 'LOST' ? { lostReason: values.lostReason } : {}),
          ownerId: values.ownerId || null,
        }),
      });
      if (!sent.ok) return false;
      lead.set(sent.result);
      work.reset(workOf(sent.result));
      saved.value = true;
      return true;
    },
    setNote(value: string): void {
      note.set('body', value);
    },
    async addNote(): Promise<boolean> {
      const sent = await note.submit(NoteBodySchema, (body) => addNote(id, body), { onUnauthorized });
      if (!sent.ok) return false;
      lead.set(sent.result);
      note.reset();
      return true;
    },
  };
}
export type LeadModel = ReturnType<typeof createLeadModel>;

/** Notes oldest first, so the newest is last, next to the box that adds one. */
export function notesInOrder(lead: LeadDetail): LeadDetail['notes'] {
  return [...lead.notes].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}
