import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkThemeImage, sniffImage } from './theme-image.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('theme images', () => {
  it('knows PNG, WebP and SVG by their first bytes, not their names', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0b6e4f' } })
      .webp()
      .toBuffer();
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(webp)).toBe('webp');
    expect(sniffImage(text('\uFEFF<?xml version="1.0"?><!-- a --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'svg',
    );
    expect(sniffImage(text('<html><svg/></html>'))).toBeNull();
    expect(sniffImage(text('GIF89a'))).toBeNull();
  });

  it('rasterises an SVG, so its script, handlers, external references and foreignObject never reach a page', async () => {
    const svg = text(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)"><script>alert(2)</script><image xlink:href="https://evil.example/x.png" width="10" height="10"/><foreignObject><p>hi</p></foreignObject><rect width="10" height="10" fill="red"/></svg>',
    );
    const out = await checkThemeImage(svg);
    expect(out.contentType).toBe('image/png');
    expect(out.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    for (const word of ['script', 'onload', 'evil', 'foreignObject'])
      expect(out.bytes.includes(Buffer.from(word))).toBe(false);
  });

  it('refuses what is not one of the three, or does not decode', async () => {
    await expect(checkThemeImage(text('<script>alert(1)</script>'))).rejects.toThrow(
      'Upload a PNG, SVG or WebP image.',
    );
    await expect(
      checkThemeImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])),
    ).rejects.toThrow('Upload a PNG, SVG or WebP image.');
  });
});
