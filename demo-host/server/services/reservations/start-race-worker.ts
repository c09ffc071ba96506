/**
 * One process of the two-shopper race (start-race.test.ts): connects to the shared PostgreSQL database, builds
 * the reservation service as the app does, says "ready", and on "go" starts the shopper's reservation; prints
 * `{"status":200}` or the refusal's status and message.
 */
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { connect } from '../../db/index.ts';
import { Conflict } from '../../domain/errors.ts';
import { createDealDesk } from '../deal-desk.ts';
import { createLeadWriter } from '../leads/outbox.ts';
import { testPaymentProvider } from '../payments/test-provider.ts';
import { createReservations } from './service.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const db = connect({ url: env('DATABASE_URL'), poolSize: 2 });
const desk = createDealDesk({ appOrigin: 'http://127.0.0.1:4174' });
const reservations = createReservations({
  db,
  paymentProvider: testPaymentProvider(),
  desk,
  leads: createLeadWriter({ appOrigin: 'http://127.0.0.1:4174', desk }),
});
const session = {
  id: env('SESSION_ID'),
  csrfToken: '',
  userId: env('USER_ID'),
  createdAt: 0,
  updatedAt: 0,
  locale: null,
};

await sql`select 1`.execute(db);
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'go') continue;
  try {
    await reservations.start(session, env('DEAL_ID'), env('START_KEY'));
    process.stdout.write(`${JSON.stringify({ status: 200 })}\n`);
  } catch (error) {
    const status = error instanceof Conflict ? 409 : 500;
    process.stdout.write(`${JSON.stringify({ status, message: (error as Error).message })}\n`);
  }
  break;
}
await db.destroy();
