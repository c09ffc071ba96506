/**
 * The object store on the server's own disk (the default; an S3-compatible bucket in production): one file an
 * object under `root`, its type beside it. A body is written to a temporary file and renamed into place only
 * once whole, so a dropped upload leaves nothing and a reader never sees half an object.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isObjectKey, type ObjectStore } from '../../domain/uploads/object-store.ts';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStore(root: string): ObjectStore {
  const pathOf = (key: string) => {
    if (!isObjectKey(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
    return join(root, key);
  };

  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const part = `${path}.${randomUUID()}.part`;
      const typePart = `${part}.type`;
      let bytes = 0;
      try {
        const file = await open(part, 'wx');
        try {
          for await (const chunk of body) {
            bytes += chunk.byteLength;
            await file.write(chunk);
          }
          await file.sync();
        } finally {
          await file.close();
        }
        await writeWhole(typePart, contentType);
        // The type first: an object's file is never there without its type.
        await rename(typePart, `${path}.type`);
        await rename(part, path);
      } catch (error) {
        await Promise.all([rm(part, { force: true }), rm(typePart, { force: true })]);
        throw error;
      }
      return { key, bytes, contentType };
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}

async function writeWhole(path: string, text: string): Promise<void> {
  const file = await open(path, 'wx');
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
}
