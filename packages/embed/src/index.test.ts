import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { generateProtocol, TARGET } from '../scripts/generate-protocol.ts';
import {
  destroy,
  landingRoute,
  load,
  loaderAttributes,
  off,
  on,
  open,
  openVehicle,
  setVehicle,
  type PublicEventPayloads,
} from './index.ts';

type Api = ((...args: unknown[]) => void) & { q?: unknown[][]; l?: 1 };
const global = () => window as unknown as { Upshift?: Api | undefined };
const tags = () => document.querySelectorAll<HTMLScriptElement>('script[src$="/loader.js"]');
/** Calls the handlers queued on the stub for `name`, as the loader does once it has replayed them. */
const emit = (name: string, payload: unknown) => {
  for (const call of global().Upshift?.q ?? []) {
    if (call[0] === 'on' && call[1] === name) (call[2] as (p: unknown) => void)(payload);
  }
};
const SRC = 'https://app.example.test/loader.js';

let injected: MockInstance<(node: Node) => Node>;
beforeEach(() => {
  injected = vi.spyOn(document.head, 'appendChild');
});

afterEach(async () => {
  const pending = injected.mock.calls.map(([node]) => node);
  injected.mockRestore();
  destroy();
  // jsdom runs no external script: fire what the browser fires once a (removed) tag has run.
  for (const tag of pending) tag.dispatchEvent(new Event('load'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  global().Upshift = undefined;
  document.head.replaceChildren();
});

describe('protocol.ts', () => {
  it('is the generated copy of the public part of src/contract/bridge-protocol.ts', () => {
    // Stale? run `npm run generate -w @upshift/embed`.
    expect(readFileSync(TARGET, 'utf8')).toBe(generateProtocol());
  });

  it('fails loudly when the markers are gone', () => {
    expect(() => generateProtocol('export type X = 1;')).toThrow(/markers/);
  });
});

describe('loaderAttributes', () => {
  it('maps every option to the data attribute the loader reads', () => {
    expect(
      loaderAttributes({
        src: SRC,
        campaign: 'demo',
        dealer: 'd1',
        vehicle: 'v1',
        locale: 'es',
        mount: 'shadow',
        target: '#here',
        scrollOffset: 72,
        launcher: false,
        flags: ['A', 'B'],
        dataLayer: true,
      }),
    ).toEqual([
      ['data-campaign', 'demo'],
      ['data-dealer', 'd1'],
      ['data-vehicle', 'v1'],
      ['data-locale', 'es'],
      ['data-mount', 'shadow'],
      ['data-target', '#here'],
      ['data-scroll-offset', '72'],
      ['data-launcher', 'false'],
      ['data-flags', 'A,B'],
      ['data-datalayer', 'true'],
    ]);
    // No flags at all is spelled `none` (the loader drops an empty attribute); no dataLayer, no attribute.
    expect(loaderAttributes({ src: SRC, campaign: 'demo', flags: [], dataLayer: false })).toEqual([
      ['data-campaign', 'demo'],
      ['data-flags', 'none'],
    ]);
  });
});

describe('load', () => {
  it('injects one async tag, once, and resolves on ready', async () => {
    const first = load({ src: SRC, campaign: 'demo', locale: 'en' });
    expect(load({ src: SRC, campaign: 'demo', locale: 'en' })).toBe(first);
    expect(tags()).toHaveLength(1);
    const tag = tags()[0]!;
    expect(tag.async).toBe(true);
    expect(tag.dataset.campaign).toBe('demo');
    expect(tag.dataset.locale).toBe('en');
    emit('ready', {});
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects on the error event with its code', async () => {
    const loading = load({ src: SRC, campaign: 'demo', target: '#nowhere' });
    emit('error', { code: 'missing-target' });
    await expect(loading).rejects.toThrow('Upshift: missing-target');
  });

  it('queues commands made before the loader runs, on the standard stub', () => {
    open('/listings');
    setVehicle('v2');
    openVehicle('v 3');
    void load({ src: SRC, campaign: 'demo' });
    const commands = (global().Upshift?.q ?? []).filter((c) => c[0] !== 'on' && c[0] !== 'off');
    expect(commands).toEqual([
      ['open', '/listings'],
      ['setVehicle', 'v2'],
      ['open', '/shop/v%203'],
    ]);
    expect(landingRoute('v1001')).toBe('/shop/v1001');
  });

  it('replaces the widget when loaded with other options, and destroy removes it', () => {
    void load({ src: SRC, campaign: 'demo' });
    // The loader ran: it owns the global.
    const calls: unknown[][] = [];
    global().Upshift = Object.assign((...args: unknown[]) => void calls.push(args), { l: 1 as const });
    void load({ src: SRC, campaign: 'other' });
    expect(calls).toContainEqual(['destroy']);
    expect([...tags()].map((t) => t.dataset.campaign)).toEqual(['other']);
    expect(global().Upshift?.l).toBeUndefined();
    destroy();
    expect(tags()).toHaveLength(0);
  });
});

describe('destroy before the loader has run', () => {
  it('queues the destroy for it and loads the next widget only once it has run', async () => {
    void load({ src: SRC, campaign: 'demo' });
    const stale = tags()[0]!;
    destroy();
    expect(global().Upshift?.q).toContainEqual(['destroy']);
    expect(tags()).toHaveLength(0);
    void load({ src: SRC, campaign: 'other' });
    await Promise.resolve();
    expect(tags()).toHaveLength(0);
    // The stale tag runs (replaying the destroy) and owns the global; then the new tag goes in.
    global().Upshift = Object.assign(() => {}, { l: 1 as const });
    stale.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...tags()].map((t) => t.dataset.campaign)).toEqual(['other']);
    expect(global().Upshift?.l).toBeUndefined();
  });
});

describe('on / off', () => {
  it('hands each handler its typed payload until it is removed', () => {
    const leads: PublicEventPayloads['lead'][] = [];
    const handler = (payload: PublicEventPayloads['lead']) => void leads.push(payload);
    const stop = on('lead', handler);
    emit('lead', { kind: 'deal-saved' });
    stop();
    emit('lead', { kind: 'email' });
    on('lead', handler);
    off('lead', handler);
    emit('lead', { kind: 'email' });
    expect(leads).toEqual([{ kind: 'deal-saved' }]);
  });

  it('keeps its handlers across a destroy and a new load', () => {
    const track = vi.fn();
    on('track', track);
    void load({ src: SRC, campaign: 'demo' });
    global().Upshift = Object.assign(() => {}, { l: 1 as const });
    destroy();
    void load({ src: SRC, campaign: 'demo' });
    emit('track', { pageType: 'home', route: '/' });
    expect(track).toHaveBeenCalledWith({ pageType: 'home', route: '/' });
  });
});
