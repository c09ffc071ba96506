/** In-memory routing for the shadow mount, apart from location.ts so the iframe's first paint never loads it. */
import { memoryLocation } from 'wouter/memory-location';
import type { BaseLocationHook } from 'wouter';
import { createNotifier, guarded, splitRoute, type AppLocation, type Navigate } from './location.ts';

/** In-memory routing for the shadow mount. */
export function createMemoryLocation(initial: string): AppLocation {
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
  const hook: BaseLocationHook = () => [memory.hook()[0], navigate];
  return { hook, searchHook: memory.searchHook, navigate, current: () => current, onNavigate: notifier.on };
}
