/**
 * The trade's photos (`/api/trade/photos`): list, put one in a guided slot (the raw image as the body, capped
 * while it is read: app.ts), remove one; and `/api/uploads/object`, which answers a signed address with the object
 * itself, never as a page (nosniff, a sandboxing policy, no caching beyond the address's life).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { TradePhotoSlotSchema, type TradePhotos } from '../../../../src/contract/uploads.ts';
import type { SignedGrant } from '../../domain/uploads/signed-url.ts';
import type { Services } from '../../services/index.ts';
import type { TradePhotoView } from '../../services/uploads/trade-photos.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError, parseInput, readJsonBody } from '../errors.ts';
import { currentSession } from '../security.ts';
import { readUpload, uploadGuard } from '../upload-guard.ts';

export const PHOTOS_NEED_SIGN_IN = 'Sign in to add photos of your trade.';

const SlotParams = v.object({ slot: TradePhotoSlotSchema });
const MoveBody = v.object({ to: TradePhotoSlotSchema });
const GrantQuery = v.object({
  key: v.pipe(v.string(), v.maxLength(512)),
  expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  signature: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
});

const addressOf = (g: SignedGrant) =>
  `/api/uploads/object?${new URLSearchParams({ key: g.key, expires: String(g.expires), signature: g.signature }).toString()}`;

const answer = (photos: TradePhotoView[]): TradePhotos => ({
  photos: photos.map((p) => ({
    slot: p.slot as TradePhotos['photos'][number]['slot'],
    width: p.width,
    height: p.height,
    imageUrl: addressOf(p.image),
    thumbnailUrl: addressOf(p.thumbnail),
  })),
});

export function tradePhotoRoutes(services: Services): Record<'photos' | 'uploads', Hono<AppEnv>> {
  const photos = new Hono<AppEnv>();
  const uploads = new Hono<AppEnv>();
  const { tradePhotos } = services;

  const userOf = (c: Context<AppEnv>): string => {
    const userId = currentSession(c)?.userId;
    if (!userId) throw new HttpError(401, PHOTOS_NEED_SIGN_IN);
    return userId;
  };

  photos.get('/', async (c) => c.json(answer(await tradePhotos.list(userOf(c)))));

  photos.put('/:slot', uploadGuard(services), async (c) => {
    const userId = userOf(c);
    const { slot } = parseInput(SlotParams, c.req.param());
    const bytes = await readUpload(c);
    return c.json(answer(await tradePhotos.put(userId, slot, bytes)));
  });

  photos.delete('/:slot', async (c) => {
    const userId = userOf(c);
    const { slot } = parseInput(SlotParams, c.req.param());
    return c.json(answer(await tradePhotos.remove(userId, slot)));
  });

  photos.post('/:slot/move', async (c) => {
    const userId = userOf(c);
    const { slot } = parseInput(SlotParams, c.req.param());
    const { to } = await readJsonBody(c, MoveBody);
    return c.json(answer(await tradePhotos.move(userId, slot, to)));
  });

  uploads.get('/object', async (c) => {
    const grant = parseInput(GrantQuery, c.req.query());
    const object = await tradePhotos.open(grant);
    if (!object) throw new HttpError(404, 'Not found');
    return c.body(object.bytes.slice().buffer, 200, {
      'Content-Type': object.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, max-age=600',
    });
  });

  return { photos, uploads };
}
