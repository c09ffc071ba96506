/**
 * What the app keeps of one shopper in memory, forgotten when they sign out: each keeper registers
 * how it forgets, and the session model runs them all once the server has ended the session.
 */
const forgetters = new Set<() => void>();

/** Registers `forget`; the returned function unregisters it. */
export function forgetAtSignOut(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Runs every registered forget (the shopper signed out). */
export function forgetShopper(): void {
  forgetters.forEach((forget) => forget());
}
