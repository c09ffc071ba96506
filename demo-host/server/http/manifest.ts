/**
 * The build manifest (`dist/app/manifest.json`, written by rollup.config.mjs): which hashed files
 * are the app's entries and theme style sheets. Re-read when the file changes, so a rebuild
 * while the server runs is picked up without a restart.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

const RelativeFileSchema = v.pipe(
  v.string(),
  v.regex(/^(?!.*\.\.)[A-Za-z0-9._\-/]+$/, 'must be a plain relative path'),
);
const EntrySchema = v.object({ file: RelativeFileSchema, imports: v.array(RelativeFileSchema) });

export const ManifestSchema = v.object({
  entries: v.object({ main: EntrySchema, shadow: EntrySchema }),
  themes: v.record(v.string(), RelativeFileSchema),
  // Every chunk's static imports, so the shell can preload a route's whole tree at once.
  chunks: v.optional(
    v.record(
      RelativeFileSchema,
      // `css`: the page sheets the chunk's lazy import waits for, preloaded with its first route's tree.
      v.looseObject({ imports: v.array(RelativeFileSchema), css: v.optional(v.array(RelativeFileSchema), []) }),
    ),
    {},
  ),
});
export type Manifest = v.InferOutput<typeof ManifestSchema>;

export class ManifestError extends Error {
  override name = 'ManifestError';
}

export type ManifestSource = { get(): Manifest; readonly distDir: string };

function read(path: string): Manifest {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ManifestError(`The app build is missing (${path} not found): run \`npm run build\` first.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestError(`${path} is not valid JSON: run \`npm run build\` first.`);
  }
  const result = v.safeParse(ManifestSchema, json);
  if (!result.success) {
    throw new ManifestError(
      `${path} is malformed at ${v.getDotPath(result.issues[0]) ?? '(root)'}: run \`npm run build\` first.`,
    );
  }
  return result.output;
}

/** Loads the manifest now (throwing a ManifestError with a clear message when it is missing). */
export function loadManifest(distDir: string): ManifestSource {
  const path = join(distDir, 'manifest.json');
  let manifest = read(path);
  let mtime = statSync(path).mtimeMs;
  return {
    distDir,
    get() {
      try {
        const now = statSync(path).mtimeMs;
        if (now !== mtime) {
          manifest = read(path);
          mtime = now;
        }
      } catch {
        // Mid-rebuild the file can vanish for a moment: keep serving the last good manifest.
      }
      return manifest;
    },
  };
}

/**
 * The route chunk whose file name matches `name` and every chunk it imports, directly or not
 * (modulepreload fetches one module, not its imports); none when the build has no such chunk.
 */
export function routeTree(manifest: Manifest, name: RegExp): string[] {
  const root = Object.keys(manifest.chunks).find((file) => name.test(file));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of manifest.chunks[file]?.imports ?? []) visit(dep);
  };
  if (root) visit(root);
  return [...seen];
}

/** The page sheets of the chunk whose file name matches `name` (none when the build has no such chunk). */
export function chunkSheets(manifest: Manifest, name: RegExp): string[] {
  const root = Object.keys(manifest.chunks).find((file) => name.test(file));
  return root ? (manifest.chunks[root]?.css ?? []) : [];
}

/** The widget's base style sheet (themes/base.css); each campaign's tokens come in a sheet of their own. */
export function baseSheet(manifest: Manifest): string | null {
  return manifest.themes['base'] ?? null;
}
