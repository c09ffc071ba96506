/**
 * One dealer's weekly hours (call center, showroom) as the editor shows them: read, changed day by day, saved.
 * The server checks each day with one rule and answers a problem per bad day; nothing typed is lost. The page
 * passes the two calls of its kind of hours.
 */
import { batch, computed, signal } from '@preact/signals';
import {
  HOURS_WEEKDAYS,
  type DayHours,
  type DealerHoursAnswer,
  type HoursBody,
  type HoursWeekday,
} from '../../contract/workspace-contact.ts';
import { serverMessage } from '../i18n/index.ts';
import { isUnauthorized, placeRefusal } from './failure.ts';
import { createRemote } from './remote.ts';

type Deps = {
  read: (signal: AbortSignal) => Promise<DealerHoursAnswer>;
  write: (body: HoursBody) => Promise<DealerHoursAnswer>;
  onUnauthorized: () => void;
};
export type DayErrors = Partial<Record<HoursWeekday, string>>;

export function createWeeklyHoursModel({ read, write, onUnauthorized }: Deps) {
  const remote = createRemote<DealerHoursAnswer>();
  const days = signal<HoursBody['days'] | null>(null);
  const dayErrors = signal<DayErrors>({});
  const formError = signal<string | null>(null);
  const saving = signal(false);
  /** "Saved." after a save, until the next edit. */
  const saved = signal(false);

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => read(signal ?? aborted));
    if (found) days.value = found.days;
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    days: computed(() => days.value),
    dayErrors: computed(() => dayErrors.value),
    formError: computed(() => formError.value),
    saving: computed(() => saving.value),
    saved: computed(() => saved.value),
    load,
    retry: () => load(),
    setDay(day: HoursWeekday, change: Partial<DayHours>): void {
      if (!days.value) return;
      batch(() => {
        days.value = { ...days.value!, [day]: { ...days.value![day], ...change } };
        saved.value = false;
        if (dayErrors.value[day]) {
          const rest = { ...dayErrors.value };
          delete rest[day];
          dayErrors.value = rest;
        }
      });
    },
    async save(): Promise<boolean> {
      if (!days.value || saving.value) return false;
      batch(() => {
        saving.value = true;
        saved.value = false;
        formError.value = null;
      });
      try {
        const answer = await write({ days: days.value });
        batch(() => {
          days.value = answer.days;
          dayErrors.value = {};
          saved.value = true;
        });
        return true;
      } catch (error) {
        placeRefusal(error, {
          onUnauthorized,
          formError,
          place(fieldErrors) {
            const errors: DayErrors = {};
            const other: string[] = [];
            for (const { field, message } of fieldErrors) {
              const day = HOURS_WEEKDAYS.find((d) => field === `days.${d}` || field.startsWith(`days.${d}.`));
              if (day) errors[day] ??= serverMessage(message);
              else other.push(serverMessage(message));
            }
            batch(() => {
              dayErrors.value = errors;
              formError.value = other.length > 0 ? other.join(' ') : null;
            });
          },
        });
        return false;
      } finally {
        saving.value = false;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type WeeklyHoursModel = ReturnType<typeof createWeeklyHoursModel>;
