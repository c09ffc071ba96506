/** A dealer's staff for its managers and platform admins: who is on it, inviting, role changes, removals; an agent is told it is not theirs. */
import { useRef } from 'react';
import type { DealerStaff, StaffRow } from '../../../contract/workspace-staff.ts';
import { STAFF_ROLES, type StaffMe, type StaffRole } from '../../../contract/workspace.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { ManagersPage } from '../../lib/managers-page.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { focusFirstInvalid, FormAlert, SelectField, TextField } from '../../lib/fields.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { roleLabel } from '../../lib/labels.ts';
import { CardTable, ErrorPanel, Loading } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { createStaffModel, type StaffModel } from './staff-model.ts';

/** The roles this member may give: a platform admin any, a manager the dealer's own two. */
const rolesFor = (me: StaffMe): readonly StaffRole[] =>
  me.role === 'PLATFORM_ADMIN' ? STAFF_ROLES : STAFF_ROLES.filter((r) => r !== 'PLATFORM_ADMIN');
const roleOptions = (me: StaffMe) => rolesFor(me).map((r) => ({ value: r, label: roleLabel(r) }));

export default function StaffPage({ model }: { model?: StaffModel }) {
  return (
    <ManagersPage route="staff" title={t('staff.title')} back={{ href: href('inbox'), label: t('leadSettings.back') }}>
      {(dealer, me) => <DealerStaffView key={dealer.id} me={me} dealerId={dealer.id} {...(model ? { model } : {})} />}
    </ManagersPage>
  );
}

function DealerStaffView({ me, dealerId, model: given }: { me: StaffMe; dealerId: string; model?: StaffModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createStaffModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  const state = model.state.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  if (state.status !== 'complete') return <Loading />;
  return (
    <>
      <p class="ws-status" role="status">
        {model.notice.value}
      </p>
      <FormAlert message={model.actionError.value} />
      <StaffTable me={me} data={state.data} model={model} />
      <InviteForm me={me} model={model} />
    </>
  );
}

/** A manager acts on the dealer's managers and agents, never on themselves nor on a platform admin. */
const mayChange = (me: StaffMe, row: StaffRow) =>
  row.id !== me.id && (me.role === 'PLATFORM_ADMIN' || row.role !== 'PLATFORM_ADMIN');

function StaffTable({ me, data, model }: { me: StaffMe; data: DealerStaff; model: StaffModel }) {
  if (data.staff.length === 0) return <p class="ws-empty">{t('staff.empty')}</p>;
  const columns = [
    t('staff.col.name'),
    t('staff.col.email'),
    t('staff.col.role'),
    t('staff.col.mfa'),
    t('staff.col.lastSignIn'),
    t('staff.col.actions'),
  ];
  return (
    <CardTable caption={t('staff.caption', { dealer: data.dealer.name })} columns={columns}>
      {data.staff.map((row) => (
        <tr key={row.id}>
          <td data-label={columns[0]}>
            {row.name} {row.id === me.id && <span class="ws-muted">{t('staff.you')}</span>}
          </td>
          <td data-label={columns[1]} class="ws-break">
            {row.email}
          </td>
          <td data-label={columns[2]}>{roleLabel(row.role)}</td>
          <td data-label={columns[3]}>
            {row.invited ? t('staff.invited') : row.enrolled ? t('staff.mfa.yes') : t('staff.mfa.no')}
          </td>
          <td data-label={columns[4]}>{row.lastSignInAt ? formatDateTime(row.lastSignInAt) : t('staff.never')}</td>
          <td data-label={columns[5]}>
            {mayChange(me, row) ? <RowActions me={me} row={row} dealer={data.dealer.name} model={model} /> : '—'}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}

function RowActions({ me, row, dealer, model }: { me: StaffMe; row: StaffRow; dealer: string; model: StaffModel }) {
  const busy = model.busy.value === row.id;
  if (model.confirming.value === row.id)
    return (
      <div class="ws-actions" role="group" aria-label={t('staff.removeOf', { name: row.name })}>
        <p>{t('staff.confirmRemove', { name: row.name, dealer })}</p>
        <button type="button" class="ws-button" aria-disabled={busy} onClick={() => void model.remove(row)}>
          {t('staff.confirm')}
        </button>
        <button type="button" class="ws-button" onClick={() => model.askRemove(null)}>
          {t('staff.cancel')}
        </button>
      </div>
    );
  const options = roleOptions(me);
  // An admin's row (seen by an admin) keeps its role in the list even when a manager could not give it.
  const withOwn = options.some((o) => o.value === row.role)
    ? options
    : [...options, { value: row.role, label: roleLabel(row.role) }];
  return (
    <div class="ws-actions">
      <SelectField
        label={t('staff.roleOf', { name: row.name })}
        name={`role-${row.id}`}
        value={model.picked.value[row.id] ?? row.role}
        onValue={(value) => model.pick(row.id, value as StaffRole)}
        options={withOwn}
      />
      <button type="button" class="ws-button" aria-disabled={busy} onClick={() => void model.saveRole(row)}>
        {t('staff.saveRole')}
      </button>
      <button
        type="button"
        class="ws-button"
        aria-label={t('staff.removeOf', { name: row.name })}
        onClick={() => model.askRemove(row.id)}
      >
        {t('staff.remove')}
      </button>
    </div>
  );
}

function InviteForm({ me, model }: { me: StaffMe; model: StaffModel }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors, formError, submitting } = model.invite;
  return (
    <form
      ref={formRef}
      class="ws-settings ws-staff-invite"
      noValidate
      aria-labelledby="ws-invite-title"
      onSubmit={(event) => {
        event.preventDefault();
        void model.sendInvite().then((ok) => ok || focusFirstInvalid(formRef.current));
      }}
    >
      <h2 id="ws-invite-title">{t('staff.invite.title')}</h2>
      <FormAlert message={formError.value} />
      <TextField
        label={t('staff.invite.email')}
        name="email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        required
        value={String(values.value.email)}
        error={fieldErrors.value.email}
        onValue={(value) => model.invite.set('email', value)}
      />
      <TextField
        label={t('staff.invite.name')}
        name="name"
        autoComplete="off"
        required
        value={String(values.value.name)}
        error={fieldErrors.value.name}
        onValue={(value) => model.invite.set('name', value)}
      />
      <SelectField
        label={t('staff.invite.role')}
        name="role"
        value={String(values.value.role)}
        error={fieldErrors.value.role}
        onValue={(value) => model.invite.set('role', value)}
        options={roleOptions(me)}
      />
      <div class="ws-actions">
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={submitting.value}>
          {submitting.value ? t('staff.invite.sending') : t('staff.invite.submit')}
        </button>
      </div>
    </form>
  );
}
