import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'upshift-store-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function* chunks(...parts: (string | Error)[]): AsyncIterable<Uint8Array> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield new TextEncoder().encode(part);
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

describe('the object store on disk', () => {
  it('keeps an object whole with its type, and forgets it when deleted (twice is no error)', async () => {
    const store = createLocalStore(root);
    expect(await store.put('trade/t-1/front.jpg', chunks('ab', 'cd'), 'image/jpeg')).toEqual({
      key: 'trade/t-1/front.jpg',
      bytes: 4,
      contentType: 'image/jpeg',
    });
    const read = await store.get('trade/t-1/front.jpg');
    expect(new TextDecoder().decode(read!.bytes)).toBe('abcd');
    expect(read!.contentType).toBe('image/jpeg');
    await store.delete('trade/t-1/front.jpg');
    await store.delete('trade/t-1/front.jpg');
    expect(await store.get('trade/t-1/front.jpg')).toBeNull();
    expect(await filesUnder(root)).toEqual([]);
  });

  it('leaves nothing behind when the body fails midway, and keeps the object that was there', async () => {
    const store = createLocalStore(root);
    await store.put('docs/d-1/licence.pdf', chunks('first'), 'application/pdf');
    await expect(
      store.put('docs/d-1/licence.pdf', chunks('sec', new Error('connection reset')), 'application/pdf'),
    ).rejects.toThrow('connection reset');
    expect(new TextDecoder().decode((await store.get('docs/d-1/licence.pdf'))!.bytes)).toBe('first');
    expect(await filesUnder(root)).toEqual(['licence.pdf', 'licence.pdf.type']);
    await expect(store.put('docs/d-2/x.pdf', chunks(new Error('dropped')), 'application/pdf')).rejects.toThrow();
    expect(await store.get('docs/d-2/x.pdf')).toBeNull();
    expect(await filesUnder(root)).toEqual(['licence.pdf', 'licence.pdf.type']);
  });

  it('refuses a key that would reach outside its folder', async () => {
    const store = createLocalStore(root);
    await expect(store.put('../outside.txt', chunks('x'), 'text/plain')).rejects.toThrow(/Not an object key/);
    await expect(store.get('a/../../b')).rejects.toThrow(/Not an object key/);
  });
});
