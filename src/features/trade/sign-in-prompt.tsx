/** The trade-in's word to a visitor (a chunk of its own: only visitors see it), with the sign-in that comes back. */
import '../../lib/i18n/parts/trade.ts';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { withRedirect, SignInLink } from '../auth/index.ts';
import { openGhostModal } from '../../lib/ghost-modal.ts';
import { saveWorkTarget } from '../shell/index.ts';
import { useFlowHref } from './trade-parts.tsx';

/** Visitors (seed 000 §2): sign in, or create an account, and come back to the flow (and its way back to the deal). */
export function SignInPrompt() {
  const { context } = useEnv();
  const target = useFlowHref()('trade');
  const create = saveWorkTarget(context.campaign);
  return (
    <section class="card signin-prompt" aria-labelledby="trade-signin">
      <h2 id="trade-signin">{t('trade.signIn.heading')}</h2>
      <p>{t('trade.signIn.body')}</p>
      <div class="account-prompt__actions">
        <SignInLink class="button button--primary" target={target}>
          {t('trade.signIn.signIn')}
        </SignInLink>
        {create.kind === 'ghost-modal' ? (
          <button
            type="button"
            class="button button--secondary"
            onClick={() => openGhostModal({ redirectPath: target })}
          >
            {t('trade.signIn.create')}
          </button>
        ) : (
          <Link href={withRedirect(create.path, target)} class="button button--secondary">
            {t('trade.signIn.create')}
          </Link>
        )}
      </div>
    </section>
  );
}
