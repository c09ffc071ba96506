/**
 * "Check my site": what a browser would make of the widget on the dealer's page, from the page as fetched.
 * The page's origin must be one the campaign allows; its Content-Security-Policy (header and meta tags, each
 * enforced on its own) must let the loader script (script-src), the app's frame (frame-src, else child-src)
 * and the API (connect-src) come from the app origin, each falling back to default-src; and the tag should be on it.
 */
import type { SITE_CHECKS } from '../../../../src/contract/workspace-onboarding.ts';

export type SiteCheckId = (typeof SITE_CHECKS)[number];

const FALLBACKS: Record<'script-src' | 'frame-src' | 'connect-src', readonly string[]> = {
  'script-src': ['script-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
  'connect-src': ['connect-src', 'default-src'],
};

/** The policies of a page: each header value and each meta tag's content (the meta tags' attributes in any order). */
export function pagePolicies(headerValues: readonly string[], html: string): string[] {
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /http-equiv\s*=\s*["']?content-security-policy["'\s>]/i.test(tag))
    .flatMap((tag) => {
      const content = /content\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
      return content ? [content[1] ?? content[2] ?? ''] : [];
    });
  // A header may carry several policies separated by commas.
  return [...headerValues.flatMap((h) => h.split(',')), ...metas].map((p) => p.trim()).filter(Boolean);
}

function directives(policy: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The first of a repeated directive wins, as in browsers.
    if (name && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), sources);
  }
  return found;
}

/** Whether one source expression lets `origin` (scheme://host[:port]) load. */
function sourceAllows(source: string, origin: string): boolean {
  const url = new URL(origin);
  const s = source.toLowerCase().replace(/\/+$/, '');
  if (s === '*') return url.protocol === 'https:' || url.protocol === 'http:';
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return s === url.protocol || (s === 'http:' && url.protocol === 'https:');
  const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?$/.exec(s);
  if (!m) return false;
  const [, scheme, wildcard, host = '', port] = m;
  if (scheme && scheme !== url.protocol.slice(0, -1) && !(scheme === 'http' && url.protocol === 'https:')) return false;
  const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const portOk = port === '*' || (port ?? defaultPort) === (url.port || defaultPort);
  return hostOk && portOk;
}

/** Whether every policy lets `origin` in for `kind` (a policy without the directive or its fallbacks allows it). */
export function policiesAllow(policies: readonly string[], kind: keyof typeof FALLBACKS, origin: string): boolean {
  return policies.every((policy) => {
    const d = directives(policy);
    const name = FALLBACKS[kind].find((n) => d.has(n));
    if (!name) return true;
    return (d.get(name) ?? []).some((source) => sourceAllows(source, origin));
  });
}

/** Whether the page holds the loader's tag for this campaign. */
export function hasScriptTag(html: string, appOrigin: string, campaign: string): boolean {
  return [...html.matchAll(/<script\b[^>]*>/gi)].some(
    ([tag]) =>
      tag.includes(`${appOrigin}/loader.js`) && new RegExp(`data-campaign\\s*=\\s*["']?${campaign}["'\\s>]`).test(tag),
  );
}

export type SiteCheck = { id: SiteCheckId; ok: boolean };

export function checkSite(o: {
  pageOrigin: string;
  headerPolicies: readonly string[];
  html: string;
  allowedOrigins: readonly string[];
  appOrigin: string;
  campaign: string;
}): SiteCheck[] {
  const policies = pagePolicies(o.headerPolicies, o.html);
  return [
    { id: 'origin', ok: o.allowedOrigins.includes(o.pageOrigin) },
    { id: 'script-src', ok: policiesAllow(policies, 'script-src', o.appOrigin) },
    { id: 'frame-src', ok: policiesAllow(policies, 'frame-src', o.appOrigin) },
    { id: 'connect-src', ok: policiesAllow(policies, 'connect-src', o.appOrigin) },
    { id: 'script-tag', ok: hasScriptTag(o.html, o.appOrigin, o.campaign) },
  ];
}
