/**
 * Where a deal stands on its way to the driveway (ours: the spec names no status), kept by the
 * server and shown on the deal page, the garage and the certificate. Its own module: the garage and
 * the certificate read it without loading the deal desk's schemas.
 *
 * Stages in order; RESERVED (a deposit holds the vehicle) is in the type for deposits to come and
 * is not shown until they do. `steps` are the shown stages in order: each `done` once the deal is at
 * or past it, `current` on the stage the deal is at, `at` when that step happened where it is known.
 */
import * as v from 'valibot';

export const DEAL_STAGES = [
  'CONFIGURED',
  'SAVED',
  'APPLIED',
  'APPROVED',
  'OFFER_CHOSEN',
  'RESERVED',
  'SIGNED',
  'DELIVERY_BOOKED',
  'DELIVERED',
] as const;
export const DealStageSchema = v.picklist(DEAL_STAGES);
export type DealStage = v.InferOutput<typeof DealStageSchema>;

/** The stages a tracker shows (RESERVED waits for deposits). */
export const SHOWN_STAGES: readonly DealStage[] = DEAL_STAGES.filter((s) => s !== 'RESERVED');

export const DealStepSchema = v.object({
  stage: DealStageSchema,
  done: v.boolean(),
  current: v.boolean(),
  /** ISO instant the step happened, null where the server does not know it. */
  at: v.nullable(v.string()),
});
export type DealStep = v.InferOutput<typeof DealStepSchema>;

export const DealStatusSchema = v.object({ stage: DealStageSchema, steps: v.array(DealStepSchema) });
export type DealStatus = v.InferOutput<typeof DealStatusSchema>;

/** A deal at or past SIGNED is read-only: its figures are the contract's. */
export const isSignedStage = (stage: DealStage): boolean => DEAL_STAGES.indexOf(stage) >= DEAL_STAGES.indexOf('SIGNED');

/** The 409 of every change to a signed deal's figures. */
export const DEAL_SIGNED = "This deal's contract is signed. Start a new deal from this one to change it.";
