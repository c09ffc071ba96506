/**
 * The sandbox geocoder's known street addresses (`known_addresses`): read per ZIP code for
 * geocoding, searched by street words for the places lookup, written by the seed. Portable SQL:
 * `||` and LIKE behave alike on SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { streetKey, unitKey, type KnownAddress } from '../domain/geo/address-keys.ts';
import type { Db, Row } from './schema.ts';
import { bool } from './repo.ts';

function toKnown(row: Row<'known_addresses'>): KnownAddress {
  return {
    street1: row.street1,
    street2: row.street2 ?? '',
    city: row.city,
    stateCode: row.state_code,
    zipCode: row.zip_code,
    county: row.county,
    lat: Number(row.lat),
    lng: Number(row.lng),
    business: bool(row.business),
  };
}

export async function listKnownAddressesInZip(db: Db, zipCode: string): Promise<KnownAddress[]> {
  const rows = await db.selectFrom('known_addresses').selectAll().where('zip_code', '=', zipCode).execute();
  return rows.map(toKnown);
}

/**
 * Known addresses whose normalized street has a word starting with one of `keys` (each a
 * `streetKey`, so only letters, digits and single spaces: nothing LIKE would read as a wildcard).
 */
export async function searchKnownAddresses(db: Db, keys: readonly string[], limit: number): Promise<KnownAddress[]> {
  const usable = keys.filter((k) => /^[a-z0-9 ]+$/.test(k));
  if (usable.length === 0) return [];
  const rows = await db
    .selectFrom('known_addresses')
    .selectAll()
    .where((eb) => eb.or(usable.map((k) => eb(sql<string>`' ' || street_key`, 'like', `% ${k}%`))))
    .orderBy('street_key')
    .orderBy('unit_key')
    .limit(limit)
    .execute();
  return rows.map(toKnown);
}

/** Inserts the addresses the table lacks (one per ZIP code, street and unit); others are kept. */
export async function insertKnownAddresses(db: Db, addresses: readonly KnownAddress[]): Promise<void> {
  if (addresses.length === 0) return;
  await db
    .insertInto('known_addresses')
    .values(
      addresses.map((a) => ({
        street1: a.street1,
        street2: a.street2 === '' ? null : a.street2,
        city: a.city,
        state_code: a.stateCode,
        zip_code: a.zipCode,
        county: a.county,
        lat: a.lat,
        lng: a.lng,
        business: a.business ? 1 : 0,
        street_key: streetKey(a.street1),
        unit_key: unitKey(a.street2),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
