/** One dealer's weekly showroom hours (the shopper's visit slots follow them) in the shared weekly-hours editor's model. */
import { createWeeklyHoursModel, type WeeklyHoursModel } from '../../lib/weekly-hours-model.ts';
import { getShowroomHours, saveShowroomHours } from './api.ts';

export function createShowroomHoursModel({
  dealerId,
  onUnauthorized,
}: {
  dealerId: string;
  onUnauthorized: () => void;
}) {
  return createWeeklyHoursModel({
    read: (signal) => getShowroomHours(dealerId, signal),
    write: (body) => saveShowroomHours(dealerId, body),
    onUnauthorized,
  });
}
export type ShowroomHoursModel = WeeklyHoursModel;
