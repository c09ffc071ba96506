/**
 * The footers of seed 001 §2 "Footers": the ecommerce footer (product 102) and the upgrade footer,
 * their links from `footerLinks()` opening in the same tab or, in overlay mode, a new one; and the
 * mobile footer, a sticky bar of the main actions on small screens unless HIDE_FLOATING_FOOTERS.
 */
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../features/auth/index.ts';
import { GarageLink } from '../../features/garage/index.ts';
import { isEcommerce, listingsPath } from '../../lib/campaign.ts';
import {
  BREAKPOINTS,
  footerKind,
  footerLinks,
  footerLinkTarget,
  showMobileFooter,
  type FooterLink,
  SignInAction,
} from '../../features/shell/index.ts';
import { useEnv } from '../../lib/env.tsx';
import { partsReady, t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { useViewportWidth } from './viewport.ts';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';

// Waits for its copy too: a dialog must not open in English and then switch to Spanish under the shopper.
const CookieSettings = lazyComponent(() =>
  import('./cookie-settings.tsx').then((m) => partsReady().then(() => ({ default: m.CookieSettings }))),
);

export function Footer() {
  const { context } = useEnv();
  const kind = footerKind(context);
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const year = new Date().getFullYear();
  const owner = context.dealer?.name ?? context.campaign.name;
  const links = footerLinks(kind);
  return (
    <footer class={`footer footer--${kind}`}>
      <p class="footer__copyright">{t('shell.copyright', { year, name: owner })}</p>
      <nav class="footer__nav" aria-label={t('shell.footer.label')}>
        <ul class="footer__links">
          {links.map((link) => (
            <FooterEntry key={link.label} link={link} onCookieSettings={() => setCookiesOpen(true)} />
          ))}
        </ul>
      </nav>
      <p class="footer__powered">{t('shell.poweredBy')}</p>
      {kind === 'upgrade' && <Prop65Text />}
      {cookiesOpen && (
        <Suspense fallback={null}>
          <CookieSettings onClose={() => setCookiesOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}

/** A footer link, its target by the overlay rule; the app's own paths are on the app's origin. */
function FooterEntry({ link, onCookieSettings }: { link: FooterLink; onCookieSettings: () => void }) {
  const { context } = useEnv();
  if ('href' in link) {
    // /tos and /privacy are server pages: in the shadow mount a bare path would hit the dealer's site.
    const url = link.href.startsWith('/') ? `${context.apiBase}${link.href}` : link.href;
    return (
      <li>
        <ExternalLink url={url}>{t(link.label)}</ExternalLink>
      </li>
    );
  }
  if (link.action === 'cookie-settings') {
    return (
      <li>
        <button type="button" class="footer__button" onClick={onCookieSettings}>
          {t(link.label)}
        </button>
      </li>
    );
  }
  // Contact Us calls the dealer; the contact modals (chat, email, call-back) are a later issue.
  const digits = (context.dealer?.phoneNumber ?? context.campaign.phoneNumber ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return (
    <li>
      <a href={`tel:${digits}`}>{t(link.label)}</a>
    </li>
  );
}

function ExternalLink({ url, children }: { url: string; children: string }) {
  const { context } = useEnv();
  const target = footerLinkTarget(context);
  return (
    <a href={url} {...target}>
      {children}
      {target.target === '_blank' && (
        <>
          {' '}
          <span class="visually-hidden">{t('shell.footer.newTab')}</span>
        </>
      )}
    </a>
  );
}

/** The upgrade footer carries the Proposition 65 warning itself rather than a link to it. */
function Prop65Text() {
  const label = t('shell.footer.prop65Url');
  return (
    <p class="footer__prop65">
      {t('shell.footer.prop65Text')} <ExternalLink url={`https://${label}`}>{label}</ExternalLink>.
    </p>
  );
}

/**
 * The mobile footer: on xs/sm screens a sticky bar with Home, Shop, My Garage (or sign in) and,
 * for non-ecommerce products with a phone, Call. HIDE_FLOATING_FOOTERS turns it off.
 */
export function MobileFooter() {
  const { context } = useEnv();
  const session = useSession();
  const width = useViewportWidth();
  const { campaign } = context;
  if (!showMobileFooter(context) || width > BREAKPOINTS.sm) return null;
  const visitor = session.visitor.value;
  const listingsEnabled = !campaign.disabledPages.includes('listings');
  const digits = (campaign.phoneNumber ?? '').replace(/\D/g, '');
  return (
    <nav class="mobile-footer" aria-label={t('shell.mobileFooter.label')}>
      <ul class="mobile-footer__list">
        <li>
          <Link href={href('home')} class="mobile-footer__action">
            {t('shell.mobileFooter.home')}
          </Link>
        </li>
        {listingsEnabled && (
          <li>
            <Link href={listingsPath(campaign)} class="mobile-footer__action">
              {t('shell.mobileFooter.shop')}
            </Link>
          </li>
        )}
        <li>
          {visitor.isLoggedIn ? (
            <GarageLink class="mobile-footer__action" />
          ) : (
            <SignInAction class="mobile-footer__action">{t('shell.signInNarrow')}</SignInAction>
          )}
        </li>
        {!isEcommerce(campaign) && digits && (
          <li>
            <a href={`tel:${digits}`} class="mobile-footer__action">
              {t('shell.mobileFooter.call')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
