/**
 * What the external scripts share with the shell's floating bar (app/layout/floating-bar.tsx), in a
 * module of its own so the bar's chunk carries two signals, not the scripts' loader.
 */
import { signal } from '@preact/signals';

/** The bar's place for the dealer chat (its frame, or the reputation widget); null until the bar is in. */
export const chatSlot = signal<HTMLElement | null>(null);

/** The bar gives its place for the chat (null when it goes). */
export function placeChat(slot: HTMLElement | null): void {
  chatSlot.value = slot;
}

/** True while a co-browse session runs: the vendor says so with COBROWSE_SESSION_EVENT. */
export const cobrowseSession = signal(false);
