/** The tour feature's public surface: the app's tour, tour points and the calculating-steps list. */
export { createTourModel, TOUR_START_DELAY_MS, SESSION_STEP_PREFIX, type TourModel } from './model.ts';
export { appTourModel, TourContext, TourProvider, tourDim, useTour, useTourStart } from './store.tsx';
export { TourPoint } from './tour-point.tsx';
export { CalculatingSteps } from './calculating-steps-list.tsx';
export {
  createCalculatingSteps,
  CALCULATING_TICK_MS,
  type CalculatingStepInput,
  type CalculatingStepState,
} from './calculating-steps.ts';
