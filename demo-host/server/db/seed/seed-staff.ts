/**
 * The sandbox's dealer staff (README, "Sandbox accounts"): a platform admin, Riverside's manager and
 * agent, Sunbelt Toyota's manager; each with the password `Upshift!23` and the TOTP secret
 * `JBSWY3DPEHPK3PXP` already enrolled, so integrators and tests sign in at once. Idempotent: a member
 * already there (by email) is kept as they are. Seeded in sandbox deployments only.
 */
import type { StaffRole } from '../../../../src/contract/workspace.ts';
import type { Db } from '../schema.ts';
import { insertStaff } from '../staff-repo.ts';

export const STAFF_PASSWORD = 'Upshift!23';
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const SEED_STAFF: readonly { id: string; email: string; name: string; role: StaffRole; dealerIds: string[] }[] =
  [
    { id: 'st-admin', email: 'admin@upshift.test', name: 'Avery Admin', role: 'PLATFORM_ADMIN', dealerIds: [] },
    {
      id: 'st-riverside-manager',
      email: 'manager@riverside.test',
      name: 'Morgan Reyes',
      role: 'DEALER_MANAGER',
      dealerIds: ['d100'],
    },
    { id: 'st-riverside-agent', email: 'agent@riverside.test', name: 'Sam Ortiz', role: 'AGENT', dealerIds: ['d100'] },
    {
      id: 'st-sunbelt-manager',
      email: 'manager@sunbelt.test',
      name: 'Jamie Chen',
      role: 'DEALER_MANAGER',
      dealerIds: ['d400'],
    },
  ];

export type StaffSeedOptions = {
  /** The seeded password's hash (made once by the caller, at its cost). */
  passwordHash: string;
  /** Seals the TOTP secret with the deployment's key; without it the members enrol at their first sign-in. */
  sealTotp?: ((secret: string, staffId: string) => string) | undefined;
  now: number;
};

export async function seedStaff(db: Db, o: StaffSeedOptions): Promise<void> {
  const dealers = new Set((await db.selectFrom('dealers').select('id').execute()).map((d) => d.id));
  for (const s of SEED_STAFF) {
    // A small test seed may lack a dealer: the member is seeded with the dealers there are.
    await insertStaff(db, {
      ...s,
      dealerIds: s.dealerIds.filter((id) => dealers.has(id)),
      passwordHash: o.passwordHash,
      totpSecret: o.sealTotp ? o.sealTotp(STAFF_TOTP_SECRET, s.id) : null,
      createdAt: o.now,
    });
  }
}
