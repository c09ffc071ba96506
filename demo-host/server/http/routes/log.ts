/** `POST /api/log-fe-message` (seed 000 §7, §8): the app reports its failures here; kept in `fe_logs`. */
import { Hono } from 'hono';
import type * as v from 'valibot';
import { LogMessageSchema, type LogResponseSchema } from '../../../../src/contract/log.ts';
import { withoutSecrets } from '../../../../src/contract/secret-params.ts';
import { insertFeLog } from '../../db/fe-logs-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { readJsonBody } from '../errors.ts';
import { logText } from '../../domain/log-text.ts';
import { sessionOf } from '../security.ts';

export function logRoutes({ db, quiet }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const parsed = await readJsonBody(c, LogMessageSchema);
    // An older app, or anyone posting here, may still send an invitation PIN or a code: it is not kept.
    const body = { ...parsed, message: withoutSecrets(parsed.message), url: withoutSecrets(parsed.url) };
    const session = sessionOf(c);
    await insertFeLog(db, {
      sessionId: session.id,
      userId: session.userId,
      level: body.level,
      message: body.message,
      url: body.url,
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
      expected: body.expected,
    });
    // The app's words, on one escaped line: nobody's message can forge another line. Seed 001 §8:
    // an expected failure (a 429, a credit 404) is reported but says so, so it does not alarm.
    const tag = body.expected ? `${body.level}, expected` : body.level;
    if (!quiet) console.warn(`[app ${tag}] ${logText(body.message)}${body.url ? ` (${logText(body.url)})` : ''}`);
    return c.json({ logged: true } satisfies v.InferOutput<typeof LogResponseSchema>);
  });
  return routes;
}
