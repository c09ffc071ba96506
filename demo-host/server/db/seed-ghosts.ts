/** Ghost leads and their consents. Idempotent: rows already there are kept. */
import type { Db } from './schema.ts';

export async function seedGhosts(_tx: Db): Promise<void> {}
