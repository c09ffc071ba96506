/** Renders the chat modal only once something asked for it, so first paint does not carry it. */
import { lazy, Suspense } from 'react';
import { contactFlows, contactModalOpen } from './index.ts';

const ChatModal = lazy(() => import('./chat-modal.tsx'));

export function ContactModalHost() {
  if (!contactModalOpen.value) return null;
  return (
    <Suspense fallback={null}>
      <ChatModal flows={contactFlows} />
    </Suspense>
  );
}
