import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GeocodeResponseSchema, PlacesResponseSchema } from '../../../../src/contract/address.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { listKnownAddressesInZip } from '../../db/address-repo.ts';
import { insertSeed } from '../../db/seed/seed.ts';
import { fixtureSeed, makeApp, makeDb } from '../../test-support.ts';
import { KNOWN_ADDRESSES } from '../../db/seed/seed-addresses.ts';
import { Visitor } from './deal-fixtures.ts';
import { geocodeMatch, HOME_TYPED_STREET } from '../../../../src/testing/fixtures.ts';
import { GEOCODE_PER_MINUTE, PLACES_PER_MINUTE, TOO_MANY_LOOKUPS } from './geocode.ts';

async function visitor() {
  const { app, db } = await makeApp();
  return { visitor: await Visitor.start(app), app, db };
}

const geocode = async (visitor: Visitor, body: unknown) => {
  const res = await visitor.post('/api/profile/geocode', body);
  return { status: res.status, body: (await res.json()) as unknown };
};

const matches = (body: unknown) => v.parse(GeocodeResponseSchema, body);

describe('POST /api/profile/geocode', () => {
  it('answers one known residential address with its county and coordinates, business flag off', async () => {
    const { visitor: shopper } = await visitor();
    const res = await geocode(shopper, {
      address: HOME_TYPED_STREET,
      address2: '',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
    });
    expect(res.status).toBe(200);
    expect(matches(res.body)).toEqual([geocodeMatch()]);
  });

  it("flags a dealer's address as a business address", async () => {
    const { visitor: shopper } = await visitor();
    const res = await geocode(shopper, {
      address: '2150 N. Clybourn Avenue',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60614',
    });
    const [match, ...rest] = matches(res.body);
    expect(rest).toEqual([]);
    expect(match).toMatchObject({ businessAddress: true, address: { street1: '2150 N Clybourn Ave', county: 'Cook' } });
  });

  it('answers every unit at a street address, sorted by fullAddress', async () => {
    const { visitor: shopper } = await visitor();
    const res = await geocode(shopper, {
      address: '2650 N Lakeview Ave',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60614',
    });
    expect(matches(res.body).map((m) => m.address.fullAddress)).toEqual([
      '2650 N Lakeview Ave Unit 1203, Chicago, IL 60614',
      '2650 N Lakeview Ave Unit 2401, Chicago, IL 60614',
    ]);
  });

  it('answers the ZIP code place for an unknown street, and for the ghost form with only a ZIP code', async () => {
    const { visitor: shopper } = await visitor();
    const street = matches(
      (await geocode(shopper, { address: '1 Elm St', city: 'Tigard', stateCode: 'OR', zipCode: '97224' })).body,
    );
    expect(street).toEqual([
      {
        address: {
          street1: '1 Elm St',
          street2: '',
          city: 'Portland',
          state: 'OR',
          zipCode: '97224',
          county: 'Washington',
          fullAddress: '1 Elm St, Portland, OR 97224',
        },
        businessAddress: false,
        lat: expect.closeTo(45.41, 1) as number,
        lng: expect.closeTo(-122.8, 1) as number,
      },
    ]);
    // The ghost form posts its whole form: the fields geocoding does not use are ignored.
    const ghost = matches(
      (await geocode(shopper, { firstName: 'Ana', email: 'ana@example.com', address: 'Unknown', zipCode: '33609' }))
        .body,
    );
    expect(ghost).toHaveLength(1);
    expect(ghost[0]?.address).toMatchObject({ city: 'Tampa', state: 'FL', county: 'Hillsborough' });
  });

  it('answers no match for a ZIP code that does not exist', async () => {
    const { visitor: shopper } = await visitor();
    const res = await geocode(shopper, {
      address: '4017 SE Rural St',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '00000',
    });
    expect(res).toEqual({ status: 200, body: [] });
  });

  it('answers 400 with field errors for a bad ZIP code, a bad state and fields that are too long', async () => {
    const { visitor: shopper } = await visitor();
    const res = await geocode(shopper, {
      address: 'x'.repeat(101),
      address2: 'y'.repeat(101),
      city: 'z'.repeat(61),
      stateCode: 'Oregon',
      zipCode: '9720',
    });
    expect(res.status).toBe(400);
    expect(v.parse(ErrorBodySchema, res.body).fieldErrors).toEqual([
      { field: 'address', message: 'Address Line 1 must be at most 100 characters' },
      { field: 'address2', message: 'Address Line 2 must be at most 100 characters' },
      { field: 'city', message: 'City must be at most 60 characters' },
      { field: 'stateCode', message: 'State is invalid' },
      { field: 'zipCode', message: 'Zip Code must be 5 digits' },
    ]);
    const missing = await geocode(shopper, { address: '4017 SE Rural St' });
    expect(missing.status).toBe(400);
    expect(v.parse(ErrorBodySchema, missing.body).fieldErrors.map((e) => e.field)).toEqual(['zipCode']);
  });

  it('needs the CSRF token like every mutating call', async () => {
    const { app } = await makeApp();
    const res = await app.request('/api/profile/geocode', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ zipCode: '97202' }),
    });
    expect(res.status).toBe(403);
  });

  it(`answers 429 with a retry time after ${String(GEOCODE_PER_MINUTE)} lookups a minute from one client`, async () => {
    const { visitor: shopper } = await visitor();
    for (let i = 0; i < GEOCODE_PER_MINUTE; i += 1) {
      expect((await geocode(shopper, { zipCode: '97202' })).status).toBe(200);
    }
    const res = await geocode(shopper, { zipCode: '97202' });
    expect(res.status).toBe(429);
    const body = v.parse(ErrorBodySchema, res.body);
    expect(body.message).toBe(TOO_MANY_LOOKUPS);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});

describe('GET /api/profile/places', () => {
  const places = async (query: string) => {
    const { app } = await makeApp();
    const res = await app.request(`/api/profile/places?query=${encodeURIComponent(query)}`);
    return { res, body: (await res.json()) as unknown };
  };

  it('answers known addresses by the start of a street word, as places-lookup results', async () => {
    const { res, body } = await places('8120 SE Mc');
    expect(res.status).toBe(200);
    expect(v.parse(PlacesResponseSchema, body)).toEqual([
      {
        streetAddress: '8120 SE McLoughlin Blvd',
        city: 'Portland',
        state: 'Oregon',
        stateAbbreviation: 'OR',
        zipCode: '97202',
        county: 'Multnomah',
        latitude: 45.4714,
        longitude: -122.6437,
      },
    ]);
    const byName = v.parse(PlacesResponseSchema, (await places('lakeview')).body);
    expect(byName.map((p) => p.streetAddress)).toEqual([
      '2650 N Lakeview Ave Unit 1203',
      '2650 N Lakeview Ave Unit 2401',
    ]);
  });

  it('adds the place of a trailing ZIP code, with the text before it as the street', async () => {
    const { body } = await places('1 Elm St, 78759');
    expect(v.parse(PlacesResponseSchema, body)).toEqual([
      {
        streetAddress: '1 Elm St',
        city: 'Austin',
        state: 'Texas',
        stateAbbreviation: 'TX',
        zipCode: '78759',
        county: 'Travis',
        latitude: expect.closeTo(30.4, 1) as number,
        longitude: expect.closeTo(-97.75, 1) as number,
      },
    ]);
  });

  it('answers [] when nothing is known, and treats LIKE wildcards as text', async () => {
    expect((await places('no such street')).body).toEqual([]);
    expect((await places('%%%_')).body).toEqual([]);
  });

  it('answers 400 for a query shorter than 3 or longer than 100 characters', async () => {
    for (const query of ['ab', '  ab  ', 'x'.repeat(101)]) {
      const { res, body } = await places(query);
      expect(res.status).toBe(400);
      expect(v.parse(ErrorBodySchema, body).fieldErrors[0]?.field).toBe('query');
    }
    const { app } = await makeApp();
    expect((await app.request('/api/profile/places')).status).toBe(400);
  });

  it('creates no session for an anonymous lookup', async () => {
    const { res } = await places('8120 SE');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it(`answers 429 after ${String(PLACES_PER_MINUTE)} lookups a minute from one client`, async () => {
    const { app } = await makeApp();
    for (let i = 0; i < PLACES_PER_MINUTE; i += 1) {
      expect((await app.request('/api/profile/places?query=8120')).status).toBe(200);
    }
    const res = await app.request('/api/profile/places?query=8120');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('seedAddresses', () => {
  it('seeds the known addresses once, however often the seed runs', async () => {
    const db = await makeDb();
    await insertSeed(db, fixtureSeed());
    const rows = await db
      .selectFrom('known_addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(rows?.n)).toBe(KNOWN_ADDRESSES.length);
    const units = await listKnownAddressesInZip(db, '97202');
    expect(
      units
        .filter((a) => a.street1 === '2730 SE Clinton St')
        .map((a) => a.street2)
        .sort(),
    ).toEqual(['Apt 101', 'Apt 204']);
  });
});
