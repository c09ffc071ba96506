/**
 * `GET /profile/details` (ours): what the signed-in shopper's account holds of seed 000 §3 "User
 * context" (firstName, lastName, email, phoneNumber, zipcode) and seed 001 §3 "User prospect address"
 * (street1, street2, city, state, zipCode), so the app fills in what the shopper already gave
 * instead of asking again. The sandbox server types its answer by this schema.
 *
 * Choices where the spec is silent:
 * - Signed in only: a visitor gets 204 (null); the app then knows only what was typed in this visit.
 * - Contact details and the address, nothing else: never a date of birth, an SSN or an income (the
 *   account holds none; those are typed each time and never kept in the browser).
 * - `phoneNumber` is ten digits and `zipCode` five, or '' when the account has none (a Google sign-up).
 * - `address` is null unless the account has a street, a city and a state; the quick registration's
 *   placeholder street (seed 001 §9 "Default address 'Unknown'") is no address.
 * - Answered `no-store`: personal data stays out of every cache.
 */

import { http } from '../../lib/http.ts';
import { type ProfileDetails, KnownProfileSchema } from '../../contract/known-details.ts';

export function getProfileDetails(signal?: AbortSignal): Promise<ProfileDetails | null> {
  return http.get('/profile/details', KnownProfileSchema, signal ? { signal } : {});
}
