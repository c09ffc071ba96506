/**
 * Naming and saving the deal (seed 000 §4 "Saving", §5, §8), its saved/unsaved status, and the
 * save-reminder prompt (seed 000 §2): while the deal is unsaved or edited, leaving the deal route
 * asks first, and closing the page warns.
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useSession, SignInLink } from '../auth/index.ts';
import { createForm, maxChar, required } from '../../lib/forms/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { setKeeper } from '../../lib/keep-for-sign-in.ts';
import { setLeaveGuard } from '../../lib/leave-guard.ts';
import { errorMessages } from '../../lib/remote-data.ts';
import { href, type RouteName } from '../../contract/route-table.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { vehicleTitle } from '../vehicle/index.ts';
import { MissingDealIdError, type DealModel } from './model.ts';
import { saveAtSignIn } from './save-at-sign-in.ts';
import { saveReminderApplies } from './rules.ts';

/** The update schema's limit on deal names. */
export const DEAL_NAME_MAX = 60;

export function createDealNameForm(initial: string) {
  return createForm({ dealName: { label: 'deal.save.name', initial, rules: [required, maxChar(DEAL_NAME_MAX)] } });
}
export type DealNameForm = ReturnType<typeof createDealNameForm>;

/** Submits the name form; true when the deal was saved. */
export async function submitSave(model: DealModel, form: DealNameForm, onRefused: () => void): Promise<boolean> {
  const outcome = await form.submit(async (values) => {
    try {
      await model.save(values.dealName);
      return true;
    } catch (error) {
      if (error instanceof MissingDealIdError) {
        onRefused();
        return false;
      }
      throw error;
    }
  });
  return outcome.status === 'success' && outcome.result;
}

function SaveStatus({ model }: { model: DealModel }) {
  const key = !model.saved.value ? 'deal.save.unsaved' : model.dirty.value ? 'deal.save.edited' : 'deal.save.saved';
  return (
    <p class={`deal-status${key === 'deal.save.saved' ? ' deal-status--saved' : ''}`} role="status">
      {t(key)}
    </p>
  );
}

/**
 * 'Sign in to save this deal': the server keeps the deal as it is on screen, then the shopper signs
 * in (or registers) and comes back to it saved (routes/auth-service.ts). False when it was not kept.
 */
async function keepForSignIn(model: DealModel, form: DealNameForm, onError: (messages: string[]) => void) {
  try {
    const vehicle = model.vehicle.data.value?.vehicle;
    // The name the save form would start from: the vehicle's, as DealSide sets it.
    const fallback = vehicle ? `${vehicleTitle(vehicle)} ${vehicle.trim}`.slice(0, DEAL_NAME_MAX) : t('deal.heading');
    const { d, body } = model.saveRequest(form.values.value.dealName.trim() || fallback);
    await saveAtSignIn(d.dealId, body);
    return true;
  } catch (error) {
    onError(error instanceof MissingDealIdError ? [t('deal.save.refused')] : errorMessages(error));
    return false;
  }
}

export function SavePanel({ model, form, loggedIn }: { model: DealModel; form: DealNameForm; loggedIn: boolean }) {
  const [refused, setRefused] = useState(false);
  const [keepFailed, setKeepFailed] = useState<string[] | null>(null);
  const keep = () => {
    setKeepFailed(null);
    return keepForSignIn(model, form, setKeepFailed);
  };
  // The save modal's 'save and get personalized payments' signs a visitor up to save this deal too.
  useEffect(() => (loggedIn ? undefined : setKeeper(keep)), [loggedIn, model, form]);
  const headingId = useId();
  const busy = form.submitting.value;
  return (
    <section class="card save-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('deal.save.heading')}</h2>
      <SaveStatus model={model} />
      {loggedIn ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setRefused(false);
            void submitSave(model, form, () => setRefused(true));
          }}
          onInput={() => model.markDirty()}
        >
          <FormErrors messages={[...(refused ? [t('deal.save.refused')] : []), ...form.formError.value]} />
          <TextField form={form} name="dealName" autoComplete="off" required />
          <button type="submit" class="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('deal.save.saving') : t('deal.save.button')}
          </button>
        </form>
      ) : (
        <>
          <p>{t('deal.save.signInLead')}</p>
          {keepFailed && <FormErrors messages={[t('deal.save.keepFailed'), ...keepFailed]} />}
          <SignInLink
            class="button button--primary"
            target={href('deal', { dealId: model.deal.data.value?.dealId ?? '' })}
            before={keep}
          >
            {t('deal.save.signIn')}
          </SignInLink>
        </>
      )}
    </section>
  );
}

/**
 * Registers the leave guard and the beforeunload warning while the deal is unsaved or edited, and
 * renders the prompt the guard opens. Save / Leave without saving / Stay.
 */
export function SaveReminder({
  model,
  form,
  loggedIn,
  route,
}: {
  model: DealModel;
  form: DealNameForm;
  loggedIn: boolean;
  route: RouteName;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const pending = useRef<((leave: boolean) => void) | null>(null);
  const active = saveReminderApplies(route, model.unsavedOrEdited.value, loggedIn);

  useEffect(() => {
    if (!active) return;
    const removeGuard = setLeaveGuard(
      () =>
        new Promise<boolean>((resolve) => {
          pending.current?.(false);
          pending.current = resolve;
          setOpen(true);
        }),
    );
    const warn = (event: BeforeUnloadEvent) => {
      // Signed out, the page reloads at home (seed 001 §2) before this re-renders: no save is left to remind of.
      if (!session.isLoggedIn.peek()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', warn);
    };
  }, [active]);

  // A prompt left open when the page goes away lets the navigation through.
  useEffect(() => () => pending.current?.(true), []);

  function answer(leave: boolean) {
    setOpen(false);
    const resolve = pending.current;
    pending.current = null;
    resolve?.(leave);
  }

  async function saveThenLeave() {
    if (await submitSave(model, form, () => undefined)) answer(true);
  }

  const busy = form.submitting.value;
  return (
    <Dialog
      open={open}
      title={t('deal.reminder.title')}
      onClose={() => answer(false)}
      size="small"
      actions={
        <>
          <button type="button" class="button button--secondary" onClick={() => answer(false)}>
            {t('deal.reminder.stay')}
          </button>
          <button type="button" class="button button--secondary" onClick={() => answer(true)}>
            {t('deal.reminder.leave')}
          </button>
          {loggedIn && (
            <button
              type="button"
              class="button button--primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void saveThenLeave()}
            >
              {busy ? t('deal.save.saving') : t('deal.reminder.save')}
            </button>
          )}
        </>
      }
    >
      <p>{t(loggedIn ? 'deal.reminder.body' : 'deal.reminder.bodySignedOut')}</p>
      {loggedIn && (
        <>
          <FormErrors messages={form.formError.value} />
          <TextField form={form} name="dealName" autoComplete="off" required />
        </>
      )}
    </Dialog>
  );
}
