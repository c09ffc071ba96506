/** `npm run db:migrate`: brings the database (SQLite or DATABASE_URL) to the latest schema and seeds what is missing. */
import { databaseOptions, describeDatabase, readConfigOrExit, seedOptions } from './server/config.ts';
import { connect, migrateToLatest } from './server/db/index.ts';
import { buildSeed } from './server/db/seed/seed-data.ts';
import { seedDb } from './server/db/seed/seed.ts';

const config = readConfigOrExit();
const db = connect(databaseOptions(config));
try {
  const applied = await migrateToLatest(db);
  console.log(
    applied.length ? `Applied ${applied.join(', ')} to ${describeDatabase(config)}` : 'The schema is up to date.',
  );
  console.log(
    `Seed: ${await seedDb(db, buildSeed, { siteOrigin: config.siteOrigin, appHost: config.appHost }, seedOptions(config))}`,
  );
} finally {
  await db.destroy();
}
