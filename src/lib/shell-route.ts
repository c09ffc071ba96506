/** Where the shell is: the named route of the current path. */
import { useLocation, useSearch } from 'wouter';
import { matchRoute } from '../contract/route-table.ts';
import type { ShellRoute } from '../contract/shell.ts';

export function useShellRoute(): { route: ShellRoute | null; path: string; search: string } {
  const [path] = useLocation();
  const search = useSearch();
  return { route: matchRoute(path), path, search };
}
