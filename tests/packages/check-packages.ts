/**
 * Packs @upshift/embed and @upshift/react (into .packages/, git-ignored) the way a release does,
 * then checks what an integrator would install: the tarballs' files and package.json fields, that
 * the packed ESM imports, and that a consumer's TypeScript compiles against the packed declarations.
 * Their build output is deleted first and each is packed with a plain `npm pack` in its own folder,
 * so what ships is what the package's `prepack` builds: a package that forgets to build on pack
 * fails here instead of publishing only its package.json and README.
 * Run by `npm run test:packages`; exits 1 with every problem listed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, '.packages');
const problems: string[] = [];
const check = (ok: unknown, problem: string) => void (ok || problems.push(problem));
const run = (cmd: string, args: string[], cwd = root) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

type Packed = { name: string; version: string; filename: string; files: { path: string }[] };
const PACKAGE_DIRS = ['packages/embed', 'packages/react'];

rmSync(out, { recursive: true, force: true });
mkdirSync(out);
for (const dir of PACKAGE_DIRS) rmSync(join(root, dir, 'dist'), { recursive: true, force: true });
// One after the other: @upshift/react's build rebuilds @upshift/embed's declarations, which it compiles against.
// The scripts' output goes to stderr, so stdout is npm's JSON alone.
const packed = PACKAGE_DIRS.flatMap(
  (dir) => JSON.parse(run('npm', ['pack', '--json', '--pack-destination', out], join(root, dir))) as Packed[],
);

const embedVersion = packed.find((p) => p.name === '@upshift/embed')?.version;
for (const pkg of packed) {
  const files = pkg.files.map((f) => f.path).sort();
  for (const need of ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']) {
    check(files.includes(need), `${pkg.name}: ${need} is not in the tarball`);
  }
  for (const file of files) {
    check(/^(package\.json|README\.md|dist\/[\w-]+\.(js|d\.ts))$/.test(file), `${pkg.name}: unexpected file ${file}`);
    check(!/\.test\.|(^|\/)\.env|\.npmrc|\.pem$|\.key$|\.sqlite$/.test(file), `${pkg.name}: ${file} must not ship`);
  }
  const tarball = join(out, pkg.filename);
  const manifest = JSON.parse(run('tar', ['-xOzf', tarball, 'package/package.json'])) as Record<string, unknown>;
  check(manifest['private'] === undefined, `${pkg.name}: private packages cannot be published`);
  check(manifest['type'] === 'module', `${pkg.name}: not ESM`);
  check(manifest['sideEffects'] === false, `${pkg.name}: sideEffects should be false`);
  const exported = (manifest['exports'] as Record<string, Record<string, string>>)['.'];
  check(
    exported?.['types'] === './dist/index.d.ts' && exported['import'] === './dist/index.js',
    `${pkg.name}: exports`,
  );
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const code = run('tar', ['-xOzf', tarball, `package/${file}`]);
    // No secret, no path of this machine, no import of anything but React and the embed package.
    check(!/BEGIN [A-Z ]*PRIVATE KEY|password|\/work\/|node_modules/i.test(code), `${pkg.name}: ${file} leaks`);
    for (const [, spec] of code.matchAll(/from\s*["']([^"']+)["']/g)) {
      check(/^(\.\/[\w-]+\.js|react|react\/jsx-runtime|@upshift\/embed)$/.test(spec!), `${pkg.name}: imports ${spec}`);
    }
  }
  if (pkg.name === '@upshift/react') {
    const peers = manifest['peerDependencies'] as Record<string, string> | undefined;
    check(
      peers?.['react'] === '^19.0.0' && peers['react-dom'] === '^19.0.0',
      'react: react and react-dom ^19 as peers',
    );
    const deps = manifest['dependencies'] as Record<string, string> | undefined;
    check(deps?.['@upshift/embed'] === embedVersion, 'react: depends on the packed @upshift/embed version');
    check(!deps?.['react'] && !deps?.['react-dom'], 'react: React must stay a peer, not a dependency');
  }
}

// Install the tarballs as a consumer would (no registry: extract them) and use them.
const app = mkdtempSync(join(tmpdir(), 'upshift-consumer-'));
try {
  for (const pkg of packed) {
    const dir = join(app, 'node_modules', pkg.name);
    mkdirSync(dir, { recursive: true });
    run('tar', ['-xzf', join(out, pkg.filename), '-C', dir, '--strip-components=1']);
  }
  for (const dep of ['react', 'react-dom', '@types/react', '@types/react-dom']) {
    mkdirSync(join(app, 'node_modules', dep, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', dep), join(app, 'node_modules', dep));
  }
  try {
    const entry = pathToFileURL(join(app, 'node_modules/@upshift/embed/dist/index.js')).href;
    const embed = (await import(entry)) as Record<string, unknown>;
    for (const name of [
      'load',
      'on',
      'off',
      'destroy',
      'open',
      'openVehicle',
      'close',
      'navigate',
      'setVehicle',
      'PUBLIC_EVENTS',
    ]) {
      check(name in embed, `embed: the packed module does not export ${name}`);
    }
  } catch (error) {
    problems.push(`embed: the packed module does not import: ${String(error)}`);
  }
  writeFileSync(
    join(app, 'consumer.tsx'),
    `import { load, on, type LeadKind } from '@upshift/embed';
import { UpshiftWidget, useUpshift } from '@upshift/react';
void load({ src: 'https://app.example/loader.js', campaign: 'demo', dataLayer: true });
const stop = on('lead', ({ kind }) => { const k: LeadKind = kind; return k; });
stop();
// @ts-expect-error an unknown event is a type error
on('lead-typo', () => {});
export function Page() {
  const { open } = useUpshift();
  return <><button onClick={() => open('/listings')}>Shop</button>
    <UpshiftWidget src="https://app.example/loader.js" campaign="demo" vehicle="v1"
      onLead={({ kind }) => console.log(kind)} onTrack={(data) => console.log(data)} /></>;
}
`,
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        jsx: 'react-jsx',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        types: [],
      },
      files: ['consumer.tsx'],
    }),
  );
  try {
    run(join(root, 'node_modules/.bin/tsc'), ['-p', app], app);
  } catch (error) {
    problems.push(
      `a consumer's TypeScript does not compile against the packed types:\n${String((error as { stdout?: string }).stdout ?? error)}`,
    );
  }
} finally {
  rmSync(app, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Packages: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Packages: ${packed.map((p) => `${p.filename} (${p.files.length} files)`).join(', ')} OK`);
