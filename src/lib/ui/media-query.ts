/** Whether a media query matches, followed as the window changes: for layouts CSS alone cannot switch (a column or a dialog). */
import { useEffect, useMemo, useState } from 'react';

/** Seed 000 §9 breakpoint sm (767): at or below it the app lays out for a phone. */
export const PHONE_QUERY = '(max-width: 767px)';

/** False where the window has no matchMedia (unit tests): the wide layout. */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => (typeof matchMedia === 'function' ? matchMedia(query) : null), [query]);
  const [matches, setMatches] = useState(() => list?.matches ?? false);
  useEffect(() => {
    if (!list) return undefined;
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [list]);
  return matches;
}
