import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorage, OWN_STORAGE_KEYS, type SessionKey } from '../../lib/storage.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { useTracked } from '../../testing/tracking.ts';
import { createTradeModel, type TradeModel } from './model.ts';
import { answers, decoded, noOffer, offer, savedTrade, VIN } from './test-fixtures.ts';

const api = useFakeApi();
const tracked = useTracked();
const storage = createSafeStorage<SessionKey>('sessionStorage');
let clock = 1_000_000;
const models: TradeModel[] = [];

function model(userId: string | null = 'u1') {
  const made = createTradeModel({ userId, storage, now: () => clock });
  models.push(made);
  return made;
}

beforeEach(() => {
  sessionStorage.clear();
  api.on('GET', '/trade/vin/:vin', decoded());
});

afterEach(() => {
  for (const made of models.splice(0)) made.dispose();
});

const tooMany = (seconds: number) => reply(429, { message: 'Too many', retryAfterSeconds: seconds });
const NOT_FOUND = reply(404, { message: 'Not found' });
const BOOM = reply(500, { message: 'boom' });
/** The paths of the VIN decodes sent, oldest first. */
const decodes = () => api.sent('GET', '/trade/vin/:vin').map((r) => r.path);

/** Through the three steps with valid answers. */
async function answered(m: TradeModel, owes: 'yes' | 'no' = 'no') {
  m.entry.setValues({ vin: VIN });
  expect(await m.lookUp()).toBe('found');
  m.info.setValues({ mileage: '142,000', zipCode: '97202' });
  expect(await m.completeStep('info')).toBe(true);
  m.features.setValue('SUNROOF', true);
  expect(await m.completeStep('features')).toBe(true);
  m.history.setValues({ owners: '2', accidents: 'NONE', condition: 'GOOD', titleStatus: 'CLEAN', owesMoney: owes });
  expect(await m.completeStep('history')).toBe(true);
}

describe('createTradeModel: the look-up', () => {
  it('checks the VIN before asking, then decodes it as the contract writes it', async () => {
    const m = model();
    m.entry.setValues({ vin: '1hgcm82643a004352' });
    expect(await m.lookUp()).toBe('invalid');
    expect(m.entry.fieldError('vin')).toBe('This VIN is not valid: please check each character');
    expect(api.requests).toEqual([]);
    m.entry.setValues({ vin: '1hgcm-82633-a004352' });
    expect(await m.lookUp()).toBe('found');
    expect(decodes()).toEqual([`/trade/vin/${VIN}`]);
    expect(m.complete.value.entry).toBe(true);
    // The VIN fixes model and trim: the info step starts from them.
    expect(m.info.values.value).toMatchObject({ model: 'Accord', trim: 'EX' });
  });

  it('puts a VIN the decoder does not know on the field, keeping what was typed', async () => {
    const m = model();
    api.on('GET', '/trade/vin/:vin', NOT_FOUND);
    m.entry.setValues({ vin: VIN });
    expect(await m.lookUp()).toBe('failed');
    expect(m.entry.fieldError('vin')).toBe('We could not read this VIN. Check it, or enter your plate instead.');
    expect(m.entry.formError.value).toEqual([]);
    expect(m.entry.values.value.vin).toBe(VIN);
    expect(m.complete.value.entry).toBe(false);
  });

  it('looks a plate up in its state; an unknown plate is said on the plate field; a 429 says the wait', async () => {
    const m = model();
    m.entry.setValues({ method: 'plate', plate: 'abc 123', state: 'OR' });
    api.once('GET', '/trade/plate', NOT_FOUND);
    expect(await m.lookUp()).toBe('failed');
    expect(api.sent('GET', '/trade/plate').map((r) => r.query)).toEqual([{ plate: 'ABC123', state: 'OR' }]);
    expect(m.entry.fieldError('plate')).toBe('We could not find that plate. Check it, or enter the VIN instead.');
    api.once('GET', '/trade/plate', tooMany(120));
    expect(await m.lookUp()).toBe('failed');
    expect(m.lockedFor.value).toBe(120);
    expect(m.entry.formError.value).toEqual([]);
    api.once('GET', '/trade/plate', decoded());
    expect(await m.lookUp()).toBe('found');
    expect(m.lockedFor.value).toBeNull();
  });

  it('shows a 400’s field errors on their fields', async () => {
    const m = model();
    api.on(
      'GET',
      '/trade/vin/:vin',
      reply(400, { message: 'Bad', fieldErrors: [{ field: 'vin', message: 'Unknown year' }] }),
    );
    m.entry.setValues({ vin: VIN });
    await m.lookUp();
    expect(m.entry.fieldError('vin')).toBe('Unknown year');
  });
});

describe('createTradeModel: steps', () => {
  it('checks each step before marking it done', async () => {
    const m = model();
    m.entry.setValues({ vin: VIN });
    await m.lookUp();
    expect(await m.completeStep('info')).toBe(false);
    expect(m.info.fieldError('mileage')).toBe('Mileage is required');
    expect(m.complete.value.info).toBe(false);
    m.info.setValues({ mileage: '12000', zipCode: '97202' });
    expect(await m.completeStep('info')).toBe(true);
    expect(m.complete.value.info).toBe(true);
    // Answers made invalid afterwards (e.g. in another tab's step) make the step incomplete again.
    m.info.setValue('mileage', '');
    expect(m.complete.value.info).toBe(false);
  });

  it('keeps every answer in session storage for the same shopper, not for another', async () => {
    const first = model('u1');
    await answered(first);
    first.dispose();
    const again = model('u1');
    expect(again.complete.value).toEqual({ entry: true, info: true, features: true, history: true });
    expect(again.info.values.value.mileage).toBe('142,000');
    expect(again.selectedFeatures.value).toEqual(['SUNROOF']);
    again.dispose();
    const other = model('u2');
    expect(other.decoded.value).toBeNull();
    expect(other.complete.value.entry).toBe(false);
  });

  it('drops a stored draft it cannot read', () => {
    storage.set(OWN_STORAGE_KEYS.tradeDraft, '{"userId":"u1","entry":42}');
    const m = model('u1');
    expect(m.entry.values.value.vin).toBe('');
  });

  it('keeps the answers when the same vehicle is looked up again; a new vehicle starts afresh', async () => {
    const m = model();
    await answered(m);
    m.entry.setValues({ vin: '1M8GDM9AXKP042788' });
    // Another VIN typed but not looked up: step one is not complete, the next steps wait.
    expect(m.complete.value.entry).toBe(false);
    m.entry.setValues({ vin: VIN });
    expect(m.complete.value.entry).toBe(true);
    expect(await m.lookUp()).toBe('found');
    expect(m.info.values.value.mileage).toBe('142,000');
    api.on('GET', '/trade/vin/:vin', decoded({ vin: '1M8GDM9AXKP042788', make: 'Ford', model: null, trims: [] }));
    m.entry.setValues({ vin: '1M8GDM9AXKP042788' });
    expect(await m.lookUp()).toBe('found');
    expect(m.info.values.value).toEqual({ model: '', trim: '', mileage: '', zipCode: '97202' });
    expect(m.complete.value).toEqual({ entry: true, info: false, features: false, history: false });
  });
});

describe('createTradeModel: appraisal, save and payoff', () => {
  it('appraises a set of answers once; changed answers are appraised again', async () => {
    const m = model();
    await answered(m);
    api.on('POST', '/trade/appraisals', offer());
    expect(await m.requestAppraisal()).toBe('offer');
    expect(await m.requestAppraisal()).toBe('offer');
    expect(api.sent('POST', '/trade/appraisals').map((r) => r.body)).toEqual([answers({ features: ['SUNROOF'] })]);
    // One offer, one lead: showing the known offer again asks nothing and fires nothing.
    expect(tracked.leads()).toEqual(['trade-appraisal']);
    m.history.setValue('condition', 'FAIR');
    expect(m.current.value).toBeNull();
    api.on('POST', '/trade/appraisals', noOffer('SALVAGE_TITLE'));
    expect(await m.requestAppraisal()).toBe('no-offer');
    expect(api.sent('POST', '/trade/appraisals')).toHaveLength(2);
    expect(api.lastBody('POST', '/trade/appraisals')).toEqual(answers({ features: ['SUNROOF'], condition: 'FAIR' }));
    // No offer, no lead.
    expect(tracked.leads()).toEqual(['trade-appraisal']);
  });

  it('on a 429 records until when, and says how long is left', async () => {
    const m = model();
    await answered(m);
    api.on('POST', '/trade/appraisals', tooMany(3600));
    expect(await m.requestAppraisal()).toBe('locked');
    expect(tracked.leads()).toEqual([]);
    expect(m.waitSeconds()).toBe(3600);
    clock += 3_599_000;
    expect(m.waitSeconds()).toBe(1);
    clock += 1000;
    expect(m.waitSeconds()).toBeNull();
  });

  it('a failed appraisal is an error state to try again from', async () => {
    const m = model();
    await answered(m);
    api.once('POST', '/trade/appraisals', BOOM);
    expect(await m.requestAppraisal()).toBe('failed');
    expect(m.appraising.state.value.status).toBe('error');
    expect(tracked.leads()).toEqual([]);
    api.once('POST', '/trade/appraisals', offer());
    expect(await m.requestAppraisal()).toBe('offer');
    expect(tracked.leads()).toEqual(['trade-appraisal']);
  });

  it('saves the offer with the shopper’s choice; a changed choice later goes alone', async () => {
    const m = model();
    await answered(m);
    api.on('POST', '/trade/appraisals', offer());
    await m.requestAppraisal();
    m.choice.setValue('indicator', 'SELL');
    api.on('POST', '/trade/no-profile/user/account', savedTrade({ indicator: 'SELL' }));
    expect(await m.save()).toBe(true);
    expect(api.sent('POST', '/trade/no-profile/user/account').map((r) => [r.query, r.body])).toEqual([
      [{ indicator: 'SELL' }, { appraisalId: 'ap1' }],
    ]);
    expect(m.isSaved.value).toBe(true);
    expect(m.finished.value).toBe(true);
    m.choice.setValue('indicator', 'TRADE');
    api.on('POST', '/trade/no-profile/sell-indicator', savedTrade({ indicator: 'TRADE' }));
    expect(await m.save()).toBe(true);
    expect(api.sent('POST', '/trade/no-profile/sell-indicator').map((r) => r.query)).toEqual([{ indicator: 'TRADE' }]);
    expect(api.sent('POST', '/trade/no-profile/user/account')).toHaveLength(1);
  });

  it('says why a save failed, the wait of a 429 in words', async () => {
    const m = model();
    await answered(m);
    api.on('POST', '/trade/appraisals', offer());
    await m.requestAppraisal();
    api.on('POST', '/trade/no-profile/user/account', tooMany(90));
    expect(await m.save()).toBe(false);
    expect(m.actionError.value).toEqual(['Too many tries. Please try again in 2 minutes.']);
  });

  it('a shopper who owes money is finished once the payoff is saved', async () => {
    const m = model();
    await answered(m, 'yes');
    api.on('POST', '/trade/appraisals', offer());
    await m.requestAppraisal();
    api.on('POST', '/trade/no-profile/user/account', savedTrade({ answers: answers({ owesMoney: true }) }));
    await m.save();
    expect(m.finished.value).toBe(false);
    expect(await m.savePayoff()).toBe(false);
    expect(m.payoff.fieldError('lender')).toBe('Lender is required');
    m.payoff.setValues({ lender: ' First Bank ', payoff: '$6,600' });
    api.on('PUT', '/trade/payoff', savedTrade({ lender: 'First Bank', payoff: 6600, netCashOffer: -2300 }));
    expect(await m.savePayoff()).toBe(true);
    expect(api.sent('PUT', '/trade/payoff').map((r) => r.body)).toEqual([{ lender: 'First Bank', payoff: 6600 }]);
    expect(m.saved.value?.netCashOffer).toBe(-2300);
    expect(m.finished.value).toBe(true);
  });

  it('starts the payoff from the one a revalued trade kept', async () => {
    const m = model();
    await answered(m, 'yes');
    api.on('POST', '/trade/appraisals', offer());
    await m.requestAppraisal();
    api.on(
      'POST',
      '/trade/no-profile/user/account',
      savedTrade({ lender: 'First Bank', payoff: 6200, netCashOffer: -1900 }),
    );
    await m.save();
    expect(m.payoff.values.value).toEqual({ lender: 'First Bank', payoff: '6200' });
    expect(m.finished.value).toBe(false);
  });

  it('Value another vehicle starts a finished draft afresh, and keeps one in progress', async () => {
    const m = model();
    await answered(m);
    m.startAnother();
    expect(m.decoded.value).not.toBeNull();
    api.on('POST', '/trade/appraisals', offer());
    await m.requestAppraisal();
    api.on('POST', '/trade/no-profile/user/account', savedTrade());
    await m.save();
    expect(m.another.value).toBe(false);
    m.startAnother();
    expect(m.decoded.value).toBeNull();
    expect(m.entry.values.value.vin).toBe('');
    expect(m.another.value).toBe(true);
  });
});

describe('createTradeModel: the quote expired', () => {
  it('values the trade’s answers again and takes them as the draft, payoff included', async () => {
    const m = model();
    const expired = savedTrade({
      expired: true,
      answers: answers({ owesMoney: true }),
      lender: 'First Bank',
      payoff: 2000,
      indicator: 'SELL',
    });
    api.on('POST', '/trade/reappraise', offer({ appraisalId: 'ap9', offer: 4100 }));
    expect(await m.revalue(expired)).toBe('offer');
    expect(api.sent('POST', '/trade/reappraise')).toHaveLength(1);
    // The new offer is a new appraisal: a lead of its own.
    expect(tracked.leads()).toEqual(['trade-appraisal']);
    expect(m.complete.value).toEqual({ entry: true, info: true, features: true, history: true });
    expect(m.current.value).toMatchObject({ appraisalId: 'ap9', offer: 4100 });
    expect(m.answers.value).toEqual(answers({ owesMoney: true }));
    expect(m.indicator.value).toBe('SELL');
    expect(m.payoff.values.value).toEqual({ lender: 'First Bank', payoff: '2000' });
  });

  it('a 429 is max attempts; another failure is said on the page', async () => {
    const m = model();
    api.once('POST', '/trade/reappraise', tooMany(600));
    expect(await m.revalue(savedTrade({ expired: true }))).toBe('locked');
    expect(m.waitSeconds()).toBe(600);
    api.once('POST', '/trade/reappraise', BOOM);
    expect(await m.revalue(savedTrade({ expired: true }))).toBe('failed');
    expect(m.actionError.value).toEqual(['Sorry, there was an unexpected error, please try again shortly.']);
    expect(tracked.leads()).toEqual([]);
  });
});
