/**
 * What the host page receives from tracking: the app configured as embedded, each event its bridge would carry
 * (`send(name, data)`) recorded in order, so tests assert the events rather than which function fired them.
 * Test code only.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import type { LeadKind } from '../contract/bridge-protocol.ts';
import { configureTracking, resetTracking } from '../lib/tracking.ts';

export type TrackedEvent = { name: string; data: Record<string, unknown> };

export type Tracked = {
  /** Every event sent to the host this test, in order (page views, tracked clicks, leads). */
  readonly events: readonly TrackedEvent[];
  /** The kinds of the `lead` events sent, in order. */
  leads(): LeadKind[];
};

const leadEvents = (events: readonly TrackedEvent[]): TrackedEvent[] => events.filter((e) => e.name === 'lead');

/**
 * Records for every test of the file, from a reset (nothing queued or held from the last test). After each test
 * every lead must have reached the host as its kind alone: the public `lead` payload never carries personal details.
 */
export function useTracked(): Tracked {
  const events: TrackedEvent[] = [];
  beforeEach(() => {
    resetTracking();
    events.length = 0;
    configureTracking({
      mode: 'iframe',
      send: (name, data) => {
        events.push({ name, data });
      },
    });
  });
  afterEach(() => {
    const payloads = leadEvents(events).map((e) => e.data);
    expect(payloads, 'lead payloads').toEqual(payloads.map((data) => ({ kind: data['kind'] })));
    resetTracking();
  });
  return {
    events,
    leads: () => leadEvents(events).map((e) => e.data['kind'] as LeadKind),
  };
}
