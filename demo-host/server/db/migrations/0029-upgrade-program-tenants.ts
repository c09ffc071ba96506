/**
 * `upgrade_program_tenants`: the tenant ids marked as the upgrade program (seed 000 §6), kept as
 * configuration so a tenant joins or leaves the program without a release.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upgrade_program_tenants')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .execute();
}
