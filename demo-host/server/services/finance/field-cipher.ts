/**
 * Field encryption for a finance application's most sensitive values (the SSN and the date of
 * birth): AES-256-GCM from node:crypto with a 32-byte key from the environment
 * (FINANCE_DATA_KEY, base64). Each value gets a fresh 96-bit IV, and is bound to where it lives by
 * the additional authenticated data (`context`: the deal and the field), so a sealed SSN copied to
 * another row or field does not open. A sealed value reads
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts); the key id (the first 8 bytes of the key's
 * SHA-256) says which key sealed it, so a wrong key fails clearly instead of as a bad tag.
 *
 * Errors never carry the plaintext or the sealed value.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const FINANCE_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * The sandbox's development key, used only in a sandbox deployment (deployment.ts) when
 * FINANCE_DATA_KEY is unset (docs/settings.md). It is public: never use it for real data.
 */
export const DEVELOPMENT_FINANCE_DATA_KEY = Buffer.from('upshift-sandbox-finance-key-dev!', 'utf8').toString('base64');

export const FINANCE_KEY_FORMAT = 'FINANCE_DATA_KEY must be 32 bytes, base64-encoded (e.g. `openssl rand -base64 32`)';

/** FINANCE_DATA_KEY's text (base64 or base64url) → the 32-byte key; anything else throws. */
export function parseFinanceDataKey(raw: string): Buffer {
  const clean = raw.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) throw new Error(FINANCE_KEY_FORMAT);
  const key = Buffer.from(clean.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== FINANCE_KEY_BYTES) throw new Error(FINANCE_KEY_FORMAT);
  return key;
}

/** Where a finance application's sealed value lives (`applicant.dateOfBirth`, …): sealing binds it there. */
export const applicationSealContext = (dealId: string, field: string) => `finance-application:${dealId}:${field}`;

export class SealedValueError extends Error {
  override name = 'SealedValueError';
}

export type FieldCipher = {
  /** Which key this cipher seals with (not secret: a digest prefix). */
  readonly keyId: string;
  seal(plaintext: string, context: string): string;
  /** Throws SealedValueError for a value of another key, context, or one that was altered. */
  open(sealed: string, context: string): string;
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== FINANCE_KEY_BYTES) throw new Error(FINANCE_KEY_FORMAT);
  // A copy: the caller's buffer may be reused or zeroed.
  const secret = Buffer.from(key);
  const keyId = createHash('sha256').update(secret).digest().subarray(0, 8).toString('hex');

  return {
    keyId,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) throw new SealedValueError('Not a sealed value');
      const [, id, iv, tag, body] = parts as [string, string, string, string, string];
      if (id !== keyId) throw new SealedValueError(`Sealed with another key (${id})`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // node's message says nothing of the value, but ours is the one callers can rely on.
        throw new SealedValueError('Sealed value does not open with this key and context');
      }
    },
  };
}
