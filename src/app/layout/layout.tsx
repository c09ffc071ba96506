/**
 * The shell in the order of seed 001 §2 "Shell layout": skip link, dealer link-back banner,
 * campaign promotions banner, navigation bar, optional vehicle banner, main content, optional
 * floating contact button, footer (and the mobile footer), blank background overlay, save modal,
 * updated-trade modal, ghost account modal and chat. Each region fails alone.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { PromotionsBanner } from '../../features/promotions/index.ts';
import { clearStoredFuelType, LinkBackBanner, VehicleBanner } from '../../features/shell/index.ts';
import { withStyles } from '../../lib/styles.ts';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import afterMainCss from '../../styles/after-main.css?url';
import { ErrorBoundary } from '../error-boundary.tsx';
import { useRouteEffects } from '../route-effects.ts';
import { NavBar } from './nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';

/** Issue 16: everything after the page (footers, contact button, tour, modal hosts) comes right after first paint. */
const loadAfterMain = withStyles(() => import('./after-main.tsx'), afterMainCss);
export const AfterMain = lazyPart(() => loadAfterMain().then((m) => m.AfterMain), { quiet: true });

export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteEffects(main);
  // Seed 001 §4: when the layout goes away, the stored FuelType filter goes with it.
  useEffect(() => () => clearStoredFuelType(), []);
  return (
    <div class="shell">
      <SkipLink main={main} />
      <ErrorBoundary region="link-back-banner">
        <LinkBackBanner />
      </ErrorBoundary>
      <ErrorBoundary region="promotions-banner">
        <PromotionsBanner />
      </ErrorBoundary>
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
