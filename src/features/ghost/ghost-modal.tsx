/**
 * The ghost account modal (seed 001 §2): its own chunk, loaded when something in the shell calls
 * `openGhostModal()`. Titles 'Welcome Back, {name}' / 'BUY@HOME Benefits' (a neutral one outside buy-at-home campaigns); the form is shared
 * with the `/account/register/ghost` page.
 */
import '../../lib/i18n/parts/ghost.ts';
import { safeRedirectPath, useSession } from '../auth/index.ts';
import { OneTapButton } from '../one-tap/index.ts';
import { redirectAfter } from '../../lib/redirect.ts';
import { useEnv } from '../../lib/env.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { benefitsTitle, GhostForm, ghostTitle } from './ghost-form.tsx';
import { closeGhostModal, type GhostModalRequest } from '../../lib/ghost-modal.ts';
import { createGhostModel } from './model.ts';

export default function GhostModal({ request }: { request: GhostModalRequest }) {
  const env = useEnv();
  const { context } = env;
  const session = useSession();
  // Loads the ghost cookie once the form is shown; aborts it and stops the toast when it goes.
  const model = usePageModel(
    () =>
      createGhostModel({
        campaign: context.campaign.slug,
        dealer: context.dealer?.id ?? null,
        locale: () => locale.value,
        redirectPath: request.redirectPath,
        onSignedIn: session.signedIn,
        onDone: (to) => {
          closeGhostModal();
          // Registered and signed in: the page context changed, so /login-success/ghost loads as a new page (seed 001 §2).
          redirectAfter('ghost-registration', env)(to);
        },
      }),
    [request],
  );
  const loading = model.loading.value;
  return (
    <Dialog
      open
      title={loading ? benefitsTitle(context.campaign) : ghostTitle(model, context.campaign)}
      onClose={closeGhostModal}
    >
      {loading ? (
        <p class="page-loading" role="status">
          <span class="spinner" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : (
        <GhostForm
          model={model}
          onLogin={closeGhostModal}
          socialSignIn={
            <OneTapButton
              onSignedIn={() => {
                closeGhostModal();
                redirectAfter('sign-in', env)(safeRedirectPath(request.redirectPath));
              }}
            />
          }
        />
      )}
    </Dialog>
  );
}
