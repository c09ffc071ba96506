/**
 * `npm run db:reset`: empties the database (the SQLite file, or every table on DATABASE_URL),
 * then migrates and seeds it afresh.
 */
import { rmSync } from 'node:fs';
import { databaseOptions, describeDatabase, readConfig } from '../config.ts';
import { connect, openDatabase } from './index.ts';
import type { Database } from './schema.ts';
import { buildSeed } from './seed-data.ts';
import { seedDb } from './seed.ts';

/** Children before parents, so foreign keys never block a drop; then the migrator's own tables. */
const TABLES: readonly (keyof Database | 'kysely_migration' | 'kysely_migration_lock')[] = [
  'rate_limits',
  'trade_payoff_updates',
  'dealer_chat_config',
  'pre_approvals',
  'soft_pulls',
  'credit_selections',
  'protection_products',
  'saved_accessories',
  'accessory_fitments',
  'accessories',
  'recently_viewed',
  'certificates',
  'leads',
  'deal_quotes',
  'deals',
  'trades',
  'fe_logs',
  'sessions',
  'users',
  'vehicles',
  'campaign_dealers',
  'campaigns',
  'dealers',
  'states',
  'meta',
  'kysely_migration',
  'kysely_migration_lock',
];

const config = readConfig();
if (config.databaseUrl) {
  const db = connect(databaseOptions(config));
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().cascade().execute();
  await db.destroy();
} else {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.dbPath}${suffix}`, { force: true });
}
const db = await openDatabase(databaseOptions(config));
await seedDb(db, buildSeed, { siteOrigin: config.siteOrigin, appHost: config.appHost });
const count = async (table: 'campaigns' | 'dealers' | 'vehicles' | 'users' | 'states') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
console.log(`Database reset: ${describeDatabase(config)}`);
console.log(
  `  ${String(await count('campaigns'))} campaigns, ${String(await count('dealers'))} dealers, ` +
    `${String(await count('vehicles'))} vehicles, ${String(await count('users'))} users, ${String(await count('states'))} states`,
);
await db.destroy();
