/**
 * A dealer's deposit rule in the workspace (`/dealer/api/dealers/:id/deposits`, managers only): whether the
 * dealer takes a refundable deposit that holds a vehicle, its amount in cents, the days a shopper may cancel
 * for a full refund and the hours the car is held (reservation.ts has the limits and messages).
 */
import * as v from 'valibot';
import { DepositRuleSchema } from './reservation.ts';
import { DealerRefSchema } from './workspace.ts';

export const DealerDepositsAnswerSchema = v.object({ dealer: DealerRefSchema, ...DepositRuleSchema.entries });
export type DealerDepositsAnswer = v.InferOutput<typeof DealerDepositsAnswerSchema>;
