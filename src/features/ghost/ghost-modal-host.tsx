/** Renders the ghost modal only once something asked for it, so first paint does not carry it. */
import { Suspense } from 'react';
import { ghostModalRequest } from '../../lib/ghost-modal.ts';
import { withStyles } from '../../lib/styles.ts';
// The modal's sheets load with it, not with the first paint.
import formsCss from '../../styles/forms.css?url';
import ghostCss from '../../styles/ghost.css?url';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';

const GhostModal = lazyComponent(withStyles(() => import('./ghost-modal.tsx'), formsCss, ghostCss));

export function GhostModalHost() {
  const request = ghostModalRequest.value;
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <GhostModal request={request} />
    </Suspense>
  );
}
