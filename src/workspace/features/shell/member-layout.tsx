/** The signed-in frame: who is here, the language, the ways out, and the nav (the audit log for managers only). */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { StaffMe } from '../../../contract/workspace.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { FormAlert } from '../../lib/fields.tsx';
import { roleLabel } from '../../lib/labels.ts';
import { LanguageSwitch } from '../../lib/language-switch.tsx';
import { ErrorPanel, Loading } from '../../lib/page.tsx';
import { href } from '../../routes.ts';

export const seesAudit = (me: StaffMe): boolean => me.role === 'DEALER_MANAGER' || me.role === 'PLATFORM_ADMIN';

/** Pages for signed-in members: who it is is known first (a 401 on the way sends them to sign in). */
export function MemberArea({ children }: { children: ReactNode }) {
  const { session } = useWorkspaceEnv();
  const status = session.status.value;
  useEffect(() => {
    if (status === 'unknown') void session.check();
  }, [status]);
  const me = session.me.value;
  if (status === 'error')
    return (
      <main id="main" class="ws-page">
        <ErrorPanel message={session.error.value ?? t('error.unexpected')} onRetry={() => void session.check()} />
      </main>
    );
  if (!me) return <Loading label={t('shell.checking')} />;
  return <MemberLayout me={me}>{children}</MemberLayout>;
}

/** A page of the nav: shown to these members, current on its own path (the inbox on each lead too). */
type NavItem = { to: string; label: string; current: boolean };

function navItems(me: StaffMe, path: string): NavItem[] {
  const manager = seesAudit(me);
  const item = (to: string, label: string, current = path.startsWith(to)): NavItem => ({ to, label, current });
  return [
    item(href('inbox'), t('shell.leads'), path === href('inbox') || path.startsWith('/dealer/leads/')),
    item(href('deals'), t('shell.deals')),
    item(href('funnel'), t('shell.funnel')),
    item(href('contact'), t('shell.contact')),
    ...(manager
      ? [
          item(href('audit'), t('shell.audit')),
          item(href('leadSettings'), t('shell.leadSettings')),
          item(href('dealerRules'), t('shell.dealerRules')),
          item(href('showroomHours'), t('shell.showroomHours')),
          item(href('staff'), t('shell.staff')),
          item(href('inventory'), t('shell.inventory')),
          item(href('dealerProfile'), t('shell.dealerProfile')),
          item(href('campaigns'), t('shell.campaigns'), path.startsWith('/dealer/campaigns')),
        ]
      : []),
    ...(me.role === 'PLATFORM_ADMIN' ? [item(href('dealers'), t('shell.dealers'))] : []),
  ];
}

/**
 * One list of links; below 768 px the CSS folds it behind a "Menu" button (a disclosure), so a dozen pages
 * never push the page down on a phone. Choosing a link closes it; Escape closes it and returns to the button.
 */
function WorkspaceNav({ me }: { me: StaffMe }) {
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = navItems(me, path);
  const current = items.find((i) => i.current);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  const choose = (to: string) => {
    setOpen(false);
    // The same page again shows no new heading to take focus: give it the focus a navigation gives.
    if (to === path) document.querySelector<HTMLElement>('#main h1')?.focus();
  };
  return (
    <nav class="ws-nav" aria-label={t('shell.nav')} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={button}
        class="ws-nav__toggle"
        aria-expanded={open}
        aria-controls="ws-nav-list"
        onClick={() => setOpen(!open)}
      >
        {current ? t('shell.menuAt', { page: current.label }) : t('shell.menu')}
      </button>
      <ul id="ws-nav-list" class={open ? 'ws-nav__list ws-nav__list--open' : 'ws-nav__list'}>
        {items.map((i) => (
          <li key={i.to}>
            <Link
              href={i.to}
              class="ws-nav__link"
              aria-current={i.current ? 'page' : undefined}
              onClick={() => choose(i.to)}
            >
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MemberLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  const { session } = useWorkspaceEnv();
  return (
    <div class="ws-shell">
      <a class="ws-skip" href="#main">
        {t('shell.skip')}
      </a>
      <header class="ws-header">
        <p class="ws-brand">
          {t('shell.product')} <span class="ws-brand__sub">{t('shell.workspace')}</span>
        </p>
        <p class="ws-member">
          <span class="ws-member__name">{me.name}</span> <span class="ws-member__role">{roleLabel(me.role)}</span>
        </p>
        <div class="ws-header__tools">
          <LanguageSwitch />
          <button type="button" class="ws-button ws-button--quiet" onClick={() => void session.signOut(false)}>
            {t('shell.signOut')}
          </button>
          <button type="button" class="ws-button ws-button--quiet" onClick={() => void session.signOut(true)}>
            {t('shell.signOutEverywhere')}
          </button>
        </div>
      </header>
      <WorkspaceNav me={me} />
      <main id="main" class="ws-page" tabIndex={-1}>
        <FormAlert message={session.error.value} />
        {children}
      </main>
    </div>
  );
}
