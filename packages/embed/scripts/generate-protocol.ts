/**
 * Writes packages/embed/src/protocol.ts from the public part of src/contract/bridge-protocol.ts (between
 * `// @public-start` and `// @public-end`), so the package's event and command types cannot drift
 * from what the loader and the app use. `--check` exits 1 when the written file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SOURCE = join(root, 'src/contract/bridge-protocol.ts');
export const TARGET = join(root, 'packages/embed/src/protocol.ts');

export function generateProtocol(source: string = readFileSync(SOURCE, 'utf8')): string {
  const start = source.indexOf('// @public-start');
  const end = source.indexOf('// @public-end');
  if (start < 0 || end < start)
    throw new Error('bridge-protocol.ts lost its // @public-start … // @public-end markers');
  // Skip the marker comment itself (up to the first blank line): it speaks about the source file.
  const body = source.slice(source.indexOf('\n\n', start) + 2, end).trimEnd();
  return (
    '// GENERATED from src/contract/bridge-protocol.ts by packages/embed/scripts/generate-protocol.ts: do not edit.\n' +
    '// Run `npm run generate -w @upshift/embed` after changing the public part of the bridge protocol.\n\n' +
    body +
    '\n'
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fresh = generateProtocol();
  if (process.argv.includes('--check')) {
    if (readFileSync(TARGET, 'utf8') !== fresh) {
      console.error(`${TARGET} is stale: run npm run generate -w @upshift/embed`);
      process.exit(1);
    }
  } else writeFileSync(TARGET, fresh);
}
