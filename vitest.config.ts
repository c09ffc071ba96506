import { defineConfig } from 'vitest/config';

// Browser code runs in jsdom, the sandbox server in node; end-to-end tests belong to Playwright.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      // wouter's CommonJS shim would load the real React: use compat's hook, as the rollup alias does.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-code',
          environment: 'jsdom',
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
          include: ['demo-host/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // Password hashing (scrypt) and seeded databases take seconds on a busy two-core runner.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
