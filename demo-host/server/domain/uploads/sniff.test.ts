import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, PHOTO_KINDS } from '../../../../src/contract/uploads.ts';
import { isAllowed, sniffUpload } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('an upload is the kind its first bytes say, whatever its name', () => {
  it('knows a JPEG, a PNG, a WebP, a HEIC and a PDF', () => {
    expect(sniffUpload(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffUpload(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('png');
    expect(sniffUpload(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffUpload(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe('heic');
    expect(sniffUpload(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'heic'))).toBe('heic');
    expect(sniffUpload(bytes('%PDF-1.7\n'))).toBe('pdf');
  });

  it('refuses a renamed executable, a script, a page, an SVG, a video and too few bytes', () => {
    expect(sniffUpload(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull();
    expect(sniffUpload(bytes([0x7f], 'ELF', [2, 1, 1]))).toBeNull();
    expect(sniffUpload(bytes('#!/bin/sh\n'))).toBeNull();
    expect(sniffUpload(bytes('<!doctype html><script>'))).toBeNull();
    expect(sniffUpload(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffUpload(bytes([0, 0, 0, 24], 'ftypmp42'))).toBeNull();
    expect(sniffUpload(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffUpload(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffUpload(new Uint8Array())).toBeNull();
  });

  it('takes a PDF as a document, never as a photo', () => {
    const pdf = sniffUpload(bytes('%PDF-1.4'));
    expect(isAllowed(pdf, DOCUMENT_KINDS)).toBe(true);
    expect(isAllowed(pdf, PHOTO_KINDS)).toBe(false);
    expect(isAllowed(null, DOCUMENT_KINDS)).toBe(false);
  });
});
