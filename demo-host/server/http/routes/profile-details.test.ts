import { describe, expect, it } from 'vitest';
import { KnownProfileSchema } from '../../../../src/contract/known-details.ts';
import { json, makeDealApp, Visitor } from './deal-fixtures.ts';

describe('GET /api/profile/details', () => {
  it('answers 204 to a visitor, and no-store', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const res = await visitor.get('/api/profile/details');
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('gives the signed-in account’s name, email, phone and ZIP, and no address it does not have', async () => {
    const { app } = await makeDealApp();
    const shopper = await Visitor.signedIn(app);
    const res = await shopper.get('/api/profile/details');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(Promise.resolve(res), KnownProfileSchema)).toEqual({
      firstName: 'Dana',
      lastName: 'Demo',
      email: 'demo@upshift.test',
      phoneNumber: '5125550199',
      zipCode: '78701',
      address: null,
    });
  });

  it('gives the address the account holds, never the quick registration’s placeholder street', async () => {
    const { app, db } = await makeDealApp();
    const shopper = await Visitor.signedIn(app);
    await db
      .updateTable('users')
      .set({ address: '4017 SE Rural St', address2: 'Apt 2', city: 'Portland', state_code: 'OR', zipcode: '97202' })
      .where('id', '=', 'u1')
      .execute();
    const body = await json(shopper.get('/api/profile/details'), KnownProfileSchema);
    expect(body?.address).toEqual({
      street1: '4017 SE Rural St',
      street2: 'Apt 2',
      city: 'Portland',
      state: 'OR',
      zipCode: '97202',
    });
    await db.updateTable('users').set({ address: 'Unknown' }).where('id', '=', 'u1').execute();
    expect((await json(shopper.get('/api/profile/details'), KnownProfileSchema))?.address).toBeNull();
  });
});
