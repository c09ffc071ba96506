import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNT } from '../../testing/fixtures.ts';
import {
  addressToPrefill,
  keepsTypedDetails,
  knownDetails,
  needsAccountRead,
  prefillBlanks,
  rememberedDetails,
  type KnownAddress,
  type KnownDetails,
} from './rules.ts';

const HOME: KnownAddress = {
  address: '4017 SE Rural St',
  address2: '',
  city: 'Portland',
  stateCode: 'OR',
  zipCode: '97202',
};
const ELSEWHERE: KnownAddress = {
  address: '1 Main St',
  address2: 'Apt 4',
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
};
const VISITOR = { firstName: 'Ro', lastName: null, email: 'ro@example.test', phoneNumber: null, zipcode: null };
const none = { visitor: null, account: null, typed: {} };

const blankForm = (names: readonly string[], values: Record<string, string> = {}, touched: string[] = []) => ({
  values: Object.fromEntries(names.map((n) => [n, values[n] ?? ''])),
  touched: Object.fromEntries(names.map((n) => [n, touched.includes(n)])),
});

describe('knownDetails', () => {
  it('knows nothing of a visitor who typed nothing', () => {
    expect(knownDetails(none)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      zipCode: '',
      address: null,
    });
  });

  it('takes the account, over the session visitor’s name and email, the address named as the address form names it', () => {
    expect(knownDetails({ visitor: VISITOR, account: TEST_ACCOUNT, typed: {} })).toEqual({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      zipCode: '97202',
      address: HOME,
    });
    expect(knownDetails({ visitor: VISITOR, account: null, typed: {} }).firstName).toBe('Ro');
  });

  it('knows the phone and ZIP of the user context (seed 000 §3) without the account', () => {
    const recognised = { ...VISITOR, phoneNumber: '5415550142', zipcode: '97205' };
    expect(knownDetails({ visitor: recognised, account: null, typed: {} })).toMatchObject({
      phoneNumber: '5415550142',
      zipCode: '97205',
    });
    expect(knownDetails({ visitor: recognised, account: null, typed: { zipCode: '78701' } }).zipCode).toBe('78701');
  });

  it('lets what was typed in this visit win, the address whole from one source and the last ZIP given', () => {
    const known = knownDetails({
      visitor: VISITOR,
      account: TEST_ACCOUNT,
      typed: { phoneNumber: '5035550100', address: ELSEWHERE, zipCode: '78701' },
    });
    expect(known).toMatchObject({ firstName: 'Rosa', phoneNumber: '5035550100', zipCode: '78701', address: ELSEWHERE });
    // A ZIP typed alone (a deal's tax ZIP) is the ZIP; the account's address stays whole.
    expect(knownDetails({ visitor: null, account: TEST_ACCOUNT, typed: { zipCode: '94110' } })).toMatchObject({
      zipCode: '94110',
      address: HOME,
    });
  });

  it('knows an account without a phone or an address as blanks', () => {
    const known = knownDetails({ ...none, account: { ...TEST_ACCOUNT, phoneNumber: '', address: null } });
    expect([known.phoneNumber, known.zipCode, known.address]).toEqual(['', '97202', null]);
  });

  it('has no date of birth, SSN or income to give: those are never known details', () => {
    const known = knownDetails({ visitor: VISITOR, account: TEST_ACCOUNT, typed: { firstName: 'Rosa' } });
    expect(Object.keys(known).sort()).toEqual(['address', 'email', 'firstName', 'lastName', 'phoneNumber', 'zipCode']);
  });
});

describe('rememberedDetails', () => {
  it('keeps what was typed, trimmed, the phone as its ten digits; later typing replaces earlier', () => {
    const first = rememberedDetails({}, { firstName: ' Rosa ', phoneNumber: '(512) 555-0123' });
    expect(first).toEqual({ firstName: 'Rosa', phoneNumber: '5125550123' });
    expect(rememberedDetails(first, { firstName: 'Rosalind' })).toEqual({
      firstName: 'Rosalind',
      phoneNumber: '5125550123',
    });
  });

  it('erases nothing with a blank or an invalid value', () => {
    const before = { firstName: 'Rosa', phoneNumber: '5125550123', zipCode: '97202' };
    expect(rememberedDetails(before, { firstName: '  ', phoneNumber: '(512) 555', zipCode: '972' })).toEqual(before);
  });

  it('takes an address only whole, its ZIP becoming the last ZIP given', () => {
    expect(rememberedDetails({ zipCode: '94110' }, { address: { ...ELSEWHERE, address2: ' Apt 4 ' } })).toEqual({
      zipCode: '78701',
      address: ELSEWHERE,
    });
    expect(rememberedDetails({}, { address: { ...ELSEWHERE, city: '' } })).toEqual({});
  });
});

describe('prefillBlanks', () => {
  const known: KnownDetails = knownDetails({ visitor: null, account: TEST_ACCOUNT, typed: {} });

  it('fills the listed fields the form has, the phone in its mask', () => {
    const form = blankForm(['firstName', 'lastName', 'phoneNumber', 'dateOfBirth']);
    expect(prefillBlanks(form, known, ['firstName', 'lastName', 'email', 'phoneNumber'])).toEqual({
      firstName: 'Rosa',
      lastName: 'Reyes',
      phoneNumber: '(512) 555-0123',
    });
  });

  it('never replaces what the shopper typed, nor a field they emptied and left', () => {
    const form = blankForm(['firstName', 'lastName', 'zipCode'], { firstName: 'Rosalind' }, ['lastName']);
    expect(prefillBlanks(form, known, ['firstName', 'lastName', 'zipCode'])).toEqual({ zipCode: '97202' });
  });

  it('fills nothing it does not know', () => {
    const form = blankForm(['firstName', 'phoneNumber']);
    expect(prefillBlanks(form, knownDetails(none), ['firstName', 'phoneNumber'])).toEqual({});
  });
});

describe('addressToPrefill', () => {
  const fields = ['address', 'address2', 'city', 'stateCode', 'zipCode', 'county', 'lat', 'lng'];

  it('fills a blank address form with the whole known address', () => {
    expect(addressToPrefill(blankForm(fields), HOME)).toEqual(HOME);
    expect(addressToPrefill(blankForm(fields, { zipCode: '97202' }), HOME)).toEqual(HOME);
  });

  it('never mixes: a street, city or state typed, a unit left, or another ZIP keeps the form as it is', () => {
    expect(addressToPrefill(blankForm(fields, { city: 'Salem' }), HOME)).toEqual({});
    expect(addressToPrefill(blankForm(fields, {}, ['address2']), HOME)).toEqual({});
    expect(addressToPrefill(blankForm(fields, { zipCode: '97301' }), HOME)).toEqual({});
    expect(addressToPrefill(blankForm(fields), null)).toEqual({});
  });
});

describe('keepsTypedDetails', () => {
  it('keeps them for a visitor signing in and the same shopper; forgets on sign-out or another shopper', () => {
    expect(keepsTypedDetails(null, 'u1')).toBe(true);
    expect(keepsTypedDetails('u1', 'u1')).toBe(true);
    expect(keepsTypedDetails('u1', null)).toBe(false);
    expect(keepsTypedDetails('u1', 'u2')).toBe(false);
  });
});

describe('needsAccountRead', () => {
  const known = knownDetails({
    visitor: { ...VISITOR, lastName: 'Reyes', phoneNumber: '5415550142', zipcode: '97205' },
    account: null,
    typed: {},
  });
  it('is not needed when the page context knows every field asked for', () => {
    expect(needsAccountRead(known, ['firstName', 'lastName', 'phoneNumber'], false)).toBe(false);
    expect(needsAccountRead(known, ['zipCode'], false)).toBe(false);
  });
  it('is needed for a field still blank, and for an address, which only the account holds', () => {
    expect(needsAccountRead({ ...known, phoneNumber: '' }, ['phoneNumber'], false)).toBe(true);
    expect(needsAccountRead(known, ['zipCode'], true)).toBe(true);
  });
});
