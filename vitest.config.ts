import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sqlTestFiles } from './tests/support/sql-test-files.ts';

const SERVER_FOLDERS = ['demo-host', 'tests/unit'];

// Browser code runs in happy-dom (a few files pin jsdom in a docblock; the npm packages' project keeps jsdom),
// the sandbox server in node; end-to-end tests belong to Playwright.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      // wouter's CommonJS shim would load the real React: use compat's hook, as the rollup alias does.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      // The demo site's /upshift-embed.js (console.js imports it) is @upshift/embed's build.
      { find: /^\/upshift-embed\.js$/, replacement: new URL('packages/embed/src/index.ts', import.meta.url).pathname },
    ],
  },
  test: {
    // Vitest's default leaves a core idle (one worker on a two-core runner); files are independent (on PostgreSQL
    // each test has a database of its own).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          environment: 'happy-dom',
          // One DOM per worker, not per file (a fresh one per file was three quarters of the project's time): the
          // setup file gives each file fresh modules, a blank document, empty storage and no cookies, and every
          // test's spies and stubbed globals are undone after it, so nothing one file does reaches the next.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          include: ['src/**/*.test.{ts,tsx}', 'loader/**/*.test.ts'],
          setupFiles: ['src/test-setup.ts'],
          server: { deps: { inline: ['wouter'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Each test builds its own server and database, so files share a worker's loaded modules (a third faster).
          isolate: false,
          // `npm run test:pg` repeats on PostgreSQL only the files that reach the database.
          include: process.env['SQL_TESTS_ONLY']
            ? sqlTestFiles(import.meta.dirname, SERVER_FOLDERS)
            : SERVER_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          // Password hashing (scrypt) and seeded databases take seconds on a busy two-core runner.
          testTimeout: 20_000,
          // On PostgreSQL: the migrated database every test's database is copied from.
          globalSetup: ['tests/support/pg-template.ts'],
          setupFiles: ['tests/support/server-setup.ts'],
        },
      },
      {
        // The npm packages, against real React (no preact alias: this project does not extend).
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        resolve: {
          alias: [
            {
              find: /^@upshift\/embed$/,
              replacement: new URL('packages/embed/src/index.ts', import.meta.url).pathname,
            },
          ],
        },
        test: { name: 'packages', environment: 'jsdom', include: ['packages/*/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
