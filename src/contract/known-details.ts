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
import * as v from 'valibot';

export const ProfileAddressSchema = v.object({
  street1: v.string(),
  street2: v.string(),
  city: v.string(),
  state: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  zipCode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
});
export type ProfileAddress = v.InferOutput<typeof ProfileAddressSchema>;

export const ProfileDetailsSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.pipe(v.string(), v.regex(/^(\d{10})?$/)),
  zipCode: v.pipe(v.string(), v.regex(/^(\d{5})?$/)),
  address: v.nullable(ProfileAddressSchema),
});
export type ProfileDetails = v.InferOutput<typeof ProfileDetailsSchema>;

/** Null (204) for a visitor. */
export const KnownProfileSchema = v.nullable(ProfileDetailsSchema);
