/** Seed 001 §2/§4: the blank background overlay, on while a tour step is active; dark when the point dims. */
import { tourDim, useTour } from '../tour/index.ts';

export function BackgroundOverlay() {
  const tour = useTour();
  if (!tour.overlay.value) return null;
  const dim = tourDim(tour).value;
  return <div class={`background-overlay${dim ? ' background-overlay--dim' : ''}`} aria-hidden="true" />;
}
