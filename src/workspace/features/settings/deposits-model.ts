/**
 * One dealer's deposit rule as the page shows it: on or off, the amount in dollars as typed (sent in cents),
 * the refundable days and the hold's hours.
 */
import { DepositRuleSchema } from '../../../contract/reservation.ts';
import type { DealerDepositsAnswer } from '../../../contract/workspace-dealer-deposits.ts';
import { createSettingsModel } from '../../lib/settings-model.ts';
import { centsOf, typedDollars, wholeOf } from '../../lib/typed-numbers.ts';
import { getDealerDeposits, saveDealerDeposits } from './api.ts';

export function createDepositsModel({ dealerId, onUnauthorized }: { dealerId: string; onUnauthorized: () => void }) {
  return createSettingsModel({
    empty: { enabled: false, amountCents: '', refundDays: '', holdHours: '' },
    values: (d: DealerDepositsAnswer) => ({
      enabled: d.enabled,
      amountCents: typedDollars(d.amountCents),
      refundDays: String(d.refundDays),
      holdHours: String(d.holdHours),
    }),
    read: (signal) => getDealerDeposits(dealerId, signal),
    schema: DepositRuleSchema,
    body: (v) => ({
      enabled: v.enabled,
      amountCents: centsOf(v.amountCents),
      refundDays: wholeOf(v.refundDays),
      holdHours: wholeOf(v.holdHours),
    }),
    write: (body) => saveDealerDeposits(dealerId, body),
    onUnauthorized,
  });
}
export type DepositsModel = ReturnType<typeof createDepositsModel>;
