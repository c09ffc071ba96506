/**
 * A settings form's change history under it: each saved version (when, who, what changed), folded away until
 * asked for, and a revert to the version before the current one, asked once more before it is done.
 * `title` names the region (unique on the page); `refreshKey` changes after each save.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePageModel } from '../../lib/use-page-model.ts';
import { t } from '../i18n/index.ts';
import { useWorkspaceEnv } from './env.tsx';
import { FormAlert } from './fields.tsx';
import { formatDateTime } from './format.ts';
import { settingsFieldsLabel } from './labels.ts';
import { CardTable, ErrorPanel, Loading } from './page.tsx';
import { createSettingsHistoryModel, type SettingsHistoryModel } from './settings-history-model.ts';
import type { SettingsVersion } from '../../contract/workspace-settings-history.ts';

export function SettingsHistory({
  title,
  kind,
  id,
  refreshKey,
  onReverted,
  model: given,
}: {
  title: string;
  kind: string;
  id: string;
  refreshKey: number;
  onReverted: () => void;
  model?: SettingsHistoryModel;
}) {
  const { session } = useWorkspaceEnv();
  const reverted = useRef(onReverted);
  reverted.current = onReverted;
  const model = usePageModel(
    () =>
      given ??
      createSettingsHistoryModel({
        kind,
        id,
        onUnauthorized: () => session.expire(),
        onReverted: () => reverted.current(),
      }),
    [kind, id],
  );
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void model.refresh();
  }, [refreshKey, model]);
  const headingId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const state = model.state.value;
  return (
    <section class="ws-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={() => void model.load()} />
      ) : state.status !== 'complete' ? (
        <Loading />
      ) : state.data.versions.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <>
          <button
            type="button"
            class="ws-button ws-button--link"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('history.hide') : t('history.show', { count: state.data.versions.length })}
          </button>
          <div id={tableId} hidden={!open}>
            <CardTable
              caption={t('history.caption')}
              columns={[
                t('history.col.version'),
                t('history.col.when'),
                t('history.col.who'),
                t('history.col.changed'),
              ]}
            >
              {state.data.versions.map((version) => (
                <VersionRow key={version.version} version={version} />
              ))}
            </CardTable>
          </div>
          <RevertControls model={model} />
        </>
      )}
    </section>
  );
}

function VersionRow({ version }: { version: SettingsVersion }) {
  const fields = settingsFieldsLabel(version.changed);
  const what =
    version.staff === null
      ? t('history.initial')
      : version.revertedTo !== null
        ? t('history.reverted', { version: version.revertedTo, fields })
        : fields;
  return (
    <tr>
      <td data-label={t('history.col.version')}>{version.version}</td>
      <td data-label={t('history.col.when')}>{formatDateTime(version.at)}</td>
      <td data-label={t('history.col.who')}>{version.staff ?? t('history.system')}</td>
      <td data-label={t('history.col.changed')}>{what}</td>
    </tr>
  );
}

function RevertControls({ model }: { model: SettingsHistoryModel }) {
  const target = model.target.value;
  const restored = model.restored.value;
  return (
    <div class="ws-history__revert">
      <FormAlert message={model.error.value} />
      {target !== null && model.confirming.value ? (
        <div class="ws-actions" role="group" aria-label={t('history.revert')}>
          <p>{t('history.revertConfirm', { version: target })}</p>
          <button
            type="button"
            class="ws-button ws-button--primary"
            aria-disabled={model.reverting.value}
            onClick={() => void model.revert()}
          >
            {model.reverting.value ? t('history.reverting') : t('history.revert')}
          </button>
          <button type="button" class="ws-button" onClick={() => model.askRevert(false)}>
            {t('staff.cancel')}
          </button>
        </div>
      ) : (
        target !== null && (
          <button type="button" class="ws-button" onClick={() => model.askRevert(true)}>
            {t('history.revert')}
          </button>
        )
      )}
      <p class="ws-status" role="status">
        {restored !== null ? t('history.revertedDone', { version: restored }) : ''}
      </p>
    </div>
  );
}

/**
 * A versioned document's section: its heading, the form `form` draws (told when a save went through), and its
 * change history under it, apart from the form so reading the restored document again keeps the history's status.
 */
export function VersionedSection(props: {
  title: string;
  /** The versioned document's kind and id, for its history. */
  kind: string;
  id: string;
  /** A revert restored an older version: read the document again. */
  onReverted: () => void;
  form: (onSaved: () => void) => ReactNode;
}) {
  const id = useId();
  const [saves, setSaves] = useState(0);
  return (
    <section aria-labelledby={`${id}-title`} class="ws-settings">
      <h2 id={`${id}-title`} class="ws-settings__title">
        {props.title}
      </h2>
      {props.form(() => setSaves((n) => n + 1))}
      <SettingsHistory
        title={t('history.titleOf', { what: props.title })}
        kind={props.kind}
        id={props.id}
        refreshKey={saves}
        onReverted={props.onReverted}
      />
    </section>
  );
}
