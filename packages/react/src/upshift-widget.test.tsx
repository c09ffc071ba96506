import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { UpshiftWidget, useUpshift, type UpshiftWidgetProps } from './index.ts';

type Api = ((...args: unknown[]) => void) & { q?: unknown[][]; l?: 1 };
const global = () => window as unknown as { Upshift?: Api | undefined; IS_REACT_ACT_ENVIRONMENT?: boolean };
const tags = () => document.querySelectorAll<HTMLScriptElement>('script[src$="/loader.js"]');
const emit = (name: string, payload: unknown) => {
  for (const call of global().Upshift?.q ?? []) {
    if (call[0] === 'on' && call[1] === name) (call[2] as (p: unknown) => void)(payload);
  }
};
const commands = () => (global().Upshift?.q ?? []).filter((c) => c[0] !== 'on' && c[0] !== 'off');
const SRC = 'https://app.example.test/loader.js';

let injected: MockInstance<(node: Node) => Node>;
let container: HTMLElement;
let root: Root;
beforeEach(() => {
  injected = vi.spyOn(document.head, 'appendChild');
  vi.useFakeTimers();
  global().IS_REACT_ACT_ENVIRONMENT = true;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(async () => {
  const pending = injected.mock.calls.map(([node]) => node);
  injected.mockRestore();
  act(() => root.unmount());
  vi.runAllTimers();
  vi.useRealTimers();
  // jsdom runs no external script: fire what the browser fires once a (removed) tag has run.
  for (const tag of pending) tag.dispatchEvent(new Event('load'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  global().Upshift = undefined;
  document.head.replaceChildren();
  container.remove();
});

const render = (props: Partial<UpshiftWidgetProps> = {}) =>
  act(() =>
    root.render(
      <StrictMode>
        <UpshiftWidget src={SRC} campaign="demo" {...props} />
      </StrictMode>,
    ),
  );

describe('<UpshiftWidget>', () => {
  it('loads one widget under StrictMode and calls its callbacks once per event', () => {
    const onReady = vi.fn();
    const onLead = vi.fn();
    render({ dealer: 'd1', vehicle: 'v1', locale: 'es', onReady, onLead });
    vi.runAllTimers();
    expect(tags()).toHaveLength(1);
    expect({ ...tags()[0]!.dataset }).toEqual({ campaign: 'demo', dealer: 'd1', vehicle: 'v1', locale: 'es' });
    // Overlay mode renders nothing of its own.
    expect(container.childElementCount).toBe(0);
    emit('ready', {});
    emit('lead', { kind: 'deal-saved' });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onLead).toHaveBeenCalledWith({ kind: 'deal-saved' });
  });

  it('calls the newest callback without reloading, and sends a new vehicle with setVehicle', () => {
    const first = vi.fn();
    const second = vi.fn();
    render({ vehicle: 'v1', onTrack: first });
    render({ vehicle: 'v2', onTrack: second });
    vi.runAllTimers();
    expect(tags()).toHaveLength(1);
    expect(commands()).toEqual([['setVehicle', 'v2']]);
    emit('track', { pageType: 'home', route: '/' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ pageType: 'home', route: '/' });
  });

  it('renders its own element inline and points the loader at it', () => {
    render({ inline: true, className: 'here' });
    const element = container.querySelector('div.here');
    expect(element?.id).toMatch(/^upshift-/);
    expect(tags()[0]?.dataset.target).toBe(`#${element?.id}`);
    expect(document.querySelector(tags()[0]!.dataset.target!)).toBe(element);
  });

  it('unsubscribes and destroys on unmount', () => {
    const onClose = vi.fn();
    render({ onClose });
    act(() => root.unmount());
    vi.runAllTimers();
    emit('close', {});
    expect(onClose).not.toHaveBeenCalled();
    expect(tags()).toHaveLength(0);
    expect(commands()).toContainEqual(['destroy']);
  });
});

describe('useUpshift', () => {
  it('returns stable typed commands that reach the widget', () => {
    const seen: unknown[] = [];
    function Button() {
      const upshift = useUpshift();
      seen.push(upshift);
      return (
        <>
          <button onClick={() => upshift.open('/listings')}>Shop</button>
          <button onClick={() => upshift.openVehicle('v1001')}>Shop this car</button>
        </>
      );
    }
    act(() => root.render(<Button />));
    act(() => root.render(<Button />));
    expect(seen[0]).toBe(seen[1]);
    act(() => container.querySelectorAll('button').forEach((button) => button.click()));
    expect(commands()).toEqual([
      ['open', '/listings'],
      ['open', '/shop/v1001'],
    ]);
  });
});
