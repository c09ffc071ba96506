/**
 * The ways from a deal, or its certificate, to finishing the purchase online.
 * A link shows only where it can be taken: the finance application and signing online follow the
 * deal's features (seed 000 §3; off for cash, §4), drive at home the dealer's program (§6; a failed
 * lookup counts as not enabled, §8), reserving the dealer's deposit rule (a failed question counts as no
 * deposits). A step already done is not offered again: a signed deal has no accessories, application or
 * signing left, one with its delivery booked no delivery or test drive, and one held no reservation.
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { useId } from 'react';
import { Link } from 'wouter';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { useRemote } from '../../lib/ui/remote-view.tsx';
import {
  contactDealerHref,
  driveAtHomeHref,
  driveAtHomeState,
  getDriveAtHomeProgram,
  testDriveHref,
} from '../visits/index.ts';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { loadReserveEntry } from '../reserve/index.ts';
import { DEAL_STAGES, isSignedStage, type Deal, type DealStage } from '../../contract/deal.ts';

/** "Reserve this vehicle" above the steps (the deal page) and as a step, where the dealer takes deposits. */
const ReserveEntry = lazyPart(loadReserveEntry, (m) => m.ReserveEntryPart, { quiet: true });
const ReserveStep = lazyPart(loadReserveEntry, (m) => m.ReserveStep, { quiet: true });

export type FinishStepsProps = {
  dealId: string;
  vehicleId: string;
  /** The vehicle's dealer, for the drive-at-home lookup; null until the vehicle is known. */
  dealerId: string | null;
  features: Deal['features'];
  /** Where the deal stands; a certificate that does not know it offers every step. */
  stage?: DealStage | undefined;
  /** The deal page: "Reserve this vehicle" (or "Reserved", or the shopper's reservation) above the steps. */
  withReservation?: boolean | undefined;
};

type Step = { to: string; label: MessageKey; hint: MessageKey };

/** The steps in the order a shopper takes them; each only where it can be taken. */
export function finishSteps(
  { dealId, vehicleId, features, stage = 'CONFIGURED' }: Omit<FinishStepsProps, 'dealerId'>,
  driveAtHome: boolean,
): Step[] {
  const signed = isSignedStage(stage);
  const booked = DEAL_STAGES.indexOf(stage) >= DEAL_STAGES.indexOf('DELIVERY_BOOKED');
  const steps: (Step | false)[] = [
    !signed && {
      to: href('accessories', { dealId }),
      label: 'deal.finish.accessories',
      hint: 'deal.finish.accessoriesHint',
    },
    !signed &&
      features.financeAppEnabled && {
        to: href('financeApplication', { dealId }),
        label: 'deal.finish.finance',
        hint: 'deal.finish.financeHint',
      },
    !signed &&
      features.contractingEnabled && {
        to: href('signOnlineVerify', { dealId }),
        label: 'deal.finish.sign',
        hint: 'deal.finish.signHint',
      },
    !booked &&
      driveAtHome && {
        to: driveAtHomeHref(dealId),
        label: 'deal.finish.driveAtHome',
        hint: 'deal.finish.driveAtHomeHint',
      },
    !booked && { to: testDriveHref(vehicleId), label: 'deal.finish.testDrive', hint: 'deal.finish.testDriveHint' },
    { to: contactDealerHref(vehicleId), label: 'deal.finish.contact', hint: 'deal.finish.contactHint' },
  ];
  return steps.filter((step): step is Step => step !== false);
}

export function FinishSteps(props: FinishStepsProps) {
  const headingId = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-finish`;
  const { dealerId } = props;
  const lookup = useRemote(
    (signal) => (dealerId ? getDriveAtHomeProgram(dealerId, signal) : new Promise<never>(() => {})),
    [dealerId],
  ).state;
  const steps = finishSteps(props, driveAtHomeState(lookup) === 'offered');
  return (
    <>
      {props.withReservation && <ReserveEntry dealId={props.dealId} />}
      <section class="card finish-steps" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('deal.finish.heading')}</h2>
        <ul class="finish-steps__list">
          {steps.map((step) => (
            <li key={step.label}>
              <Link href={step.to}>{t(step.label)}</Link>
              <p class="muted">{t(step.hint)}</p>
            </li>
          ))}
          {!isSignedStage(props.stage ?? 'CONFIGURED') && <ReserveStep dealId={props.dealId} />}
        </ul>
      </section>
    </>
  );
}
