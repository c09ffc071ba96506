/**
 * Where uploads are kept, an outside service like the payment provider: a folder on the server's disk by default,
 * an S3-compatible bucket in production. Objects are private: none is served from the app's origin as it was
 * uploaded; the app hands its owner and the dealer's staff a short-lived signed address (signed-url.ts).
 */

export type StoredObject = { key: string; bytes: number; contentType: string };

export type ObjectStore = {
  /**
   * Stores `body` under `key` whole or not at all: a body that fails midway (a dropped upload, a cap passed)
   * leaves nothing behind, and a reader never sees half an object.
   */
  put(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<StoredObject>;
  /** The object's bytes and type; null when there is none. */
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** Removes the object; removing one that is not there is no error (a sweep may run twice). */
  delete(key: string): Promise<void>;
};

/** A key of the store: path segments of [A-Za-z0-9._-], no `..`, so no key reaches outside its folder. */
export function isObjectKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key.split('/').every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== '.' && part !== '..')
  );
}
