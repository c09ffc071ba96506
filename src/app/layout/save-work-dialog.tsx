/**
 * The save-work reminder (seed 001 §2 "Save modal (no-profile)") a logged-out visitor on
 * no-profile-deal sees before the menu opens. 'save and get personalized payments' leads to sign
 * up; 'No thanks' closes it and runs the caller's follow-up (opening the menu).
 */
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';

type Props = {
  open: boolean;
  /** Esc or Close: nothing else happens. */
  onDismiss: () => void;
  /** 'No thanks': the dialog closes, then this follow-up runs. */
  onNoThanks: () => void;
};

export function SaveWorkDialog({ open, onDismiss, onNoThanks }: Props) {
  const { navigate } = useEnv();
  return (
    <Dialog
      open={open}
      title={t('shell.saveModal.title')}
      onClose={onDismiss}
      size="small"
      actions={
        <>
          <button
            type="button"
            class="button button--primary"
            data-autofocus
            onClick={() => {
              onDismiss();
              // The ghost modal and /account/register are later issues: sign-in is where accounts start today.
              navigate(href('login'));
            }}
          >
            {t('shell.saveModal.save')}
          </button>
          <button type="button" class="button button--secondary" onClick={onNoThanks}>
            {t('shell.saveModal.noThanks')}
          </button>
        </>
      }
    >
      <p>{t('shell.saveModal.body')}</p>
    </Dialog>
  );
}
