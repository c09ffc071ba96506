import { describe, expect, it, vi } from 'vitest';
import { useFakeApi } from '../../testing/fake-api.ts';
import { createGarageCountModel } from './model.ts';

const api = useFakeApi();
const COUNT = '/garage/deals/count';
const counts = () => api.sent('GET', COUNT);

describe('garage count model (seed 000 §6: fetched only when logged in)', () => {
  it('does not fetch while logged out', async () => {
    api.on('GET', COUNT, { count: 2 });
    const model = createGarageCountModel();
    model.sync(false);
    model.refresh();
    await new Promise((r) => setTimeout(r, 0));
    expect(counts()).toEqual([]);
    expect(model.count.value).toBe(0);
  });

  it('fetches when the visitor logs in, and forgets the count at logout', async () => {
    api.on('GET', COUNT, { count: 2 });
    const model = createGarageCountModel();
    model.sync(true);
    await vi.waitFor(() => expect(model.count.value).toBe(2));
    model.sync(true);
    expect(counts()).toHaveLength(1);
    model.sync(false);
    expect(model.count.value).toBe(0);
    model.sync(true);
    expect(counts()).toHaveLength(2);
    await vi.waitFor(() => expect(model.count.value).toBe(2));
  });

  it('refresh fetches again when logged in', async () => {
    api.once('GET', COUNT, { count: 1 });
    const model = createGarageCountModel();
    model.sync(true);
    await vi.waitFor(() => expect(model.count.value).toBe(1));
    api.once('GET', COUNT, { count: 4 });
    model.refresh();
    await vi.waitFor(() => expect(model.count.value).toBe(4));
    expect(counts()).toHaveLength(2);
  });
});
