/** Seed 001 §2 "Save modal (no-profile)": save and register, or 'No thanks' and carry on. */
import { useLocation } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { keepForSignIn } from '../../lib/keep-for-sign-in.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { openGhostModal } from '../../lib/ghost-modal.ts';
import { saveWork, saveWorkTarget, type SaveWorkModel } from './save-work.ts';
// Its copy ships with it, not with the first paint.
import '../../lib/i18n/parts/shell-on-demand.ts';

export function SaveWorkModal({ model = saveWork }: { model?: SaveWorkModel }) {
  const { context, navigate } = useEnv();
  const [path] = useLocation();
  const request = model.request.value;

  async function save() {
    const target = saveWorkTarget(context.campaign);
    model.close();
    // The work to save is kept first (a visitor's deal, as on screen): the sign-up then saves it.
    if (!(await keepForSignIn())) return;
    // After signing up the shopper comes back to the work they saved.
    if (target.kind === 'ghost-modal') {
      openGhostModal({ redirectPath: path });
      return;
    }
    // This modal was the save-your-work question: the deal page must not ask it again.
    navigate(`${target.path}?redirectPath=${encodeURIComponent(path)}`, { skipGuard: true });
  }

  function noThanks() {
    model.close();
    request?.followUp?.();
    if (request?.redirectPath) navigate(request.redirectPath, { skipGuard: true });
  }

  return (
    <Dialog
      open={request !== null}
      title={t('banner.saveWork.title')}
      onClose={() => model.close()}
      size="small"
      actions={
        <>
          <button type="button" class="button button--primary" onClick={() => void save()} data-autofocus>
            {t('banner.saveWork.save')}
          </button>
          <button type="button" class="button button--secondary" onClick={noThanks}>
            {t('banner.saveWork.noThanks')}
          </button>
        </>
      }
    >
      <p>{t('banner.saveWork.body')}</p>
    </Dialog>
  );
}
