/**
 * The last image fallback of the vehicle banner: a side silhouette of the body style drawn in
 * the page (no request, so it cannot fail to load). Same shapes as the sandbox's stock icons.
 */
import type { BodyStyle } from '../vehicle/api.ts';

type Shape = {
  /** rear and front bumper x, underside, beltline and roof y */
  x0: number;
  x1: number;
  bottom: number;
  belt: number;
  roof: number;
  /** where the roof line starts (rear) and ends (windshield top), and the windshield base */
  rearX: number;
  roofX0: number;
  roofX1: number;
  frontX: number;
  wheelR: number;
  wheels: [number, number];
  /** Open top: no roof, only the windshield. */
  open?: boolean;
};

const GROUND = 318;

const SHAPES: Readonly<Record<BodyStyle, Shape>> = {
  sedan: { x0: 70, x1: 574, bottom: 292, belt: 222, roof: 160, rearX: 190, roofX0: 262, roofX1: 400, frontX: 468, wheelR: 36, wheels: [170, 480] },
  coupe: { x0: 80, x1: 570, bottom: 290, belt: 224, roof: 170, rearX: 150, roofX0: 270, roofX1: 372, frontX: 452, wheelR: 37, wheels: [176, 478] },
  convertible: { x0: 84, x1: 566, bottom: 290, belt: 224, roof: 176, rearX: 232, roofX0: 232, roofX1: 378, frontX: 428, wheelR: 37, wheels: [178, 476], open: true },
  hatchback: { x0: 110, x1: 540, bottom: 292, belt: 220, roof: 154, rearX: 122, roofX0: 176, roofX1: 364, frontX: 432, wheelR: 35, wheels: [190, 456] },
  wagon: { x0: 66, x1: 576, bottom: 292, belt: 220, roof: 158, rearX: 76, roofX0: 104, roofX1: 396, frontX: 468, wheelR: 36, wheels: [170, 482] },
  suv: { x0: 72, x1: 572, bottom: 280, belt: 200, roof: 122, rearX: 80, roofX0: 100, roofX1: 404, frontX: 464, wheelR: 42, wheels: [176, 476] },
  truck: { x0: 52, x1: 590, bottom: 276, belt: 196, roof: 120, rearX: 300, roofX0: 306, roofX1: 430, frontX: 486, wheelR: 43, wheels: [156, 500] },
  van: { x0: 66, x1: 576, bottom: 286, belt: 204, roof: 110, rearX: 70, roofX0: 78, roofX1: 440, frontX: 520, wheelR: 37, wheels: [164, 478] },
};

/** The silhouette outline: lower body, then the cabin (or only the windshield when open). */
export function bodyStylePath(bodyStyle: BodyStyle): string {
  const s = SHAPES[bodyStyle];
  const cabin: [number, number][] = s.open
    ? [[s.frontX - 40, s.roof], [s.frontX - 28, s.roof]]
    : [[s.rearX, s.belt], [s.roofX0, s.roof], [s.roofX1, s.roof]];
  const points: [number, number][] = [
    [s.x0, s.bottom],
    [s.x0, s.belt],
    ...cabin,
    [s.frontX, s.belt],
    [s.x1, s.belt + 8],
    [s.x1, s.bottom],
  ];
  return `M${points.map(([x, y]) => `${x},${y}`).join(' L')} Z`;
}

type Props = { bodyStyle: BodyStyle; label: string; class?: string };

export function BodyStyleIcon({ bodyStyle, label, class: className }: Props) {
  const s = SHAPES[bodyStyle];
  return (
    <svg
      class={`body-style-icon ${className ?? ''}`}
      data-body-style={bodyStyle}
      viewBox="40 90 570 240"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <path d={bodyStylePath(bodyStyle)} fill="none" stroke="currentColor" stroke-width="14" stroke-linejoin="round" />
      {s.wheels.map((x) => (
        <circle key={x} cx={x} cy={GROUND - s.wheelR} r={s.wheelR} fill="currentColor" />
      ))}
    </svg>
  );
}
