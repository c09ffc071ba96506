import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../src/contract/workspace-audit.ts';

const SERVER = join(import.meta.dirname, '../..');

/** Every server source file (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the audit log’s actions', () => {
  it('every action the server writes is one the workspace names', () => {
    // The files that append to the log, and the settings documents, hold their actions as quoted literals ('lead.view', …).
    const writers = sources(SERVER)
      .filter((path) => !path.endsWith('audit-repo.ts'))
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
      .filter((f) => f.text.includes('appendAudit(') || f.text.includes('auditAction:'));
    expect(writers.length).toBeGreaterThan(3);
    const written = writers.flatMap((f) =>
      [...f.text.matchAll(/'([a-z]+\.[a-z-]+)'/g)].map((m) => `${relative(SERVER, f.path)}: ${m[1]!}`),
    );
    expect(written.length).toBeGreaterThanOrEqual(AUDIT_ACTIONS.length);
    const listed = new Set<string>(AUDIT_ACTIONS);
    expect(written.filter((w) => !listed.has(w.split(': ')[1]!))).toEqual([]);
  });
});
