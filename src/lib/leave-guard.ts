/**
 * One question asked before the app leaves a page: "may the shopper go?" The deal page sets it
 * while the deal is unsaved or edited (seed 000 §2 save-reminder prompt); every in-app
 * navigation asks it first. Host-driven moves (Back in the host) cannot be refused.
 */
export type LeaveGuard = (to: string) => boolean | Promise<boolean>;

let current: LeaveGuard | null = null;

/** Sets the guard; the returned function removes it (only if it is still the current one). */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

export async function mayLeave(to: string): Promise<boolean> {
  return current ? current(to) : true;
}

export function hasLeaveGuard(): boolean {
  return current !== null;
}
