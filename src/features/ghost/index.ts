/**
 * The ghost account modal's public surface (seed 001 §2 "Ghost account modal"): anything in the
 * shell opens it with `openGhostModal()`; the modal itself is its own chunk, loaded on first open.
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
