/**
 * Every page of the dealer workspace in one table, pure data: the app attaches components in app.tsx and
 * builds links with `href()`, never by string concatenation. All paths live under /dealer on the app origin.
 */
import { withQuery, type Query } from '../contract/http.ts';

export const WORKSPACE_BASE = '/dealer';

export const workspaceRoutes = {
  inbox: { path: '/dealer' },
  lead: { path: '/dealer/leads/:id' },
  audit: { path: '/dealer/audit' },
  deals: { path: '/dealer/deals' },
  deal: { path: '/dealer/deals/:id' },
  funnel: { path: '/dealer/funnel' },
  contact: { path: '/dealer/contact' },
  contactHours: { path: '/dealer/contact/hours' },
  leadSettings: { path: '/dealer/settings/leads' },
  dealerRules: { path: '/dealer/settings/rules' },
  showroomHours: { path: '/dealer/settings/showroom' },
  staff: { path: '/dealer/staff' },
  inventory: { path: '/dealer/inventory' },
  dealers: { path: '/dealer/dealers' },
  dealerNew: { path: '/dealer/dealers/new' },
  campaigns: { path: '/dealer/campaigns' },
  campaign: { path: '/dealer/campaigns/:slug' },
  dealerProfile: { path: '/dealer/settings/profile' },
  campaignTheme: { path: '/dealer/campaigns/:slug/theme' },
  signIn: { path: '/dealer/sign-in' },
  signInCode: { path: '/dealer/sign-in/code' },
  signInEnrol: { path: '/dealer/sign-in/enrol' },
  signInInvite: { path: '/dealer/sign-in/invite' },
} as const satisfies Record<string, { path: string }>;

export type WorkspaceRoute = keyof typeof workspaceRoutes;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<N extends WorkspaceRoute> = [ParamNames<(typeof workspaceRoutes)[N]['path']>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: Record<ParamNames<(typeof workspaceRoutes)[N]['path']>, string>, query?: Query];

/** Typed link to a page: `href('lead', { id: 'L1' })`, `href('signIn', {}, { next })`. */
export function href<N extends WorkspaceRoute>(name: N, ...[params, query]: ParamsOf<N>): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = workspaceRoutes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  return withQuery(path, query);
}

/** The sign-in pages: a 401 there is a wrong answer to show, not an ended session. */
export function isSignInPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === '/dealer/sign-in' || pathname.startsWith('/dealer/sign-in/');
}

/**
 * Where to go after signing in: `next` when it is a path of the workspace (never another origin, a
 * protocol-relative `//host`, or the sign-in pages themselves), else the inbox.
 */
export function safeNext(next: string | null | undefined): string {
  const fallback = workspaceRoutes.inbox.path;
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(next, 'http://workspace.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://workspace.invalid') return fallback;
  const inside = url.pathname === WORKSPACE_BASE || url.pathname.startsWith(`${WORKSPACE_BASE}/`);
  if (!inside || isSignInPath(url.pathname) || url.pathname.startsWith(`${WORKSPACE_BASE}/api`)) return fallback;
  return `${url.pathname}${url.search}`;
}
