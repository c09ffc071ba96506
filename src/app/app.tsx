/** The app root: providers, router, layout and the route switch, each region behind its own error boundary. */
import { Suspense, useEffect, useState } from 'react';
import { Router, Switch, Route, useLocation } from 'wouter';
import { EnvContext, useEnv, type AppEnv } from '../lib/env.tsx';
import { t } from '../lib/i18n/index.ts';
import { SessionContext, type SessionModel } from '../features/auth/index.ts';
import type { TerminalError } from '../contract/errors.ts';
import { shownTerminalError } from '../features/errors/rules.ts';
import { TerminalErrorContext, useTerminalError } from '../features/errors/terminal-error.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { Layout } from './layout/layout.tsx';
import { href, resolveUnknownPath, routeTable, type RouteName } from '../contract/route-table.ts';
import { routeComponents } from './routes.tsx';
import type { AppLocation } from './location.ts';
import { isRouteEnabled } from './rules.ts';

type Props = { env: AppEnv; session: SessionModel; location: AppLocation };

export function App({ env, session, location }: Props) {
  const terminalError = useShownTerminalError(env.context.error, location);
  return (
    <EnvContext.Provider value={env}>
      <SessionContext.Provider value={session}>
        <TerminalErrorContext.Provider value={terminalError}>
          <Router hook={location.hook} {...(location.searchHook ? { searchHook: location.searchHook } : {})}>
            {/* A sign-out remounts every page and part: none keeps the last shopper's state. */}
            <ErrorBoundary key={session.signOuts.value} region="root" fullPage>
              <Layout>
                <ErrorBoundary region="main">
                  <Suspense fallback={<PageLoading />}>
                    <AppRoutes />
                  </Suspense>
                </ErrorBoundary>
              </Layout>
            </ErrorBoundary>
          </Router>
        </TerminalErrorContext.Provider>
      </SessionContext.Provider>
    </EnvContext.Provider>
  );
}

/**
 * Seed 000 §8: the page context's terminal error, while it stands (errors/rules.ts): held here,
 * above the sign-out remount, so a shopper who moved on from a landing page never meets it again.
 */
function useShownTerminalError(error: TerminalError | null, location: AppLocation): TerminalError | null {
  const [leftLanding, setLeftLanding] = useState(false);
  useEffect(
    () => (error && !leftLanding ? location.onNavigate(() => setLeftLanding(true)) : undefined),
    [error, leftLanding, location],
  );
  return shownTerminalError(error, leftLanding);
}

export function PageLoading() {
  return (
    <div class="page-loading" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}

function AppRoutes() {
  const { context } = useEnv();
  const terminalError = useTerminalError();
  const [path, navigate] = useLocation();
  const noTheme = context.campaign.theme === null && path !== routeTable.pageNotFound.path;
  // Seed 000 §2: with no theme set the user goes to the page-not-found path.
  useEffect(() => {
    if (noTheme) navigate(href('pageNotFound'), { replace: true });
  }, [noTheme, navigate]);
  if (noTheme) return null;
  if (terminalError) return <routeComponents.error params={{}} />;

  const names = (Object.keys(routeTable) as RouteName[]).filter((name) =>
    isRouteEnabled(routeTable[name], context.campaign.disabledPages),
  );
  return (
    <Switch>
      {names.map((name) => {
        const Page = routeComponents[name];
        return (
          <Route key={name} path={routeTable[name].path}>
            {(params) => <Page params={params} route={name} />}
          </Route>
        );
      })}
      <Route>
        <UnknownPath path={path} />
      </Route>
    </Switch>
  );
}

/** Seed 000 §2: an unknown path is the error page under a registered prefix, else the server's fallback. */
function UnknownPath({ path }: { path: string }) {
  const { context } = useEnv();
  const outcome = resolveUnknownPath(path);
  const serverFallback = outcome === 'fallback' && context.mode === 'standalone';
  useEffect(() => {
    // A full-page load lets the server render its fallback for a path the app does not own.
    if (serverFallback) window.location.assign(path);
  }, [serverFallback, path]);
  if (serverFallback) return <PageLoading />;
  const Page = outcome === 'error-page' ? routeComponents.error : routeComponents.pageNotFound;
  return <Page params={{}} />;
}
