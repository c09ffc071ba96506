/**
 * A settings section that edits one document (lib/settings-model.ts): its heading, the form with its fields,
 * save and "Saved.", and its change history under it, apart from the form so reading the restored document
 * again keeps the history and its status.
 */
import { useRef, type ReactNode } from 'react';
import { isForbidden } from './failure.ts';
import { focusFirstInvalid, FormAlert } from './fields.tsx';
import { ErrorPanel, Loading } from './page.tsx';
import { VersionedSection } from './settings-history.tsx';
import type { createSettingsModel } from './settings-model.ts';

type Model<A> = Pick<
  ReturnType<typeof createSettingsModel<A, Record<string, string | boolean>, never>>,
  'state' | 'form' | 'saved' | 'load' | 'retry' | 'save'
>;

export function SettingsSection<A>(props: {
  model: Model<A>;
  /** The versioned document's kind and id, for its history. */
  kind: string;
  id: string;
  copy: { title: string; save: string; saved: string };
  intro: (answer: A) => ReactNode;
  fields: (answer: A) => ReactNode;
}) {
  const { model, copy } = props;
  return (
    <VersionedSection
      title={copy.title}
      kind={props.kind}
      id={props.id}
      onReverted={() => void model.load()}
      form={(onSaved) => <SectionForm {...props} onSaved={onSaved} />}
    />
  );
}

function SectionForm<A>({
  model,
  copy,
  intro,
  fields,
  onSaved,
}: Parameters<typeof SettingsSection<A>>[0] & { onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const state = model.state.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  if (state.status !== 'complete') return <Loading />;
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
      <FormAlert message={model.form.formError.value} />
      {fields(state.data)}
      <div class="ws-actions">
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.form.submitting.value}>
          {copy.save}
        </button>
        <p class="ws-status" role="status">
          {model.saved.value ? copy.saved : ''}
        </p>
      </div>
    </form>
  );
}
