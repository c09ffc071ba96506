/**
 * Ghost leads and their consents, so an integrator (and the tests) can be a recognised ghost: the
 * sandbox-only `GET /api/dev/ghost-lead-cookie/:seedName` (routes/ghost.ts) sets the cookie of a
 * seeded lead. Their tokens are derived from the seed name, so they are public: these leads are
 * sandbox data, like the demo user's published password. Idempotent: rows already there are kept.
 * A lead whose campaign is not in the seed (the unit tests' fixture seed) is skipped.
 */
import { createHash } from 'node:crypto';
import {
  CURRENT_CONSENT_VERSION,
  consentSeller,
  storedVersion,
  telemarketingText,
  termsText,
} from '../../../../src/contract/contact-consent.ts';
import { ghostTokenDigest, hasConsents, insertConsent } from '../ghost-repo.ts';
import type { Db } from '../schema.ts';

export type SeedGhost = {
  seedName: string;
  id: string;
  campaignSlug: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  zipCode: string;
};

export const SEED_GHOSTS: readonly SeedGhost[] = [
  {
    seedName: 'gina',
    id: 'ghost-gina',
    campaignSlug: 'demo-ecommerce',
    firstName: 'Gina',
    lastName: 'Whitfield',
    email: 'gina.ghost@upshift.test',
    phoneNumber: '5125550177',
    zipCode: '78701',
  },
  {
    seedName: 'marco',
    id: 'ghost-marco',
    campaignSlug: 'toyota-shop',
    firstName: 'Marco',
    lastName: 'Reyes',
    email: 'marco.ghost@upshift.test',
    phoneNumber: '',
    zipCode: '94103',
  },
];

/** The seeded lead's cookie token: 43 base64url characters, like a real one. */
export function seedGhostToken(seedName: string): string {
  return createHash('sha256').update(`upshift-sandbox-ghost-lead:${seedName}`).digest('base64url');
}

const SEEDED_AT = '2026-11-01T15:00:00.000Z';

export async function seedGhosts(tx: Db): Promise<void> {
  for (const ghost of SEED_GHOSTS) {
    const campaign = await tx
      .selectFrom('campaigns')
      .select(['slug', 'channel', 'title'])
      .where('slug', '=', ghost.campaignSlug)
      .executeTakeFirst();
    if (!campaign) continue;
    const dealer = await tx
      .selectFrom('campaign_dealers as cd')
      .innerJoin('dealers as d', 'd.id', 'cd.dealer_id')
      .select('d.name')
      .where('cd.campaign_slug', '=', campaign.slug)
      .orderBy('cd.position')
      .executeTakeFirst();
    await tx
      .insertInto('ghost_leads')
      .values({
        id: ghost.id,
        token_digest: ghostTokenDigest(seedGhostToken(ghost.seedName)),
        campaign_slug: ghost.campaignSlug,
        first_name: ghost.firstName,
        last_name: ghost.lastName,
        email: ghost.email,
        phone_number: ghost.phoneNumber,
        zip_code: ghost.zipCode,
        user_id: null,
        created_at: SEEDED_AT,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    if (await hasConsents(tx, ghost.id)) continue;
    const shown = { version: CURRENT_CONSENT_VERSION, locale: 'en' } as const;
    const common = {
      userId: null,
      ghostLeadId: ghost.id,
      email: ghost.email,
      phoneNumber: ghost.phoneNumber,
      disclaimerVersion: storedVersion(shown.version, shown.locale),
      ip: '127.0.0.1',
      userAgent: 'sandbox seed',
      givenAt: SEEDED_AT,
    };
    await insertConsent(tx, { ...common, kind: 'TERMS', disclaimerText: termsText(shown.version, shown.locale) });
    await insertConsent(tx, {
      ...common,
      kind: 'TELEMARKETING',
      disclaimerText: telemarketingText(shown.version, shown.locale, consentSeller(campaign, dealer ?? null)),
    });
  }
}
