/**
 * The workspace's inventory feed API, `/dealer/api/dealers/:dealerId/inventory/imports` on the app origin
 * (src/contract/workspace-inventory.ts), for the dealer's managers; `…/inventory/feed` sets the feed URL
 * and its schedule, `…/inventory/feed/fetch` fetches it now. app.ts lets this path's body reach
 * MAX_FEED_BYTES; staffOnly checks the CSRF token.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { FeedScheduleSchema, FULL_FEED_PARAM, MAX_FEED_BYTES } from '../../../../src/contract/workspace-inventory.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { Invalid } from '../../domain/errors.ts';
import { clientAddress } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));
const FileNameSchema = v.pipe(v.string(), v.trim(), v.maxLength(200));

/** The feed's text and file name, from a multipart form (`file`, `fullFeed`) or a text/csv body. */
async function readFeed(c: Context): Promise<{ csv: string; fileName: string | null; fullFeed: boolean }> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    const file = form['file'];
    if (!(file instanceof File))
      throw new Invalid('Choose a CSV file', [{ field: 'file', message: 'Choose a CSV file' }]);
    const full = form['fullFeed'];
    return {
      csv: await file.text(),
      fileName: file.name.slice(0, 200) || null,
      fullFeed: full === 'true' || full === 'on' || c.req.query(FULL_FEED_PARAM) === '1',
    };
  }
  if (!/^text\/(csv|plain)\b/.test(type)) throw new Invalid('Send the feed as text/csv or multipart/form-data');
  const name = c.req.query('name');
  return {
    csv: await c.req.text(),
    fileName: name ? parseInput(FileNameSchema, name) || null : null,
    fullFeed: c.req.query(FULL_FEED_PARAM) === '1',
  };
}

export function workspaceInventoryRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { staffAuth, inventoryFeed, feedSchedule } = services;
  const routes = new Hono<WorkspaceEnv>();
  const member = staffOnly(staffAuth);
  const dealerOf = (c: Context) => parseInput(IdSchema, c.req.param('dealerId'));

  routes.get('/dealers/:dealerId/inventory/imports', member, async (c) =>
    c.json(await inventoryFeed.list(c.get('staff').member, dealerOf(c))),
  );
  routes.post('/dealers/:dealerId/inventory/imports', member, async (c) => {
    const dealerId = dealerOf(c);
    const feed = await readFeed(c);
    // The body limit counts bytes on the wire; a multipart file is checked again once read.
    if (feed.csv.length > MAX_FEED_BYTES) throw new Invalid('The file is larger than 5 MB');
    const result = await inventoryFeed.upload(c.get('staff').member, dealerId, feed, clientAddress(c, deps.trustProxy));
    return c.json(result, 201);
  });
  routes.put('/dealers/:dealerId/inventory/feed', member, async (c) => {
    const dealerId = dealerOf(c);
    const body = await readJsonBody(c, FeedScheduleSchema);
    const client = clientAddress(c, deps.trustProxy);
    return c.json({ feed: await feedSchedule.set(c.get('staff').member, dealerId, body, client) });
  });
  routes.post('/dealers/:dealerId/inventory/feed/fetch', member, async (c) => {
    const dealerId = dealerOf(c);
    const client = clientAddress(c, deps.trustProxy);
    return c.json(await inventoryFeed.fetchNow(c.get('staff').member, dealerId, client), 201);
  });

  return routes;
}
