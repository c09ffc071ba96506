/**
 * Ends reservations whose time is up, every minute in every process (each is ended on its locked row, so
 * processes sweeping together end it once): HELD past the hold → EXPIRED, a payment never finished past its
 * pending hold → CANCELLED (the provider's payment cancelled). Correctness needs no timer (the status shown is
 * computed at read time); the sweep frees the holds' rows and tells the provider.
 */
import type { AppDeps } from '../app-deps.ts';
import { createDealDesk } from '../deal-desk.ts';
import { createLeadWriter } from '../leads/outbox.ts';
import { startRetentionSweeper, type RetentionSweeper } from '../retention.ts';
import { createReservations } from './service.ts';

export const RESERVATION_SWEEP_EVERY_MS = 60_000;

export function startReservationSweeper(
  deps: Pick<AppDeps, 'db' | 'appOrigin' | 'paymentProvider' | 'messages' | 'zipDirectory'>,
  options: { everyMs?: number; log?: (line: string) => void } = {},
): RetentionSweeper {
  const desk = createDealDesk(deps);
  const reservations = createReservations({
    ...deps,
    paymentProvider: deps.paymentProvider ?? null,
    desk,
    leads: createLeadWriter({ ...deps, desk }),
  });
  return startRetentionSweeper(deps.db, {
    everyMs: options.everyMs ?? RESERVATION_SWEEP_EVERY_MS,
    sweep: async () => {
      const ended = await reservations.sweep();
      return ended > 0 ? { reservationsEnded: ended } : null;
    },
    ...(options.log ? { log: options.log } : {}),
  });
}
