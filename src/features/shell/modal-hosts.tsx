/**
 * The shell's modals render only once they have something to show, each its own chunk, so first
 * paint carries none of them; the modals themselves do not change.
 */
import { Suspense } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { partsReady } from '../../lib/i18n/index.ts';
import { withStyles } from '../../lib/styles.ts';
// The updated-trade modal's sheet loads with it, not with the first paint.
import shellModalsCss from '../../styles/shell-modals.css?url';
import { useSession } from '../auth/index.ts';
import { FEATURE_FLAGS, hasFlag } from '../../contract/shell.ts';
import { saveWork } from './save-work.ts';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';

// Waits for its copy too: a dialog must not open in English and then switch to Spanish under the shopper.
const SaveWorkModal = lazyComponent(() =>
  import('./save-work-modal.tsx').then((m) => partsReady().then(() => ({ default: m.SaveWorkModal }))),
);
const loadUpdatedTrade = withStyles(() => import('./updated-trade-modal.tsx'), shellModalsCss);
const UpdatedTradeModal = lazyComponent(() => loadUpdatedTrade().then((m) => ({ default: m.UpdatedTradeModal })));

/** The save modal once something asked for it (link-back banner, menu). */
export function SaveWorkModalHost() {
  if (!saveWork.isOpen.value) return null;
  return (
    <Suspense fallback={null}>
      <SaveWorkModal />
    </Suspense>
  );
}

/** The updated-trade modal asks for the payoff only for a logged-in visitor with the flag on. */
export function UpdatedTradeModalHost() {
  const { context } = useEnv();
  const session = useSession();
  if (!session.isLoggedIn.value || !hasFlag(context.campaign, FEATURE_FLAGS.UPDATED_TRADE_MODAL_DISPLAY)) return null;
  return (
    <Suspense fallback={null}>
      <UpdatedTradeModal />
    </Suspense>
  );
}
