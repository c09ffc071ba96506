/**
 * The build treats our modules as declarations only, except those SIDE_EFFECT_MODULES names
 * (rollup.config.mjs): a module that runs something at its top level and is not in that
 * list would have that code dropped wherever nothing uses its exports. This reads every app module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the build config is plain ESM without types; it exports SIDE_EFFECT_MODULES
import { SIDE_EFFECT_MODULES as untyped } from '../../rollup.config.mjs';

const SIDE_EFFECT_MODULES = untyped as RegExp[];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-setup|test-support|\.d\.ts$/.test(entry.name)
      ? [resolve(path)]
      : [];
  });

/** Top-level statements that run something: anything but imports, exports of names, declarations and types. */
function runsSomething(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  return source.statements
    .filter(
      (s) =>
        !ts.isImportDeclaration(s) &&
        !ts.isExportDeclaration(s) &&
        !ts.isFunctionDeclaration(s) &&
        !ts.isClassDeclaration(s) &&
        !ts.isVariableStatement(s) &&
        !ts.isTypeAliasDeclaration(s) &&
        !ts.isInterfaceDeclaration(s) &&
        !ts.isModuleDeclaration(s) &&
        !ts.isEnumDeclaration(s) &&
        !ts.isExportAssignment(s) &&
        // `true satisfies …`: a type check the compiler erases.
        !(ts.isExpressionStatement(s) && ts.isSatisfiesExpression(s.expression)),
    )
    .map((s) => s.getText().split('\n')[0]!);
}

describe('SIDE_EFFECT_MODULES (the build keeps top-level code only in these)', () => {
  const files = sources('src');
  const listed = (file: string) => SIDE_EFFECT_MODULES.some((pattern) => pattern.test(file));

  it('names every app module whose top level runs something', () => {
    const unlisted = files.filter((file) => !listed(file) && runsSomething(file).length > 0);
    expect(unlisted.map((file) => `${file}: ${runsSomething(file).join(' / ')}`)).toEqual([]);
  });

  it('names no module that runs nothing (a stale entry would hide the next real one)', () => {
    for (const pattern of SIDE_EFFECT_MODULES) {
      const matched = files.filter((file) => pattern.test(file));
      expect(matched.length, String(pattern)).toBeGreaterThan(0);
      for (const file of matched) expect(runsSomething(file).length, file).toBeGreaterThan(0);
    }
  });

  it('has no side-effect import in a module that only re-exports: the build drops such a module, and its import with it', () => {
    const bare = files.filter((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
      const sideEffectImport = source.statements.some((s) => ts.isImportDeclaration(s) && !s.importClause);
      // Types are erased: a module of re-exports and types is dropped just the same.
      const declaresSomething = source.statements.some(
        (s) =>
          !ts.isImportDeclaration(s) &&
          !ts.isExportDeclaration(s) &&
          !ts.isTypeAliasDeclaration(s) &&
          !ts.isInterfaceDeclaration(s),
      );
      return sideEffectImport && !declaresSomething;
    });
    expect(bare).toEqual([]);
  });
});
