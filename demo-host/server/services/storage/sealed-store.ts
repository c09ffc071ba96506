/**
 * Documents encrypted at rest: an object store whose objects are sealed with AES-256-GCM under a key of the
 * server's (a fresh 12-byte nonce each, the tag after the text), so a copy of the folder or the bucket reads as
 * noise and a changed byte fails to open. Stored as nonce ‖ ciphertext ‖ tag; streamed in, opened whole.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ObjectStore } from '../../domain/uploads/object-store.ts';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function sealedStore(inner: ObjectStore, key: Buffer): ObjectStore {
  if (key.length !== 32) throw new Error('The document key must be 32 bytes');
  return {
    async put(objectKey, body, contentType) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
      let plain = 0;
      async function* sealed(): AsyncIterable<Uint8Array> {
        yield nonce;
        for await (const chunk of body) {
          plain += chunk.byteLength;
          yield cipher.update(chunk);
        }
        yield cipher.final();
        yield cipher.getAuthTag();
      }
      const stored = await inner.put(objectKey, sealed(), contentType);
      return { ...stored, bytes: plain };
    },

    async get(objectKey) {
      const stored = await inner.get(objectKey);
      if (!stored) return null;
      const data = Buffer.from(stored.bytes);
      if (data.length < NONCE_BYTES + TAG_BYTES) throw new Error(`Sealed object ${objectKey} is cut short`);
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, NONCE_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      const bytes = Buffer.concat([
        decipher.update(data.subarray(NONCE_BYTES, data.length - TAG_BYTES)),
        decipher.final(),
      ]);
      return { bytes: new Uint8Array(bytes), contentType: stored.contentType };
    },

    delete: (objectKey) => inner.delete(objectKey),
  };
}
