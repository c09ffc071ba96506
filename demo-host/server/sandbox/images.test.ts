// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BodyStyleSchema } from '../../../src/contract/vehicle.ts';
import type { BodyStyle } from '../../../src/contract/vehicle.ts';
import { escapeXml, paintColour, renderBodyStyleIcon, renderVehicleSvg } from './images.ts';

const base = { bodyStyle: 'sedan' as BodyStyle, exteriorColor: 'Alpine White', make: 'BMW', model: 'i4', year: 2026 };

/** Parses as strict XML: a parser error element means the markup is malformed. */
function parseSvg(markup: string): Document {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('renderVehicleSvg', () => {
  it('has a checker that does reject malformed markup', () => {
    const doc = new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it('is well-formed SVG with role img and the vehicle title', () => {
    const doc = parseSvg(renderVehicleSvg(base, 0));
    const svg = doc.documentElement;
    expect(svg.tagName).toBe('svg');
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('role')).toBe('img');
    expect(doc.querySelector('title')?.textContent).toBe('2026 BMW i4');
  });

  it('is well-formed for every body style and gallery index', () => {
    for (const bodyStyle of BodyStyleSchema.options) {
      for (const index of [0, 1, 2, 3]) parseSvg(renderVehicleSvg({ ...base, bodyStyle }, index));
    }
  });

  it('escapes text it embeds', () => {
    const markup = renderVehicleSvg({ ...base, make: 'A&B <script>alert(1)</script>', model: '"x"' }, 0);
    expect(markup).not.toContain('<script>');
    const doc = parseSvg(markup);
    expect(doc.querySelector('title')?.textContent).toBe('2026 A&B <script>alert(1)</script> "x"');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
  });

  it('draws a distinct silhouette per body style', () => {
    const shapes = BodyStyleSchema.options.map((bodyStyle) => {
      const doc = parseSvg(renderVehicleSvg({ ...base, bodyStyle }, 0));
      return doc.querySelector('g path')?.getAttribute('d');
    });
    expect(new Set(shapes).size).toBe(BodyStyleSchema.options.length);
  });

  it('paints the colour named by the exterior colour', () => {
    const white = renderVehicleSvg(base, 0);
    const red = renderVehicleSvg({ ...base, exteriorColor: 'Melbourne Red Metallic' }, 0);
    expect(white).not.toBe(red);
    expect(red).toContain(paintColour('Melbourne Red Metallic'));
    expect(white).toContain(paintColour('Alpine White'));
  });

  it('changes the scene with the gallery index and repeats after four', () => {
    const images = [0, 1, 2, 3].map((i) => renderVehicleSvg(base, i));
    expect(new Set(images).size).toBe(4);
    expect(renderVehicleSvg(base, 4)).toBe(images[0]);
    expect(renderVehicleSvg(base, -1)).toBe(images[3]);
  });

  it('is deterministic', () => {
    expect(renderVehicleSvg(base, 2)).toBe(renderVehicleSvg(base, 2));
  });
});

describe('paintColour', () => {
  it('maps common colour words to hues', () => {
    const rgb = (hex: string) =>
      [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const [r, g, b] = rgb(paintColour('Rapid Red Metallic Tinted Clearcoat'));
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    const [, , blue] = rgb(paintColour('Portimao Blue Metallic'));
    expect(blue).toBeGreaterThan(120);
    expect(rgb(paintColour('Alpine White')).every((c) => c > 220)).toBe(true);
    expect(rgb(paintColour('Black Sapphire Metallic')).every((c) => c < 60)).toBe(true);
  });

  it('darkens for "deep"/"midnight" and still colours unknown names', () => {
    const plain = paintColour('Ocean Blue');
    const deep = paintColour('Deep Ocean Blue Pearl');
    expect(deep).not.toBe(plain);
    expect(paintColour('Digital Teal')).toMatch(/^#[0-9a-f]{6}$/);
    expect(paintColour('Digital Teal')).toBe(paintColour('digital teal'));
  });
});

describe('renderBodyStyleIcon', () => {
  it('is a small monochrome, labelled SVG that differs per body style', () => {
    const icons = BodyStyleSchema.options.map((style) => renderBodyStyleIcon(style));
    expect(new Set(icons).size).toBe(icons.length);
    for (const icon of icons) {
      const doc = parseSvg(icon);
      expect(doc.documentElement.getAttribute('role')).toBe('img');
      expect(icon).toContain('currentColor');
      expect(icon).not.toMatch(/#[0-9a-f]{6}/i);
    }
    expect(parseSvg(renderBodyStyleIcon('suv')).querySelector('title')?.textContent).toBe('SUV');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
