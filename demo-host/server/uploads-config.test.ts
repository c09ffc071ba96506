import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from './config.ts';
import { DEFAULT_DB_PATH } from './db/index.ts';
import { createUploadStore } from './services/storage/upload-store.ts';

describe('the uploads settings', () => {
  it('keep uploads beside the SQLite file unless UPLOADS_DIR says where', () => {
    expect(readConfig({}).uploadsDir).toBe(resolve(dirname(DEFAULT_DB_PATH), 'uploads'));
    expect(readConfig({ UPLOADS_DIR: '/srv/upshift/uploads' }).uploadsDir).toBe('/srv/upshift/uploads');
  });

  it('take a 32-byte UPLOADS_KEY, none when unset, and refuse another length', () => {
    expect(readConfig({}).uploadsKey).toBeNull();
    expect(readConfig({ UPLOADS_KEY: Buffer.alloc(32, 5).toString('base64') }).uploadsKey).toEqual(Buffer.alloc(32, 5));
    expect(() => readConfig({ UPLOADS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /UPLOADS_KEY must be 32 bytes/,
    );
  });

  it('keep uploads on the disk unless UPLOADS_S3_BUCKET names a bucket', () => {
    expect(readConfig({}).uploadsS3).toBeNull();
    expect(readConfig({ UPLOADS_S3_BUCKET: 'upshift-uploads', AWS_REGION: 'eu-west-1' }).uploadsS3).toEqual({
      bucket: 'upshift-uploads',
      region: 'eu-west-1',
      endpoint: null,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('take an S3-compatible endpoint (MinIO) with path-style addresses and a prefix', () => {
    const env = {
      UPLOADS_S3_BUCKET: 'uploads',
      UPLOADS_S3_REGION: 'us-east-1',
      AWS_REGION: 'eu-west-1',
      UPLOADS_S3_ENDPOINT: 'http://minio.internal:9000',
      UPLOADS_S3_FORCE_PATH_STYLE: '1',
      UPLOADS_S3_PREFIX: 'upshift/prod/',
    };
    expect(readConfig(env).uploadsS3).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'upshift/prod/',
    });
  });

  it('refuse a bucket without a region, a bad bucket name, endpoint, path-style switch or prefix', () => {
    const base = { UPLOADS_S3_BUCKET: 'uploads', UPLOADS_S3_REGION: 'us-east-1' };
    expect(() => readConfig({ UPLOADS_S3_BUCKET: 'uploads' })).toThrow(/UPLOADS_S3_REGION/);
    expect(() => readConfig({ ...base, UPLOADS_S3_BUCKET: 'Not_A_Bucket' })).toThrow(/UPLOADS_S3_BUCKET/);
    expect(() => readConfig({ ...base, UPLOADS_S3_ENDPOINT: 'ftp://minio' })).toThrow(/UPLOADS_S3_ENDPOINT/);
    expect(() => readConfig({ ...base, UPLOADS_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/UPLOADS_S3_FORCE_PATH_STYLE/);
    expect(() => readConfig({ ...base, UPLOADS_S3_PREFIX: '../up' })).toThrow(/UPLOADS_S3_PREFIX/);
  });

  it('choose the bucket store when a bucket is set, the disk folder otherwise', async () => {
    const root = await mkdtemp(join(tmpdir(), 'upshift-store-choice-'));
    try {
      const disk = await createUploadStore(readConfig({ UPLOADS_DIR: root }));
      await disk.put(
        'a/b.txt',
        (async function* () {
          yield Buffer.from('on disk');
        })(),
        'text/plain',
      );
      expect(await readFile(join(root, 'a/b.txt'), 'utf8')).toBe('on disk');
      // The bucket store is made without a request: an unreachable endpoint fails only on use. Credentials from the
      // environment, the SDK's first source, so it never asks an instance-metadata address.
      vi.stubEnv('AWS_ACCESS_KEY_ID', 'TESTKEY');
      vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
      const bucket = await createUploadStore(
        readConfig({
          UPLOADS_DIR: root,
          ...{
            UPLOADS_S3_BUCKET: 'uploads',
            UPLOADS_S3_REGION: 'us-east-1',
            UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9',
          },
        }),
      );
      await expect(bucket.get('a/b.txt')).rejects.toThrow();
    } finally {
      vi.unstubAllEnvs();
      await rm(root, { recursive: true, force: true });
    }
  });
});
