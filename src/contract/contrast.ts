/**
 * WCAG 2.x contrast: relative luminance of sRGB colours and their contrast ratio
 * (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). AA asks 4.5:1 for normal text (1.4.3).
 */

export const MIN_TEXT_CONTRAST = 4.5;

const channel = (c8: number): number => {
  const c = c8 / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of `#rrggbb`, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
