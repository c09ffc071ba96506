/**
 * A dealer's inventory feed for its managers and platform admins: upload a CSV feed (optionally a full
 * feed, which marks sold what it leaves out) or set the feed's URL and schedule ("Fetch now" too), then
 * each import's source, counts and rejected rows by line (a failed fetch with its reason).
 */
import { useId, useRef, useState } from 'react';
import type { InventoryImport, RejectedRow } from '../../../contract/workspace-inventory.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { serverMessage, t, type MessageKey } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { ManagersPage } from '../../lib/managers-page.tsx';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { CheckboxField, focusFirstInvalid, FormAlert, TextField } from '../../lib/fields.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { CardTable, ErrorPanel, Loading } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { createInventoryModel, type InventoryModel } from './inventory-model.ts';

export default function InventoryPage({ model }: { model?: InventoryModel }) {
  return (
    <ManagersPage
      route="inventory"
      title={t('inventory.title')}
      back={{ href: href('inbox'), label: t('inventory.back') }}
    >
      {(dealer) => <DealerInventory key={dealer.id} dealerId={dealer.id} {...(model ? { model } : {})} />}
    </ManagersPage>
  );
}

function DealerInventory({ dealerId, model: given }: { dealerId: string; model?: InventoryModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createInventoryModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const state = model.state.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  if (state.status !== 'complete') return <Loading />;
  const done = model.done.value;
  const busy = model.busy.value;
  return (
    <>
      <form
        class="ws-settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The file is read from the input when sent: nothing to keep in step with the picker.
          const chosen = fileRef.current?.files?.[0] ?? null;
          void model.upload(chosen, t('inventory.chooseFile')).then((ok) => {
            if (!ok && !chosen) fileRef.current?.focus();
          });
        }}
      >
        <p>{t('inventory.intro', { dealer: state.data.dealer.name })}</p>
        <FormAlert message={model.error.value} />
        <div class="ws-field">
          <label for={fileId}>{t('inventory.file')}</label>
          <input ref={fileRef} id={fileId} name="file" type="file" accept=".csv,text/csv" class="ws-input" />
        </div>
        <CheckboxField
          label={t('inventory.fullFeed')}
          name="fullFeed"
          checked={model.fullFeed.value}
          onValue={(on) => model.setFullFeed(on)}
        />
        <div class="ws-actions">
          <button type="submit" class="ws-button ws-button--primary" aria-disabled={busy}>
            {t('inventory.upload')}
          </button>
          {busy && <progress class="ws-progress" aria-label={t('inventory.uploading')} />}
          <p class="ws-status" role="status">
            {busy
              ? t('inventory.uploading')
              : done
                ? t('inventory.done', {
                    file: done.fileName ?? '',
                    added: done.added,
                    updated: done.updated,
                    sold: done.sold,
                    rejected: done.rejected,
                  })
                : ''}
          </p>
        </div>
      </form>
      <FeedUrl model={model} dealerId={dealerId} />
      <History imports={state.data.imports} />
    </>
  );
}

function FeedUrl({ model, dealerId }: { model: InventoryModel; dealerId: string }) {
  const [saves, setSaves] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const form = model.feedForm;
  const values = form.values.value;
  const errors = form.fieldErrors.value;
  const state = model.state.value;
  const saved = state.status === 'complete' ? state.data.feed : null;
  const fetching = model.fetching.value;
  const fetched = model.fetched.value;
  return (
    <>
      <section aria-labelledby={`${id}-title`} class="ws-settings">
        <h2 id={`${id}-title`}>{t('inventory.feed.title')}</h2>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void model.saveFeed().then((ok) => {
              if (ok) setSaves((n) => n + 1);
              else focusFirstInvalid(formRef.current);
            });
          }}
        >
          <p>{t('inventory.feed.intro')}</p>
          <FormAlert message={form.formError.value} />
          <TextField
            label={t('inventory.feed.url')}
            name="url"
            autoComplete="url"
            spellCheck={false}
            autoCapitalize="off"
            value={values.url}
            onValue={(typed) => model.editFeed('url', typed)}
            hint={t('inventory.feed.urlHint')}
            error={errors.url}
          />
          <TextField
            label={t('inventory.feed.every')}
            name="everyMinutes"
            inputMode="numeric"
            maxLength={4}
            value={values.everyMinutes}
            onValue={(typed) => model.editFeed('everyMinutes', typed)}
            hint={t('inventory.feed.everyHint')}
            error={errors.everyMinutes}
          />
          <CheckboxField
            label={t('inventory.feed.full')}
            name="feedFullFeed"
            checked={values.fullFeed}
            onValue={(on) => model.editFeed('fullFeed', on)}
          />
          <div class="ws-actions">
            <button type="submit" class="ws-button ws-button--primary" aria-disabled={form.submitting.value}>
              {t('inventory.feed.save')}
            </button>
            <p class="ws-status" role="status">
              {model.feedSaved.value ? t('inventory.feed.saved') : ''}
              {saved ? ` ${t('inventory.feed.next', { when: formatDateTime(saved.nextRunAt) })}` : ''}
            </p>
          </div>
        </form>
        <div class="ws-actions">
          <p id={`${id}-fetch-hint`} class="ws-field__hint">
            {t('inventory.feed.fetchHint')}
          </p>
          <button
            type="button"
            class="ws-button"
            aria-describedby={`${id}-fetch-hint`}
            aria-disabled={fetching}
            onClick={() => void model.fetchNow()}
          >
            {t('inventory.feed.fetch')}
          </button>
          {fetching && <progress class="ws-progress" aria-label={t('inventory.feed.fetching')} />}
          <div class="ws-status" role="status" aria-live="polite">
            {fetching ? <p>{t('inventory.feed.fetching')}</p> : null}
            {model.fetchError.value ? <p class="ws-field__error">{model.fetchError.value}</p> : null}
            {fetched ? (
              <p class={fetched.error ? 'ws-field__error' : undefined}>
                {fetched.error
                  ? t('inventory.feed.failed', { reason: importProblem(fetched.error) })
                  : t('inventory.done', {
                      file: fetched.fileName ?? '',
                      added: fetched.added,
                      updated: fetched.updated,
                      sold: fetched.sold,
                      rejected: fetched.rejected,
                    })}
              </p>
            ) : null}
          </div>
        </div>
      </section>
      <SettingsHistory
        title={t('history.titleOf', { what: t('inventory.feed.title') })}
        kind="dealer-feed"
        id={dealerId}
        refreshKey={saves}
        onReverted={() => void model.reloadFeed()}
      />
    </>
  );
}

/** A rejected row's reason in the member's language by its code; one kept from before codes, as written. */
const reasonText = (row: RejectedRow) =>
  row.code ? t(`inventory.reason.${row.code}` as MessageKey, row.params) : row.reason;

/** Why an import read nothing, in the member's language where the server's words are known. */
const importProblem = (error: string) => serverMessage(error);

function History({ imports }: { imports: readonly InventoryImport[] }) {
  return (
    <section aria-labelledby="inventory-history">
      <h2 id="inventory-history">{t('inventory.history')}</h2>
      {imports.length === 0 ? (
        <p class="ws-empty">{t('inventory.noImports')}</p>
      ) : (
        <CardTable
          caption={t('inventory.history')}
          columns={[
            t('inventory.col.when'),
            t('inventory.col.source'),
            t('inventory.col.file'),
            t('inventory.col.read'),
            t('inventory.col.added'),
            t('inventory.col.updated'),
            t('inventory.col.sold'),
            t('inventory.col.rejected'),
          ]}
        >
          {imports.map((i) => (
            <tr key={i.id}>
              <td data-label={t('inventory.col.when')}>{formatDateTime(i.startedAt)}</td>
              <td data-label={t('inventory.col.source')}>
                {t(i.source === 'url' ? 'inventory.source.url' : 'inventory.source.upload')}
                {i.fullFeed ? ` ${t('inventory.full')}` : ''}
              </td>
              <td data-label={t('inventory.col.file')}>
                <span class="ws-break">{i.fileName ?? ''}</span>
                {i.error && (
                  <p class="ws-field__error">{t('inventory.feed.failed', { reason: importProblem(i.error) })}</p>
                )}
              </td>
              <td data-label={t('inventory.col.read')}>{i.rowsRead}</td>
              <td data-label={t('inventory.col.added')}>{i.added}</td>
              <td data-label={t('inventory.col.updated')}>{i.updated}</td>
              <td data-label={t('inventory.col.sold')}>{i.sold}</td>
              <td data-label={t('inventory.col.rejected')}>{i.rejected}</td>
            </tr>
          ))}
        </CardTable>
      )}
      {imports
        .filter((i) => i.rejectedRows.length > 0)
        .map((i) => (
          <Rejected key={i.id} item={i} />
        ))}
    </section>
  );
}

function Rejected({ item }: { item: InventoryImport }) {
  const caption = t('inventory.rejectedOf', { when: formatDateTime(item.startedAt) });
  return (
    <details class="ws-rejected">
      <summary>{caption}</summary>
      <CardTable caption={caption} columns={[t('inventory.col.line'), t('inventory.col.reason')]}>
        {item.rejectedRows.map((r) => (
          <tr key={`${r.line}-${r.reason}`}>
            <td data-label={t('inventory.col.line')}>{r.line}</td>
            <td data-label={t('inventory.col.reason')}>{reasonText(r)}</td>
          </tr>
        ))}
      </CardTable>
    </details>
  );
}
