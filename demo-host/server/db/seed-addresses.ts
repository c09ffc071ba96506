/** The sandbox geocoder's known street and commercial addresses. Idempotent: rows already there are kept. */
import type { Db } from './schema.ts';

export async function seedAddresses(_tx: Db): Promise<void> {}
