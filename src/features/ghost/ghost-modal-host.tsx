/** Renders the ghost modal only once something asked for it, so first paint does not carry it. */
import { lazy, Suspense } from 'react';
import { ghostModalRequest } from './index.ts';

const GhostModal = lazy(() => import('./ghost-modal.tsx'));

export function GhostModalHost() {
  const request = ghostModalRequest.value;
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <GhostModal request={request} />
    </Suspense>
  );
}
