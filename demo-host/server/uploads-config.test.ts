import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEFAULT_DB_PATH } from './db/index.ts';

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
});
