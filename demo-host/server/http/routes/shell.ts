/**
 * What the page shell reads beyond the page context:
 * - `GET /api/dealer_chat_config/dealer/:dealerId` (seed 000 §7): the dealer's chat config;
 * - `GET /api/trade/payoff-updated`: the logged-in user's latest trade revaluation, or null;
 * - `PUT /api/session/locale`: the language the shopper chose, kept with the session and the profile;
 * - `GET /vendor/cobrowse/loader.js` and `GET /vendor/reputation/widget.js`: the sandbox's stand-ins
 *   for the two vendors' scripts, served from the app origin because no outside service is reachable.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import * as v from 'valibot';
import { VENDOR_SCRIPTS, type ChatConfig } from '../../../../src/contract/external-scripts.ts';
import { LocaleBodySchema, type LocaleBody, type PayoffUpdatedResponse } from '../../../../src/contract/shell.ts';
import { DealerIdSchema } from '../../services/context-builder.ts';
import { inTransaction } from '../../db/index.ts';
import { setSessionLocale } from '../../db/sessions-repo.ts';
import { setUserLocale } from '../../db/users-repo.ts';
import { getDealerChatConfig, getPayoffUpdatedInfo } from '../../db/shell-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError, parseInput, readJsonBody } from '../errors.ts';
import { below } from '../paths.ts';
import { currentSession, sessionOf } from '../security.ts';

export const PAYOFF_NEEDS_LOGIN = 'Log in to see your trade value';

const VENDOR_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../sandbox/vendor');

/** Read once at start-up: the files ship with the server. */
export const VENDOR_SOURCES: Readonly<Record<string, string>> = {
  [VENDOR_SCRIPTS.cobrowse]: readFileSync(join(VENDOR_DIR, 'cobrowse-loader.js'), 'utf8'),
  [VENDOR_SCRIPTS.reputation]: readFileSync(join(VENDOR_DIR, 'reputation-widget.js'), 'utf8'),
};

const ParamsSchema = v.object({ dealerId: DealerIdSchema });

/** One sub-app per prefix: `/api/dealer_chat_config`, `/api/trade`, `/api/session` and `/vendor`. */
export function shellRoutes({
  db,
}: AppDeps): Record<'dealerChatConfig' | 'trade' | 'session' | 'vendor', Hono<AppEnv>> {
  const routes = {
    dealerChatConfig: new Hono<AppEnv>(),
    trade: new Hono<AppEnv>(),
    session: new Hono<AppEnv>(),
    vendor: new Hono<AppEnv>(),
  };

  routes.dealerChatConfig.get('/dealer/:dealerId', async (c) => {
    const { dealerId } = parseInput(ParamsSchema, c.req.param());
    const config = await getDealerChatConfig(db, dealerId);
    if (!config) throw new HttpError(404, 'Dealer not found');
    return c.json(config satisfies ChatConfig);
  });

  routes.trade.get('/payoff-updated', async (c) => {
    const userId = currentSession(c)?.userId;
    if (!userId) throw new HttpError(401, PAYOFF_NEEDS_LOGIN);
    c.header('Cache-Control', 'no-store');
    return c.json({ info: await getPayoffUpdatedInfo(db, userId) } satisfies PayoffUpdatedResponse);
  });

  routes.session.put('/locale', async (c) => {
    const { locale } = await readJsonBody(c, LocaleBodySchema);
    const session = sessionOf(c);
    await inTransaction(db, async (tx) => {
      await setSessionLocale(tx, session.id, locale);
      if (session.userId) await setUserLocale(tx, session.userId, locale);
    });
    return c.json({ locale } satisfies LocaleBody);
  });

  for (const [path, source] of Object.entries(VENDOR_SOURCES)) {
    routes.vendor.get(below('/vendor', path), (c) =>
      c.body(source, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=300',
      }),
    );
  }

  return routes;
}
