/** The workspace's page table: each page a chunk of its own, the member's pages behind the session check. */
import { Suspense, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { retryingImport } from '../lib/chunk-retry.ts';
import { lazyComponent } from '../lib/ui/lazy-component.tsx';
import { ErrorBoundary, MemberArea, NotFoundPage } from './features/shell/index.ts';
import { WorkspaceEnvContext, type WorkspaceEnv } from './lib/env.tsx';
import { Loading } from './lib/page.tsx';
import { workspaceRoutes as routes } from './routes.ts';

// The three sign-in pages share one chunk: they follow each other within seconds.
const signInPages = retryingImport(() => import('./features/sign-in/sign-in-pages.tsx'));
const SignInPage = lazyComponent(() => signInPages().then((m) => ({ default: m.SignInPage })));
const CodePage = lazyComponent(() => signInPages().then((m) => ({ default: m.CodePage })));
const EnrolPage = lazyComponent(() => signInPages().then((m) => ({ default: m.EnrolPage })));
const InboxPage = lazyComponent(retryingImport(() => import('./features/leads/inbox-page.tsx')));
const LeadPage = lazyComponent(retryingImport(() => import('./features/leads/lead-page.tsx')));
const AuditPage = lazyComponent(retryingImport(() => import('./features/audit/audit-page.tsx')));
const DealsPage = lazyComponent(retryingImport(() => import('./features/deals/deals-page.tsx')));
const JacketPage = lazyComponent(retryingImport(() => import('./features/deals/jacket-page.tsx')));
const FunnelPage = lazyComponent(retryingImport(() => import('./features/funnel/funnel-page.tsx')));
const ContactPage = lazyComponent(retryingImport(() => import('./features/contact/queue-page.tsx')));
const HoursPage = lazyComponent(retryingImport(() => import('./features/contact/hours-page.tsx')));
const LeadSettingsPage = lazyComponent(retryingImport(() => import('./features/settings/lead-settings-page.tsx')));
const RulesPage = lazyComponent(retryingImport(() => import('./features/settings/rules-page.tsx')));
const ShowroomHoursPage = lazyComponent(retryingImport(() => import('./features/settings/showroom-hours-page.tsx')));
const InventoryPage = lazyComponent(retryingImport(() => import('./features/inventory/inventory-page.tsx')));
const ThemePage = lazyComponent(retryingImport(() => import('./features/theme/theme-page.tsx')));
const StaffPage = lazyComponent(retryingImport(() => import('./features/staff/staff-page.tsx')));
const InvitePage = lazyComponent(retryingImport(() => import('./features/staff/invite-page.tsx')));
const DealersPage = lazyComponent(retryingImport(() => import('./features/onboarding/dealers-page.tsx')));
const NewDealerPage = lazyComponent(retryingImport(() => import('./features/onboarding/new-dealer-page.tsx')));
const ProfilePage = lazyComponent(retryingImport(() => import('./features/onboarding/profile-page.tsx')));
const CampaignsPage = lazyComponent(retryingImport(() => import('./features/onboarding/campaigns-page.tsx')));
const CampaignPage = lazyComponent(retryingImport(() => import('./features/onboarding/campaign-page.tsx')));

/** A page that fails alone: the boundary starts afresh on the next navigation. */
function Page({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <ErrorBoundary key={path}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function Pages() {
  return (
    <Switch>
      <Route path={routes.signIn.path}>
        <Page>
          <SignInPage />
        </Page>
      </Route>
      <Route path={routes.signInCode.path}>
        <Page>
          <CodePage />
        </Page>
      </Route>
      <Route path={routes.signInEnrol.path}>
        <Page>
          <EnrolPage />
        </Page>
      </Route>
      <Route path={routes.signInInvite.path}>
        <Page>
          <InvitePage />
        </Page>
      </Route>
      <Route path={routes.inbox.path}>
        <MemberArea>
          <Page>
            <InboxPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.lead.path}>
        {(params: { id?: string }) => (
          <MemberArea>
            <Page>
              <LeadPage params={params} />
            </Page>
          </MemberArea>
        )}
      </Route>
      <Route path={routes.deals.path}>
        <MemberArea>
          <Page>
            <DealsPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.deal.path}>
        {(params: { id?: string }) => (
          <MemberArea>
            <Page>
              <JacketPage params={params} />
            </Page>
          </MemberArea>
        )}
      </Route>
      <Route path={routes.dealers.path}>
        <MemberArea>
          <Page>
            <DealersPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.dealerNew.path}>
        <MemberArea>
          <Page>
            <NewDealerPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.dealerProfile.path}>
        <MemberArea>
          <Page>
            <ProfilePage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.campaigns.path}>
        <MemberArea>
          <Page>
            <CampaignsPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.campaign.path}>
        {(params: { slug?: string }) => (
          <MemberArea>
            <Page>
              <CampaignPage params={params} />
            </Page>
          </MemberArea>
        )}
      </Route>
      <Route path={routes.audit.path}>
        <MemberArea>
          <Page>
            <AuditPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.funnel.path}>
        <MemberArea>
          <Page>
            <FunnelPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.contact.path}>
        <MemberArea>
          <Page>
            <ContactPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.contactHours.path}>
        <MemberArea>
          <Page>
            <HoursPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.leadSettings.path}>
        <MemberArea>
          <Page>
            <LeadSettingsPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.dealerRules.path}>
        <MemberArea>
          <Page>
            <RulesPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.showroomHours.path}>
        <MemberArea>
          <Page>
            <ShowroomHoursPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.campaignTheme.path}>
        <MemberArea>
          <Page>
            <ThemePage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.staff.path}>
        <MemberArea>
          <Page>
            <StaffPage />
          </Page>
        </MemberArea>
      </Route>
      <Route path={routes.inventory.path}>
        <MemberArea>
          <Page>
            <InventoryPage />
          </Page>
        </MemberArea>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

export type WorkspaceLocation = { hook: BaseLocationHook; searchHook: BaseSearchHook };

export function WorkspaceApp({ env, location }: { env: WorkspaceEnv; location?: WorkspaceLocation }) {
  return (
    <WorkspaceEnvContext.Provider value={env}>
      <Router {...(location ? { hook: location.hook, searchHook: location.searchHook } : {})}>
        <Pages />
      </Router>
    </WorkspaceEnvContext.Provider>
  );
}
