/**
 * `GET /dealer-chat-frame/:dealerId?campaign=&locale=&parent=`: the document
 * of the dealer chat's sandboxed frame. The app loads it in an iframe with `sandbox` but without
 * `allow-same-origin`, so it runs in an opaque origin: the dealer's script gets no cookie, no
 * storage, no CSRF token and no DOM of the app, and its API calls carry `Origin: null`, which CORS
 * never allows (and the CSRF check refuses its writes).
 *
 * The response sandboxes itself too (CSP `sandbox`, the iframe's flags): loaded top-level, say as
 * a popup the dealer's script opened with its own address, it is still an opaque origin, its own
 * popups stay sandboxed, and `Cross-Origin-Opener-Policy: same-origin` cuts it off from any opener
 * (Chromium refuses to load it at all in a popup of a sandboxed frame).
 *
 * Its CSP: only this response's nonce runs, plus what that script loads itself ('strict-dynamic':
 * a dealer's snippet usually loads its chat vendor's script); it may talk to, frame and show
 * anything over https (its chat vendor's servers: the frame holds nothing of the shopper's to
 * leak); no plugins, no <base>; framed only by the app and the campaign's dealer sites (in the
 * iframe mount the dealer page is an ancestor too; in the shadow mount it holds the frame).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import * as v from 'valibot';
import { DEALER_CHAT_SANDBOX, DealerChatFrameQuerySchema } from '../../../../src/contract/external-scripts.ts';
import { dealerChatTitle } from '../../../../src/contract/dealer-chat.ts';
import { html, raw } from '../html.ts';
import { DealerIdSchema } from '../../services/context-builder.ts';
import { listCampaignDealers } from '../../db/dealers-repo.ts';
import { getCampaignDetails } from '../../db/campaigns-repo.ts';
import { getDealerChatConfig } from '../../db/shell-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError, parseInput } from '../errors.ts';
import { createCspNonce, frameAncestorsFor } from '../security.ts';

/** Ours, read once: it runs first in the frame and reports the content's size to the parent. */
export const FRAME_BRIDGE_SOURCE = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../sandbox/dealer-chat/frame-bridge.js'),
  'utf8',
);

const ParamsSchema = v.object({ dealerId: DealerIdSchema });

/** The frame's policy: see the module comment. */
export function dealerChatFrameCsp(nonce: string, frameAncestors: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'unsafe-inline' https:",
    'img-src https: data:',
    'font-src https: data:',
    'media-src https:',
    'connect-src https: wss:',
    'frame-src https:',
    'form-action https:',
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    `sandbox ${DEALER_CHAT_SANDBOX}`,
  ].join('; ');
}

/**
 * Script text that cannot end its <script> element early or open an HTML comment in it: inside
 * strings, templates and regular expressions `<\/` and `<\!` mean what `</` and `<!` did.
 */
export function inlineScriptText(source: string): string {
  return source.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** The dealer's script as text, or null when the stored value is not base64 UTF-8. */
function decodeScript(base64: string): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(base64, 'base64'));
  } catch {
    return null;
  }
}

export function dealerChatFrameRoutes({ db, appOrigin }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/:dealerId', async (c) => {
    const { dealerId } = parseInput(ParamsSchema, c.req.param());
    const query = parseInput(DealerChatFrameQuerySchema, c.req.query());
    const details = await getCampaignDetails(db, query.campaign);
    if (!details) throw new HttpError(404, 'Campaign not found');
    const dealer = (await listCampaignDealers(db, details.campaign.slug)).find((d) => d.id === dealerId);
    if (!dealer) throw new HttpError(404, 'Dealer not found');
    const config = await getDealerChatConfig(db, dealerId);
    const source = config?.chatEnabled && config.isDealerChat && config.script ? decodeScript(config.script) : null;
    if (source === null) throw new HttpError(404, 'This dealer has no chat script');

    // Who may hold or be above the frame: this app (also at the address the request came to) and the dealer sites.
    const ancestors = [...new Set([appOrigin, new URL(c.req.url).origin, ...details.campaign.allowedOrigins])];
    if (!ancestors.includes(query.parent)) {
      throw new HttpError(400, 'Invalid request', [
        { field: 'parent', message: 'Not an origin this frame may post to' },
      ]);
    }
    const nonce = createCspNonce();
    c.header('Content-Security-Policy', dealerChatFrameCsp(nonce, frameAncestorsFor(ancestors)));
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    const title = dealerChatTitle(dealer.name, query.locale);
    return c.html(
      html`<!doctype html>
        <html lang="${query.locale}">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>${title}</title>
            <style>
              html,
              body {
                margin: 0;
                background: transparent;
              }
              body {
                width: max-content;
                max-width: 360px;
                padding: 4px;
              }
            </style>
          </head>
          <body>
            <script nonce="${nonce}" data-parent-origin="${query.parent}">
              ${raw(inlineScriptText(FRAME_BRIDGE_SOURCE))};
            </script>
            <script nonce="${nonce}">
              ${raw(inlineScriptText(source))};
            </script>
          </body>
        </html> `.toString(),
    );
  });

  return routes;
}
