/**
 * Seed 001 §2 "Shell layout": the optional floating contact button, with the co-browse badge and the
 * dealer chat (§2 "Dealer chat"), in one bar at the bottom of the page (above the mobile footer). The
 * page scrolls under it as under the mobile footer, so none of them ever covers a control.
 */
import { CobrowseBadge } from '../../features/external-scripts/cobrowse-badge.tsx';
import { placeChat } from '../../features/external-scripts/floating.ts';
import { FloatingContact } from '../../features/shell/floating-contact.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';

export function FloatingBar() {
  return (
    <div class="floating-bar">
      {/* One function for the bar's life: a new one each render would hand the slot over (and reload the chat) each time. */}
      <div class="floating-bar__chat" ref={placeChat} />
      <CobrowseBadge />
      <ErrorBoundary region="floating-contact">
        <FloatingContact />
      </ErrorBoundary>
    </div>
  );
}
