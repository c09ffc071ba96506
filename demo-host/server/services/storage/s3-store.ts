/**
 * The object store in an S3-compatible bucket (AWS S3, MinIO, R2…), through the AWS SDK. Credentials come from
 * the SDK's default chain (environment, shared files, the instance's or task's role), never from our settings.
 * Objects stay private (no ACL is set: the bucket's own default, which should block public access); the app
 * serves them through its signed addresses.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { isObjectKey, type ObjectStore } from '../../domain/uploads/object-store.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2…); unset: AWS S3 itself. */
  endpoint: string | null;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: what MinIO wants. */
  forcePathStyle: boolean;
  /** Object keys are put under this prefix (`uploads/`), so one bucket can hold other things too. */
  prefix: string;
};

/** The largest body one put gathers: above the 20 MB document cap with its sealing, far below S3's 5 GB. */
const MAX_OBJECT_BYTES = 32 * 1024 * 1024;

export function createS3Store(settings: S3Settings, extra: Partial<S3ClientConfig> = {}): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // S3-compatible services differ in the newer checksum headers; a checksum is sent only where S3 requires one.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    ...extra,
  });
  const { bucket } = settings;
  const keyOf = (key: string) => {
    if (!isObjectKey(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
    return `${settings.prefix}${key}`;
  };

  return {
    async put(key, body, contentType) {
      const Key = keyOf(key);
      // PutObject needs the length before the first byte (S3 takes no plain chunked upload); the bodies here are
      // already capped while they stream (10 MB a photo, 20 MB a document), so one is gathered, then sent in one
      // PUT, which S3 stores whole or not at all: a body that fails midway is never sent.
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      for await (const chunk of body) {
        bytes += chunk.byteLength;
        if (bytes > MAX_OBJECT_BYTES) throw new Error(`Object ${key} is larger than the store takes`);
        chunks.push(chunk);
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: Buffer.concat(chunks, bytes),
          ContentLength: bytes,
          ContentType: contentType,
        }),
      );
      return { key, bytes, contentType };
    },

    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!out.Body) return null;
        return {
          bytes: await out.Body.transformToByteArray(),
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that is not there: a sweep that runs twice is no error.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}
