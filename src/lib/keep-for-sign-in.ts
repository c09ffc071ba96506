/**
 * What the page keeps before the visitor goes to sign up to save it: the deal page, while a visitor's
 * deal is open, keeps it as it is on screen, so the quick registration that the save modal (seed 001
 * §2 "Save modal (no-profile)") opens saves it. Set by the page, asked by the shell, like the leave guard.
 */
export type Keeper = () => Promise<boolean>;

let current: Keeper | null = null;

/** Sets the keeper; the returned function removes it (only if it is still the current one). */
export function setKeeper(keeper: Keeper): () => void {
  current = keeper;
  return () => {
    if (current === keeper) current = null;
  };
}

/** Keeps what the page has to keep; true when there is nothing, or it was kept. */
export function keepForSignIn(): Promise<boolean> {
  return current ? current() : Promise.resolve(true);
}
