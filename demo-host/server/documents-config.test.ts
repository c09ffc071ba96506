import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { documentsKeyFor } from './services/uploads/documents.ts';

describe('DOCUMENTS_KEY', () => {
  it('is 32 bytes of base64, or unset', () => {
    expect(readConfig({}).documentsKey).toBeNull();
    expect(readConfig({ DOCUMENTS_KEY: Buffer.alloc(32, 7).toString('base64') }).documentsKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(() => readConfig({ DOCUMENTS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/DOCUMENTS_KEY/);
  });

  it('unset, is derived from the finance data key, so documents open again after a restart', () => {
    const finance = Buffer.alloc(32, 1);
    const key = documentsKeyFor({ financeDataKey: finance });
    expect(key).toHaveLength(32);
    expect(documentsKeyFor({ financeDataKey: finance })).toEqual(key);
    expect(key).not.toEqual(finance);
    expect(documentsKeyFor({ documentsKey: Buffer.alloc(32, 9), financeDataKey: finance })).toEqual(
      Buffer.alloc(32, 9),
    );
    // A sandbox without one: the public development key's, the same each start.
    expect(documentsKeyFor({ environment: 'sandbox' })).toEqual(documentsKeyFor({ environment: 'sandbox' }));
  });
});
