import { describe, expect, it } from 'vitest';
import { photoTypeOf, storedPhotoUrls } from './image-type.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('photoTypeOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(photoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(photoTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(photoTypeOf(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, HTML, GIF and what is too short, whatever the server called it', () => {
    expect(photoTypeOf(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(photoTypeOf(text('<!doctype html><html>'))).toBeNull();
    expect(photoTypeOf(text('GIF89a'))).toBeNull();
    expect(photoTypeOf(text('RIFF\u0000\u0000\u0000\u0000AVI '))).toBeNull();
    expect(photoTypeOf(bytes(0xff, 0xd8))).toBeNull();
  });
});

describe('storedPhotoUrls', () => {
  it('reads the feed’s JSON list and nothing else', () => {
    expect(storedPhotoUrls('["https://img.test/1.jpg","http://127.0.0.1:9/2.png"]')).toEqual([
      'https://img.test/1.jpg',
      'http://127.0.0.1:9/2.png',
    ]);
    expect(storedPhotoUrls(null)).toEqual([]);
    expect(storedPhotoUrls('not json')).toEqual([]);
    expect(storedPhotoUrls('["javascript:alert(1)", 3]')).toEqual([]);
  });
});
