/**
 * A dealer's weekly showroom hours for its managers (and platform admins): the windows the shopper's test
 * drive and delivery slots are cut from (domain/visits/slots.ts reads them at every slots call and booking,
 * so a change shows in the next offer). The same week and rule as the call-center hours; saved as versions
 * (settings-history.ts), each change audited.
 */
import { HoursBodySchema, type DealerHoursAnswer, type HoursBody } from '../../../../src/contract/workspace-contact.ts';
import { getDealerShowroomHours, setDealerShowroomHours } from '../../db/visits-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { checkedHours, weekOfHours } from '../../domain/contact/weekly-hours.ts';
import { NotFound } from '../../domain/errors.ts';
import type { AppDeps } from '../app-deps.ts';
import { managedDealer } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

export const showroomHoursDoc: SettingsDoc<HoursBody> = {
  kind: 'dealer-showroom-hours',
  auditAction: 'dealer.showroom-hours',
  schema: HoursBodySchema,
  async authorize(db, member, id) {
    const dealer = await managedDealer(db, member, id);
    return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
  },
  async load(db, id) {
    const hours = await getDealerShowroomHours(db, id);
    if (!hours) throw new NotFound('Dealer not found');
    return { days: weekOfHours(hours) };
  },
  async save(db, id, body) {
    // A revert writes an old version back through the same rule as a save.
    await setDealerShowroomHours(db, id, checkedHours(body.days));
  },
};

export type ShowroomHoursService = {
  get(member: StaffMember, dealerId: string): Promise<DealerHoursAnswer>;
  set(member: StaffMember, dealerId: string, body: HoursBody, client: string): Promise<DealerHoursAnswer>;
};

export function createShowroomHours(
  deps: Pick<AppDeps, 'db'> & { history: SettingsHistoryService },
): ShowroomHoursService {
  const { db, history } = deps;

  async function answer(member: StaffMember, dealerId: string): Promise<DealerHoursAnswer> {
    const dealer = await managedDealer(db, member, dealerId);
    const hours = await getDealerShowroomHours(db, dealer.id);
    if (!hours) throw new NotFound('Dealer not found');
    return { dealer: { id: dealer.id, name: dealer.name }, timeZone: dealer.timeZone, days: weekOfHours(hours) };
  }

  return {
    get: answer,
    async set(member, dealerId, body, client) {
      const dealer = await managedDealer(db, member, dealerId);
      // Saved as the stored hours read back, so the version compares with the next load field by field.
      const days = weekOfHours(checkedHours(body.days));
      await history.update(showroomHoursDoc, member, dealer.id, { days }, client);
      return answer(member, dealer.id);
    },
  };
}
