/**
 * The last fallback picture of a vehicle: a body-style silhouette drawn inline, so it shows even
 * when no image can be loaded at all (seed 001 §2 "Vehicle banner").
 */
import type { BodyStyle } from '../../contract/vehicle.ts';

/** Side profiles on a 120×48 box: roof line and body per style; the wheels are shared. */
const BODIES: Record<BodyStyle, string> = {
  sedan: 'M6 34 L10 26 L30 24 L42 14 L76 14 L90 24 L112 27 L114 34 Z',
  coupe: 'M6 34 L10 27 L34 24 L48 15 L74 15 L92 25 L112 28 L114 34 Z',
  convertible: 'M6 34 L10 27 L40 25 L52 19 L58 25 L112 27 L114 34 Z',
  hatchback: 'M8 34 L10 25 L30 23 L44 13 L84 13 L100 24 L106 27 L108 34 Z',
  wagon: 'M6 34 L8 25 L28 23 L40 13 L100 13 L106 24 L112 27 L114 34 Z',
  suv: 'M6 35 L8 22 L26 20 L36 9 L98 9 L106 20 L112 23 L114 35 Z',
  truck: 'M4 35 L6 22 L30 20 L38 9 L64 9 L66 21 L114 21 L116 35 Z',
  van: 'M6 35 L6 10 L20 6 L100 6 L110 18 L114 24 L114 35 Z',
};

export function BodyStyleIcon({
  bodyStyle,
  label,
  class: className,
}: {
  bodyStyle: BodyStyle;
  label: string;
  class?: string;
}) {
  return (
    <svg class={`vehicle-icon ${className ?? ''}`} viewBox="0 0 120 48" role="img" aria-label={label}>
      <path d={BODIES[bodyStyle]} fill="currentColor" opacity="0.55" />
      <circle cx="30" cy="36" r="8" fill="currentColor" />
      <circle cx="90" cy="36" r="8" fill="currentColor" />
    </svg>
  );
}
