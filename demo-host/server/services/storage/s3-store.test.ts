import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3Store, type S3Settings } from './s3-store.ts';
import { sealedStore } from './sealed-store.ts';

/** A tiny S3 on loopback: path-style PUT, GET and DELETE of objects, and a record of what it was asked. */
type Stored = { bytes: Buffer; contentType: string };
const objects = new Map<string, Stored>();
const seen: { method: string; path: string; signed: boolean }[] = [];
let server: Server;
let endpoint: string;

const readAll = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const noSuchKey =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      seen.push({
        method: req.method ?? '',
        path,
        signed: /^AWS4-HMAC-SHA256 Credential=TESTKEY\//.test(req.headers.authorization ?? ''),
      });
      if (req.method === 'PUT') {
        const bytes = await readAll(req);
        if (Number(req.headers['content-length']) !== bytes.length) return res.writeHead(400).end();
        objects.set(path, { bytes, contentType: req.headers['content-type'] ?? '' });
        return res.writeHead(200, { ETag: '"x"' }).end();
      }
      if (req.method === 'GET') {
        const found = objects.get(path);
        if (!found) return res.writeHead(404, { 'Content-Type': 'application/xml' }).end(noSuchKey);
        return res
          .writeHead(200, { 'Content-Type': found.contentType, 'Content-Length': found.bytes.length })
          .end(found.bytes);
      }
      if (req.method === 'DELETE') {
        objects.delete(path);
        return res.writeHead(204).end();
      }
      res.writeHead(405).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  seen.length = 0;
});

const settings = (): S3Settings => ({
  bucket: 'trade-bucket',
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  prefix: 'uploads/',
});
const store = () =>
  createS3Store(settings(), { credentials: { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret' } });

async function* chunks(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}
async function* failsMidway(): AsyncIterable<Uint8Array> {
  yield Buffer.from('half a photo');
  throw new Error('connection reset');
}

describe('the S3-compatible object store, over real HTTP through the AWS SDK', () => {
  it('puts a streamed body as one signed PUT under the prefix, gets it back and deletes it', async () => {
    const s3 = store();
    expect(await s3.put('trade/t-1/front.jpg', chunks('jpeg ', 'bytes'), 'image/jpeg')).toEqual({
      key: 'trade/t-1/front.jpg',
      bytes: 10,
      contentType: 'image/jpeg',
    });
    expect(objects.get('/trade-bucket/uploads/trade/t-1/front.jpg')?.bytes.toString()).toBe('jpeg bytes');
    const got = await s3.get('trade/t-1/front.jpg');
    expect([Buffer.from(got!.bytes).toString(), got!.contentType]).toEqual(['jpeg bytes', 'image/jpeg']);
    await s3.delete('trade/t-1/front.jpg');
    expect(objects.size).toBe(0);
    expect(seen.map((r) => [r.method, r.signed])).toEqual([
      ['PUT', true],
      ['GET', true],
      ['DELETE', true],
    ]);
  });

  it('answers null for a missing object, and deleting one that is not there is no error', async () => {
    const s3 = store();
    expect(await s3.get('trade/t-1/none.jpg')).toBeNull();
    await expect(s3.delete('trade/t-1/none.jpg')).resolves.toBeUndefined();
  });

  it('sends nothing for a body that fails midway', async () => {
    await expect(store().put('trade/t-1/rear.jpg', failsMidway(), 'image/jpeg')).rejects.toThrow('connection reset');
    expect(seen).toEqual([]);
    expect(objects.size).toBe(0);
  });

  it('refuses a key that could reach outside its folder, before any request', async () => {
    await expect(store().put('../secrets', chunks('x'), 'text/plain')).rejects.toThrow(/Not an object key/);
    await expect(store().get('a//b')).rejects.toThrow(/Not an object key/);
    expect(seen).toEqual([]);
  });

  it('holds sealed documents as noise that opens back to the document', async () => {
    const sealed = sealedStore(store(), Buffer.alloc(32, 7));
    await sealed.put('documents/d-1/licence.pdf', chunks('%PDF-1.7 ', 'licence'), 'application/pdf');
    const raw = objects.get('/trade-bucket/uploads/documents/d-1/licence.pdf')!.bytes;
    expect(raw.includes(Buffer.from('licence'))).toBe(false);
    expect(Buffer.from((await sealed.get('documents/d-1/licence.pdf'))!.bytes).toString()).toBe('%PDF-1.7 licence');
  });
});
