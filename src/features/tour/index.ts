/** The tour feature's public surface: the app's tour, tour points and the calculating-steps list. */
import { withStyles } from '../../lib/styles.ts';
import { lazyPart, type LazyPart } from '../../lib/ui/lazy-part.tsx';
import tourCss from '../../styles/tour.css?url';
import type { CalculatingWaitProps } from './calculating-wait.tsx';

export { createTourModel, TOUR_START_DELAY_MS, SESSION_STEP_PREFIX, type TourModel } from './model.ts';
export { appTourModel, TourContext, TourProvider, tourDim, useTour, useTourStart } from './store.tsx';
export { TourPoint } from './tour-point.tsx';
export {
  createCalculatingSteps,
  CALCULATING_TICK_MS,
  type CalculatingStepInput,
  type CalculatingStepState,
} from './calculating-steps.ts';
export type { CalculatingWaitName } from './calculating-waits.ts';
export type { CalculatingWaitProps } from './calculating-wait.tsx';

/**
 * The calculating steps where the shopper waits for a computation (calculating-waits.ts), in a chunk of their
 * own with their copy and sheet: the pages that wait are near their size budget. Until it is in, the
 * usual busy status with the wait's label; a page preloads it before its wait can start.
 */
export const LazyCalculatingWait: LazyPart<CalculatingWaitProps> = lazyPart(
  withStyles(() => import('./calculating-wait.tsx'), tourCss),
  (m) => m.CalculatingWait,
  { label: (props) => props.label },
);
