/**
 * Renders the open contact modal only once something asked for it, so first paint carries none of
 * them; each modal is its own chunk. Every opening mounts afresh (`seq`), so each resets on open.
 */
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import type { LeadScope } from '../../contract/contact.ts';
import { contactRequest, type OpenContact } from './index.ts';
import { browserTimeZone, certificateIdOf } from './scope.ts';
import { withStyles } from '../../lib/styles.ts';
// The modals' sheets load with them, not with the first paint.
import contactCss from '../../styles/contact.css?url';
import formsCss from '../../styles/forms.css?url';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';
import type { ContactModalProps } from './contact-modal-props.ts';

const ChatModal = lazyComponent(withStyles(() => import('./chat-modal.tsx'), formsCss, contactCss));
const EmailModal = lazyComponent(withStyles(() => import('./email-modal.tsx'), formsCss, contactCss));
const CallNowModal = lazyComponent(withStyles(() => import('./call-now-modal.tsx'), formsCss, contactCss));
const CallLaterModal = lazyComponent(withStyles(() => import('./call-later-modal.tsx'), formsCss, contactCss));
const AlreadyScheduledModal = lazyComponent(withStyles(() => import('./already-scheduled-modal.tsx'), contactCss));

/** What every contact modal is given: where the request goes and in which zone times are shown. */
export function ContactModalHost() {
  const request = contactRequest.value;
  if (!request) return null;
  return <OpenModal request={request} />;
}

function OpenModal({ request }: { request: OpenContact }) {
  const { context } = useEnv();
  const [path] = useLocation();
  const scope: LeadScope = {
    campaign: context.campaign.slug,
    dealer: context.dealer?.id ?? null,
    certificateId: certificateIdOf(path),
  };
  const props: ContactModalProps = { request, scope, userTimeZone: browserTimeZone() };
  const Modal = {
    chat: ChatModal,
    email: EmailModal,
    callNow: CallNowModal,
    callLater: CallLaterModal,
    alreadyScheduled: AlreadyScheduledModal,
  }[request.view];
  return (
    <Suspense fallback={null}>
      <Modal key={request.seq} {...props} />
    </Suspense>
  );
}
