// Builds the loader (one IIFE), the app (ES modules split per route) and one CSS file per theme.
import { readFileSync, readdirSync, mkdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import postcss from 'postcss';
import postcssImport from 'postcss-import';

const OUT = 'dist/app';
const production = process.env.NODE_ENV !== 'development';

/** Type-strips TS/TSX; `npm run typecheck` does the checking, so the build stays fast. */
function transpile() {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: 'preact',
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

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** One CSS file per theme (base + theme variables) and the manifest the server renders from. */
function themesAndManifest() {
  return {
    name: 'themes-and-manifest',
    async generateBundle(_options, bundle) {
      const themes = {};
      for (const file of readdirSync('themes').filter((f) => f.endsWith('.css'))) {
        const from = join('themes', file);
        const result = await postcss([postcssImport(), ...(production ? [minifyCss] : [])]).process(
          readFileSync(from, 'utf8'),
          { from },
        );
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
        chunks[chunk.fileName] = { imports: chunk.imports, route: chunk.isDynamicEntry };
      }
      const manifest = { entries, themes, chunks };
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
      env(),
      transpile(),
      wouterStaticAccess(),
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
];
