/** Server answers for the soft pull tests. Test code only. */
import type { SoftPullResult } from '../../contract/credit.ts';

/** A TransUnion score in the 'great' tier, pulled on 11/23/2026 and valid for 14 days. */
export const HIT: SoftPullResult = {
  outcome: 'HIT',
  agency: 'TRANSUNION',
  creditScore: 722,
  tier: 'great',
  pulledAt: '2026-11-23T12:00:00.000Z',
  expiresAt: '2026-12-07T12:00:00.000Z',
};
