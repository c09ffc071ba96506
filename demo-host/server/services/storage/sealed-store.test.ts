import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store.ts';
import { sealedStore } from './sealed-store.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'upshift-sealed-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const KEY = Buffer.alloc(32, 3);
async function* body(text: string): AsyncIterable<Uint8Array> {
  yield new TextEncoder().encode(text.slice(0, 5));
  yield new TextEncoder().encode(text.slice(5));
}

describe('documents sealed at rest', () => {
  it('reads back what was stored, while the file on disk holds none of it', async () => {
    const store = sealedStore(createLocalStore(root), KEY);
    const text = 'DRIVER LICENSE 123-456-789';
    expect((await store.put('docs/d-1/licence.pdf', body(text), 'application/pdf')).bytes).toBe(text.length);
    const read = await store.get('docs/d-1/licence.pdf');
    expect(new TextDecoder().decode(read!.bytes)).toBe(text);
    expect(read!.contentType).toBe('application/pdf');
    const raw = await readFile(join(root, 'docs/d-1/licence.pdf'));
    expect(raw.includes(Buffer.from('LICENSE'))).toBe(false);
    expect(raw.length).toBe(12 + text.length + 16);
  });

  it('refuses to open a changed file or one sealed under another key', async () => {
    const store = sealedStore(createLocalStore(root), KEY);
    await store.put('docs/d-1/a.pdf', body('proof of income'), 'application/pdf');
    const path = join(root, 'docs/d-1/a.pdf');
    const raw = await readFile(path);
    raw[14] = raw[14]! ^ 1;
    await writeFile(path, raw);
    await expect(store.get('docs/d-1/a.pdf')).rejects.toThrow();
    await store.put('docs/d-1/b.pdf', body('proof of residence'), 'application/pdf');
    await expect(sealedStore(createLocalStore(root), Buffer.alloc(32, 4)).get('docs/d-1/b.pdf')).rejects.toThrow();
  });

  it('takes only a 32-byte key', () => {
    expect(() => sealedStore(createLocalStore(root), Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
