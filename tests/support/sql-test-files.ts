/**
 * The server test files that reach the database (by their static imports, or by naming
 * TEST_DATABASE_URL): the PostgreSQL run repeats only these, since the rest prove nothing about SQL.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const DATABASE = 'demo-host/server/db/database.ts';
const IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;

export function sqlTestFiles(root: string, folders: readonly string[]): string[] {
  const target = resolve(root, DATABASE);
  // Only a yes is remembered: a no found while walking a cycle may be a yes from another start.
  const reaching = new Set<string>([target]);
  const visit = (file: string, seen: Set<string>): boolean => {
    if (reaching.has(file)) return true;
    if (seen.has(file) || !existsSync(file)) return false;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const found =
      source.includes('TEST_DATABASE_URL') ||
      [...source.matchAll(IMPORT)].some((m) => visit(resolve(dirname(file), m[1]!), seen));
    if (found) reaching.add(file);
    return found;
  };
  return folders
    .flatMap((folder) =>
      readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => resolve(root, folder, name)),
    )
    .filter((file) => visit(file, new Set()))
    .map((file) => relative(root, file))
    .sort();
}

/** For a look at the split: `tsx tests/support/sql-test-files.ts`. */
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'sql-test-files.ts')) {
  console.log(sqlTestFiles(join(import.meta.dirname, '../..'), ['demo-host', 'tests/unit']).join('\n'));
}
