import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, http } from '../../lib/http.ts';
import { testContext } from '../../testing/context.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { createSafeStorage, STORAGE_KEYS, type LocalKey } from '../../lib/storage.ts';
import type { ContactInfo, ContactMethod, MfaCodeState, UserProspect, VerifyResponse } from '../../contract/profile.ts';
import { createMfaModel, mfaApiFor } from './model.ts';

const api = useFakeApi();
/** The prospect whose code these tests verify: the calls are the prospect's (seed 000 §7). */
const PROSPECT = '/prospects/pr1/mfa';
const codesSent = () => api.sent('POST', PROSPECT);
const codesChecked = () => api.sent('GET', `${PROSPECT}/verify`);

const CONTACT: ContactInfo = {
  methods: [
    { method: 'SMS', destination: '(•••) •••-0142' },
    { method: 'EMAIL', destination: 'p•••@upshift.test' },
  ],
};

const sent = (over: Partial<MfaCodeState> = {}): MfaCodeState => ({
  active: true,
  channel: 'SMS',
  destination: '(•••) •••-0142',
  expiresInSeconds: 600,
  triesLeft: 5,
  resendInSeconds: 30,
  ...over,
});

const answer = (over: Partial<VerifyResponse> = {}): VerifyResponse => ({
  verified: false,
  reason: 'invalid',
  triesLeft: 4,
  signedIn: false,
  memberDisabled: false,
  csrfToken: 'tok',
  visitor: testContext().visitor,
  ...over,
});

/** `GET /user-prospect/pr1`: the prospect, with the code already waiting (if any). */
const prospect = (mfa: MfaCodeState | null = null): UserProspect => ({
  prospectId: 'pr1',
  firstName: 'Pat',
  userExistForProspect: false,
  autoSendMFA: false,
  isMember: false,
  isMemberDisabled: false,
  mfaVerified: false,
  details: null,
  mfa,
});

beforeEach(() => {
  api.on('GET', `${PROSPECT}/contactInfo`, CONTACT);
  api.on('GET', '/user-prospect/pr1', prospect());
  api.on('POST', PROSPECT, ({ query }) => sent({ channel: query['contact-method'] as ContactMethod }));
  api.on('GET', `${PROSPECT}/verify`, answer());
});

function setup(o: { autoSend?: boolean; stored?: string } = {}) {
  localStorage.clear();
  const storage = createSafeStorage<LocalKey>('localStorage');
  if (o.stored) storage.set(STORAGE_KEYS.mfaCode, o.stored);
  const clock = { t: 1_000_000 };
  const onVerified = vi.fn();
  const model = createMfaModel({
    api: mfaApiFor({ kind: 'prospect', prospectId: 'pr1' }),
    autoSend: o.autoSend ?? false,
    storage,
    now: () => clock.t,
    onVerified,
  });
  return { model, storage, clock, onVerified };
}

const tooMany = (seconds: number) => reply(429, { message: 'Too many', retryAfterSeconds: seconds });

afterEach(() => localStorage.clear());

describe('createMfaModel', () => {
  it('loads the contact info and offers its methods, the first chosen', async () => {
    const { model } = setup();
    expect(model.phase.value).toBe('loading');
    await model.load();
    expect(model.phase.value).toBe('choose');
    expect(model.contact.value).toEqual(CONTACT);
    expect(model.method.value).toBe('SMS');
    expect(api.sent('GET', '/user-prospect/pr1').map((r) => r.query)).toEqual([{ mfa: 'true' }]);
  });

  it('a failed load is an error phase with messages, and loading again works', async () => {
    api.once('GET', `${PROSPECT}/contactInfo`, reply(403, { message: 'Open the link' }));
    const { model } = setup();
    await model.load();
    expect(model.phase.value).toBe('load-error');
    expect(model.loadError.value).toEqual(['Please open the link from your invitation again to verify.']);
    await model.load();
    expect(model.phase.value).toBe('choose');
  });

  it('with autoSendMFA sends on arrival by the first allowed method', async () => {
    const { model } = setup({ autoSend: true });
    await model.load();
    expect(codesSent().map((r) => r.query)).toEqual([{ 'contact-method': 'SMS' }]);
    expect(model.phase.value).toBe('enter');
    expect(model.notice.value).toBe('We sent a 6-digit code by text message to (•••) •••-0142.');
  });

  it('does not send again on arrival when a code is already waiting (a reload in the middle)', async () => {
    api.on('GET', '/user-prospect/pr1', prospect(sent({ channel: 'EMAIL', resendInSeconds: 12 })));
    const { model } = setup({ autoSend: true, stored: '12 34' });
    await model.load();
    expect(codesSent()).toEqual([]);
    expect(model.phase.value).toBe('enter');
    expect(model.method.value).toBe('EMAIL');
    expect(model.resendInSeconds.value).toBe(12);
    // The code typed before the reload is still there.
    expect(model.code.value).toBe('1234');
  });

  it('keeps the typed code in storage under mfaCode, digits only', () => {
    const { model, storage } = setup();
    model.setCode('12a3');
    expect(model.code.value).toBe('123');
    expect(storage.get(STORAGE_KEYS.mfaCode)).toBe('123');
    model.setCode('');
    expect(storage.get(STORAGE_KEYS.mfaCode)).toBeNull();
  });

  it('sending adopts the code state, clears a code typed for an older code, and counts the cool-down down', async () => {
    const { model, storage, clock } = setup({ stored: '999999' });
    await model.load();
    model.choose('EMAIL');
    expect(await model.send()).toBe(true);
    expect(codesSent().map((r) => r.query)).toEqual([{ 'contact-method': 'EMAIL' }]);
    expect(model.code.value).toBe('');
    expect(storage.get(STORAGE_KEYS.mfaCode)).toBeNull();
    expect(model.resendInSeconds.value).toBe(30);
    clock.t += 10_500;
    model.tick();
    expect(model.resendInSeconds.value).toBe(20);
    clock.t += 20_000;
    model.tick();
    expect(model.resendInSeconds.value).toBe(0);
  });

  it('a 429 on sending shows the wait and starts the cool-down from retryAfterSeconds', async () => {
    api.on('POST', PROSPECT, tooMany(25));
    const { model } = setup();
    await model.load();
    expect(await model.send()).toBe(false);
    expect(model.error.value).toBe('We just sent you a code. Please try again in 25 seconds.');
    expect(model.resendInSeconds.value).toBe(25);
    expect(model.phase.value).toBe('choose');
  });

  it('does not call the server for an incomplete code', async () => {
    const { model } = setup();
    await model.load();
    await model.send();
    model.setCode('123');
    expect(await model.verify()).toBe(false);
    expect(codesChecked()).toEqual([]);
    expect(model.codeError.value).toBe('Enter the 6-digit code we sent you');
  });

  it('a wrong code says how many tries are left and keeps the shopper on the code', async () => {
    const { model } = setup();
    await model.load();
    await model.send();
    model.setCode('111111');
    expect(await model.verify()).toBe(false);
    expect(model.codeError.value).toBe('That code is not right. You have 4 tries left.');
    expect(model.phase.value).toBe('enter');
    expect(model.verified.value).toBe(false);
  });

  it('a dead code (used up, expired) sends the shopper back to ask for a new one, saying why', async () => {
    api.on('GET', `${PROSPECT}/verify`, answer({ reason: 'expired', triesLeft: 0 }));
    const { model, storage } = setup();
    await model.load();
    await model.send();
    model.setCode('111111');
    await model.verify();
    expect(model.phase.value).toBe('choose');
    expect(model.error.value).toBe('This code has expired. A code works for 10 minutes: please ask for a new one.');
    expect(storage.get(STORAGE_KEYS.mfaCode)).toBeNull();
  });

  it('is verified once the server accepts the code: stored code cleared, session token taken, callback told', async () => {
    configureHttp({ apiBase: '', csrf: { header: 'X-CSRF-TOKEN', token: 'old' } });
    const accepted = answer({ verified: true, reason: null, signedIn: true, csrfToken: 'new' });
    api.on('GET', `${PROSPECT}/verify`, accepted);
    const { model, storage, onVerified } = setup();
    await model.load();
    await model.send();
    model.setCode('123456');
    expect(model.verified.value).toBe(false);
    expect(await model.verify()).toBe(true);
    // A GET that signs the shopper in: it carries the code and the session's token.
    const [check] = codesChecked();
    expect(check?.query).toEqual({ mfa: '123456' });
    expect(check?.headers.get('X-CSRF-TOKEN')).toBe('old');
    expect(model.verified.value).toBe(true);
    expect(model.phase.value).toBe('verified');
    expect(storage.get(STORAGE_KEYS.mfaCode)).toBeNull();
    expect(onVerified).toHaveBeenCalledWith(accepted);
    // The next mutating call carries the new token.
    api.on('POST', '/x', {});
    await http.post('/x', v.unknown(), {});
    expect(api.sent('POST', '/x')[0]?.headers.get('X-CSRF-TOKEN')).toBe('new');
  });

  it('a 429 on verifying locks the form for the wait it was given', async () => {
    api.on('GET', `${PROSPECT}/verify`, tooMany(900));
    const { model, clock } = setup();
    await model.load();
    await model.send();
    model.setCode('123456');
    await model.verify();
    expect(model.lockedForSeconds.value).toBe(900);
    clock.t += 60_000;
    model.tick();
    expect(model.lockedForSeconds.value).toBe(840);
  });

  it('changing the method goes back to choosing', async () => {
    const { model } = setup();
    await model.load();
    await model.send();
    model.changeMethod();
    expect(model.phase.value).toBe('choose');
  });
});
