// Builds the loader (one IIFE), the app (ES modules split per route), one CSS file per theme, and the dealer
// workspace (its own entry and sheet in dist/workspace).
import { readFileSync, readdirSync, mkdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import { createRequire } from 'node:module';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import postcss from 'postcss';
import postcssImport from 'postcss-import';

const OUT = 'dist/app';
const WORKSPACE_OUT = 'dist/workspace';
const production = process.env.NODE_ENV !== 'development';

/** Type-strips TS/TSX; `npm run typecheck` does the checking, so the build stays fast. */
function transpile(jsxImportSource = 'preact') {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource,
    verbatimModuleSyntax: true,
    sourceMap: false,
  };
  return {
    name: 'transpile',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      return { code: ts.transpileModule(code, { compilerOptions: options, fileName: id }).outputText, map: null };
    },
  };
}

/** wouter reads React["useInsertion" + "Effect"]; the computed access keeps all of compat alive. */
function wouterStaticAccess() {
  return {
    name: 'wouter-static-access',
    transform(code, id) {
      if (!id.includes('wouter')) return null;
      return {
        code: code.replace(/React\[\s*["']useInsertion["']\s*\+\s*["']Effect["']\s*\]/g, 'React.useInsertionEffect'),
        map: null,
      };
    },
  };
}

/**
 * valibot ships one module, and rollup never splits a module across chunks: every valibot function any
 * route uses would land in the chunk first paint loads. This serves each top-level declaration as its
 * own module (a `let` together with every declaration that touches it), so each chunk gets only its own.
 */
function splitModule(pattern) {
  const PREFIX = '\0split:';
  const groups = new Map(); // virtual id → code
  const walk = (node, visit) => {
    if (!node || typeof node.type !== 'string') return;
    visit(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'key' && !node.computed && node.type === 'Property') continue;
      if (key === 'property' && !node.computed && node.type === 'MemberExpression') continue;
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === 'object') walk(child, visit);
    }
  };
  return {
    name: 'split-module',
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (id.startsWith(PREFIX)) return { code: groups.get(id), moduleSideEffects: false };
      if (!pattern.test(id)) return null;
      const code = readFileSync(id, 'utf8');
      const body = this.parse(code).body;
      const decls = []; // { names, text, refs, lets }
      let exportList = [];
      let from = 0;
      for (const node of body) {
        const text = code.slice(from, node.end);
        from = node.end;
        if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
          exportList = node.specifiers.map((s) => [s.local.name, s.exported.name]);
          continue;
        }
        const names = node.type === 'VariableDeclaration' ? node.declarations.map((d) => d.id.name) : [node.id?.name];
        if (names.some((n) => !n)) throw new Error(`split-module: unexpected top-level ${node.type} in ${id}`);
        const refs = new Set();
        walk(node, (n) => n.type === 'Identifier' && refs.add(n.name));
        decls.push({ names, text, refs, isLet: node.type === 'VariableDeclaration' && node.kind === 'let' });
      }
      // Union-find: a mutable `let` stays with whoever references it (imports are read-only).
      const owner = new Map(decls.flatMap((d, i) => d.names.map((n) => [n, i])));
      const parent = decls.map((_, i) => i);
      const find = (i) => (parent[i] === i ? i : (parent[i] = find(parent[i])));
      decls.forEach((d, i) => {
        for (const r of d.refs) if (owner.has(r) && decls[owner.get(r)].isLet) parent[find(owner.get(r))] = find(i);
      });
      const members = new Map();
      decls.forEach((d, i) => members.set(find(i), [...(members.get(find(i)) ?? []), d]));
      const groupOf = (name) => `${PREFIX}${find(owner.get(name))}`;
      for (const [root, list] of members) {
        const own = new Set(list.flatMap((d) => d.names));
        const imports = new Map();
        for (const r of new Set(list.flatMap((d) => [...d.refs])))
          if (owner.has(r) && !own.has(r)) imports.set(groupOf(r), [...(imports.get(groupOf(r)) ?? []), r]);
        const head = [...imports].map(([g, ns]) => `import { ${ns.join(', ')} } from ${JSON.stringify(g)};`);
        groups.set(
          `${PREFIX}${root}`,
          [...head, ...list.map((d) => d.text), `export { ${[...own].join(', ')} };`].join('\n'),
        );
      }
      const facade = exportList.map(
        ([local, exported]) => `export { ${local} as ${exported} } from ${JSON.stringify(groupOf(local))};`,
      );
      return { code: facade.join('\n'), moduleSideEffects: false };
    },
  };
}

/**
 * Our own pure modules (rules, copy, API schemas, stores) split per top-level declaration
 * like valibot above, so the first paint keeps only the declarations it uses and each route chunk
 * takes its own. A module with a top-level statement other than imports, declarations and export
 * lists (a side effect, `export *`) is left whole.
 */
export function splitSource(include) {
  const PREFIX = '\0split-src:';
  const groups = new Map(); // virtual id → code
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    verbatimModuleSyntax: true,
    sourceMap: false,
  };
  const identifiers = (node, out = new Set()) => {
    for (const n of walk(node)) if (n.type === 'Identifier') out.add(n.name);
    return out;
  };
  return {
    name: 'split-source',
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    async load(id) {
      if (id.startsWith(PREFIX)) return { code: groups.get(id), moduleSideEffects: false };
      if (!include(id)) return null;
      const code = ts.transpileModule(readFileSync(id, 'utf8'), { compilerOptions: options, fileName: id }).outputText;
      // Dynamic imports and import.meta would resolve from the virtual module: such modules stay whole.
      if (/\bimport\s*[(.]/.test(code)) return null;
      const body = this.parse(code).body;
      const imported = new Map(); // local name → import statement for it alone
      const decls = [];
      const exported = []; // [local, exported]
      for (const node of body) {
        if (node.type === 'ImportDeclaration') {
          const source = (await this.resolve(node.source.value, id))?.id;
          if (!source || source.includes('?') || node.specifiers.length === 0) return null;
          for (const s of node.specifiers) {
            const what =
              s.type === 'ImportNamespaceSpecifier'
                ? `* as ${s.local.name}`
                : s.type === 'ImportDefaultSpecifier'
                  ? `{ default as ${s.local.name} }`
                  : `{ ${s.imported.name ?? s.imported.value} as ${s.local.name} }`;
            imported.set(s.local.name, `import ${what} from ${JSON.stringify(source)};`);
          }
          continue;
        }
        if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
          if (node.source) return null;
          for (const s of node.specifiers) exported.push([s.local.name, s.exported.name]);
          continue;
        }
        const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        if (!['FunctionDeclaration', 'ClassDeclaration', 'VariableDeclaration'].includes(decl.type)) return null;
        const names = decl.type === 'VariableDeclaration' ? decl.declarations.map((d) => d.id.name) : [decl.id?.name];
        if (names.some((n) => !n)) return null;
        if (decl !== node) for (const n of names) exported.push([n, n]);
        const isLet = decl.type === 'VariableDeclaration' && decl.kind !== 'const';
        decls.push({ names, text: code.slice(decl.start, decl.end), refs: identifiers(decl), isLet });
      }
      const owner = new Map(decls.flatMap((d, i) => d.names.map((n) => [n, i])));
      if (decls.length < 2 || exported.some(([local]) => !owner.has(local))) return null;
      const parent = decls.map((_, i) => i);
      const find = (i) => (parent[i] === i ? i : (parent[i] = find(parent[i])));
      decls.forEach((d, i) => {
        for (const r of d.refs) if (owner.has(r) && decls[owner.get(r)].isLet) parent[find(owner.get(r))] = find(i);
      });
      // Declarations that reach each other share a module: a cycle between split modules could run a
      // top-level initialiser before one it reads (a TDZ error) that the file's own order avoided.
      const edges = (g) =>
        decls.flatMap((d, i) =>
          find(i) === g ? [...d.refs].filter((r) => owner.has(r)).map((r) => find(owner.get(r))) : [],
        );
      const index = new Map();
      const low = new Map();
      const stack = [];
      const strong = (i) => {
        index.set(i, index.size);
        low.set(i, index.get(i));
        stack.push(i);
        for (const j of edges(i)) {
          if (!index.has(j)) strong(j);
          if (stack.includes(j)) low.set(i, Math.min(low.get(i), low.get(j)));
        }
        if (low.get(i) !== index.get(i)) return;
        for (let j = stack.pop(); j !== i; j = stack.pop()) parent[find(j)] = find(i);
      };
      for (const g of new Set(decls.map((_, i) => find(i)))) if (!index.has(g)) strong(g);
      const key = hash(id);
      const groupOf = (name) => `${PREFIX}${key}:${find(owner.get(name))}`;
      const members = new Map();
      decls.forEach((d, i) => members.set(find(i), [...(members.get(find(i)) ?? []), d]));
      for (const [root, list] of members) {
        const own = new Set(list.flatMap((d) => d.names));
        const head = [];
        const fromGroups = new Map();
        for (const r of new Set(list.flatMap((d) => [...d.refs]))) {
          if (imported.has(r) && !own.has(r)) head.push(imported.get(r));
          else if (owner.has(r) && !own.has(r)) fromGroups.set(groupOf(r), [...(fromGroups.get(groupOf(r)) ?? []), r]);
        }
        for (const [g, ns] of fromGroups) head.push(`import { ${ns.join(', ')} } from ${JSON.stringify(g)};`);
        groups.set(
          `${PREFIX}${key}:${root}`,
          [...head, ...list.map((d) => d.text), `export { ${[...own].join(', ')} };`].join('\n'),
        );
      }
      const facade = exported.map(
        ([local, name]) => `export { ${local} as ${name} } from ${JSON.stringify(groupOf(local))};`,
      );
      return { code: facade.join('\n') || 'export {};', moduleSideEffects: false };
    },
  };
}

/**
 * Which of our modules run something when imported. Rollup places a module with side
 * effects in every chunk that reaches it, used or not: a feature's barrel re-exporting a component
 * with a top-level `lazyComponent()` or `createContext()` call carried it into first paint. Ours are
 * declarations only, except the i18n parts (addPart), the iframe's entry, and the page groups that start
 * their sibling pages' loads (`void Part.preload()` at the top level); the build check
 * (tests/unit/module-side-effects.test.ts) keeps this list true.
 */
export const SIDE_EFFECT_MODULES = [
  /\/src\/main\.tsx$/,
  /\/src\/workspace\/main\.tsx$/,
  /\/src\/lib\/i18n\/parts\/[^/]+\.ts$/,
  /\/src\/features\/finance\/(finance-pages|application-page)\.tsx$/,
  /\/src\/features\/credit\/soft-pull-(form|pages)\.tsx$/,
  /\/src\/features\/contracting\/sign-online-pages\.tsx$/,
  /\/src\/features\/trade\/trade-pages\.tsx$/,
  /\/src\/features\/visits\/visit-pages\.tsx$/,
];
function appModuleSideEffects(id) {
  if (!/\/src\//.test(id) || id.includes('node_modules')) return true;
  return SIDE_EFFECT_MODULES.some((pattern) => pattern.test(id));
}

/** Strips comments and needless whitespace: ten lines instead of a minifier's hundred packages. */
const minifyCss = () => ({
  postcssPlugin: 'minify',
  OnceExit(root) {
    root.walkComments((c) => c.remove());
    root.walk((node) => {
      if (node.raws) {
        node.raws.before = '';
        node.raws.after = '';
        node.raws.between = node.type === 'decl' ? ':' : '';
        node.raws.semicolon = false;
        if (node.type === 'decl') node.value = node.value.replace(/\s+/g, ' ').replace(/\s*,\s*/g, ',');
        if (node.type === 'rule') node.selector = node.selector.replace(/\s*([>+~,])\s*/g, '$1').replace(/\s+/g, ' ');
      }
    });
  },
});
minifyCss.postcss = true;

/**
 * React ships CommonJS only; its production files are flat `exports.x = …` modules with
 * literal `require("…")`s, so wrapping each one as ESM replaces @rollup/plugin-commonjs here.
 */
function reactCommonJs() {
  const require = createRequire(import.meta.url);
  return {
    name: 'react-commonjs',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/].+[\\/]cjs[\\/][^\\/]+\.production\.js$/.test(id)) return null;
      const deps = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];
      const names = Object.keys(require(id)).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default');
      const imports = deps.map((dep, i) => `import * as d${i} from ${JSON.stringify(dep)};`).join('\n');
      const table = deps.map((dep, i) => `${JSON.stringify(dep)}: d${i}.default`).join(', ');
      return {
        code:
          `${imports}\nconst module = { exports: {} };\n` +
          `(function (module, exports, require) {\n${code}\n})(module, module.exports, (n) => ({ ${table} })[n]);\n` +
          `export default module.exports;\nexport const { ${names.join(', ')} } = module.exports;\n`,
        map: null,
      };
    },
  };
}

/** The demo site's React page bundles React itself (production build), never preact/compat. */
function realReact() {
  const require = createRequire(import.meta.url);
  const cjs = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), 'cjs', file);
  return alias({
    entries: [
      { find: /^react$/, replacement: cjs('react', 'react.production.js') },
      { find: /^react\/jsx-runtime$/, replacement: cjs('react', 'react-jsx-runtime.production.js') },
      { find: /^react-dom$/, replacement: cjs('react-dom', 'react-dom.production.js') },
      { find: /^react-dom\/client$/, replacement: cjs('react-dom', 'react-dom-client.production.js') },
      { find: /^scheduler$/, replacement: cjs('scheduler', 'scheduler.production.js') },
      { find: /^@upshift\/embed$/, replacement: join(process.cwd(), 'packages/embed/src/index.ts') },
    ],
  });
}

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Runs a style sheet through postcss-import (and the minifier for production). */
const processCss = (from) =>
  postcss([postcssImport(), ...(production ? [minifyCss] : [])]).process(readFileSync(from, 'utf8'), { from });

/** The ESTree nodes under `node` (rollup's parse of a module), depth first. */
function* walk(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value])
      if (child && typeof child === 'object') yield* walk(child);
  }
}

/**
 * Page style sheets split from the first paint: `import url from '…/x.css?url'` emits x.css
 * as a hashed asset and gives its URL; `withStyles(() => import('page'), url, …)` calls are recorded
 * so the manifest can say which sheets each lazy chunk loads (the size budgets count them).
 */
function pageStyles() {
  const sheets = new Map(); // '…/x.css?url' module id → emitted asset reference
  const styled = new Map(); // lazily imported module id → the '…/x.css?url' ids it waits for
  return {
    name: 'page-styles',
    resolveId(source, importer) {
      return source.endsWith('.css?url') && importer ? resolvePath(dirname(importer), source) : null;
    },
    async load(id) {
      if (!id.endsWith('.css?url')) return null;
      const from = id.slice(0, -'?url'.length);
      this.addWatchFile(from);
      const ref = this.emitFile({ type: 'asset', name: basename(from), source: (await processCss(from)).css });
      sheets.set(id, ref);
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    // The bare file name: every chunk and sheet sits in assets/, and lib/styles.ts resolves it against its own URL.
    resolveFileUrl: ({ referenceId, relativePath }) =>
      [...sheets.values()].includes(referenceId) ? JSON.stringify(relativePath) : null,
    async moduleParsed(info) {
      if (!info.ast || !info.code?.includes('withStyles(')) return;
      const importOf = (name) =>
        info.ast.body.find((n) => n.type === 'ImportDeclaration' && n.specifiers.some((s) => s.local.name === name))
          ?.source.value;
      for (const call of walk(info.ast)) {
        if (call.type !== 'CallExpression' || call.callee.name !== 'withStyles') continue;
        const inside = [...walk(call.arguments[0])];
        // import('…'), or a page the module imports statically (home, which comes with the entry).
        const target =
          inside.find((n) => n.type === 'ImportExpression')?.source.value ??
          inside.map((n) => n.type === 'Identifier' && importOf(n.name)).find(Boolean);
        const urls = call.arguments.slice(1).map((a) => importOf(a.name));
        if (!target || urls.some((u) => !u?.endsWith('.css?url')))
          this.error(`${info.id}: withStyles needs import('…') (or an imported page) and imported .css?url sheets`);
        const id = (await this.resolve(target, info.id))?.id;
        const ids = await Promise.all(urls.map(async (u) => (await this.resolve(u, info.id)).id));
        if (id) styled.set(id, [...new Set([...(styled.get(id) ?? []), ...ids])]);
      }
    },
    /** The sheet files a chunk's lazy modules wait for (call from generateBundle). */
    sheetsOf(context, chunk) {
      const ids = chunk.moduleIds.flatMap((m) => styled.get(m) ?? []);
      return [...new Set(ids)].map((id) => context.getFileName(sheets.get(id)));
    },
  };
}
const styles = pageStyles();

/** One CSS file per theme (base + theme variables) and the manifest the server renders from. */
function themesAndManifest() {
  return {
    name: 'themes-and-manifest',
    async generateBundle(_options, bundle) {
      const themes = {};
      for (const file of readdirSync('themes').filter((f) => f.endsWith('.css'))) {
        const from = join('themes', file);
        const result = await processCss(from);
        const name = basename(file, '.css');
        const fileName = `assets/theme-${name}-${hash(result.css)}.css`;
        this.emitFile({ type: 'asset', fileName, source: result.css });
        themes[name] = fileName;
      }
      const entries = {};
      const chunks = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) entries[chunk.name] = { file: chunk.fileName, imports: chunk.imports };
        // `css`: the page sheets this chunk's lazy import waits for (pageStyles), counted with it.
        chunks[chunk.fileName] = {
          imports: chunk.imports,
          route: chunk.isDynamicEntry,
          css: styles.sheetsOf(this, chunk),
          // What it import()s: a lazy part's row leaves out the chunks its importers already loaded.
          dynamicImports: chunk.dynamicImports,
        };
      }
      const manifest = { entries, themes, chunks };
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}

/**
 * The dealer workspace's style sheet as one hashed file, and its manifest for the server's /dealer shell:
 * `{ "js": "assets/<entry>.js", "css": "assets/<sheet>.css" }`, relative to dist/workspace.
 */
function workspaceManifest(sheet) {
  return {
    name: 'workspace-manifest',
    buildStart() {
      this.addWatchFile(sheet);
    },
    async generateBundle(_options, bundle) {
      const css = (await processCss(sheet)).css;
      const cssFile = `assets/workspace-${hash(css)}.css`;
      this.emitFile({ type: 'asset', fileName: cssFile, source: css });
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) this.error('workspace-manifest: no entry chunk');
      const manifest = { js: entry.fileName, css: cssFile };
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}

function clean(dir) {
  return {
    name: 'clean',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    },
  };
}

const resolve = () => nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js'], browser: true });
const env = () =>
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  });
const minify = () =>
  production ? terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }) : null;

// The loader has a 2 KB budget (and its host part its own): the unsafe_* rewrites are sound for its plain DOM code.
const loaderMinify = (module) =>
  production
    ? terser({
        ecma: 2020,
        module,
        compress: {
          passes: 4,
          unsafe: true,
          unsafe_arrows: true,
          unsafe_methods: true,
          unsafe_comps: true,
          pure_getters: true,
        },
        format: { comments: false, wrap_func_args: false },
      })
    : null;

export default [
  {
    input: { main: 'src/main.tsx', shadow: 'src/shadow.tsx' },
    preserveEntrySignatures: 'exports-only',
    // A module reached only through a barrel re-export is not a dependency of its importer unless used.
    treeshake: { moduleSideEffects: appModuleSideEffects },
    plugins: [
      clean(join(OUT, 'assets')),
      alias({
        entries: [
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react$/, replacement: 'preact/compat' },
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
        ],
      }),
      resolve(),
      // Each chunk gets only the valibot functions it uses (see splitModule).
      splitModule(/node_modules\/valibot\/dist\/index\.mjs$/),
      // Our pure modules likewise (first paint); those nearly every chunk shares stay whole in the shared chunk.
      splitSource(
        (id) =>
          (/\/src\/(features\/[^/]+|contract)\/[^/]+(?<!\.test)\.ts$/.test(id) ||
            /\/src\/lib\/(campaign|redirect)\.ts$/.test(id)) &&
          !/\/contract\/(bounds|format|form-rules|page-context|secret-params|log|bridge-protocol|document-title|route-table)\.ts$/.test(
            id,
          ),
      ),
      env(),
      transpile(),
      wouterStaticAccess(),
      styles,
      minify(),
      themesAndManifest(),
    ],
    output: {
      dir: OUT,
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      // Shared chunks get a neutral name; rollup would name them after whichever module came first.
      chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js'),
      assetFileNames: 'assets/[name]-[hash][extname]',
      // A chunk of a few bytes (a lone valibot setting) is a request of its own: merged where nothing more loads.
      experimentalMinChunkSize: 100,
    },
  },
  // The dealer workspace (/dealer on the app origin): an entry of its own in dist/workspace, outside the
  // widget's bundle and budgets; its clean empties only dist/workspace, the app's only dist/app/assets.
  {
    input: { workspace: 'src/workspace/main.tsx' },
    treeshake: { moduleSideEffects: appModuleSideEffects },
    plugins: [
      clean(WORKSPACE_OUT),
      alias({
        entries: [
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react$/, replacement: 'preact/compat' },
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
        ],
      }),
      resolve(),
      env(),
      transpile(),
      wouterStaticAccess(),
      minify(),
      workspaceManifest('src/workspace/workspace.css'),
    ],
    output: {
      dir: WORKSPACE_OUT,
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js'),
      assetFileNames: 'assets/[name]-[hash][extname]',
    },
  },
  {
    input: 'loader/index.ts',
    plugins: [resolve(), transpile(), loaderMinify(false)],
    output: { file: join(OUT, 'loader.js'), format: 'iife' },
  },
  // The loader's host part, import()ed by the tag from the app origin (a fixed name, like shadow.js).
  {
    input: 'loader/host.ts',
    plugins: [resolve(), transpile(), loaderMinify(true)],
    output: { file: join(OUT, 'loader-host.js'), format: 'es' },
  },
  // The demo dealer site's browser copies of @upshift/embed and its React page, served from
  // dist/site (outside dist/app, so outside the app's size budgets).
  {
    input: 'packages/embed/src/index.ts',
    plugins: [resolve(), transpile(), minify()],
    output: { file: 'dist/site/upshift-embed.js', format: 'es' },
  },
  {
    input: 'packages/react/demo/react-demo.tsx',
    // React 19 ships its production files unminified: the demo page minifies them as a dealer's bundler would.
    plugins: [realReact(), resolve(), env(), reactCommonJs(), transpile('react'), minify()],
    output: { file: 'dist/site/react-demo.js', format: 'iife' },
  },
];
