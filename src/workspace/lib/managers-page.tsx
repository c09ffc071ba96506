/**
 * A managers' page about one dealer at a time (call-center hours, lead settings, staff, inventory): an
 * agent gets the server's answer without asking it; a member of several dealers picks one (`?dealer=`).
 */
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { MANAGERS_ONLY, type DealerRef, type StaffMe } from '../../contract/workspace.ts';
import { serverMessage, t } from '../i18n/index.ts';
import { href, type WorkspaceRoute } from '../routes.ts';
import { useWorkspaceEnv } from './env.tsx';
import { SelectField } from './fields.tsx';
import { PageTitle } from './page.tsx';

type ManagersRoute =
  'contactHours' | 'leadSettings' | 'staff' | 'inventory' | 'dealerRules' | 'dealerProfile' | 'showroomHours';

export function ManagersPage({
  route,
  title,
  back,
  children,
}: {
  route: ManagersRoute & WorkspaceRoute;
  title: string;
  /** Where the page leads back to; `above`: the link also sits above the title. */
  back: { href: string; label: string; above?: boolean };
  children: (dealer: DealerRef, me: StaffMe) => ReactNode;
}) {
  const { session, navigate } = useWorkspaceEnv();
  const me = session.me.value;
  const asked = new URLSearchParams(useSearch()).get('dealer') ?? '';
  const backLink = <Link href={back.href}>{back.label}</Link>;
  if (!me || me.role === 'AGENT')
    return (
      <>
        <PageTitle>{t('managers.forbiddenTitle')}</PageTitle>
        <p>{serverMessage(MANAGERS_ONLY)}</p>
        <p>{backLink}</p>
      </>
    );
  const dealers = me.dealers;
  const dealer = dealers.find((d) => d.id === asked) ?? dealers[0];
  return (
    <>
      {back.above && <p class="ws-back">{backLink}</p>}
      <PageTitle>{title}</PageTitle>
      {dealers.length > 1 && dealer && (
        <div class="ws-toolbar">
          <SelectField
            label={t('managers.dealer')}
            name="dealer"
            value={dealer.id}
            onValue={(value) => navigate(href(route, {}, { dealer: value }))}
            options={dealers.map((d) => ({ value: d.id, label: d.name }))}
          />
        </div>
      )}
      {dealer ? children(dealer, me) : <p class="ws-empty">{t('managers.noDealers')}</p>}
    </>
  );
}
