import { describe, expect, it, vi } from 'vitest';
import { createDraft } from './draft.ts';

const model = (name: string) => ({ name, dispose: vi.fn() });

describe('createDraft', () => {
  it('keeps the first model until cleared, then ends it and makes a new one', () => {
    const make = vi.fn(() => model('a'));
    const draft = createDraft(make);
    const first = draft.get();
    expect(draft.get()).toBe(first);
    expect(make).toHaveBeenCalledOnce();
    draft.clear();
    expect(first.dispose).toHaveBeenCalledOnce();
    expect(draft.get()).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('without a key, a later call with other arguments still gets the first model', () => {
    const draft = createDraft((name: string) => model(name));
    expect(draft.get('a').name).toBe('a');
    expect(draft.get('b').name).toBe('a');
  });

  it('keyed, keeps one model at a time: another key ends the kept one and makes its own', () => {
    const draft = createDraft(
      (userId: string | null, known: string) => model(`${userId}:${known}`),
      (userId) => userId,
    );
    const anonymous = draft.get(null, 'x');
    expect(draft.get(null, 'y')).toBe(anonymous);
    const signedIn = draft.get('u1', 'x');
    expect(signedIn.name).toBe('u1:x');
    expect(anonymous.dispose).toHaveBeenCalledOnce();
    expect(signedIn.dispose).not.toHaveBeenCalled();
    expect(draft.get(null, 'x')).not.toBe(anonymous);
  });

  it('ends a model made with createModel through Symbol.dispose, not its dispose()', () => {
    const ended = vi.fn();
    const dispose = vi.fn();
    const draft = createDraft(() => ({ dispose, [Symbol.dispose]: ended }));
    draft.get();
    draft.clear();
    expect(ended).toHaveBeenCalledOnce();
    expect(dispose).not.toHaveBeenCalled();
  });

  it('clears a model that has no way to end, and clearing twice is harmless', () => {
    const draft = createDraft(() => ({ step: 1 }));
    const first = draft.get();
    draft.clear();
    draft.clear();
    expect(draft.get()).not.toBe(first);
  });
});
