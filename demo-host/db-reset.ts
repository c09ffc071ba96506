/**
 * `npm run db:reset`: empties the database (the SQLite file, or every table on DATABASE_URL),
 * then migrates and seeds it afresh.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { databaseOptions, describeDatabase, readConfigOrExit, seedOptions } from './server/config.ts';
import { connect, openDatabase } from './server/db/index.ts';
import { buildSeed } from './server/db/seed/seed-data.ts';
import { seedDb } from './server/db/seed/seed.ts';

const config = readConfigOrExit();
if (config.databaseUrl) {
  const db = connect(databaseOptions(config));
  // Every table of the schema, whichever migration made it (a hand-kept list missed the newer ones).
  const { rows } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db);
  for (const { name } of rows) await sql`DROP TABLE IF EXISTS ${sql.id(name)} CASCADE`.execute(db);
  await db.destroy();
} else {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.dbPath}${suffix}`, { force: true });
}
const db = await openDatabase(databaseOptions(config));
await seedDb(db, buildSeed, { siteOrigin: config.siteOrigin, appHost: config.appHost }, seedOptions(config));
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
