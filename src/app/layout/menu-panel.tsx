/**
 * The menu popover (seed 001 §2 "Menu links"; §4): the links come from `menuLinks()`, this file
 * draws them. Its own chunk, loaded when the hamburger first opens it (menu.tsx); on mount it
 * moves focus to the first entry, and gives it back to the hamburger when closed by keyboard.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { LogoutForm, useSession } from '../../features/auth/index.ts';
import { openContactModal } from '../../features/contact/index.ts';
import { GarageLink } from '../../features/garage/index.ts';
import { menuLinks, type MenuLink } from '../../features/shell/menu-links.ts';
import { redirectAfter } from '../../lib/redirect.ts';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { href, matchRoute } from '../../contract/route-table.ts';
import type { MenuCloseReason, MenuModel } from './menu-model.ts';
import { useViewportWidth } from './viewport.ts';
// Its copy ships with it, not with the first paint.
import '../../lib/i18n/parts/shell-on-demand.ts';

/** Closing returns focus to the hamburger, unless the visitor clicked or went somewhere else. */
const RETURN_FOCUS: ReadonlySet<MenuCloseReason> = new Set([
  'toggle',
  'close-button',
  'escape',
  'inactivity',
  'sign-out',
  // The modal opened from the menu gives focus back to whatever had it: the hamburger.
  'open-modal',
]);

type PopoverProps = {
  id: string;
  model: MenuModel;
  toggle: RefObject<HTMLButtonElement | null>;
  overlayMode: boolean;
  onSignOutError: (failed: boolean) => void;
};

export function MenuPopover({ id, model, toggle, overlayMode, onSignOutError }: PopoverProps) {
  const env = useEnv();
  const { context } = env;
  const session = useSession();
  const width = useViewportWidth();
  const panel = useRef<HTMLDivElement>(null);
  const links = menuLinks({
    campaign: context.campaign,
    visitor: { isLoggedIn: session.isLoggedIn.value },
    overlayMode,
    viewportWidth: width,
    // GarageLink draws the My Garage badge from the app's live saved-deal count.
    savedDealCount: 0,
  }).filter(isAvailable);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const toggleButton = toggle.current;
    return () => {
      const reason = model.lastCloseReason.peek();
      if (reason !== null && RETURN_FOCUS.has(reason)) toggleButton?.focus();
    };
  }, [model, toggle]);

  async function signOut() {
    onSignOutError(false);
    model.close('sign-out');
    try {
      await session.logout();
      // Home as a new page in place of this one (seed 001 §2): the context and Back's page were the shopper's.
      redirectAfter('sign-out', env)(href('home'), { replace: true });
    } catch {
      onSignOutError(true);
    }
  }

  return (
    <div
      id={id}
      ref={panel}
      class="menu"
      onPointerDown={model.activity}
      onPointerMove={model.activity}
      onKeyDown={model.activity}
      onFocusIn={model.activity}
      onClick={(event) => {
        // A followed link leaves the menu behind; the route change moves focus to the page.
        if ((event.target as Element).closest('a[href]')) model.close('navigate');
      }}
    >
      <nav class="menu__nav" aria-label={t('shell.menu.label')}>
        <ul class="menu__list">
          {links.map((link) => (
            <li key={link.id} class="menu__item">
              <MenuEntry
                link={link}
                onSignOut={signOut}
                onChat={() => {
                  model.close('open-modal');
                  openContactModal();
                }}
              />
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" class="button button--secondary menu__close" onClick={() => model.close('close-button')}>
        {t('shell.menu.close')}
      </button>
    </div>
  );
}

/** Links whose target exists in this build: a route link needs its page in the route table. */
function isAvailable(link: MenuLink): boolean {
  if (link.action.kind === 'route') return matchRoute(link.action.path) !== null;
  return true;
}

type EntryProps = { link: MenuLink; onSignOut: () => void; onChat: () => void };

function MenuEntry({ link, onSignOut, onChat }: EntryProps) {
  const { action } = link;
  if (link.id === 'garage') return <GarageLink class="menu__link" />;
  if (action.kind === 'chat') {
    // Seed 001 §2 "Menu links": Personal Shopper opens the chat modal.
    return (
      <button type="button" class="menu__link menu__link--button" aria-haspopup="dialog" onClick={onChat}>
        {t(link.label)}
      </button>
    );
  }
  if (action.kind === 'sign-out') {
    return (
      <LogoutForm onSubmit={onSignOut}>
        <button type="submit" class="menu__link menu__link--button">
          {t(link.label)}
        </button>
      </LogoutForm>
    );
  }
  if (action.kind === 'tel') {
    return (
      <a class="menu__link" href={action.href}>
        {t(link.label)} <span class="menu__phone">{action.display}</span>
      </a>
    );
  }
  if (action.kind !== 'route') return null;
  if (link.disabled) {
    return (
      <a class="menu__link menu__link--disabled" role="link" aria-disabled="true">
        {t(link.label)}
      </a>
    );
  }
  return (
    <Link class="menu__link" href={action.path}>
      {t(link.label)}
    </Link>
  );
}
