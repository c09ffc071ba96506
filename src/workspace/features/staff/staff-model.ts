/**
 * One dealer's staff as the page shows them: the list, the invitation form (checked with the contract's
 * schema first, nothing typed lost on a failure), a role change per row and a removal after a confirmation.
 */
import { batch, computed, signal } from '@preact/signals';
import { InviteBodySchema, type DealerStaff, type StaffRow } from '../../../contract/workspace-staff.ts';
import type { StaffRole } from '../../../contract/workspace.ts';
import { t } from '../../i18n/index.ts';
import { failureMessage, isUnauthorized } from '../../lib/failure.ts';
import { createForm } from '../../lib/form.ts';
import { roleLabel } from '../../lib/labels.ts';
import { createRemote } from '../../lib/remote.ts';
import { changeRole, getStaff, inviteStaff, removeStaff } from './api.ts';

type Deps = { dealerId: string; onUnauthorized: () => void };

export function createStaffModel({ dealerId, onUnauthorized }: Deps) {
  const remote = createRemote<DealerStaff>();
  const invite = createForm({ email: '', name: '', role: 'AGENT' });
  /** The role picked in each row, until it is saved. */
  const picked = signal<Record<string, StaffRole>>({});
  const confirming = signal<string | null>(null);
  const busy = signal<string | null>(null);
  const notice = signal('');
  const actionError = signal<string | null>(null);

  const failed = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized();
    else actionError.value = failureMessage(error);
  };
  const dealerName = () => (remote.state.value.status === 'complete' ? remote.state.value.data.dealer.name : '');
  const replaceRow = (row: StaffRow) => {
    const state = remote.state.value;
    if (state.status === 'complete')
      remote.set({ ...state.data, staff: state.data.staff.map((s) => (s.id === row.id ? row : s)) });
  };

  async function load(signal?: AbortSignal): Promise<void> {
    await remote.run((aborted) => getStaff(dealerId, signal ?? aborted));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    invite,
    picked: computed(() => picked.value),
    confirming: computed(() => confirming.value),
    busy: computed(() => busy.value),
    notice: computed(() => notice.value),
    actionError: computed(() => actionError.value),
    load,
    retry: () => load(),
    pick(staffId: string, role: StaffRole): void {
      picked.value = { ...picked.value, [staffId]: role };
    },
    async sendInvite(): Promise<boolean> {
      notice.value = '';
      const sent = await invite.submit(InviteBodySchema, (body) => inviteStaff(dealerId, body), { onUnauthorized });
      if (!sent.ok) return false;
      const { outcome, member } = sent.result;
      batch(() => {
        invite.reset();
        notice.value =
          outcome === 'invited'
            ? t('staff.invite.sent', { email: member.email })
            : t('staff.invite.added', { email: member.email, dealer: dealerName() });
      });
      // Read again quietly: the form and the table stay on screen meanwhile.
      const fresh = await getStaff(dealerId, new AbortController().signal).catch(() => null);
      if (fresh) remote.set(fresh);
      return true;
    },
    async saveRole(row: StaffRow): Promise<void> {
      const role = picked.value[row.id] ?? row.role;
      if (busy.value || role === row.role) return;
      batch(() => {
        busy.value = row.id;
        actionError.value = null;
        notice.value = '';
      });
      try {
        const saved = await changeRole(dealerId, row.id, role);
        batch(() => {
          replaceRow(saved);
          notice.value = t('staff.roleSaved', { name: saved.name, role: roleLabel(saved.role) });
        });
      } catch (error) {
        failed(error);
      } finally {
        busy.value = null;
      }
    },
    askRemove(staffId: string | null): void {
      confirming.value = staffId;
    },
    async remove(row: StaffRow): Promise<boolean> {
      if (busy.value) return false;
      batch(() => {
        busy.value = row.id;
        actionError.value = null;
        notice.value = '';
      });
      try {
        await removeStaff(dealerId, row.id);
        const state = remote.state.value;
        batch(() => {
          if (state.status === 'complete')
            remote.set({ ...state.data, staff: state.data.staff.filter((s) => s.id !== row.id) });
          confirming.value = null;
          notice.value = t('staff.removed', { name: row.name, dealer: dealerName() });
        });
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        busy.value = null;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type StaffModel = ReturnType<typeof createStaffModel>;
