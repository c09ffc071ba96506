/**
 * `/login-success/ghost` (seed 001 §2 "Paths", §4 "Ghost registration"): where a shopper lands
 * after ghost registration. It confirms they are signed in and continues to the optional
 * `redirectPath` (only an app-relative path to one of the app's routes) or home.
 */
import '../../lib/i18n/parts/ghost.ts';
// Its body without a name is the route's description.
import '../../lib/i18n/parts/route-descriptions.ts';
import { Link, useSearch } from 'wouter';
import { safeRedirectPath, useSession } from '../auth/index.ts';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { offersTrade } from '../../lib/campaign.ts';

export default function LoginSuccessPage() {
  const { context } = useEnv();
  const visitor = useSession().visitor.value;
  const target = safeRedirectPath(new URLSearchParams(useSearch()).get('redirectPath'));
  const name = visitor.isLoggedIn ? visitor.firstName : null;
  return (
    <section class="page page--narrow">
      <div class="card ghost-success">
        <h1>{name ? t('ghost.success.heading', { name }) : t('ghost.success.headingNoName')}</h1>
        <p>
          {name
            ? t(offersTrade(context.campaign) ? 'ghost.success.body' : 'ghost.success.bodyNoTrade')
            : t('route.loginSuccessGhost.description')}
        </p>
        <Link href={target} class="button button--primary">
          {t('ghost.success.continue')}
        </Link>
      </div>
    </section>
  );
}
