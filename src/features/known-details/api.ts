/** The known details fetchers: one per endpoint; what they send and parse is src/contract/known-details.ts (documented there). */
import { http } from '../../lib/http.ts';
import { type ProfileDetails, KnownProfileSchema } from '../../contract/known-details.ts';

export function getProfileDetails(signal?: AbortSignal): Promise<ProfileDetails | null> {
  return http.get('/profile/details', KnownProfileSchema, signal ? { signal } : {});
}
