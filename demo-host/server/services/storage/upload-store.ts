/** The uploads' object store the settings name: an S3-compatible bucket when one is set, else the local folder. */
import type { ObjectStore } from '../../domain/uploads/object-store.ts';
import { createLocalStore } from './local-store.ts';
import type { S3Settings } from './s3-store.ts';

export async function createUploadStore(settings: {
  uploadsDir: string;
  uploadsS3: S3Settings | null;
}): Promise<ObjectStore> {
  if (!settings.uploadsS3) return createLocalStore(settings.uploadsDir);
  // The AWS SDK takes ~0.4 s to load: only a deployment with a bucket pays for it.
  const { createS3Store } = await import('./s3-store.ts');
  return createS3Store(settings.uploadsS3);
}
