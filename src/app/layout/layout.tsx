/**
 * The shell in the order of seed 001 §2 "Shell layout": skip link, dealer link-back banner,
 * campaign promotions banner, navigation bar, optional vehicle banner, main content, optional
 * floating contact button, footer (and the mobile footer), blank background overlay, save modal,
 * updated-trade modal, ghost account modal and chat. Each region fails alone.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ContactModalHost } from '../../features/contact/index.ts';
import { GhostModalHost } from '../../features/ghost/index.ts';
import { PromotionsBanner } from '../../features/promotions/index.ts';
import {
  BackgroundOverlay,
  clearStoredFuelType,
  FloatingContact,
  LinkBackBanner,
  SaveWorkModalHost,
  UpdatedTradeModalHost,
  VehicleBanner,
} from '../../features/shell/index.ts';
import { useTourStart } from '../../features/tour/index.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { useRouteEffects } from '../route-effects.ts';
import { Footer, MobileFooter } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteEffects(main);
  useTourStart();
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
      <ErrorBoundary region="floating-contact">
        <FloatingContact />
      </ErrorBoundary>
      <ErrorBoundary region="footer">
        <Footer />
      </ErrorBoundary>
      <ErrorBoundary region="mobile-footer">
        <MobileFooter />
      </ErrorBoundary>
      <ErrorBoundary region="background-overlay">
        <BackgroundOverlay />
      </ErrorBoundary>
      <ErrorBoundary region="save-modal">
        <SaveWorkModalHost />
      </ErrorBoundary>
      <ErrorBoundary region="updated-trade-modal">
        <UpdatedTradeModalHost />
      </ErrorBoundary>
      <ErrorBoundary region="ghost-modal">
        <GhostModalHost />
      </ErrorBoundary>
      <ErrorBoundary region="chat-modal">
        <ContactModalHost />
      </ErrorBoundary>
    </div>
  );
}
