/**
 * The contact feature's public surface (seed 001 §2 "Chat modal 'How can we help?'"): the floating
 * contact button, the menu's Personal Shopper and home open it with `openContactModal()`; the modal
 * itself is its own chunk, loaded on first open.
 */
import { signal } from '@preact/signals';
import type { ChatModalAction } from './rules.ts';

/** True while the chat modal is open. */
export const contactModalOpen = signal(false);

export function openContactModal(): void {
  contactModalOpen.value = true;
}

export function closeContactModal(): void {
  contactModalOpen.value = false;
}

/** The flows behind the modal's buttons; a button shows once its flow is registered here. */
export type ContactFlows = Partial<Record<Exclude<ChatModalAction, 'chat'>, () => void>>;
export const contactFlows: ContactFlows = {};

export { ContactModalHost } from './contact-modal-host.tsx';
