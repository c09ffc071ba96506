import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeLocal, STORAGE_KEYS } from '../../lib/storage.ts';
import { financeQuote } from '../deal/test-fixtures.ts';
import type { MfaCodeState, VerifyResponse } from '../../contract/profile.ts';
import { ALREADY_SIGNED, QUOTE_CHANGED, type ContractingState } from '../../contract/contracting.ts';
import { CURRENT_ESIGN_CONSENT_VERSION } from '../../contract/esign-consent.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { useTracked } from '../../testing/tracking.ts';
import { createContractingModel } from './model.ts';
import { CONSENT, contractFixture, stateFixture } from './test-fixtures.ts';

const sent: MfaCodeState = {
  active: true,
  channel: 'EMAIL',
  destination: 'd•••@upshift.test',
  expiresInSeconds: 600,
  triesLeft: 5,
  resendInSeconds: 30,
};
const answer = (verified: boolean): VerifyResponse => ({
  verified,
  reason: verified ? null : 'invalid',
  triesLeft: verified ? 4 : 4,
  signedIn: false,
  memberDisabled: false,
  csrfToken: 'tok',
  visitor: {
    isLoggedIn: true,
    userId: 'u1',
    prospectId: null,
    firstName: 'Dana',
    lastName: 'Demo',
    email: null,
    phoneNumber: null,
    zipcode: null,
    isMember: true,
    isMemberDisabled: false,
    pinValidated: false,
    userExistForProspect: false,
    autoSendMFA: false,
    displayPinForm: false,
    dealCount: 0,
  },
});

const contract = contractFixture();
const ready = stateFixture({ verified: true, consent: CONSENT, contract });

const api = useFakeApi();
const tracked = useTracked();
const CONTRACTING = '/deals/d-1/contracting';

/**
 * The server of deal d-1 holding `first` as its signing state: GET, consent and sign answer the state
 * it holds (`serve` changes it), a code is sent, and a code is wrong unless a test answers otherwise.
 */
function server(first: ContractingState) {
  let current = first;
  api.on('GET', CONTRACTING, () => current);
  api.on('POST', `${CONTRACTING}/code`, sent);
  api.on('POST', `${CONTRACTING}/verify`, answer(false));
  api.on('POST', `${CONTRACTING}/consent`, () => current);
  api.on('POST', `${CONTRACTING}/sign`, () => current);
  return { serve: (next: ContractingState) => (current = next) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  safeLocal.remove(STORAGE_KEYS.mfaCode);
});
afterEach(() => vi.restoreAllMocks());

describe('the code step', () => {
  it('starts from the deal’s state, sends by the chosen method, keeps a wrong code, and moves on once verified', async () => {
    const { serve } = server(stateFixture());
    const model = createContractingModel('d-1');
    await model.load();
    expect(model.step.value).toBe('verify');
    const mfa = model.mfa.value;
    if (!mfa) throw new Error('no code steps');
    await settle();
    expect(mfa.phase.value).toBe('choose');
    expect(mfa.contact.value?.methods.map((m) => m.method)).toEqual(['SMS', 'EMAIL']);

    mfa.choose('EMAIL');
    await mfa.send();
    expect(api.sent('POST', `${CONTRACTING}/code`).map((r) => r.body)).toEqual([{ method: 'EMAIL' }]);
    expect(mfa.phase.value).toBe('enter');

    mfa.setCode('123456');
    await mfa.verify();
    expect(api.sent('POST', `${CONTRACTING}/verify`).map((r) => r.body)).toEqual([{ code: '123456' }]);
    expect(mfa.code.value).toBe('123456');
    expect(mfa.codeError.value).toBe('That code is not right. You have 4 tries left.');

    api.once('POST', `${CONTRACTING}/verify`, answer(true));
    serve(stateFixture({ verified: true }));
    await mfa.verify();
    await settle();
    expect(model.step.value).toBe('consent');
  });
});

describe('the consent step', () => {
  it('sends the current version in the language shown, once the box is ticked', async () => {
    const { serve } = server(stateFixture({ verified: true }));
    const model = createContractingModel('d-1');
    await model.load();
    expect(await model.agree('es')).toBe(false);
    expect(api.sent('POST', `${CONTRACTING}/consent`)).toEqual([]);
    expect(model.consentForm.fieldError('agree')).toBe('Please agree to use electronic records to continue');

    model.consentForm.setValue('agree', true);
    serve(ready);
    expect(await model.agree('es')).toBe(true);
    expect(api.sent('POST', `${CONTRACTING}/consent`).map((r) => r.body)).toEqual([
      { version: CURRENT_ESIGN_CONSENT_VERSION, locale: 'es', accepted: true },
    ]);
    expect(model.step.value).toBe('contract');
  });

  it('reads the state again after a 409 (the verification lapsed) and says why', async () => {
    const { serve } = server(stateFixture({ verified: true }));
    const model = createContractingModel('d-1');
    await model.load();
    model.consentForm.setValue('agree', true);
    api.once('POST', `${CONTRACTING}/consent`, reply(409, { message: 'Confirm it is you with a code first' }));
    serve(stateFixture());
    expect(await model.agree('en')).toBe(false);
    expect(model.consentForm.formError.value).toEqual(['Confirm it is you with a code first']);
    expect(model.step.value).toBe('verify');
    expect(model.consentForm.values.value.agree).toBe(true);
  });
});

describe('signing', () => {
  it('needs the buyer’s name and the agreement before anything is sent', async () => {
    server(ready);
    const model = createContractingModel('d-1');
    await model.load();
    model.signForm.setValue('signatureName', 'Someone Else');
    expect(await model.sign()).toBe(false);
    expect(api.sent('POST', `${CONTRACTING}/sign`)).toEqual([]);
    expect(model.signForm.fieldError('signatureName')).toBe('Type your name as it is on your account: Dana Demo');
    expect(model.signForm.fieldError('agreed')).toBe('Please agree to the contract to sign it');
    expect(tracked.leads()).toEqual([]);
  });

  it('sends the name typed, the agreement and the digest of the contract shown', async () => {
    const { serve } = server(ready);
    const model = createContractingModel('d-1');
    await model.load();
    model.signForm.setValues({ signatureName: ' dana demo ', agreed: true });
    const signed = { ...ready, signature: { contractId: 'k-1', name: 'dana demo', signedAt: CONSENT.givenAt } };
    serve(signed);
    expect(await model.sign()).toBe(true);
    expect(api.sent('POST', `${CONTRACTING}/sign`).map((r) => r.body)).toEqual([
      { signatureName: 'dana demo', agreed: true, digest: contract.digest },
    ]);
    expect(model.step.value).toBe('signed');
    expect(tracked.leads()).toEqual(['contract-signed']);
  });

  it('keeps the name but asks to agree again to the new figures when the quote changed', async () => {
    const { serve } = server(ready);
    const model = createContractingModel('d-1');
    await model.load();
    model.signForm.setValues({ signatureName: 'Dana Demo', agreed: true });
    const changed = contractFixture({ quote: financeQuote({ downPayment: 3000 }) });
    api.once('POST', `${CONTRACTING}/sign`, reply(409, { message: QUOTE_CHANGED }));
    serve({ ...ready, contract: changed });
    expect(await model.sign()).toBe(false);
    expect(model.state.data.value?.contract?.digest).toBe(changed.digest);
    expect(model.signForm.values.value).toEqual({ signatureName: 'Dana Demo', agreed: false });
    expect(model.signForm.formError.value).toEqual([
      'The figures of your deal changed since this page was shown. Review the new figures, then agree and sign again.',
    ]);
    expect(tracked.leads()).toEqual([]);
  });

  it('keeps everything typed on any other failure, and moves on when the deal was signed meanwhile', async () => {
    const { serve } = server(ready);
    const model = createContractingModel('d-1');
    await model.load();
    model.signForm.setValues({ signatureName: 'Dana Demo', agreed: true });
    api.once('POST', `${CONTRACTING}/sign`, reply(500, { message: 'Internal error' }));
    expect(await model.sign()).toBe(false);
    expect(model.signForm.values.value).toEqual({ signatureName: 'Dana Demo', agreed: true });
    expect(model.signForm.formError.value).toEqual(['Sorry, there was an unexpected error, please try again shortly.']);

    api.once('POST', `${CONTRACTING}/sign`, reply(409, { message: ALREADY_SIGNED }));
    serve({ ...ready, signature: { contractId: 'k-1', name: 'Dana Demo', signedAt: CONSENT.givenAt } });
    expect(await model.sign()).toBe(false);
    expect(model.step.value).toBe('signed');
    // Signed in another tab: that one fired the lead; this refused signature fires none.
    expect(tracked.leads()).toEqual([]);
  });
});
