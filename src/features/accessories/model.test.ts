import { describe, expect, it } from 'vitest';
import { networkError, useFakeApi } from '../../testing/fake-api.ts';
import { createAccessoriesModel } from './model.ts';
import { BARS, catalogueFixture, MATS, paymentsFixture, savedFixture, TRAY } from './test-fixtures.ts';

const api = useFakeApi();
const CATALOGUE = '/accessories/deals/d-1';
const SAVED = '/deals/d-1/savedAccessories';

/** The deal's model, the server offering the catalogue with the tray saved. */
function model() {
  api.on('GET', CATALOGUE, catalogueFixture());
  api.on('GET', SAVED, savedFixture([TRAY]));
  return createAccessoriesModel('d-1');
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
    const m = model();
    api.on('GET', CATALOGUE, networkError);
    await m.load();
    expect(m.page.value.status).toBe('error');
    expect(m.form.value).toBeNull();
    expect(await m.save()).toBe(false);
    expect(api.sent('PUT', SAVED)).toEqual([]);
  });

  it('saves the picks: the saved list and the re-priced deal replace what was there', async () => {
    const m = model();
    api.on('PUT', SAVED, { saved: savedFixture([MATS, TRAY]), deal: paymentsFixture() });
    await m.load();
    m.form.value?.setValue(MATS.id, true);
    expect(await m.save()).toBe(true);
    expect(api.sent('PUT', SAVED).map((r) => r.body)).toEqual([{ accessoryIds: [MATS.id, TRAY.id] }]);
    expect(m.saved.data.value?.total).toBe(328);
    expect(m.unsaved.value).toBe(false);
    expect(m.repriced.value?.dealType).toBe('FINANCE');
  });
});
