/** One dealer's weekly call-center hours in the shared weekly-hours editor's model. */
import { createWeeklyHoursModel, type WeeklyHoursModel } from '../../lib/weekly-hours-model.ts';
import { getHours, saveHours } from './api.ts';

export function createHoursModel({ dealerId, onUnauthorized }: { dealerId: string; onUnauthorized: () => void }) {
  return createWeeklyHoursModel({
    read: (signal) => getHours(dealerId, signal),
    write: (body) => saveHours(dealerId, body),
    onUnauthorized,
  });
}
export type HoursModel = WeeklyHoursModel;
