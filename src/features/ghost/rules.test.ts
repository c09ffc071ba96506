import * as v from 'valibot';
import { appRedirectPath } from '../auth/rules.ts';
import { describe, expect, it } from 'vitest';
import { createForm } from '../../lib/forms/index.ts';
import { RegisterGhostRequestSchema } from '../../contract/ghost.ts';
import {
  fillFromGeocode,
  ghostFieldVisibility,
  ghostFormFields,
  ghostFormPrefill,
  isRecognisedGhost,
  loginSuccessHref,
  pickGeocodeMatch,
  pickGhostLead,
  termsValue,
  toCookieBackup,
  toRegisterGhostRequest,
  type GhostFormValues,
} from './rules.ts';
import { LEAD, zipMatch } from './test-fixtures.ts';

const VALUES: GhostFormValues = {
  firstName: ' Grace ',
  lastName: 'Hopper',
  email: ' grace@example.com ',
  phoneNumber: '(512) 555-0144',
  zipCode: '78701',
  terms: true,
};

describe('ghostFormFields (seed 001 §5 "Ghost form")', () => {
  const errorsFor = (values: Partial<GhostFormValues>) => {
    const form = createForm(ghostFormFields());
    form.setValues({ ...VALUES, ...values });
    return form.errors.value;
  };

  it('accepts a complete form', () => {
    expect(Object.values(errorsFor({})).every((e) => e === null)).toBe(true);
  });

  it('first name and last name are required', () => {
    expect(errorsFor({ firstName: ' ', lastName: '' })).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
  });

  it('email is required and must be an email', () => {
    expect(errorsFor({ email: '' }).email).toBe('Email is required');
    expect(errorsFor({ email: 'grace@' }).email).toBe('Email must be a valid email');
  });

  it('phone follows the phone rule and is optional', () => {
    expect(errorsFor({ phoneNumber: '' }).phoneNumber).toBeNull();
    expect(errorsFor({ phoneNumber: '(512) 555-01' }).phoneNumber).toBe('Enter a valid 10 digit phone number');
    expect(errorsFor({ phoneNumber: '(012) 555-0144' }).phoneNumber).toBe('Enter a valid 10 digit phone number');
  });

  it('zip code is required, exactly 5 digits', () => {
    expect(errorsFor({ zipCode: '' }).zipCode).toBe('Zip Code is required');
    expect(errorsFor({ zipCode: '7870' }).zipCode).toBe('Zip Code must be 5 digits');
    expect(errorsFor({ zipCode: '787011' }).zipCode).toBe('Zip Code must be 5 digits');
    expect(errorsFor({ zipCode: '7870a' }).zipCode).toBe('Zip Code must be 5 digits');
  });

  it('the terms checkbox is required', () => {
    expect(errorsFor({ terms: false }).terms).toBe('Terms is required');
  });
});

describe('termsValue (seed 001 §5: terms required, unchecked becomes null)', () => {
  it('is true when checked and null when unchecked, which the request schema refuses', () => {
    expect(termsValue(true)).toBe(true);
    expect(termsValue(false)).toBeNull();
    const body = toRegisterGhostRequest(VALUES, fillFromGeocode(zipMatch('Austin')), {
      version: '2026-11-23',
      locale: 'en',
    });
    expect(v.is(RegisterGhostRequestSchema, body)).toBe(true);
    expect(v.is(RegisterGhostRequestSchema, { ...body, terms: termsValue(false) })).toBe(false);
  });
});

describe('pickGhostLead (seed 001 §3 "Ghost lead")', () => {
  const backup = { ...LEAD, firstName: 'Backup' };

  it('uses the server copy when it has an email', () => {
    expect(pickGhostLead(LEAD, backup)).toBe(LEAD);
  });

  it('uses the cscookiebackup copy when the server copy has no email, or there is none', () => {
    expect(pickGhostLead({ ...LEAD, email: '' }, backup)).toBe(backup);
    expect(pickGhostLead(null, backup)).toBe(backup);
  });

  it('is nobody when neither has an email', () => {
    expect(pickGhostLead(null, null)).toBeNull();
    expect(pickGhostLead({ ...LEAD, email: ' ' }, { ...backup, email: '' })).toBeNull();
  });
});

describe('isRecognisedGhost and ghostFieldVisibility (seed 001 §2 "Ghost account modal")', () => {
  it('a ghost cookie with an email is a recognised ghost', () => {
    expect(isRecognisedGhost(LEAD)).toBe(true);
    expect(isRecognisedGhost({ ...LEAD, email: '' })).toBe(false);
    expect(isRecognisedGhost(null)).toBe(false);
  });

  it('a recognised ghost has name and zip hidden and email read-only', () => {
    expect(ghostFieldVisibility(true)).toEqual({ names: false, zipCode: false, emailReadOnly: true });
    expect(ghostFieldVisibility(false)).toEqual({ names: true, zipCode: true, emailReadOnly: false });
  });

  it('prefills the form from the lead, the phone masked, so the hidden fields pass their rules', () => {
    const prefill = ghostFormPrefill(LEAD);
    expect(prefill).toEqual({ ...LEAD, phoneNumber: '(512) 555-0177' });
    const form = createForm(ghostFormFields());
    form.setValues({ ...prefill, terms: true });
    expect(form.isValid.value).toBe(true);
  });
});

describe('pickGeocodeMatch (seed 001 §5: zero matches is a zip code error, several use the first)', () => {
  it('is null for zero matches and the first of several', () => {
    expect(pickGeocodeMatch([])).toBeNull();
    const first = zipMatch('Austin');
    expect(pickGeocodeMatch([first, zipMatch('Sunset Valley')])).toBe(first);
  });
});

describe('fillFromGeocode (seed 001 §4: fill city, state, zip, county, lat and lng)', () => {
  it('takes the six fields from the match', () => {
    expect(fillFromGeocode(zipMatch('Austin', '78702'))).toEqual({
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78702',
      county: 'Travis',
      lat: 30.27,
      lng: -97.74,
    });
  });
});

describe('toRegisterGhostRequest (seed 001 §3 "Ghost registration form")', () => {
  it('sends the trimmed form, bare phone digits, the geocoded fields, the defaults and the consent shown', () => {
    const body = toRegisterGhostRequest(VALUES, fillFromGeocode(zipMatch('Austin')), {
      version: '2026-11-23',
      locale: 'es',
    });
    expect(body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '5125550144',
      email: 'grace@example.com',
      zipCode: '78701',
      terms: true,
      address: 'Unknown',
      address2: '',
      city: 'Austin',
      stateCode: 'TX',
      county: 'Travis',
      lat: 30.27,
      lng: -97.74,
      smsAllowed: false,
      consent: { version: '2026-11-23', locale: 'es' },
    });
  });

  it('keeps the cookie backup in the shape of the cookie endpoint', () => {
    expect(toCookieBackup(VALUES, fillFromGeocode(zipMatch('Austin')))).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '5125550144',
      email: 'grace@example.com',
      zipCode: '78701',
    });
  });
});

describe('appRedirectPath and loginSuccessHref (seed 001 §4: /login-success/ghost with optional redirectPath)', () => {
  it('keeps app-relative paths to the app routes, with their query', () => {
    expect(appRedirectPath('/listings?stockTypes=NEW')).toBe('/listings?stockTypes=NEW');
    expect(appRedirectPath('/no-profile/vehicles/v1001')).toBe('/no-profile/vehicles/v1001');
    expect(appRedirectPath('/')).toBe('/');
  });

  it('drops other sites, unknown paths, loops and junk', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'listings',
      '//evil.example/listings',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/nowhere',
      '/login-success/ghost',
      '/account/register/ghost',
      '/listings\n',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(appRedirectPath(bad), String(bad)).toBeNull();
    }
  });

  it('builds the success path with the redirect only when it is safe', () => {
    expect(loginSuccessHref(undefined)).toBe('/login-success/ghost');
    expect(loginSuccessHref('/listings?stockTypes=NEW')).toBe(
      '/login-success/ghost?redirectPath=%2Flistings%3FstockTypes%3DNEW',
    );
    expect(loginSuccessHref('//evil.example')).toBe('/login-success/ghost');
  });
});
