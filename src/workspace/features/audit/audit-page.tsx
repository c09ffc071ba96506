/** The audit log: who did what to which record, from where; for dealer managers and platform admins. */
import { Link, useSearch } from 'wouter';
import { MANAGERS_ONLY } from '../../../contract/workspace.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { serverMessage, t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { SelectField } from '../../lib/fields.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { auditActionLabel, settingsFieldsLabel } from '../../lib/labels.ts';
import { CardTable, ErrorPanel, Loading, PageTitle, ShowOlder } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { auditCsvUrl } from './api.ts';
import { createAuditModel, type AuditModel } from './audit-model.ts';

export default function AuditPage({ model }: { model?: AuditModel }) {
  const { session } = useWorkspaceEnv();
  const me = session.me.value;
  // An agent gets the same answer the server would give, without asking it.
  if (me?.role === 'AGENT') return <Forbidden message={serverMessage(MANAGERS_ONLY)} />;
  return <AuditLog {...(model ? { model } : {})} />;
}

function Forbidden({ message }: { message: string }) {
  return (
    <>
      <PageTitle>{t('audit.forbiddenTitle')}</PageTitle>
      <p>{message}</p>
      <p>
        <Link href={href('inbox')}>{t('notFound.toInbox')}</Link>
      </p>
    </>
  );
}

function AuditLog({ model: given }: { model?: AuditModel }) {
  const { session, navigate } = useWorkspaceEnv();
  const dealers = session.me.value?.dealers ?? [];
  const asked = new URLSearchParams(useSearch()).get('dealer') ?? '';
  const dealer = dealers.some((d) => d.id === asked) ? asked : undefined;
  const model = usePageModel(
    () => given ?? createAuditModel({ dealer, onUnauthorized: () => session.expire() }),
    [dealer],
  );
  const state = model.state.value;
  if (state.status === 'error' && isForbidden(state.error)) return <Forbidden message={state.message} />;
  const older = model.older.value;
  return (
    <>
      <PageTitle>{t('audit.title')}</PageTitle>
      <div class="ws-toolbar">
        {dealers.length > 1 && (
          <SelectField
            label={t('inbox.dealer')}
            name="dealer"
            value={dealer ?? ''}
            onValue={(value) => navigate(href('audit', {}, { dealer: value }))}
            options={[
              { value: '', label: t('inbox.anyDealer') },
              ...dealers.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        )}
        <a class="ws-button" href={auditCsvUrl(dealer)} download>
          {t('audit.csv')}
        </a>
      </div>
      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={() => void model.retry()} />
      ) : state.status !== 'complete' ? (
        <Loading />
      ) : model.entries.value.length === 0 ? (
        <p class="ws-empty">{t('audit.empty')}</p>
      ) : (
        <>
          <AuditTable model={model} />
          <ShowOlder
            older={older}
            hasOlder={model.hasOlder.value}
            label={t('audit.showOlder')}
            onMore={() => void model.loadOlder()}
          />
        </>
      )}
    </>
  );
}

function AuditTable({ model }: { model: AuditModel }) {
  const columns = [
    t('audit.col.when'),
    t('audit.col.who'),
    t('audit.col.action'),
    t('audit.col.record'),
    t('audit.col.dealer'),
    t('audit.col.from'),
  ];
  return (
    <CardTable caption={t('audit.caption')} columns={columns}>
      {model.entries.value.map((entry) => (
        <tr key={entry.id}>
          <td data-label={columns[0]}>{formatDateTime(entry.at)}</td>
          <td data-label={columns[1]}>{entry.staff}</td>
          <td data-label={columns[2]}>
            {auditActionLabel(entry.action)}
            {entry.changes.length > 0 && (
              <span class="ws-audit__changes">
                {t('audit.changed', { fields: settingsFieldsLabel(entry.changes) })}
              </span>
            )}
          </td>
          <td data-label={columns[3]}>{entry.record}</td>
          <td data-label={columns[4]}>{entry.dealer ?? '—'}</td>
          <td data-label={columns[5]}>{entry.from}</td>
        </tr>
      ))}
    </CardTable>
  );
}
