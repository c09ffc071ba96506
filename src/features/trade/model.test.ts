import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { createSafeStorage, OWN_STORAGE_KEYS, type SessionKey } from '../../lib/storage.ts';
import { createTradeModel, type TradeApi, type TradeModel } from './model.ts';
import { answers, decoded, noOffer, offer, savedTrade, VIN } from './test-fixtures.ts';

vi.mock('../../lib/tracking.ts', () => ({ trackLead: vi.fn() }));
const { trackLead } = await import('../../lib/tracking.ts');
const leads = () => vi.mocked(trackLead).mock.calls;

const storage = createSafeStorage<SessionKey>('sessionStorage');
const api = {
  decodeVin: vi.fn<TradeApi['decodeVin']>(),
  lookUpPlate: vi.fn<TradeApi['lookUpPlate']>(),
  appraise: vi.fn<TradeApi['appraise']>(),
  saveTrade: vi.fn<TradeApi['saveTrade']>(),
  setSellIndicator: vi.fn<TradeApi['setSellIndicator']>(),
  setPayoff: vi.fn<TradeApi['setPayoff']>(),
  reappraise: vi.fn<TradeApi['reappraise']>(),
  getTrade: vi.fn<TradeApi['getTrade']>(),
};
let clock = 1_000_000;
const models: TradeModel[] = [];

function model(userId: string | null = 'u1') {
  const made = createTradeModel({ userId, api, storage, now: () => clock });
  models.push(made);
  return made;
}

beforeEach(() => {
  vi.mocked(trackLead).mockClear();
  sessionStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  api.decodeVin.mockResolvedValue(decoded());
});

afterEach(() => {
  for (const made of models.splice(0)) made.dispose();
});

const tooMany = (seconds: number) => new ApiError('Too many', 'http', 429, [], seconds);

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
    expect(api.decodeVin).not.toHaveBeenCalled();
    m.entry.setValues({ vin: '1hgcm-82633-a004352' });
    expect(await m.lookUp()).toBe('found');
    expect(api.decodeVin).toHaveBeenCalledWith(VIN);
    expect(m.complete.value.entry).toBe(true);
    // The VIN fixes model and trim: the info step starts from them.
    expect(m.info.values.value).toMatchObject({ model: 'Accord', trim: 'EX' });
  });

  it('puts a VIN the decoder does not know on the field, keeping what was typed', async () => {
    const m = model();
    api.decodeVin.mockRejectedValue(new ApiError('Not found', 'http', 404));
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
    api.lookUpPlate.mockRejectedValueOnce(new ApiError('Not found', 'http', 404));
    expect(await m.lookUp()).toBe('failed');
    expect(api.lookUpPlate).toHaveBeenCalledWith('ABC123', 'OR');
    expect(m.entry.fieldError('plate')).toBe('We could not find that plate. Check it, or enter the VIN instead.');
    api.lookUpPlate.mockRejectedValueOnce(tooMany(120));
    expect(await m.lookUp()).toBe('failed');
    expect(m.lockedFor.value).toBe(120);
    expect(m.entry.formError.value).toEqual([]);
    api.lookUpPlate.mockResolvedValueOnce(decoded());
    expect(await m.lookUp()).toBe('found');
    expect(m.lockedFor.value).toBeNull();
  });

  it('shows a 400’s field errors on their fields', async () => {
    const m = model();
    api.decodeVin.mockRejectedValue(new ApiError('Bad', 'http', 400, [{ field: 'vin', message: 'Unknown year' }]));
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
    api.decodeVin.mockResolvedValue(decoded({ vin: '1M8GDM9AXKP042788', make: 'Ford', model: null, trims: [] }));
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
    api.appraise.mockResolvedValue(offer());
    expect(await m.requestAppraisal()).toBe('offer');
    expect(await m.requestAppraisal()).toBe('offer');
    expect(api.appraise).toHaveBeenCalledTimes(1);
    expect(api.appraise).toHaveBeenCalledWith(answers({ features: ['SUNROOF'] }));
    // One offer, one lead: showing the known offer again asks nothing and fires nothing.
    expect(leads()).toEqual([['trade-appraisal']]);
    m.history.setValue('condition', 'FAIR');
    expect(m.current.value).toBeNull();
    api.appraise.mockResolvedValue(noOffer('SALVAGE_TITLE'));
    expect(await m.requestAppraisal()).toBe('no-offer');
    expect(api.appraise).toHaveBeenCalledTimes(2);
    // No offer, no lead.
    expect(leads()).toEqual([['trade-appraisal']]);
  });

  it('on a 429 records until when, and says how long is left', async () => {
    const m = model();
    await answered(m);
    api.appraise.mockRejectedValue(tooMany(3600));
    expect(await m.requestAppraisal()).toBe('locked');
    expect(trackLead).not.toHaveBeenCalled();
    expect(m.waitSeconds()).toBe(3600);
    clock += 3_599_000;
    expect(m.waitSeconds()).toBe(1);
    clock += 1000;
    expect(m.waitSeconds()).toBeNull();
  });

  it('a failed appraisal is an error state to try again from', async () => {
    const m = model();
    await answered(m);
    api.appraise.mockRejectedValueOnce(new ApiError('boom', 'http', 500));
    expect(await m.requestAppraisal()).toBe('failed');
    expect(m.appraising.state.value.status).toBe('error');
    expect(trackLead).not.toHaveBeenCalled();
    api.appraise.mockResolvedValueOnce(offer());
    expect(await m.requestAppraisal()).toBe('offer');
    expect(leads()).toEqual([['trade-appraisal']]);
  });

  it('saves the offer with the shopper’s choice; a changed choice later goes alone', async () => {
    const m = model();
    await answered(m);
    api.appraise.mockResolvedValue(offer());
    await m.requestAppraisal();
    m.choice.setValue('indicator', 'SELL');
    api.saveTrade.mockResolvedValue(savedTrade({ indicator: 'SELL' }));
    expect(await m.save()).toBe(true);
    expect(api.saveTrade).toHaveBeenCalledWith('ap1', 'SELL');
    expect(m.isSaved.value).toBe(true);
    expect(m.finished.value).toBe(true);
    m.choice.setValue('indicator', 'TRADE');
    api.setSellIndicator.mockResolvedValue(savedTrade({ indicator: 'TRADE' }));
    expect(await m.save()).toBe(true);
    expect(api.setSellIndicator).toHaveBeenCalledWith('TRADE');
    expect(api.saveTrade).toHaveBeenCalledTimes(1);
  });

  it('says why a save failed, the wait of a 429 in words', async () => {
    const m = model();
    await answered(m);
    api.appraise.mockResolvedValue(offer());
    await m.requestAppraisal();
    api.saveTrade.mockRejectedValue(tooMany(90));
    expect(await m.save()).toBe(false);
    expect(m.actionError.value).toEqual(['Too many tries. Please try again in 2 minutes.']);
  });

  it('a shopper who owes money is finished once the payoff is saved', async () => {
    const m = model();
    await answered(m, 'yes');
    api.appraise.mockResolvedValue(offer());
    await m.requestAppraisal();
    api.saveTrade.mockResolvedValue(savedTrade({ answers: answers({ owesMoney: true }) }));
    await m.save();
    expect(m.finished.value).toBe(false);
    expect(await m.savePayoff()).toBe(false);
    expect(m.payoff.fieldError('lender')).toBe('Lender is required');
    m.payoff.setValues({ lender: ' First Bank ', payoff: '$6,600' });
    api.setPayoff.mockResolvedValue(savedTrade({ lender: 'First Bank', payoff: 6600, netCashOffer: -2300 }));
    expect(await m.savePayoff()).toBe(true);
    expect(api.setPayoff).toHaveBeenCalledWith({ lender: 'First Bank', payoff: 6600 });
    expect(m.saved.value?.netCashOffer).toBe(-2300);
    expect(m.finished.value).toBe(true);
  });

  it('starts the payoff from the one a revalued trade kept', async () => {
    const m = model();
    await answered(m, 'yes');
    api.appraise.mockResolvedValue(offer());
    await m.requestAppraisal();
    api.saveTrade.mockResolvedValue(savedTrade({ lender: 'First Bank', payoff: 6200, netCashOffer: -1900 }));
    await m.save();
    expect(m.payoff.values.value).toEqual({ lender: 'First Bank', payoff: '6200' });
    expect(m.finished.value).toBe(false);
  });

  it('Value another vehicle starts a finished draft afresh, and keeps one in progress', async () => {
    const m = model();
    await answered(m);
    m.startAnother();
    expect(m.decoded.value).not.toBeNull();
    api.appraise.mockResolvedValue(offer());
    await m.requestAppraisal();
    api.saveTrade.mockResolvedValue(savedTrade());
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
    api.reappraise.mockResolvedValue(offer({ appraisalId: 'ap9', offer: 4100 }));
    expect(await m.revalue(expired)).toBe('offer');
    // The new offer is a new appraisal: a lead of its own.
    expect(leads()).toEqual([['trade-appraisal']]);
    expect(m.complete.value).toEqual({ entry: true, info: true, features: true, history: true });
    expect(m.current.value).toMatchObject({ appraisalId: 'ap9', offer: 4100 });
    expect(m.answers.value).toEqual(answers({ owesMoney: true }));
    expect(m.indicator.value).toBe('SELL');
    expect(m.payoff.values.value).toEqual({ lender: 'First Bank', payoff: '2000' });
  });

  it('a 429 is max attempts; another failure is said on the page', async () => {
    const m = model();
    api.reappraise.mockRejectedValueOnce(tooMany(600));
    expect(await m.revalue(savedTrade({ expired: true }))).toBe('locked');
    expect(m.waitSeconds()).toBe(600);
    api.reappraise.mockRejectedValueOnce(new ApiError('boom', 'http', 500));
    expect(await m.revalue(savedTrade({ expired: true }))).toBe('failed');
    expect(m.actionError.value).toEqual(['Sorry, there was an unexpected error, please try again shortly.']);
    expect(trackLead).not.toHaveBeenCalled();
  });
});
