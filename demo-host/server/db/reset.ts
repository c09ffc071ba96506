/** `npm run db:reset`: deletes the sandbox database, then recreates, migrates and seeds it. */
import { rmSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { openDb } from './index.ts';
import { buildSeed } from './seed-data.ts';
import { seedDb } from './seed.ts';

const config = readConfig();
for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.dbPath}${suffix}`, { force: true });
const db = openDb(config.dbPath);
seedDb(db, buildSeed, { siteOrigin: config.siteOrigin, appHost: config.appHost });
const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
console.log(`Database reset: ${config.dbPath}`);
console.log(
  `  ${count('campaigns')} campaigns, ${count('dealers')} dealers, ${count('vehicles')} vehicles, ` +
    `${count('users')} users, ${count('states')} states`,
);
db.close();
