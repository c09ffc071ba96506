/**
 * The request to open the ghost account modal (seed 001 §2 "Ghost account modal"): any page or the
 * shell opens it with `openGhostModal()`; the ghost feature's modal host, its own chunk, shows it.
 */
import { signal } from '@preact/signals';

export type GhostModalRequest = {
  /** Where `/login-success/ghost` sends the shopper afterwards (its optional redirectPath). */
  redirectPath?: string;
};

/** Null while closed. */
export const ghostModalRequest = signal<GhostModalRequest | null>(null);

export function openGhostModal(request: GhostModalRequest = {}): void {
  ghostModalRequest.value = request;
}

export function closeGhostModal(): void {
  ghostModalRequest.value = null;
}
