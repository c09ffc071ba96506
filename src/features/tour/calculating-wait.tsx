/**
 * The calculating steps of one of the app's waits (calculating-waits.ts): the module the pages load on demand,
 * through `LazyCalculatingWait` (index.ts), with its copy and its sheet.
 */
import { CalculatingSteps } from './calculating-steps-list.tsx';
import { CALCULATING_WAITS, type CalculatingWaitName } from './calculating-waits.ts';

export type CalculatingWaitProps = {
  wait: CalculatingWaitName;
  /** What is being waited for, in the page's words ("Valuing your vehicle…"): it names the list. */
  label: string;
  /** Shows the label above the list (where no busy button says it already). */
  showLabel?: boolean;
};

export function CalculatingWait({ wait, label, showLabel = false }: CalculatingWaitProps) {
  return <CalculatingSteps key={wait} steps={CALCULATING_WAITS[wait]} label={label} showLabel={showLabel} />;
}
