/**
 * The shell in the order of seed 001 §2 "Shell layout": skip link, dealer link-back banner,
 * campaign promotions banner, navigation bar, optional vehicle banner, main content, optional
 * floating contact button, footer (and the mobile footer), blank background overlay, save modal,
 * updated-trade modal, ghost account modal and chat. Each region fails alone. A campaign closed by a
 * terminal error (seed 000 §8, errors/rules.ts) shows its error page alone: nothing around it leads anywhere.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { terminalErrorScope } from '../../features/errors/rules.ts';
import { useTerminalError } from '../../features/errors/terminal-error.ts';
import { clearStoredFuelType, VehicleBanner } from '../../features/shell/index.ts';
import { useEnv } from '../../lib/env.tsx';
import type { PageContext } from '../../contract/page-context.ts';
import { withStyles } from '../../lib/styles.ts';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import afterMainCss from '../../styles/after-main.css?url';
import topBannersCss from '../../styles/top-banners.css?url';
import { ErrorBoundary } from '../error-boundary.tsx';
import { useRouteEffects } from '../route-effects.ts';
import { mayShowTopBanners } from '../../contract/top-banners.ts';
import { NavBar } from './nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';

/** Everything after the page (footers, contact button, tour, modal hosts) comes right after first paint. */
const loadAfterMain = withStyles(() => import('./shell-after-main.tsx'), afterMainCss);
const AfterMain = lazyPart(
  () => loadAfterMain(),
  (m) => m.AfterMain,
  { quiet: true },
);

const loadTopBanners = withStyles(() => import('./shell-top-banners.tsx'), topBannersCss);
/** The link-back and promotions banners, only where the page context can show one. */
const TopBanners = lazyPart(
  () => loadTopBanners(),
  (m) => m.TopBanners,
  { quiet: true },
);

/** Before the first render: the banners above the navigation bar, where they can show, so none drops in later. */
export function preloadLayout(context: PageContext): Promise<void> {
  return mayShowTopBanners(context) ? TopBanners.preload() : Promise.resolve();
}

export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const { context } = useEnv();
  const terminalError = useTerminalError();
  useRouteEffects(main);
  // Seed 001 §4: when the layout goes away, the stored FuelType filter goes with it.
  useEffect(() => () => clearStoredFuelType(), []);
  if (terminalError && terminalErrorScope(terminalError) === 'campaign') {
    return (
      <div class="shell">
        <SkipLink main={main} />
        <main id="main-content" class="shell__main" tabIndex={-1} ref={main}>
          {children}
        </main>
      </div>
    );
  }
  return (
    <div class="shell">
      <SkipLink main={main} />
      {mayShowTopBanners(context) && <TopBanners />}
      <ErrorBoundary region="nav-bar">
        <NavBar />
      </ErrorBoundary>
      <ErrorBoundary region="vehicle-banner">
        <VehicleBanner />
      </ErrorBoundary>
      <main id="main-content" class="shell__main" tabIndex={-1} ref={main}>
        {children}
      </main>
      <AfterMain />
    </div>
  );
}
