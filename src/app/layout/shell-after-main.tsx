/**
 * What the layout puts after the page (seed 001 §2 "Shell layout"): the floating bar (the contact
 * button and its tour, the co-browse badge, the dealer chat), the footers, the blank background
 * overlay and the shell's modal hosts. None of it draws the page, so it is a chunk of its own: the
 * shell's HTML preloads it and it shows right after first paint. A modal asked for before it is in
 * opens as it arrives (the requests are signals).
 */
import '../../lib/i18n/parts/after-main.ts';
// The modal hosts from their files: a barrel would carry their top-level lazyComponent() calls into first paint.
import { ContactModalHost } from '../../features/contact/contact-modal-host.tsx';
import { GhostModalHost } from '../../features/ghost/ghost-modal-host.tsx';
import { BackgroundOverlay } from '../../features/shell/background-overlay.tsx';
import { SaveWorkModalHost, UpdatedTradeModalHost } from '../../features/shell/modal-hosts.tsx';
import { useTourStart } from '../../features/tour/store.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { FloatingBar } from './floating-bar.tsx';
import { Footer, MobileFooter } from './footer.tsx';

/** Each region fails alone (seed 001 §2 order). */
const REGIONS = [
  ['floating-bar', FloatingBar],
  ['footer', Footer],
  ['mobile-footer', MobileFooter],
  ['background-overlay', BackgroundOverlay],
  ['save-modal', SaveWorkModalHost],
  ['updated-trade-modal', UpdatedTradeModalHost],
  ['ghost-modal', GhostModalHost],
  ['chat-modal', ContactModalHost],
] as const;

export function AfterMain() {
  // The tour starts with the pieces that show it (the contact button's hint, the overlay).
  useTourStart();
  return (
    <>
      {REGIONS.map(([region, Part]) => (
        <ErrorBoundary key={region} region={region}>
          <Part />
        </ErrorBoundary>
      ))}
    </>
  );
}
