import { createModel, effect, signal } from '@preact/signals';
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageModel, type PageModel } from './use-page-model.ts';

afterEach(cleanup);

/** A hand-made model that records its life. */
function handMade(id: string) {
  const signals: AbortSignal[] = [];
  return {
    id,
    signals,
    load: vi.fn((signal: AbortSignal) => void signals.push(signal)),
    dispose: vi.fn(),
  };
}

function Page<M extends PageModel>({ create, id, seen }: { create: (id: string) => M; id: string; seen: M[] }) {
  seen.push(usePageModel(() => create(id), [id]));
  return null;
}

describe('usePageModel', () => {
  it('makes the model once for its deps, loads it on mount, and ends it (aborting the load) on unmount', () => {
    const seen: ReturnType<typeof handMade>[] = [];
    const create = vi.fn(handMade);
    const view = render(<Page create={create} id="d1" seen={seen} />);
    view.rerender(<Page create={create} id="d1" seen={seen} />);
    expect(create).toHaveBeenCalledOnce();
    const [model] = seen;
    expect(seen[1]).toBe(model);
    expect(model!.load).toHaveBeenCalledOnce();
    expect(model!.signals[0]!.aborted).toBe(false);
    // Preact 11 runs an effect's cleanup after paint: act flushes it.
    act(() => void view.unmount());
    expect(model!.signals[0]!.aborted).toBe(true);
    expect(model!.dispose).toHaveBeenCalledOnce();
  });

  it('makes and loads a new model when the deps change, ending the last one', () => {
    const seen: ReturnType<typeof handMade>[] = [];
    const view = render(<Page create={handMade} id="d1" seen={seen} />);
    view.rerender(<Page create={handMade} id="d2" seen={seen} />);
    const [first, second] = [seen[0]!, seen.at(-1)!];
    expect(second.id).toBe('d2');
    expect(first.dispose).toHaveBeenCalledOnce();
    expect(first.signals[0]!.aborted).toBe(true);
    expect(second.load).toHaveBeenCalledOnce();
    expect(second.dispose).not.toHaveBeenCalled();
  });

  it("ends a createModel model with Symbol.dispose, which stops the model's effects", () => {
    const runs = vi.fn();
    const Counter = createModel((id: string) => {
      const count = signal(0);
      effect(() => runs(id, count.value));
      return { count, load: () => void count.value++ };
    });
    const seen: InstanceType<typeof Counter>[] = [];
    const view = render(<Page create={(id) => new Counter(id)} id="d1" seen={seen} />);
    expect(seen[0]!.count.value).toBe(1);
    expect(runs).toHaveBeenLastCalledWith('d1', 1);
    act(() => void view.unmount());
    seen[0]!.count.value = 5;
    expect(runs).not.toHaveBeenCalledWith('d1', 5);
  });

  it('starts a model the way it is told to, and a model with no load is only ended', () => {
    const model = { start: vi.fn(), dispose: vi.fn() };
    function Ticker() {
      usePageModel(
        () => model,
        [],
        (m) => m.start(),
      );
      return null;
    }
    const ticker = render(<Ticker />);
    act(() => void ticker.unmount());
    expect(model.start).toHaveBeenCalledOnce();
    expect(model.dispose).toHaveBeenCalledOnce();

    const menu = { dispose: vi.fn() };
    function Menu() {
      usePageModel(() => menu, []);
      return null;
    }
    const shown = render(<Menu />);
    act(() => void shown.unmount());
    expect(menu.dispose).toHaveBeenCalledOnce();
  });
});
