/**
 * One guided tour per app (seed 001 §4 "Tour points"): the layout starts it, tour points and the
 * background overlay read it. Tests and the app root may provide their own model.
 */
import { signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createTourModel, type TourModel } from './model.ts';

export const TourContext = createContext<TourModel | null>(null);

let appTour: TourModel | null = null;

/** The app's tour model, created on first use; completed steps persist as the model does. */
export function appTourModel(): TourModel {
  appTour ??= createTourModel();
  return appTour;
}

/** The provided tour model, else the app's one. */
export function useTour(): TourModel {
  return useContext(TourContext) ?? appTourModel();
}

export function TourProvider({ model, children }: { model: TourModel; children: ReactNode }) {
  return <TourContext.Provider value={model}>{children}</TourContext.Provider>;
}

/** Called by the layout: starts the tour on mount (after the model's delay) and cancels a pending start on unmount. */
export function useTourStart(): void {
  const tour = useTour();
  useEffect(() => {
    tour.start();
    return () => tour.dispose();
  }, [tour]);
}

const dims = new WeakMap<TourModel, Signal<boolean>>();

/**
 * Whether the active tour point asked to dim the page. Kept beside the model, not in it: the
 * model's overlay says a step is active, the point says how the overlay looks.
 */
export function tourDim(model: TourModel): ReadonlySignal<boolean> {
  return dimOf(model);
}

/** A shown point asks to dim the page, or stops asking when it goes. */
export function dimTour(model: TourModel, on: boolean): void {
  dimOf(model).value = on;
}

function dimOf(model: TourModel): Signal<boolean> {
  let dim = dims.get(model);
  if (!dim) {
    dim = signal(false);
    dims.set(model, dim);
  }
  return dim;
}
