/** A flow page's heading that takes focus when it shows, so each step starts at its title. */
import { useEffect, useRef, type ReactNode } from 'react';

/** False until a flow page has shown in this visit. */
let shownBefore = false;

/**
 * Moves focus to the returned ref's element once it shows, after the route change has focused the
 * main region: keyboard and screen-reader users start each new step at its heading. The first flow
 * page of a visit takes focus only when the shopper came from another page of the app (focus is in
 * the app, not on the document): on the app's first page the reader starts at the top anyway.
 */
export function useFocusOnShow<T extends HTMLElement>(): { current: T | null } {
  const ref = useRef<T>(null);
  useEffect(() => {
    const first = !shownBefore;
    shownBefore = true;
    const timer = setTimeout(() => {
      const el = ref.current;
      const active = el?.ownerDocument.activeElement;
      if (el && (!first || (active && active !== el.ownerDocument.body))) el.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}

/** The page's h1, focused when it shows; `progress` ('Step 2 of 3') comes before the title. */
export function PageHeading({
  children,
  progress,
  className,
}: {
  children: ReactNode;
  progress?: string | undefined;
  className?: string;
}) {
  const ref = useFocusOnShow<HTMLHeadingElement>();
  return (
    <h1 class={className} tabIndex={-1} ref={ref}>
      {progress && (
        <>
          <span class="register__progress">{progress}</span>{' '}
        </>
      )}
      <span>{children}</span>
    </h1>
  );
}
