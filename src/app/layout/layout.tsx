/**
 * The shell skeleton in the order of seed 001 §2 "Shell layout": skip link, dealer link-back
 * banner, navigation bar, main content, footer. Each region fails alone.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { safeSession, STORAGE_KEYS } from '../../lib/storage.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { useRouteEffects } from '../route-effects.ts';
import { LinkBackBanner } from './link-back-banner.tsx';
import { NavBar } from './nav-bar.tsx';
import { Footer } from './footer.tsx';
import { SkipLink } from './skip-link.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteEffects(main);
  // Seed 001 §4: when the layout goes away, the stored FuelType filter goes with it.
  useEffect(() => () => safeSession.remove(STORAGE_KEYS.FuelType), []);
  return (
    <div class="shell">
      <SkipLink main={main} />
      <ErrorBoundary region="link-back-banner">
        <LinkBackBanner />
      </ErrorBoundary>
      <ErrorBoundary region="nav-bar">
        <NavBar />
      </ErrorBoundary>
      <main id="main-content" class="shell__main" tabIndex={-1} ref={main}>
        {children}
      </main>
      <ErrorBoundary region="footer">
        <Footer />
      </ErrorBoundary>
    </div>
  );
}
