/** heic-decode ships no types: the one call photo.ts makes (libheif compiled to WebAssembly, with its HEVC decoder). */
declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  export default function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<Decoded>;
}
