/**
 * The contact feature's public surface (seed 001 §2, §4): the floating contact button, the menu's
 * Personal Shopper and home open the chat modal with `openContactModal()`; from there the shopper
 * moves to the email, call-now and call-later modals (`showContact`). Only one is open at a time,
 * and each is its own chunk, loaded on first open.
 */
import { computed, signal } from '@preact/signals';
import type { ContactRequest } from './rules.ts';

export type { ContactRequest, ContactView } from './rules.ts';

/** A request as shown: `seq` tells one opening from the next, so each mounts (and so resets) afresh. */
export type OpenContact = ContactRequest & { seq: number };

let seq = 0;

/** The modal on screen, null while none is. */
export const contactRequest = signal<OpenContact | null>(null);

/** True while any contact modal is open. */
export const contactModalOpen = computed(() => contactRequest.value !== null);

/** Opens 'How can we help?' (takes no arguments, so it can be a click handler as is). */
export function openContactModal(): void {
  contactRequest.value = { view: 'chat', seq: ++seq };
}

/** Replaces the open contact modal with another (each resets on open, seed 001 §4). */
export function showContact(request: ContactRequest): void {
  contactRequest.value = { ...request, seq: ++seq };
}

export function closeContactModal(): void {
  contactRequest.value = null;
}
export { timeSlotLabel } from './rules.ts';
