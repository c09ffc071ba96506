/** Column shapes that differ between the two dialects; everything else in a migration is portable. */
import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** An integer key the database assigns: identity on PostgreSQL, AUTOINCREMENT on SQLite. */
export function withAutoId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder => c.notNull();
/** Money and other fractional amounts: 8-byte floats on both (PostgreSQL's `real` is only 4). */
export const MONEY = 'double precision';
/** Epoch milliseconds do not fit a 4-byte integer. */
export const EPOCH_MS = 'bigint';
