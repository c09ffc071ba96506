/**
 * The navigation bar (seed 001 §2 "Navigation bar"): themed logo with the brand title rule,
 * Shop New / Shop Used on large screens, the Contact Us phone button, the language switch, the
 * sign-in link (text by screen width, target by the sign-in link rule), My Garage and the menu.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../features/auth/index.ts';
import { GarageLink } from '../../features/garage/index.ts';
import {
  chooseLanguage,
  navBrandTitle,
  shopLinks,
  showContactUsPhone,
  showShopNewUsed,
  signInText,
  SignInAction,
} from '../../features/shell/index.ts';
import { useEnv } from '../../lib/env.tsx';
import { locale, t, type Locale } from '../../lib/i18n/index.ts';
import type { Campaign } from '../../contract/page-context.ts';
import { href } from '../../contract/route-table.ts';
import { safeLocal, STORAGE_KEYS } from '../../lib/storage.ts';
import { trackEvent } from '../../lib/tracking.ts';
import { Logo } from './logo.tsx';
import { MenuControl } from './menu.tsx';
import type { MenuModel } from './menu-model.ts';
import { useViewportWidth } from './viewport.ts';

type Props = { menuModel?: MenuModel };

export function NavBar({ menuModel }: Props) {
  const { context } = useEnv();
  const session = useSession();
  const [path] = useLocation();
  const width = useViewportWidth();
  const [signOutError, setSignOutError] = useState(false);
  const visitor = session.visitor.value;
  const { campaign, dealer } = context;
  const other: Locale = locale.value === 'en' ? 'es' : 'en';
  const title = navBrandTitle({ campaign, dealer });
  const shop = showShopNewUsed({ campaign, visitor, dealer, path, viewportWidth: width })
    ? shopLinks({ campaign })
    : [];

  return (
    <header class="nav">
      <nav class="nav__bar" aria-label={t('shell.nav.label')}>
        <Link href={href('home')} class="nav__brand">
          <Logo title={title} />
        </Link>
        {shop.length > 0 && (
          <ul class="nav__shop" aria-label={t('shell.shopLinks.label')}>
            {shop.map((link) => (
              <li key={link.stockType}>
                <Link href={link.path} class="nav__shop-link">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div class="nav__actions">
          {showContactUsPhone({ campaign }) && <ContactUsPhone campaign={campaign} />}
          <button type="button" class="button button--link" lang={other} onClick={() => void chooseLanguage(other)}>
            {t('shell.switchLanguage')}
          </button>
          {visitor.isLoggedIn ? (
            <>
              <GarageLink class="button button--link nav__garage" />
              <span class="nav__greeting">{t('shell.greeting', { name: visitor.firstName ?? '' })}</span>
            </>
          ) : (
            <SignInLink viewportWidth={width} />
          )}
          <MenuControl {...(menuModel ? { model: menuModel } : {})} onSignOutError={setSignOutError} />
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

/** Logged-out sign-in link: its text by screen width, its target by the sign-in link rule. */
function SignInLink({ viewportWidth }: { viewportWidth: number }) {
  return <SignInAction class="button button--secondary nav__signin">{t(signInText(viewportWidth))}</SignInAction>;
}

/**
 * Contact Us phone button for non-ecommerce products: the first click is tracked and reveals the
 * number as a tel link. The revealed number is kept (contactUsPhoneNumber) so it stays shown.
 */
function ContactUsPhone({ campaign }: { campaign: Pick<Campaign, 'phoneNumber' | 'phoneNumberFormatted' | 'slug'> }) {
  const formatted = campaign.phoneNumberFormatted ?? '';
  const digits = (campaign.phoneNumber ?? formatted).replace(/\D/g, '');
  const [revealed, setRevealed] = useState(() => safeLocal.get(STORAGE_KEYS.contactUsPhoneNumber) === formatted);
  const link = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);

  useEffect(() => {
    // Keyboard users stay on the control they pressed, now the tel link.
    if (revealed && focusLink.current) link.current?.focus();
  }, [revealed]);

  if (revealed) {
    return (
      <a
        ref={link}
        href={`tel:${digits}`}
        class="button button--secondary nav__phone"
        aria-label={t('shell.contactPhone.call', { phone: formatted })}
      >
        {formatted}
      </a>
    );
  }
  return (
    <button
      type="button"
      class="button button--secondary nav__phone"
      onClick={() => {
        trackEvent('contact-us-phone', { campaign: campaign.slug, phone: formatted });
        safeLocal.set(STORAGE_KEYS.contactUsPhoneNumber, formatted);
        focusLink.current = true;
        setRevealed(true);
      }}
    >
      {t('shell.menu.contactUs')}
    </button>
  );
}
