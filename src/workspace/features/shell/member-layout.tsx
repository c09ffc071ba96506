/** The signed-in frame: who is here, the language, the ways out, and the nav (the audit log for managers only). */
import { useEffect, type ReactNode } from 'react';
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

function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [path] = useLocation();
  const current = to === href('inbox') ? path === to || path.startsWith('/dealer/leads/') : path.startsWith(to);
  return (
    <Link href={to} class="ws-nav__link" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
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
      <nav class="ws-nav" aria-label={t('shell.nav')}>
        <NavLink to={href('inbox')}>{t('shell.leads')}</NavLink>
        <NavLink to={href('deals')}>{t('shell.deals')}</NavLink>
        <NavLink to={href('funnel')}>{t('shell.funnel')}</NavLink>
        <NavLink to={href('contact')}>{t('shell.contact')}</NavLink>
        {seesAudit(me) && <NavLink to={href('audit')}>{t('shell.audit')}</NavLink>}
        {seesAudit(me) && <NavLink to={href('leadSettings')}>{t('shell.leadSettings')}</NavLink>}
        {seesAudit(me) && <NavLink to={href('dealerRules')}>{t('shell.dealerRules')}</NavLink>}
        {seesAudit(me) && <NavLink to={href('showroomHours')}>{t('shell.showroomHours')}</NavLink>}
        {seesAudit(me) && <NavLink to={href('staff')}>{t('shell.staff')}</NavLink>}
        {seesAudit(me) && <NavLink to={href('inventory')}>{t('shell.inventory')}</NavLink>}
        {seesAudit(me) && <NavLink to={href('dealerProfile')}>{t('shell.dealerProfile')}</NavLink>}
        {me.role === 'PLATFORM_ADMIN' && <NavLink to={href('dealers')}>{t('shell.dealers')}</NavLink>}
      </nav>
      <main id="main" class="ws-page" tabIndex={-1}>
        <FormAlert message={session.error.value} />
        {children}
      </main>
    </div>
  );
}
