import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { NO_PROTECTION_PRODUCTS, type ProtectionProduct } from '../../contract/protection.ts';
import { createProtectionModel, type ProtectionApi, type ProtectionModel } from './model.ts';
import { BASIC, DEALER_PRODUCTS, GAP, LIFETIME, PEACE, repricedFixture, TIRE } from './test-fixtures.ts';

let model: ProtectionModel | undefined;
afterEach(() => model?.dispose());

const jacketOf = (products: ProtectionProduct[]) => ({ dealId: 'd-1', insuranceWarranties: products });

type Calls = { [K in keyof ProtectionApi]: Mock<ProtectionApi[K]> };

/** A model on fake calls (Riverside's products, an empty jacket); `setup` changes what they answer. */
function make(setup: (calls: Calls) => void = () => undefined) {
  const log = vi.fn();
  const onJacket = vi.fn();
  const onRepriced = vi.fn();
  const calls: Calls = {
    getDealerProtectionProducts: vi.fn<ProtectionApi['getDealerProtectionProducts']>(() =>
      Promise.resolve(DEALER_PRODUCTS),
    ),
    getDealJacket: vi.fn<ProtectionApi['getDealJacket']>(() => Promise.resolve(jacketOf([]))),
    putDealJacket: vi.fn<ProtectionApi['putDealJacket']>((_dealId, ids) =>
      Promise.resolve({
        // The server keeps the order the products were sent in.
        customerAndDealData: repricedFixture(ids.flatMap((id) => DEALER_PRODUCTS.products.filter((p) => p.id === id))),
      }),
    ),
  };
  setup(calls);
  model = createProtectionModel({ dealId: 'd-1', api: calls, log, onJacket, onRepriced });
  return { model, calls, log, onJacket, onRepriced };
}

const names = (list: readonly ProtectionProduct[]) => list.map((p) => p.name);

describe('load', () => {
  it('loads the dealer’s products (plans first) and the deal’s jacket, and tells the deal its jacket', async () => {
    const { model, calls, onJacket } = make((c) => c.getDealJacket.mockResolvedValue(jacketOf([PEACE, GAP])));
    await model.load('d100', 'FINANCE');
    expect(calls.getDealerProtectionProducts).toHaveBeenCalledWith('d100', 'FINANCE', expect.any(AbortSignal));
    expect(model.productsStatus.value).toBe('ready');
    expect(names(model.plans.value)).toEqual(['Basic Coverage', 'Peace of Mind', 'Lifetime Coverage']);
    expect(names(model.dealerProducts.value)).toEqual(['GAP Insurance', 'Tire & Wheel Protection']);
    expect(names(model.jacket.value)).toEqual(['Peace of Mind', 'GAP Insurance']);
    expect(onJacket).toHaveBeenLastCalledWith([
      { id: 'vsc-peace-of-mind', name: 'Peace of Mind', financedOnly: false },
      // GAP says it covers a loan balance: the cash tab leaves it out of what the cash price includes.
      { id: 'd100-gap', name: 'GAP Insurance', financedOnly: true },
    ]);
    expect(model.canChange.value).toBe(true);
  });

  it('failed protection-products loads clear the data (seed 000 §8)', async () => {
    const { model, calls, log, onJacket } = make((c) => c.getDealJacket.mockResolvedValue(jacketOf([BASIC])));
    await model.load('d100', 'FINANCE');
    expect(model.products.value).toHaveLength(5);
    calls.getDealerProtectionProducts.mockRejectedValueOnce(new ApiError('down', 'http', 500));
    calls.getDealJacket.mockRejectedValueOnce(new TypeError('bad jacket'));
    await model.load('d100', 'FINANCE');
    expect(model.products.value).toEqual([]);
    expect(model.productsStatus.value).toBe('error');
    expect(model.jacket.value).toEqual([]);
    expect(model.jacketStatus.value).toBe('error');
    // The deal no longer knows its jacket: it asks with the calls that price the stored one.
    expect(onJacket).toHaveBeenLastCalledWith(null);
    expect(model.canChange.value).toBe(false);
    // The 500 was reported by lib/http.ts; only what it did not see is logged, once.
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(new TypeError('bad jacket'));
    // A retry that works brings both back.
    await model.load('d100', 'FINANCE');
    expect(model.products.value).toHaveLength(5);
    expect(onJacket).toHaveBeenLastCalledWith([{ id: 'vsc-basic', name: 'Basic Coverage', financedOnly: false }]);
  });

  it('a dealer without products (404 NO_PROTECTION_PRODUCTS) is off: nothing to show, nothing logged', async () => {
    const { model, log, onJacket } = make((c) =>
      c.getDealerProtectionProducts.mockRejectedValue(new ApiError(NO_PROTECTION_PRODUCTS, 'http', 404)),
    );
    await model.load('d500', 'FINANCE');
    expect(model.productsStatus.value).toBe('off');
    expect(model.products.value).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    // Its deals' jackets are empty, and the deal knows it.
    expect(onJacket).toHaveBeenLastCalledWith([]);
  });
});

describe('toggle', () => {
  it('adding a plan PUTs the whole jacket and hands the re-priced deal over', async () => {
    const { model, calls, onRepriced, onJacket } = make((c) => c.getDealJacket.mockResolvedValue(jacketOf([GAP])));
    await model.load('d100', 'FINANCE');
    expect(await model.toggle(BASIC)).toBe(true);
    expect(calls.putDealJacket).toHaveBeenCalledWith('d-1', ['d100-gap', 'vsc-basic']);
    expect(names(model.jacket.value)).toEqual(['GAP Insurance', 'Basic Coverage']);
    expect(onRepriced).toHaveBeenCalledWith(repricedFixture([GAP, BASIC]));
    expect(onJacket).toHaveBeenLastCalledWith([
      { id: 'd100-gap', name: 'GAP Insurance', financedOnly: true },
      { id: 'vsc-basic', name: 'Basic Coverage', financedOnly: false },
    ]);
    expect(model.pending.value).toBeNull();
  });

  it('a second plan replaces the first; dealer products add and remove independently', async () => {
    const { model, calls } = make((c) => c.getDealJacket.mockResolvedValue(jacketOf([BASIC, TIRE])));
    await model.load('d100', 'FINANCE');
    await model.toggle(LIFETIME);
    expect(calls.putDealJacket).toHaveBeenLastCalledWith('d-1', ['d100-tire-wheel', 'vsc-lifetime']);
    await model.toggle(GAP);
    expect(calls.putDealJacket).toHaveBeenLastCalledWith('d-1', ['d100-tire-wheel', 'vsc-lifetime', 'd100-gap']);
    await model.toggle(LIFETIME);
    expect(calls.putDealJacket).toHaveBeenLastCalledWith('d-1', ['d100-tire-wheel', 'd100-gap']);
  });

  it('a failed update keeps the previous jacket, says so and logs once', async () => {
    const { model, calls, log, onRepriced, onJacket } = make((c) =>
      c.getDealJacket.mockResolvedValue(jacketOf([PEACE])),
    );
    await model.load('d100', 'FINANCE');
    onJacket.mockClear();
    // A 400 is not reported by lib/http.ts (it is usually the shopper's input): here it is ours to log.
    calls.putDealJacket.mockRejectedValueOnce(
      new ApiError('Invalid request', 'http', 400, [{ field: 'insuranceWarranties.1.id', message: 'x' }]),
    );
    expect(await model.toggle(GAP)).toBe(false);
    expect(names(model.jacket.value)).toEqual(['Peace of Mind']);
    expect(model.updateFailed.value).toBe(true);
    expect(onRepriced).not.toHaveBeenCalled();
    expect(onJacket).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    // A 503 was reported by lib/http.ts already: not logged twice.
    calls.putDealJacket.mockRejectedValueOnce(new ApiError('unavailable', 'http', 503));
    await model.toggle(GAP);
    expect(log).toHaveBeenCalledTimes(1);
    // The next update that works clears the message.
    await model.toggle(GAP);
    expect(model.updateFailed.value).toBe(false);
    expect(names(model.jacket.value)).toEqual(['Peace of Mind', 'GAP Insurance']);
  });

  it('changes nothing while the jacket is unknown or an update is under way', async () => {
    const { model, calls } = make((c) => c.getDealJacket.mockRejectedValue(new ApiError('down', 'network', 0)));
    await model.load('d100', 'FINANCE');
    expect(await model.toggle(BASIC)).toBe(false);
    expect(calls.putDealJacket).not.toHaveBeenCalled();

    calls.getDealJacket.mockResolvedValue(jacketOf([]));
    await model.load('d100', 'FINANCE');
    const first = model.toggle(BASIC);
    expect(model.pending.value).toBe('vsc-basic');
    expect(await model.toggle(GAP)).toBe(false);
    await first;
    expect(calls.putDealJacket).toHaveBeenCalledTimes(1);
  });
});
