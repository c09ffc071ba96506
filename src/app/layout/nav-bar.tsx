import { useState } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { locale, t, type Locale } from '../../lib/i18n/index.ts';
import { useSession } from '../../features/auth/index.ts';
import { GarageLink } from '../../features/garage/index.ts';
import { href } from '../../lib/route-table.ts';

/** Navigation bar skeleton: brand, language, sign in / sign out. The full menu rules come with the shell issue. */
export function NavBar() {
  const { context, navigate } = useEnv();
  const session = useSession();
  const [signOutError, setSignOutError] = useState(false);
  const visitor = session.visitor.value;
  const other: Locale = locale.value === 'en' ? 'es' : 'en';

  async function signOut() {
    setSignOutError(false);
    try {
      await session.logout();
      navigate(href('home'));
    } catch {
      setSignOutError(true);
    }
  }

  return (
    <header class="nav">
      <nav class="nav__bar" aria-label={t('shell.nav.label')}>
        <Link href={href('home')} class="nav__brand">
          <span class="nav__logo" aria-hidden="true" />
          <span class="nav__brand-name">{context.navBrand}</span>
        </Link>
        <div class="nav__actions">
          <button type="button" class="button button--link" lang={other} onClick={() => (locale.value = other)}>
            {t('shell.switchLanguage')}
          </button>
          {visitor.isLoggedIn ? (
            <>
              <GarageLink class="button button--link" />
              <span class="nav__greeting">{t('shell.greeting', { name: visitor.firstName ?? '' })}</span>
              <button type="button" class="button button--secondary" onClick={signOut}>
                {t('shell.signOut')}
              </button>
            </>
          ) : (
            <Link href={href('login')} class="button button--secondary">
              <span class="nav__signin-wide">{t('shell.signInWide')}</span>
              <span class="nav__signin-narrow">{t('shell.signInNarrow')}</span>
            </Link>
          )}
        </div>
      </nav>
      {signOutError && (
        <p class="nav__error" role="alert">
          {t('shell.signOutFailed')}
        </p>
      )}
    </header>
  );
}
