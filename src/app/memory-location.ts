/** In-memory routing for the shadow mount, apart from location.ts so the iframe's first paint never loads it. */
import { memoryLocation } from 'wouter/memory-location';
import type { BaseLocationHook } from 'wouter';
import { createNotifier, guarded, splitRoute, type AppLocation, type Navigate, type Reload } from './location.ts';

/**
 * In-memory routing for the shadow mount. `remount` is its reload: the host's page stays, so the
 * mount starts the app again in place at the route (shadow.tsx).
 */
export function createMemoryLocation(initial: string, remount: (to: string) => void): AppLocation {
  const notifier = createNotifier();
  const [path, search] = splitRoute(initial);
  const memory = memoryLocation({ path, searchPath: search });
  let current = initial;
  const navigate: Navigate = guarded((to, options) => {
    if (to === current) return;
    current = to;
    memory.navigate(to, { replace: true });
    notifier.emit(to, !options?.replace);
  });
  // The host hears the route first, as for a navigation.
  const reload: Reload = (to, options) => {
    notifier.emit(to, !options?.replace);
    remount(to);
  };
  const hook: BaseLocationHook = () => [memory.hook()[0], navigate];
  return { hook, searchHook: memory.searchHook, navigate, reload, current: () => current, onNavigate: notifier.on };
}
