import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { createAccessoriesModel, type AccessoriesApi } from './model.ts';
import { BARS, catalogueFixture, MATS, paymentsFixture, savedFixture, TRAY } from './test-fixtures.ts';

function model(over: Partial<AccessoriesApi> = {}) {
  return createAccessoriesModel('d-1', {
    api: {
      getVehicleAccessories: vi.fn<AccessoriesApi['getVehicleAccessories']>().mockResolvedValue(catalogueFixture()),
      getSavedAccessories: vi.fn<AccessoriesApi['getSavedAccessories']>().mockResolvedValue(savedFixture([TRAY])),
      putSavedAccessories: vi.fn<AccessoriesApi['putSavedAccessories']>(),
      ...over,
    },
  });
}

describe('createAccessoriesModel', () => {
  it('starts from the saved accessories, and a second load keeps what the shopper picked', async () => {
    const m = model();
    await m.load();
    expect(m.picked.value).toEqual([TRAY.id]);
    expect(m.unsaved.value).toBe(false);
    m.form.value?.setValue(BARS.id, true);
    await m.load();
    expect(m.picked.value).toEqual([TRAY.id, BARS.id]);
    expect(m.total.value).toBe(588.99);
    expect(m.unsaved.value).toBe(true);
  });

  it('is the page’s error when either block fails, and builds no form', async () => {
    const m = model({
      getVehicleAccessories: vi
        .fn<AccessoriesApi['getVehicleAccessories']>()
        .mockRejectedValue(new ApiError('x', 'network', 0)),
    });
    await m.load();
    expect(m.page.value.status).toBe('error');
    expect(m.form.value).toBeNull();
    expect(await m.save()).toBe(false);
  });

  it('saves the picks: the saved list and the re-priced deal replace what was there', async () => {
    const put = vi.fn<AccessoriesApi['putSavedAccessories']>().mockResolvedValue({
      saved: savedFixture([MATS, TRAY]),
      deal: paymentsFixture(),
    });
    const m = model({ putSavedAccessories: put });
    await m.load();
    m.form.value?.setValue(MATS.id, true);
    expect(await m.save()).toBe(true);
    expect(put).toHaveBeenCalledWith('d-1', [MATS.id, TRAY.id]);
    expect(m.saved.data.value?.total).toBe(328);
    expect(m.unsaved.value).toBe(false);
    expect(m.repriced.value?.dealType).toBe('FINANCE');
  });
});
