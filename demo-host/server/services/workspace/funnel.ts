/**
 * The workspace's funnel: a dealer's daily rollup over a range summed per day or week, the conversion
 * between stages and the lead response time, for a member who reaches that dealer (else 403).
 */
import { TZDate } from '@date-fns/tz';
import type * as v from 'valibot';
import { NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import {
  FUNNEL_END_BEFORE_START,
  FUNNEL_MAX_DAYS,
  FUNNEL_RANGE_TOO_LONG,
  type Funnel,
  type FunnelQuerySchema,
} from '../../../../src/contract/workspace-funnel.ts';
import { funnelCampaigns, funnelDealer, funnelRows, leadResponseTimes } from '../../db/funnel-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { Forbidden, Invalid } from '../../domain/errors.ts';
import {
  addDays,
  daysInRange,
  funnelCsv,
  responseMinutes,
  stageConversions,
  sumByPeriod,
} from '../../domain/funnel/funnel.ts';
import { reachesDealer } from '../../domain/staff/access.ts';
import type { AppDeps } from '../app-deps.ts';

export type FunnelQuery = v.InferOutput<typeof FunnelQuerySchema>;

export type FunnelService = {
  report(member: StaffMember, query: FunnelQuery): Promise<Funnel>;
  csv(member: StaffMember, query: FunnelQuery): Promise<{ csv: string; filename: string }>;
};

/** Epoch ms of the start of `day` in `zone`. */
function startOfDay(day: string, zone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, zone).getTime();
}

export function createFunnel(deps: Pick<AppDeps, 'db'>): FunnelService {
  const { db } = deps;

  async function report(member: StaffMember, query: FunnelQuery): Promise<Funnel> {
    const days = daysInRange(query.from, query.to);
    if (days < 1) throw new Invalid('Invalid request', [{ field: 'to', message: FUNNEL_END_BEFORE_START }]);
    if (days > FUNNEL_MAX_DAYS) throw new Invalid('Invalid request', [{ field: 'to', message: FUNNEL_RANGE_TOO_LONG }]);
    // An unknown dealer answers as another dealer's would: no telling which ids exist.
    if (!reachesDealer(member, query.dealer))
      throw new Forbidden(NOT_YOUR_DEALER, [{ field: 'dealer', message: NOT_YOUR_DEALER }]);
    const dealer = await funnelDealer(db, query.dealer);
    if (!dealer) throw new Forbidden(NOT_YOUR_DEALER, [{ field: 'dealer', message: NOT_YOUR_DEALER }]);
    const range = { dealerId: dealer.id, campaign: query.campaign, from: query.from, to: query.to };
    const [rows, campaigns, waits] = await Promise.all([
      funnelRows(db, range),
      funnelCampaigns(db, dealer.id),
      leadResponseTimes(db, {
        dealerId: dealer.id,
        campaign: query.campaign,
        from: startOfDay(query.from, dealer.zone),
        until: startOfDay(addDays(query.to, 1), dealer.zone),
      }),
    ]);
    const summed = sumByPeriod(rows, query.from, query.to, query.by);
    return {
      dealer: { id: dealer.id, name: dealer.name },
      campaign: query.campaign ?? null,
      campaigns,
      from: query.from,
      to: query.to,
      by: query.by,
      ...summed,
      conversions: stageConversions(summed.totals),
      responseMinutes: responseMinutes(waits),
    };
  }

  return {
    report,
    async csv(member, query) {
      const funnel = await report(member, query);
      const name = [funnel.dealer.id, funnel.campaign, funnel.from, funnel.to, funnel.by].filter(Boolean).join('-');
      return { csv: funnelCsv(funnel), filename: `funnel-${name}.csv` };
    },
  };
}
