/**
 * The server's import graph: no import circles, and the layers' arrows one way (http → services →
 * domain, db and sandbox; domain pure; the app never imports the demo host). Type-only imports
 * count: a circle of types is still a circle. Tests and their fixtures may build the whole app, so
 * the layer rule skips them (eslint.config.mjs leaves them out the same way).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = 'demo-host/server/';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A relative specifier as a repository path; a package name as itself. */
function resolved(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const path = relative(ROOT, resolve(ROOT, dirname(from), specifier));
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  }
  return path;
}

/** Every import of a file: static, `export … from`, side-effect and dynamic `import('…')`. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.map((f) => resolved(file, f.fileName));
}

const files = [...sourceFiles('demo-host/server'), ...sourceFiles('src')];
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Every circle among `nodes` (one per strongly connected component, Tarjan), each as its path. */
function circles(nodes: string[]): string[][] {
  const inside = new Set(nodes);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const edges = (node: string) => (graph.get(node) ?? []).filter((to) => inside.has(to));
  function connect(node: string): void {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges(node)) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges(node).includes(node)) found.push(pathWithin(new Set(component), node));
  }
  for (const node of nodes) if (!index.has(node)) connect(node);
  return found;
}

/** One circle through `start` inside a strongly connected component (breadth first, shortest). */
function pathWithin(component: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!component.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

/** Tests and the fixtures only tests import. */
const isTestFile = (file: string): boolean =>
  /\.test\.tsx?$|(^|\/)test-(fixtures|support|setup)\.ts$|-fixtures\.ts$|-test-support\.ts$|\/(fuzz-kit|from-client)\.ts$/.test(
    file,
  );

const layerOf = (file: string): string | null => {
  if (!file.startsWith(SERVER)) return null;
  const rest = file.slice(SERVER.length);
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : 'root';
};

/** What each layer may not import, as tests on the imported path (a repository path or a package). */
const FORBIDDEN: Record<string, (to: string) => boolean> = {
  // Pure: other domain files, the shared contract in src/, and packages other than the server's.
  domain: (to) =>
    (to.startsWith('demo-host/') && layerOf(to) !== 'domain') || /^(hono|kysely|@hono\/|pg$|better-sqlite3)/.test(to),
  db: (to) => ['services', 'http', 'sandbox', 'root'].includes(layerOf(to) ?? ''),
  services: (to) => ['http', 'root'].includes(layerOf(to) ?? ''),
  sandbox: (to) => ['http', 'services', 'root'].includes(layerOf(to) ?? ''),
};

/** The contract imports valibot and itself only. */
const isContract = (to: string): boolean => to === 'valibot' || to.startsWith('src/contract/');

/** Every import across the layers' lines: `from → to`. */
function backArrows(): string[] {
  const found: string[] = [];
  for (const [from, imports] of graph) {
    if (isTestFile(from)) continue;
    const layer = layerOf(from);
    for (const to of imports) {
      const wrong =
        layer === null
          ? to.startsWith('demo-host/') || (from.startsWith('src/contract/') && !isContract(to))
          : to.startsWith('demo-host/site/') ||
            (FORBIDDEN[layer]?.(to) ?? false) ||
            (to.startsWith('src/') && !to.startsWith('src/contract/'));
      if (wrong) found.push(`${from} → ${to}`);
    }
  }
  return found;
}

describe('the import graph', () => {
  it('has no circle in the server', () => {
    const server = files.filter((file) => file.startsWith(SERVER));
    expect(circles(server).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('has no circle in the app', () => {
    expect(circles(files.filter((file) => file.startsWith('src/'))).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('points one way: http → services → domain, db, sandbox; domain pure; the contract shared; src never the server', () => {
    expect(backArrows()).toEqual([]);
  });
});
