/** The build's per-declaration split of our feature modules (splitSource in rollup.config.mjs). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup, type Plugin } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- the build config is plain ESM without types; it exports splitSource()
import { splitSource as untypedSplitSource } from '../../rollup.config.mjs';

const splitSource = untypedSplitSource as (include: (id: string) => boolean) => Plugin;

const dir = mkdtempSync(join(tmpdir(), 'split-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles `main` (plain JS) with the given feature modules split, runs it and returns its `result`. */
async function build(files: Record<string, string>, main: string): Promise<{ code: string; result: unknown }> {
  const root = mkdtempSync(join(dir, 'case-'));
  mkdirSync(join(root, 'features/demo'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'features/demo', name), text);
  writeFileSync(join(root, 'main.mjs'), main);
  const bundle = await rollup({
    input: join(root, 'main.mjs'),
    plugins: [splitSource((id: string) => id.includes('/features/demo/'))],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  const code = output[0].code;
  writeFileSync(join(root, 'out.mjs'), code);
  const { result } = (await import(pathToFileURL(join(root, 'out.mjs')).href)) as { result: unknown };
  return { code, result };
}

describe('splitSource', () => {
  it('leaves out the declarations nobody imports', async () => {
    const { code, result } = await build(
      { 'rules.ts': "export const used = (n: number): number => n * 2;\nexport const unused = 'NOBODY_READS_THIS';\n" },
      "import { used } from './features/demo/rules.ts';\nexport const result = used(21);\n",
    );
    expect(result).toBe(42);
    expect(code).not.toContain('NOBODY_READS_THIS');
  });

  // Split apart, B's module would run first and read A before its initialiser ran (a TDZ ReferenceError).
  it('keeps declarations that reach each other in one module, in the file order', async () => {
    const { result } = await build(
      { 'cycle.ts': 'export const A = { b: () => B };\nexport const B = [A];\n' },
      "import { A } from './features/demo/cycle.ts';\nexport const result = A.b()[0] === A;\n",
    );
    expect(result).toBe(true);
  });

  it('keeps one copy of a `let` for every function that uses it', async () => {
    const { result } = await build(
      {
        'store.ts':
          'let count = 0;\nexport function inc(): number {\n  return ++count;\n}\nexport function read(): number {\n  return count;\n}\n',
      },
      "import { inc } from './features/demo/store.ts';\nimport { read } from './features/demo/store.ts';\nexport const result = [inc(), inc(), read()];\n",
    );
    expect(result).toEqual([1, 2, 2]);
  });
});
