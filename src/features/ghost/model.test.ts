import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeSession, STORAGE_KEYS } from '../../lib/storage.ts';
import { networkError, reply, useFakeApi } from '../../testing/fake-api.ts';
import { useTracked } from '../../testing/tracking.ts';
import type { SignedIn } from '../auth/model.ts';
import { createGhostModel, type GhostModel } from './model.ts';
import { CookieBackupSchema } from './rules.ts';
import { LEAD, RESPONSE, zipMatch } from './test-fixtures.ts';

const api = useFakeApi();
const tracked = useTracked();
const registrations = () => api.sent('POST', '/profile/register-ghost');

let model: GhostModel;
let onSignedIn: ReturnType<typeof vi.fn<(result: SignedIn) => void>>;
let onDone: ReturnType<typeof vi.fn<(href: string) => void>>;

function make(options: { redirectPath?: string; locale?: 'en' | 'es' } = {}) {
  model = createGhostModel({
    campaign: 'demo-ecommerce',
    dealer: 'd1',
    locale: () => options.locale ?? 'en',
    redirectPath: options.redirectPath,
    onSignedIn,
    onDone,
  });
  return model;
}

function fill(values: Partial<Record<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'zipCode', string>> = {}) {
  model.form.setValues({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phoneNumber: '(512) 555-0144',
    zipCode: '78701',
    terms: true,
    ...values,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  api.on('GET', '/profile/ghost-lead-cookie', null);
  api.on('DELETE', '/profile/ghost-lead-cookie', null);
  api.on('POST', '/profile/geocode', [zipMatch('Austin')]);
  api.on('POST', '/profile/register-ghost', RESPONSE);
  onSignedIn = vi.fn<(result: SignedIn) => void>();
  onDone = vi.fn<(href: string) => void>();
});
afterEach(() => {
  model?.dispose();
  vi.useRealTimers();
});

describe('loading the ghost lead (seed 001 §3 "Ghost lead")', () => {
  it('is loading until the cookie is read, then recognises the server copy and prefills the form', async () => {
    api.on('GET', '/profile/ghost-lead-cookie', LEAD);
    make();
    expect(model.loading.value).toBe(true);
    await model.load();
    expect(api.sent('GET', '/profile/ghost-lead-cookie').map((r) => r.query)).toEqual([{ campaign: 'demo-ecommerce' }]);
    expect(model.loading.value).toBe(false);
    expect(model.recognised.value).toBe(true);
    expect(model.form.values.value).toMatchObject({
      firstName: 'Gina',
      lastName: 'Whitfield',
      email: 'gina.ghost@upshift.test',
      phoneNumber: '(512) 555-0177',
      zipCode: '78701',
      terms: false,
    });
  });

  it('uses the cscookiebackup copy when the server copy has no email', async () => {
    safeSession.setJSON(STORAGE_KEYS.cscookiebackup, { ...LEAD, firstName: 'Backup' });
    api.on('GET', '/profile/ghost-lead-cookie', { ...LEAD, email: '' });
    make();
    await model.load();
    expect(model.lead.value?.firstName).toBe('Backup');
  });

  it('logs a failed read only: the backup, else the generic form, still shows', async () => {
    api.on('GET', '/profile/ghost-lead-cookie', reply(500, { message: 'GET failed' }));
    make();
    await model.load();
    expect(model.loading.value).toBe(false);
    expect(model.recognised.value).toBe(false);
    expect(model.form.values.value.email).toBe('');
  });
});

describe("'Not {name}? Click Here'", () => {
  it('deletes the ghost cookie and its backup and resets to the generic form', async () => {
    safeSession.setJSON(STORAGE_KEYS.cscookiebackup, LEAD);
    api.on('GET', '/profile/ghost-lead-cookie', LEAD);
    make();
    await model.load();
    await model.forgetGhost();
    expect(api.sent('DELETE', '/profile/ghost-lead-cookie')).toHaveLength(1);
    expect(safeSession.get(STORAGE_KEYS.cscookiebackup)).toBeNull();
    expect(model.recognised.value).toBe(false);
    expect(model.form.values.value).toMatchObject({ firstName: '', email: '', zipCode: '' });
  });

  it('resets even when the delete fails (logged only)', async () => {
    api.on('GET', '/profile/ghost-lead-cookie', LEAD);
    api.on('DELETE', '/profile/ghost-lead-cookie', networkError);
    make();
    await model.load();
    await expect(model.forgetGhost()).resolves.toBeUndefined();
    expect(model.recognised.value).toBe(false);
  });
});

describe('submit (seed 001 §4 "Ghost registration")', () => {
  it("an invalid form shows the 'Required Fields' toast (danger, 3 s) and sends nothing", async () => {
    vi.useFakeTimers();
    make();
    await model.load();
    fill({ zipCode: '' });
    expect(await model.submit()).toBe(false);
    expect(model.toast.current.value).toMatchObject({
      title: 'Required Fields',
      message: 'Please fill all the required fields properly.',
      variant: 'danger',
    });
    expect(api.sent('POST', '/profile/geocode')).toEqual([]);
    expect(model.form.fieldError('zipCode')).toBe('Zip Code is required');
    vi.advanceTimersByTime(2999);
    expect(model.toast.current.value).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(model.toast.current.value).toBeNull();
  });

  it('an unchecked terms box is invalid too', async () => {
    make();
    await model.load();
    fill();
    model.form.setValue('terms', false);
    expect(await model.submit()).toBe(false);
    expect(model.toast.current.value?.title).toBe('Required Fields');
    expect(model.form.fieldError('terms')).toBe('Terms is required');
  });

  it('geocodes the zip, fills the address from the first match, registers, keeps the backup and goes on', async () => {
    api.on('POST', '/profile/geocode', [zipMatch('Austin'), zipMatch('Sunset Valley')]);
    make({ redirectPath: '/listings?stockTypes=NEW', locale: 'es' });
    await model.load();
    fill({ zipCode: ' 78701 ' });
    expect(await model.submit()).toBe(true);
    expect(api.lastBody('POST', '/profile/geocode')).toEqual({ zipCode: '78701' });
    expect(registrations()).toHaveLength(1);
    expect(registrations()[0]!.query).toEqual({ campaign: 'demo-ecommerce', dealer: 'd1' });
    expect(registrations()[0]!.body).toEqual(
      expect.objectContaining({
        firstName: 'Grace',
        email: 'grace@example.com',
        phoneNumber: '5125550144',
        zipCode: '78701',
        terms: true,
        address: 'Unknown',
        city: 'Austin',
        stateCode: 'TX',
        county: 'Travis',
        lat: 30.27,
        lng: -97.74,
        smsAllowed: false,
        consent: { version: '2026-11-23', locale: 'es' },
      }),
    );
    expect(safeSession.getJSON(STORAGE_KEYS.cscookiebackup, CookieBackupSchema)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '5125550144',
      email: 'grace@example.com',
      zipCode: '78701',
    });
    expect(onSignedIn).toHaveBeenCalledWith({
      user: RESPONSE.user,
      csrfToken: RESPONSE.csrfToken,
      newAccount: true,
      dealsSaved: undefined,
    });
    expect(onDone).toHaveBeenCalledWith('/login-success/ghost?redirectPath=%2Flistings%3FstockTypes%3DNEW');
    expect(tracked.leads()).toEqual(['ghost']);
  });

  it('a recognised ghost registers with the hidden name and zip of their lead', async () => {
    api.on('GET', '/profile/ghost-lead-cookie', LEAD);
    make();
    await model.load();
    model.form.setValue('terms', true);
    expect(await model.submit()).toBe(true);
    expect(api.lastBody('POST', '/profile/register-ghost')).toMatchObject({
      firstName: 'Gina',
      lastName: 'Whitfield',
      email: LEAD.email,
      zipCode: '78701',
    });
    expect(onDone).toHaveBeenCalledWith('/login-success/ghost');
    // Recognised, but the server made a new account (returning: false): a lead.
    expect(tracked.leads()).toEqual(['ghost']);
  });

  it('a recognised ghost signed back in to their account is no new lead', async () => {
    api.on('GET', '/profile/ghost-lead-cookie', LEAD);
    api.on('POST', '/profile/register-ghost', { ...RESPONSE, returning: true });
    make();
    await model.load();
    model.form.setValue('terms', true);
    expect(await model.submit()).toBe(true);
    expect(onSignedIn).toHaveBeenCalled();
    expect(tracked.leads()).toEqual([]);
  });

  it('zero geocode matches is a zip code error, not a failure', async () => {
    api.on('POST', '/profile/geocode', []);
    make();
    await model.load();
    fill();
    expect(await model.submit()).toBe(false);
    expect(model.form.fieldError('zipCode')).toBe('We could not find this Zip Code. Please check it.');
    expect(registrations()).toEqual([]);
    expect(model.toast.current.value).toBeNull();
    expect(model.formMessages.value).toEqual([]);
  });

  it.each([
    ['the registration fails', () => api.on('POST', '/profile/register-ghost', reply(500, { message: 'boom' }))],
    ['the geocoder cannot be reached', () => api.on('POST', '/profile/geocode', networkError)],
  ])("shows 'Something went wrong, please try again!' when %s, keeping every value", async (_, arrange) => {
    arrange();
    make();
    await model.load();
    fill();
    expect(await model.submit()).toBe(false);
    expect(model.toast.current.value).toMatchObject({
      message: 'Something went wrong, please try again!',
      variant: 'danger',
    });
    expect(model.formMessages.value).toEqual([]);
    expect(model.form.values.value).toMatchObject({ firstName: 'Grace', email: 'grace@example.com', terms: true });
    expect(onDone).not.toHaveBeenCalled();
    expect(safeSession.get(STORAGE_KEYS.cscookiebackup)).toBeNull();
    expect(tracked.leads()).toEqual([]);
  });

  it("a 'Duplicate email' gets the duplicate notice until the email changes", async () => {
    api.on(
      'POST',
      '/profile/register-ghost',
      reply(400, { message: 'Duplicate email', fieldErrors: [{ field: 'email', message: 'Duplicate email' }] }),
    );
    make();
    await model.load();
    fill();
    expect(await model.submit()).toBe(false);
    expect(model.duplicateEmail.value).toBe(true);
    expect(tracked.leads()).toEqual([]);
    // The notice says it; the field does not repeat the server's raw message.
    expect(model.form.fieldError('email')).toBeNull();
    expect(model.toast.current.value).toBeNull();
    model.form.setValue('email', 'other@example.com');
    expect(model.duplicateEmail.value).toBe(false);
  });

  it('puts other server field errors on their fields, and unknown fields on the form', async () => {
    api.on(
      'POST',
      '/profile/register-ghost',
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [
          { field: 'phoneNumber', message: 'Enter a valid 10 digit phone number' },
          { field: 'consent.version', message: 'Consent version is unknown' },
        ],
      }),
    );
    make();
    await model.load();
    fill();
    expect(await model.submit()).toBe(false);
    expect(model.form.fieldError('phoneNumber')).toBe('Enter a valid 10 digit phone number');
    expect(model.formMessages.value).toEqual(['Consent version is unknown']);
    expect(model.toast.current.value).toBeNull();
  });
});
