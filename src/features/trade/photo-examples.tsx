/**
 * The guided slots' examples: a line drawing of the shot each slot asks for, drawn here (no image requests, and
 * the campaign's text colour), named for screen readers by the page.
 */
import type { ReactNode } from 'react';
import type { TradePhotoSlot } from '../../contract/uploads.ts';

const WHEELS = (
  <>
    <circle cx="42" cy="76" r="11" />
    <circle cx="118" cy="76" r="11" />
  </>
);

const SIDE = (
  <>
    <path d="M12 74V58l14-4 18-16h52l24 16 22 4 6 8v8h-12M30 76H12M54 76h52" />
    <path d="M50 42h22v12H40zM78 42h18l14 12H78z" />
    {WHEELS}
  </>
);

const DRAWINGS: Record<TradePhotoSlot, ReactNode> = {
  front: (
    <>
      <path d="M30 80V52l12-22h76l12 22v28M30 80h20M110 80h20M50 80h60" />
      <path d="M46 34h68l8 16H38z" />
      <rect x="36" y="56" width="18" height="8" rx="2" />
      <rect x="106" y="56" width="18" height="8" rx="2" />
      <rect x="66" y="66" width="28" height="8" rx="1" />
    </>
  ),
  rear: (
    <>
      <path d="M30 80V50l14-20h72l14 20v30M30 80h100" />
      <path d="M48 34h64l8 14H40z" />
      <rect x="34" y="54" width="22" height="8" rx="2" />
      <rect x="104" y="54" width="22" height="8" rx="2" />
      <rect x="66" y="64" width="28" height="8" rx="1" />
    </>
  ),
  driverSide: SIDE,
  passengerSide: <g transform="matrix(-1 0 0 1 160 0)">{SIDE}</g>,
  interior: (
    <>
      <path d="M14 20h132M14 20v60M146 20v60" />
      <circle cx="56" cy="58" r="22" />
      <circle cx="56" cy="58" r="6" />
      <path d="M34 58h16M62 58h16M56 64v16" />
      <rect x="96" y="38" width="36" height="22" rx="3" />
    </>
  ),
  odometer: (
    <>
      <path d="M30 78a50 50 0 1 1 100 0" />
      <path d="M80 78l26-30" />
      <path d="M40 60l6 3M52 42l5 5M80 32v8M108 42l-5 5M120 60l-6 3" />
      <rect x="56" y="82" width="48" height="14" rx="2" />
      <path d="M64 86v6M72 86v6M80 86v6M88 86v6M96 86v6" />
    </>
  ),
  damage: (
    <>
      {SIDE}
      <path d="M84 52l6 8 6-10 4 12 6-6" stroke-width="3" />
      <circle cx="94" cy="57" r="16" stroke-dasharray="4 4" />
    </>
  ),
};

export function PhotoExample({ slot, label }: { slot: TradePhotoSlot; label: string }) {
  return (
    <svg
      viewBox="0 0 160 100"
      width="160"
      height="100"
      role="img"
      aria-label={label}
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      {DRAWINGS[slot]}
    </svg>
  );
}
