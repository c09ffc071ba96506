/**
 * A deal this shopper cannot see here (the server answers 404 for a deal that is not theirs, or no
 * more): says so with a way on, never a retry that cannot succeed. A visitor who signed out on it, or
 * followed a link to it, is offered the sign-in that comes back to it.
 */
import { Link, useLocation } from 'wouter';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { useSession, safeRedirectPath, withRedirect } from '../auth/index.ts';

export function DealGone() {
  const signedIn = useSession().isLoggedIn.value;
  const [here] = useLocation();
  return (
    <div class="notice notice--info deal-gone" role="status">
      <p>{t(signedIn ? 'deal.gone.signedIn' : 'deal.gone.signedOut')}</p>
      <p class="deal-gone__actions">
        {signedIn ? (
          <Link href={href('garage')} class="button button--primary">
            {t('deal.gone.garage')}
          </Link>
        ) : (
          <Link href={withRedirect(href('login'), safeRedirectPath(here))} class="button button--primary">
            {t('deal.gone.signIn')}
          </Link>
        )}
        <Link href={href('listings')} class="button button--secondary">
          {t('deal.gone.shop')}
        </Link>
      </p>
    </div>
  );
}
