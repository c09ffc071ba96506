/**
 * `/profile/no-pin-welcome` (seed 001 §2, "welcome for a non-pinned prospect", redirect rule 5):
 * what an account gets them, and the two ways in: create an account, or sign in by the sign-in link
 * rule (the ghost modal on ecommerce campaigns with ghost registration, else verify-access or login).
 */
import '../../lib/i18n/parts/profile.ts';
import { Link, useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { openGhostModal } from '../../lib/ghost-modal.ts';
import { SHELL_PATHS } from '../../lib/campaign.ts';
import { readRedirectQuery, signInLinkAction } from '../../lib/redirect.ts';

const BENEFITS: MessageKey[] = [
  'profile.noPin.benefit.payments',
  'profile.noPin.benefit.trade',
  'profile.noPin.benefit.credit',
  'profile.noPin.benefit.garage',
];

export default function NoPinWelcomePage() {
  const { context } = useEnv();
  const visitor = useSession().visitor.value;
  const { pin } = readRedirectQuery(useSearch());

  // A link where the rule leads to a page, a button where it opens the ghost modal.
  const signIn = signInLinkAction({ campaign: context.campaign, visitor, pin });

  return (
    <section class="page page--narrow profile">
      <h1>
        {visitor.firstName ? t('profile.noPin.headingNamed', { name: visitor.firstName }) : t('profile.noPin.heading')}
      </h1>
      {visitor.isLoggedIn ? (
        <div class="notice notice--success">
          <p>{t('profile.verify.signedIn')}</p>
          <Link href={SHELL_PATHS.welcomeBack}>{t('profile.goWelcome')}</Link>
        </div>
      ) : (
        <>
          <p class="hero__lead">{t('profile.noPin.lead', { dealer: context.navBrand })}</p>
          <h2>{t('profile.noPin.benefitsHeading')}</h2>
          <ul class="benefits">
            {BENEFITS.map((key) => (
              <li key={key} class="benefits__item">
                {t(key)}
              </li>
            ))}
          </ul>
          <div class="profile-actions">
            <Link href={SHELL_PATHS.register} class="button button--primary">
              {t('profile.noPin.register')}
            </Link>
          </div>
          <p>
            {t('profile.noPin.haveAccount')}{' '}
            {signIn.kind === 'ghost-modal' ? (
              <button type="button" class="button button--link" onClick={() => openGhostModal()}>
                {t('profile.noPin.signIn')}
              </button>
            ) : (
              <Link href={signIn.path}>{t('profile.noPin.signIn')}</Link>
            )}
          </p>
        </>
      )}
    </section>
  );
}
