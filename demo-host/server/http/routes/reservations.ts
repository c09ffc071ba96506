/**
 * Reserve it (src/contract/reservation.ts). The shopper's `GET|POST /api/deals/:id/reservation`,
 * `POST …/confirm` and `POST …/cancel` (session and CSRF like every deal call, the POSTs rate-limited per
 * shopper and client), and the provider's `POST /api/payments/webhook`: no session and no CSRF token, its
 * raw body's signature is the check (mounted before the /api middleware, which would refuse it).
 */
import { Hono, type Context, type Handler } from 'hono';
import * as v from 'valibot';
import { DealIdSchema } from '../../../../src/contract/deal.ts';
import {
  CancelReservationSchema,
  ConfirmReservationSchema,
  StartReservationSchema,
  type ReservationAnswer,
} from '../../../../src/contract/reservation.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import { countUsage, HOUR_MS } from '../../services/usage-limits.ts';
import type { AppEnv } from '../app-env.ts';
import { clientKey } from '../client-address.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { currentSession } from '../security.ts';

const IdParams = v.object({ id: DealIdSchema });
/** Starts, confirms and cancels an hour, per shopper and per client: a double click is well inside. */
export const RESERVATION_CALLS_PER_HOUR = 60;
export const TOO_MANY_RESERVATION_CALLS = 'Too many attempts. Please wait and try again.';
/** The provider's signature header (Stripe's name; the sandbox provider sends the same). */
export const SIGNATURE_HEADER = 'stripe-signature';

export function reservationRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { reservations } = services;
  const routes = new Hono<AppEnv>();
  const dealId = (c: Context<AppEnv>) => parseInput(IdParams, c.req.param()).id;

  async function limit(c: Context<AppEnv>): Promise<void> {
    const owner = currentSession(c)?.userId ?? currentSession(c)?.id ?? 'none';
    const counter = (key: string) => ({
      key,
      limit: RESERVATION_CALLS_PER_HOUR,
      windowMs: HOUR_MS,
      message: TOO_MANY_RESERVATION_CALLS,
    });
    await countUsage(
      deps.db,
      [counter(`reservation:${owner}`), counter(`reservation:${clientKey(c, deps.trustProxy)}`)],
      deps.now ? deps.now().getTime() : Date.now(),
    );
  }

  routes.get('/:id/reservation', async (c) =>
    c.json((await reservations.answer(currentSession(c), dealId(c))) satisfies ReservationAnswer),
  );
  routes.post('/:id/reservation', async (c) => {
    const id = dealId(c);
    const { idempotencyKey } = await readJsonBody(c, StartReservationSchema);
    await limit(c);
    return c.json((await reservations.start(currentSession(c), id, idempotencyKey)) satisfies ReservationAnswer);
  });
  routes.post('/:id/reservation/confirm', async (c) => {
    const id = dealId(c);
    const { reservationId } = await readJsonBody(c, ConfirmReservationSchema);
    await limit(c);
    return c.json((await reservations.confirm(currentSession(c), id, reservationId)) satisfies ReservationAnswer);
  });
  routes.post('/:id/reservation/cancel', async (c) => {
    const id = dealId(c);
    const { reservationId, idempotencyKey } = await readJsonBody(c, CancelReservationSchema);
    await limit(c);
    return c.json(
      (await reservations.cancel(currentSession(c), id, reservationId, idempotencyKey)) satisfies ReservationAnswer,
    );
  });
  return routes;
}

/** `POST /api/payments/webhook`: the raw body as sent (the signature is over its bytes), 200 for handled and replay. */
export function paymentWebhook(services: Services): Handler {
  return async (c) => {
    const raw = await c.req.text();
    const { replay } = await services.reservations.webhook(raw, c.req.header(SIGNATURE_HEADER) ?? null);
    return c.json({ received: true, replay });
  };
}
