/** Where the shell is: the named route of the current path, and links to routes not built yet. */
import { useLocation, useSearch } from 'wouter';
import { href, matchRoute } from '../../lib/route-table.ts';
import type { ShellRoute } from './rules.ts';

export function useShellRoute(): { route: ShellRoute | null; path: string; search: string } {
  const [path] = useLocation();
  const search = useSearch();
  return { route: matchRoute(path), path, search };
}

/**
 * A spec path the app can open: the path itself once the route table has it, the login page
 * until then (registration and ghost registration arrive with the accounts issue).
 */
export function routeOrLogin(path: string): string {
  return matchRoute(path) ? path : href('login');
}
