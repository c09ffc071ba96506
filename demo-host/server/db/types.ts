import type Database from 'better-sqlite3';

/** The sandbox's database handle (better-sqlite3, synchronous). */
export type Db = Database.Database;
