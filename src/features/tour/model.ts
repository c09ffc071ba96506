/**
 * The guided-tour engine of seed 001 §4 "Menu, banners, tour": a list of pending step names, one
 * active step and a set of completed ones. Completed steps persist across visits (local storage
 * completedTourPoints), except names beginning with `_session`, kept for the session only.
 */
import { computed, signal } from '@preact/signals';
import * as v from 'valibot';
import { safeLocal, safeSession, STORAGE_KEYS, type SafeStorage } from '../../lib/storage.ts';

/** Seed 001 §9 "Tour start delay". */
export const TOUR_START_DELAY_MS = 2_000;

/** Steps whose name starts with this are completed for the session only. */
export const SESSION_STEP_PREFIX = '_session';

const NamesSchema = v.array(v.string());

type TourStorage = {
  local: Pick<SafeStorage<'completedTourPoints'>, 'getJSON' | 'setJSON'>;
  session: Pick<SafeStorage<'completedTourPoints'>, 'getJSON' | 'setJSON'>;
};

export type TourOptions = { delayMs?: number; storage?: TourStorage };

export type StartOptions = { now?: boolean };

export type TourModel = ReturnType<typeof createTourModel>;

export function createTourModel(options: TourOptions = {}) {
  const delayMs = options.delayMs ?? TOUR_START_DELAY_MS;
  const storage: TourStorage = options.storage ?? { local: safeLocal, session: safeSession };
  const read = (area: TourStorage['local']) => area.getJSON(STORAGE_KEYS.completedTourPoints, NamesSchema) ?? [];

  const pending = signal<readonly string[]>([]);
  const active = signal<string | null>(null);
  const completed = signal<ReadonlySet<string>>(new Set([...read(storage.local), ...read(storage.session)]));
  /** The blank background overlay of the shell layout, shown while a step is active. */
  const overlay = signal(false);
  const running = computed(() => active.value !== null);
  let timer: ReturnType<typeof setTimeout> | null = null;

  function persist(name: string) {
    const area = name.startsWith(SESSION_STEP_PREFIX) ? storage.session : storage.local;
    const stored = read(area);
    if (!stored.includes(name)) area.setJSON(STORAGE_KEYS.completedTourPoints, [...stored, name]);
  }

  /** Makes the first pending step that is not completed active, or stops the tour when none remain. */
  function activateNext() {
    const queue = pending.value.filter((name) => !completed.value.has(name));
    const [next, ...rest] = queue;
    if (next === undefined) {
      pending.value = [];
      active.value = null;
      overlay.value = false;
      return;
    }
    pending.value = rest;
    active.value = next;
    overlay.value = true;
    // A _session step is a hint: once seen it stays seen for the session, even if a reload or sign-in cut it short.
    if (next.startsWith(SESSION_STEP_PREFIX)) persist(next);
  }

  /** Queues a step; it waits for the next start, or for its turn if the tour is running. */
  function add(name: string) {
    if (name === active.value || pending.value.includes(name)) return;
    pending.value = [...pending.value, name];
  }

  /** Drops a step; removing the active one makes the next pending step active. */
  function remove(name: string) {
    pending.value = pending.value.filter((n) => n !== name);
    if (active.value === name) activateNext();
  }

  /**
   * After the start delay: drop completed steps, activate the first, show the overlay. Duplicates
   * never reach the list (add() keeps it unique), which is the spec's "drop duplicate steps".
   * `now` skips the delay (and a start still waiting) for a step that has waited already: the contact
   * hint comes after 10 s of inactivity, not 10 s plus the tour's 2 s (seed 001 §2, §9).
   */
  function start({ now = false }: StartOptions = {}) {
    if (running.value) return;
    if (now) {
      dispose();
      activateNext();
      return;
    }
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      activateNext();
    }, delayMs);
  }

  /** Records the active step as completed and moves on; with none left the tour stops. */
  function advance() {
    const current = active.value;
    if (current === null) return;
    completed.value = new Set([...completed.value, current]);
    persist(current);
    activateNext();
  }

  /** A tour point is shown when its name is active, unless that point is disabled. */
  function isShown(name: string, disabled = false): boolean {
    return !disabled && active.value === name;
  }

  function dispose() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  return { pending, active, completed, overlay, running, add, remove, start, advance, isShown, dispose };
}
