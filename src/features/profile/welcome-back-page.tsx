/**
 * `/profile/welcome-back` (seed 001 §2, "welcome for a returning logged-in visitor"): a greeting by
 * first name, the saved-deal count (seed 000 §6: fetched only when logged in) and the ways back in
 * the campaign allows. A visitor who is not signed in is asked to sign in.
 */
import '../../lib/i18n/parts/profile.ts';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { getSavedDealCount } from '../garage/index.ts';
import { welcomeBackLinks } from './rules.ts';

export default function WelcomeBackPage() {
  const { context } = useEnv();
  const visitor = useSession().visitor.value;
  if (!visitor.isLoggedIn) {
    return (
      <section class="page page--narrow profile">
        <h1>{t('profile.welcomeBack.headingNoName')}</h1>
        <p>{t('profile.welcomeBack.signedOut')}</p>
        <Link href={href('login')} class="button button--primary">
          {t('profile.welcomeBack.signIn')}
        </Link>
      </section>
    );
  }
  const links = welcomeBackLinks(context.campaign);
  return (
    <section class="page page--narrow profile">
      <h1>
        {visitor.firstName
          ? t('profile.welcomeBack.heading', { name: visitor.firstName })
          : t('profile.welcomeBack.headingNoName')}
      </h1>
      <p class="hero__lead">{t('profile.welcomeBack.lead')}</p>
      <SavedDeals userId={visitor.userId} />
      {links.length > 0 && (
        <nav aria-label={t('profile.welcomeBack.linksLabel')}>
          <ul class="profile-links">
            {links.map((link) => (
              <li key={link.path}>
                <Link href={link.path} class="button button--secondary">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

function SavedDeals({ userId }: { userId: string | null }) {
  const { state, retry } = useRemote((signal) => getSavedDealCount(signal), [userId]);
  return (
    <div class="card">
      <RemoteView state={state} retry={retry} label={t('profile.welcomeBack.loadingDeals')}>
        {({ count }) => (
          <p class="profile-deals">
            {count === 0
              ? t('profile.welcomeBack.dealsNone')
              : count === 1
                ? t('profile.welcomeBack.dealsOne')
                : t('profile.welcomeBack.dealsMany', { count })}
          </p>
        )}
      </RemoteView>
    </div>
  );
}
