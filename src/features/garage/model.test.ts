import { describe, expect, it, vi } from 'vitest';
import { createGarageCountModel } from './model.ts';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('garage count model (seed 000 §6: fetched only when logged in)', () => {
  it('does not fetch while logged out', async () => {
    const fetchCount = vi.fn(async () => ({ count: 2 }));
    const model = createGarageCountModel(fetchCount);
    model.sync(false);
    model.refresh();
    await flush();
    expect(fetchCount).not.toHaveBeenCalled();
    expect(model.count.value).toBe(0);
  });

  it('fetches when the visitor logs in, and forgets the count at logout', async () => {
    const fetchCount = vi.fn(async () => ({ count: 2 }));
    const model = createGarageCountModel(fetchCount);
    model.sync(true);
    await flush();
    expect(model.count.value).toBe(2);
    model.sync(true);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    model.sync(false);
    expect(model.count.value).toBe(0);
    model.sync(true);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    await flush();
  });

  it('refresh fetches again when logged in', async () => {
    let n = 1;
    const model = createGarageCountModel(async () => ({ count: n }));
    model.sync(true);
    await flush();
    n = 4;
    model.refresh();
    await flush();
    expect(model.count.value).toBe(4);
  });
});
