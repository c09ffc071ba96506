/**
 * A settings section that edits a list of records as one document (lib/list-form.ts): its heading, the
 * form with one labelled group of fields a row, add and save, and its change history under it, apart from
 * the form so reading the restored list again keeps the history and its status.
 */
import { useRef, type ReactNode } from 'react';
import { isForbidden } from './failure.ts';
import { focusFirstInvalid, FormAlert } from './fields.tsx';
import type { ListForm, ListRow } from './list-form.ts';
import { ErrorPanel, Loading } from './page.tsx';
import { VersionedSection } from './settings-history.tsx';

type Copy = { title: string; none: string; add: string; save: string; saved: string };

export function ListSection<A, R extends ListRow, B>(props: {
  model: ListForm<A, R, B>;
  /** The versioned document's kind and id, for its history. */
  kind: string;
  id: string;
  copy: Copy;
  intro: (answer: A) => ReactNode;
  legend: (row: R, index: number) => string;
  fields: (row: R, index: number) => ReactNode;
}) {
  const { model, copy } = props;
  return (
    <VersionedSection
      title={copy.title}
      kind={props.kind}
      id={props.id}
      onReverted={() => void model.load()}
      form={(onSaved) => <ListSectionForm {...props} onSaved={onSaved} />}
    />
  );
}

function ListSectionForm<A, R extends ListRow, B>({
  model,
  copy,
  intro,
  legend,
  fields,
  onSaved,
}: Parameters<typeof ListSection<A, R, B>>[0] & { onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const state = model.state.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  if (state.status !== 'complete') return <Loading />;
  const rows = model.rows.value;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.save().then((ok) => {
          if (ok) onSaved();
          else focusFirstInvalid(formRef.current);
        });
      }}
    >
      <p>{intro(state.data)}</p>
      <FormAlert message={model.formError.value} />
      {rows.length === 0 && <p class="ws-empty">{copy.none}</p>}
      {rows.map((row, index) => (
        <fieldset key={row.key} class="ws-settings__kinds">
          <legend>{legend(row, index)}</legend>
          {fields(row, index)}
        </fieldset>
      ))}
      <div class="ws-actions">
        <button type="button" class="ws-button" onClick={() => model.add()}>
          {copy.add}
        </button>
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.saving.value}>
          {copy.save}
        </button>
        <p class="ws-status" role="status">
          {model.saved.value ? copy.saved : ''}
        </p>
      </div>
    </form>
  );
}
