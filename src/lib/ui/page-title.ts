/** A page that names the document after what it shows (the server reads document-title.ts: no hooks there). */
import { signal } from '@preact/signals';
import { useEffect } from 'react';

/** A page's own title (the car a vehicle page shows), used instead of its route's while the page is up. */
const ownTitle = signal<string | null>(null);

/** The title the shown page gives itself, if any (read in render: the route effects follow it). */
export const pageOwnTitle = (): string | null => ownTitle.value;

/** Names the document after what this page shows, in every language, for as long as the page is up. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    ownTitle.value = title;
    return () => void (ownTitle.value = null);
  }, [title]);
}
