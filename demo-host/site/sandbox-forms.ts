/**
 * CSRF protection of the sandbox pages' forms (call center, lead inbox): each form is a same-origin
 * POST carrying a per-page random token that must equal the HttpOnly, SameSite=Strict cookie set with
 * the page (double submit): another site can neither read the token nor make the browser send the
 * cookie. A foreign Origin header is refused.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { tokensMatch } from '../server/http/security.ts';
import { html, type SafeHtml } from '../server/http/html.ts';

export const SANDBOX_CSRF_FIELD = '_csrf';

/** Headers of a sandbox page with forms. */
export const SANDBOX_FORM_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // Not 'no-referrer': under it a browser's form POST says `Origin: null` and the origin check refuses it.
  'Referrer-Policy': 'same-origin',
  // Shoppers' data: no other site may frame it (and so click its buttons).
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'; form-action 'self'",
} as const;

export type SandboxForms = {
  /** The page's token: the browser's cookie when it has one (so open tabs keep working), else a new one. */
  pageToken(c: Context): string;
  /** A POST's form when it comes from this site with the page's token; null when it must be refused. */
  trustedForm(c: Context): Promise<{ body: Record<string, unknown>; token: string } | null>;
};

/** The token cookie `cookie`, scoped to the pages under `path`. */
export function sandboxForms(options: { siteOrigin: string; cookie: string; path: string }): SandboxForms {
  return {
    pageToken(c) {
      const token = getCookie(c, options.cookie) ?? randomBytes(32).toString('base64url');
      setCookie(c, options.cookie, token, {
        httpOnly: true,
        sameSite: 'Strict',
        path: options.path,
        secure: options.siteOrigin.startsWith('https:'),
      });
      return token;
    },
    async trustedForm(c) {
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== options.siteOrigin) return null;
      // A body that cannot be read as a form (broken multipart) carries no token we can trust.
      const body = await c.req.parseBody().catch(() => null);
      if (!body) return null;
      const given = body[SANDBOX_CSRF_FIELD];
      const cookie = getCookie(c, options.cookie);
      if (typeof given !== 'string' || !cookie || !tokensMatch(given, cookie)) return null;
      return { body, token: cookie };
    },
  };
}

/** The hidden field every sandbox form posts with the page's token. */
export function csrfInput(token: string): SafeHtml {
  return html`<input type="hidden" name="${SANDBOX_CSRF_FIELD}" value="${token}" />`;
}
