import { describe, expect, it } from 'vitest';
import { testContext } from '../../testing/context.ts';
import { useFakeApi } from '../../testing/fake-api.ts';
import { useTracked } from '../../testing/tracking.ts';
import { createSessionModel } from './model.ts';

const api = useFakeApi();
const tracked = useTracked();

const visitor = () => testContext().visitor;

describe('the session model', () => {
  it('a password sign-in is a returning shopper; each deal it saved is a deal-saved lead', async () => {
    api.on('POST', '/auth/login', {
      success: true,
      user: { id: 'u1', firstName: 'Jordan' },
      csrfToken: 't',
      dealsSaved: 1,
    });
    const session = createSessionModel(visitor());
    expect(await session.login({ email: 'j@x.test', password: 'pw' })).toBe('signed-in');
    expect(api.lastBody('POST', '/auth/login')).toEqual({ email: 'j@x.test', password: 'pw' });
    expect(session.visitor.value).toMatchObject({ isLoggedIn: true, firstName: 'Jordan', newAccount: false });
    expect(tracked.leads()).toEqual(['deal-saved']);
  });

  it('an account made by signing up is new; no deal saved, no lead', () => {
    const session = createSessionModel(visitor());
    session.signedIn({ user: { id: 'u9', firstName: 'Casey' }, csrfToken: 't', newAccount: true });
    expect(session.visitor.value).toMatchObject({ isLoggedIn: true, firstName: 'Casey', newAccount: true });
    expect(tracked.leads()).toEqual([]);
  });

  it('signing out forgets that the account was new', async () => {
    api.on('POST', '/logout', { success: true, csrfToken: 't2' });
    const session = createSessionModel(visitor());
    session.signedIn({ user: { id: 'u9', firstName: 'Casey' }, csrfToken: 't', newAccount: true, dealsSaved: 2 });
    expect(tracked.leads()).toEqual(['deal-saved', 'deal-saved']);
    await session.logout();
    expect(api.sent('POST', '/logout')).toHaveLength(1);
    expect(session.visitor.value).toMatchObject({ isLoggedIn: false, firstName: null, newAccount: false });
  });

  it('keeps no one’s phone or ZIP across a sign-in or a sign-out (seed 000 §3 user context)', async () => {
    api.on('POST', '/auth/login', {
      success: true,
      user: { id: 'u1', firstName: 'Jordan' },
      csrfToken: 't',
      dealsSaved: 0,
    });
    api.on('POST', '/logout', { success: true, csrfToken: 't2' });
    const proven = { ...visitor(), prospectId: 'pr1', phoneNumber: '5415550142', zipcode: '97205' };
    const session = createSessionModel(proven);
    await session.login({ email: 'j@x.test', password: 'pw' });
    expect(session.visitor.value).toMatchObject({ phoneNumber: null, zipcode: null });
    const signedIn = createSessionModel({
      ...visitor(),
      isLoggedIn: true,
      userId: 'u1',
      phoneNumber: '5125550123',
      zipcode: '78701',
    });
    await signedIn.logout();
    expect(signedIn.visitor.value).toMatchObject({ phoneNumber: null, zipcode: null });
  });
});
