/**
 * Generated vehicle pictures. The sandbox cannot reach an image service, so every inventory image
 * is an SVG drawn from the vehicle itself: a side profile per body style, painted in the exterior
 * colour, on a scene that changes with the gallery index (0 studio, 1 city, 2 outdoors, 3 showroom).
 */
import type { BodyStyle } from '../../../src/contract/vehicle.ts';

export type VehicleImageInput = {
  bodyStyle: BodyStyle;
  exteriorColor: string;
  make: string;
  model: string;
  year: number;
};

const W = 640;
const H = 400;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

/** Ordered: the first keyword found in the colour name wins, so "Blue Ridge Mountain Gray" is not blue-first. */
const COLOUR_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\b(gr[ae]y|graphite|granite|gunmetal|gun metallic|magnetic|slate|charcoal|storm|dravit)\b/, '#6b7078'],
  [/\b(silver|platinum|aluminum|sterling|titanium|brooklyn)\b/, '#b9bec4'],
  [/\b(black|onyx|obsidian|ebony|jet|sapphire black|carbon|nero)\b/, '#1c1d21'],
  [/\b(white|alpine|ivory|glacier|snow|pearl white|frost|wind chill|everest)\b/, '#f1f2ee'],
  [/\b(red|ruby|scarlet|crimson|cherry|rosso|supersonic|barcelona|ember|melbourne)\b/, '#b3121e'],
  [/\b(blue|navy|cobalt|azure|sapphire|portimao|caspian|ocean|indigo|atlantic|tanzanite)\b/, '#1f4f9c'],
  [/\b(green|emerald|olive|forest|jade|army|cypress|verde|isle of man)\b/, '#2f6b3c'],
  [/\b(orange|copper|sunset|tangerine|blaze|fire)\b/, '#d35f16'],
  [/\b(yellow|gold|sunburst|lemon|sao paulo)\b/, '#e3b51c'],
  [/\b(brown|bronze|mocha|espresso|chestnut|cognac|kalahari)\b/, '#6a4a32'],
  [/\b(beige|sand|tan|champagne|desert|cashmere|mineral)\b/, '#cdbb98'],
  [/\b(purple|violet|plum|amethyst)\b/, '#5c3c8c'],
];

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const part = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return rgbToHex(hexToRgb(hex).map((c) => c + (target - c) * t) as Rgb);
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return rgbToHex([f(0), f(8), f(4)]);
}

/** The paint for an exterior colour name: a known colour word, darkened or lightened by modifiers. */
export function paintColour(name: string): string {
  const lower = name.toLowerCase();
  const match = COLOUR_WORDS.find(([pattern]) => pattern.test(lower));
  // Unknown marketing names still get a stable, distinct colour.
  let base = match ? match[1] : hslToHex(hashString(lower) % 360, 0.45, 0.42);
  if (/\b(dark|deep|midnight|night|abyss|shadow)\b/.test(lower)) base = shade(base, -0.35);
  if (/\b(light|pale|ice|sky|pastel)\b/.test(lower)) base = shade(base, 0.35);
  return base;
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Shapes: the car faces right; y grows downwards; the ground is at GROUND.

const GROUND = 318;

type Profile = {
  /** rear and front bumper x */
  x0: number;
  x1: number;
  /** underside of the body */
  bottom: number;
  /** beltline: top of the doors, hood and deck */
  belt: number;
  roof: number;
  /** rear window base and top, windshield top and base */
  cBase: number;
  cTop: number;
  aTop: number;
  aBase: number;
  wheelR: number;
  wheels: [number, number];
  /** Door/pillar lines across the glass. */
  pillars: number[];
  kind: 'closed' | 'open' | 'pickup';
};

const PROFILES: Readonly<Record<BodyStyle, Profile>> = {
  sedan: {
    x0: 70,
    x1: 574,
    bottom: 292,
    belt: 222,
    roof: 160,
    cBase: 190,
    cTop: 262,
    aTop: 400,
    aBase: 468,
    wheelR: 36,
    wheels: [170, 480],
    pillars: [330],
    kind: 'closed',
  },
  coupe: {
    x0: 80,
    x1: 570,
    bottom: 290,
    belt: 224,
    roof: 170,
    cBase: 150,
    cTop: 270,
    aTop: 372,
    aBase: 452,
    wheelR: 37,
    wheels: [176, 478],
    pillars: [],
    kind: 'closed',
  },
  convertible: {
    x0: 84,
    x1: 566,
    bottom: 290,
    belt: 224,
    roof: 176,
    cBase: 232,
    cTop: 232,
    aTop: 378,
    aBase: 428,
    wheelR: 37,
    wheels: [178, 476],
    pillars: [],
    kind: 'open',
  },
  hatchback: {
    x0: 110,
    x1: 540,
    bottom: 292,
    belt: 220,
    roof: 154,
    cBase: 122,
    cTop: 176,
    aTop: 364,
    aBase: 432,
    wheelR: 35,
    wheels: [190, 456],
    pillars: [280],
    kind: 'closed',
  },
  wagon: {
    x0: 66,
    x1: 576,
    bottom: 292,
    belt: 220,
    roof: 158,
    cBase: 76,
    cTop: 104,
    aTop: 396,
    aBase: 468,
    wheelR: 36,
    wheels: [170, 482],
    pillars: [232, 330],
    kind: 'closed',
  },
  suv: {
    x0: 72,
    x1: 572,
    bottom: 280,
    belt: 200,
    roof: 122,
    cBase: 80,
    cTop: 100,
    aTop: 404,
    aBase: 464,
    wheelR: 42,
    wheels: [176, 476],
    pillars: [226, 322],
    kind: 'closed',
  },
  truck: {
    x0: 52,
    x1: 590,
    bottom: 276,
    belt: 196,
    roof: 120,
    cBase: 300,
    cTop: 306,
    aTop: 430,
    aBase: 486,
    wheelR: 43,
    wheels: [156, 500],
    pillars: [370],
    kind: 'pickup',
  },
  van: {
    x0: 66,
    x1: 576,
    bottom: 286,
    belt: 204,
    roof: 110,
    cBase: 70,
    cTop: 78,
    aTop: 440,
    aBase: 520,
    wheelR: 37,
    wheels: [164, 478],
    pillars: [200, 330],
    kind: 'closed',
  },
};

function n(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function pathOf(points: ReadonlyArray<[number, number]>): string {
  return `M${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' L')} Z`;
}

/** The whole silhouette: lower body plus cabin (or just the tub for open and pickup shapes). */
function bodyPath(p: Profile): string {
  const nose: Array<[number, number]> = [
    [p.x1 - 44, p.belt + 4],
    [p.x1 - 6, p.belt + 18],
    [p.x1, p.belt + 30],
    [p.x1, p.bottom - 10],
    [p.x1 - 10, p.bottom],
    [p.x0 + 10, p.bottom],
    [p.x0, p.bottom - 12],
    [p.x0, p.belt + 14],
    [p.x0 + 8, p.belt],
  ];
  if (p.kind === 'open') return pathOf([[p.aBase, p.belt], ...nose]);
  return pathOf([[p.cBase, p.belt], [p.cTop, p.roof], [p.aTop, p.roof], [p.aBase, p.belt], ...nose]);
}

function windowPath(p: Profile): string {
  const inset = 12;
  const top = p.roof + 9;
  const bottom = p.belt - 5;
  // The glass follows the pillars' slopes so it sits inside the cabin outline.
  const along = (xBase: number, xTop: number, y: number) => xBase + ((xTop - xBase) * (p.belt - y)) / (p.belt - p.roof);
  const rearBottom = along(p.cBase, p.cTop, bottom) + inset;
  const rearTop = along(p.cBase, p.cTop, top) + inset;
  const frontTop = along(p.aBase, p.aTop, top) - inset;
  const frontBottom = along(p.aBase, p.aTop, bottom) - inset * 1.6;
  return pathOf([
    [rearBottom, bottom],
    [rearTop, top],
    [frontTop, top],
    [frontBottom, bottom],
  ]);
}

function wheel(cx: number, r: number, rim: string): string {
  const cy = GROUND - r;
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const x = cx + Math.cos(rad) * r * 0.55;
      const y = cy + Math.sin(rad) * r * 0.55;
      return `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(x)}" y2="${n(y)}" stroke="${rim}" stroke-width="5" stroke-linecap="round"/>`;
    })
    .join('');
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r + 5)}" fill="#0e0f12"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#202227"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.66)}" fill="#3a3d44" stroke="${rim}" stroke-width="3"/>` +
    spokes +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.14)}" fill="${rim}"/>`
  );
}

function carMarkup(p: Profile, paint: string, id: string): string {
  const dark = shade(paint, -0.45);
  const light = shade(paint, 0.35);
  const glass = '#2b3a4a';
  const trim = luminance(paint) < 0.25 ? '#8c939c' : '#22252a';
  const parts: string[] = [];
  // Wheel wells first so the body edge reads over them.
  for (const x of p.wheels) {
    parts.push(`<circle cx="${x}" cy="${GROUND - p.wheelR}" r="${p.wheelR + 9}" fill="#111215"/>`);
  }
  parts.push(
    `<path d="${bodyPath(p)}" fill="url(#${id}-paint)" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>`,
  );
  if (p.kind === 'open') {
    // Windshield frame and the folded soft top behind the seats.
    const y = p.roof;
    parts.push(
      `<path d="${pathOf([
        [p.aBase - 6, p.belt],
        [p.aTop, y],
        [p.aTop + 8, y],
        [p.aBase + 6, p.belt],
      ])}" fill="${trim}"/>`,
      `<path d="${pathOf([
        [p.aBase - 12, p.belt - 2],
        [p.aTop + 4, y + 8],
        [p.aTop - 30, y + 30],
        [p.aBase - 40, p.belt - 2],
      ])}" fill="${glass}" opacity="0.8"/>`,
      `<path d="M${p.cBase - 40},${p.belt} Q${p.cBase},${p.belt - 30} ${p.cBase + 44},${p.belt} Z" fill="#26282d"/>`,
      `<rect x="${p.cBase + 80}" y="${p.belt - 34}" width="14" height="34" rx="6" fill="#26282d"/>`,
    );
  } else {
    parts.push(
      `<path d="${windowPath(p)}" fill="url(#${id}-glass)" stroke="${trim}" stroke-width="3" stroke-linejoin="round"/>`,
    );
    for (const x of p.pillars) {
      parts.push(`<rect x="${x - 5}" y="${p.roof + 4}" width="10" height="${p.belt - p.roof - 4}" fill="${paint}"/>`);
    }
  }
  if (p.kind === 'pickup') {
    // Bed rail and tailgate seam.
    parts.push(
      `<line x1="${p.x0 + 8}" y1="${p.belt + 2}" x2="${p.cBase - 6}" y2="${p.belt + 2}" stroke="${dark}" stroke-width="4"/>`,
      `<line x1="${p.cBase - 6}" y1="${p.belt}" x2="${p.cBase - 6}" y2="${p.bottom - 14}" stroke="${dark}" stroke-width="3"/>`,
    );
  }
  // Shoulder highlight, door seams, handles, lights.
  const mid = (p.belt + p.bottom) / 2;
  parts.push(
    `<path d="M${p.x0 + 14},${p.belt + 14} L${p.x1 - 20},${p.belt + 18}" stroke="${light}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`,
    `<path d="M${p.x0 + 20},${mid + 22} L${p.x1 - 24},${mid + 22}" stroke="${dark}" stroke-width="2" opacity="0.6"/>`,
  );
  for (const x of p.pillars) {
    parts.push(
      `<line x1="${x}" y1="${p.belt}" x2="${x}" y2="${p.bottom - 20}" stroke="${dark}" stroke-width="2"/>`,
      `<rect x="${x - 34}" y="${p.belt + 16}" width="22" height="6" rx="3" fill="${trim}"/>`,
    );
  }
  parts.push(
    `<path d="M${p.x1 - 2},${p.belt + 30} L${p.x1 - 26},${p.belt + 24} L${p.x1 - 28},${p.belt + 36} L${p.x1},${p.belt + 42} Z" fill="#fff6cf" stroke="${trim}" stroke-width="2"/>`,
    `<rect x="${p.x0 - 1}" y="${p.belt + 16}" width="12" height="18" rx="3" fill="#c8102e"/>`,
  );
  for (const x of p.wheels) parts.push(wheel(x, p.wheelR, '#c9ced6'));
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Scenes

type Scene = { background: string; transform: string };

function scene(index: number, id: string): Scene {
  switch (((index % 4) + 4) % 4) {
    case 1: // City at dusk, the car seen from its other side.
      return {
        background:
          `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>` +
          [40, 120, 190, 300, 380, 470, 560]
            .map(
              (x, i) =>
                `<rect x="${x}" y="${120 + ((i * 37) % 90)}" width="${70 + ((i * 13) % 30)}" height="${H}" fill="#2a2f45" opacity="${0.55 + (i % 3) * 0.15}"/>`,
            )
            .join('') +
          `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="#3b3f4c"/>` +
          `<path d="M0,${GROUND + 40} H${W}" stroke="#d8c36a" stroke-width="4" stroke-dasharray="36 28"/>`,
        transform: `translate(${W},0) scale(-1,1)`,
      };
    case 2: // Outdoors: hills and road, pulled back a little.
      return {
        background:
          `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>` +
          `<path d="M0,250 Q140,170 300,230 T640,210 V${H} H0 Z" fill="#7aa36b"/>` +
          `<path d="M0,280 Q220,230 420,270 T640,260 V${H} H0 Z" fill="#5d8a52"/>` +
          `<rect y="${GROUND - 6}" width="${W}" height="${H - GROUND + 6}" fill="#8d8f93"/>`,
        transform: `translate(64,40) scale(0.8)`,
      };
    case 3: // Showroom close-up.
      return {
        background:
          `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>` +
          `<ellipse cx="${W / 2}" cy="40" rx="260" ry="60" fill="#ffffff" opacity="0.35"/>` +
          `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="#d9d4cb"/>` +
          [0, 1, 2, 3, 4, 5, 6, 7]
            .map(
              (i) =>
                `<line x1="${i * 92}" y1="${GROUND}" x2="${i * 92 - 60}" y2="${H}" stroke="#c3bdb2" stroke-width="2"/>`,
            )
            .join(''),
        transform: `translate(-49,-50) scale(1.15)`,
      };
    default: // Studio.
      return {
        background:
          `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>` +
          `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="#d5d8dd"/>`,
        transform: '',
      };
  }
}

const SKIES = [
  ['#f7f8fa', '#dfe3e8'],
  ['#27304f', '#c46a4a'],
  ['#9cc8ef', '#e7f3fb'],
  ['#efebe4', '#cfc8bc'],
] as const;

/** One picture of a vehicle; `index` picks the scene and angle of gallery image 0..3. */
export function renderVehicleSvg(v: VehicleImageInput, index: number): string {
  const title = `${v.year} ${v.make} ${v.model}`;
  const p = PROFILES[v.bodyStyle] ?? PROFILES.sedan;
  const paint = paintColour(v.exteriorColor);
  const slot = ((Math.trunc(index) % 4) + 4) % 4;
  const id = `v${slot}`;
  const { background, transform } = scene(slot, id);
  const [skyTop, skyBottom] = SKIES[slot] as readonly [string, string];
  const shadowRx = (p.x1 - p.x0) / 2 + 20;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="${id}-title">` +
    `<title id="${id}-title">${escapeXml(title)}</title>` +
    `<defs>` +
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>` +
    `<linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.22)}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.3)}"/></linearGradient>` +
    `<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b7186"/><stop offset="1" stop-color="#1b2633"/></linearGradient>` +
    `<radialGradient id="${id}-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    background +
    `<g${transform ? ` transform="${transform}"` : ''}>` +
    `<ellipse cx="${(p.x0 + p.x1) / 2}" cy="${GROUND + 4}" rx="${shadowRx}" ry="18" fill="url(#${id}-shadow)"/>` +
    carMarkup(p, paint, id) +
    `</g>` +
    `</svg>`
  );
}

/** A small monochrome line icon of a body style (the vehicle banner's last image fallback). */
export function renderBodyStyleIcon(bodyStyle: BodyStyle): string {
  const p = PROFILES[bodyStyle] ?? PROFILES.sedan;
  const label = bodyStyle === 'suv' ? 'SUV' : `${bodyStyle.charAt(0).toUpperCase()}${bodyStyle.slice(1)}`;
  const wheels = p.wheels
    .map((x) => `<circle cx="${x}" cy="${GROUND - p.wheelR}" r="${p.wheelR}" fill="currentColor"/>`)
    .join('');
  const glass = p.kind === 'open' ? '' : `<path d="${windowPath(p)}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="40 90 570 240" width="64" height="27" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    `<g fill="none" stroke="currentColor" stroke-width="14" stroke-linejoin="round">` +
    `<path d="${bodyPath(p)}"/>${glass}</g>` +
    wheels +
    `</svg>`
  );
}
