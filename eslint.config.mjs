// Lint: typescript-eslint's recommended rules plus the house rules that keep the bundle honest.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Tests and their fixtures may build the whole app: the layer rules below leave them out. */
const SERVER_TESTS = [
  '**/*.test.ts',
  '**/*-fixtures.ts',
  '**/test-support.ts',
  '**/*-test-support.ts',
  '**/fuzz-kit.ts',
  '**/from-client.ts',
];
/** The widget never imports the dealer workspace (its own entry: nothing of it may reach the widget's bundle). */
const NO_WORKSPACE = { group: ['**/workspace/**'], message: 'The widget does not import the dealer workspace.' };
/**
 * The workspace imports neither the widget's app nor its features ('../features/…' from src/workspace is
 * the widget's; from the workspace's lib and i18n it would be the workspace's own, which they must not import either).
 */
const NOT_THE_WIDGET = {
  regex: '^(\\.\\./)+(features|app)/',
  message: "The workspace imports src/lib and src/contract, never the widget's app or features (nor lib → features).",
};
/** The server never imports the demo dealer site (the site may import the server). */
const NO_SITE = { group: ['**/site/**'], message: 'The server does not import the demo dealer site.' };
// What the app and the server share is the contract (schemas, messages, limits, shared rules): nothing else of src/.
const NO_APP = {
  group: ['**/src/*', '!**/src/contract', '**/src/*/**', '!**/src/contract/**'],
  message: 'The server imports only the shared contract (src/contract) from the app.',
};

export default tseslint.config(
  // packages/*/dist and .packages: the npm packages' builds and tarballs.
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'demo-host/data/',
      'packages/*/dist/',
      '.packages/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'No innerHTML: build DOM nodes or use textContent.' },
        { property: 'outerHTML', message: 'No outerHTML: build DOM nodes or use textContent.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Imports point one way: app → features → lib; the app never reaches into the demo host.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/demo-host/**'] }, NO_WORKSPACE] }] },
  },
  {
    // The contract is shared with the server: plain data, valibot and pure functions, nothing of the app.
    files: ['src/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', '../**'], message: 'The contract imports only valibot and other contract files.' },
            { group: ['preact', 'preact/*', '@preact/*', 'wouter', 'wouter/*'], message: 'The contract has no UI.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/*', '**/features/*', '**/demo-host/**'] }, NO_WORKSPACE] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/*', '**/demo-host/**'] }, NO_WORKSPACE] }],
    },
  },
  {
    // A feature reaches another only through its public entry (its index.ts); tests may reach in for fixtures and mocks.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.{ts,tsx}', '**/test-fixtures.ts', '**/*-fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/*', '**/demo-host/**'] },
            NO_WORKSPACE,
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.ts$)',
              message:
                'Import another feature through its index.ts (add what you need to it), or move what both share to lib/ or the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The dealer workspace is an entry of its own: it shares src/lib and the contract with the widget, never
    // the widget's app or features; inside it, imports point one way too (app → features → lib, i18n).
    files: ['src/workspace/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/demo-host/**'] }, NOT_THE_WIDGET] }] },
  },
  {
    // A workspace feature reaches another only through its index.ts, as the widget's features do.
    files: ['src/workspace/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/demo-host/**'] },
            NOT_THE_WIDGET,
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.ts$)',
              message:
                'Import another workspace feature through its index.ts, or move what both share to workspace/lib.',
            },
          ],
        },
      ],
    },
  },
  // The server's layers point one way (README "How it fits together"): http → services → domain, db and
  // sandbox; domain is pure. Tests and their fixtures may build the whole app, so they are left out.
  {
    files: ['demo-host/server/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SITE, NO_APP] }] },
  },
  {
    files: ['demo-host/server/domain/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SITE,
            NO_APP,
            {
              group: ['**/db/**', '**/services/**', '**/http/**', '**/sandbox/**'],
              message: 'The domain is pure: it imports other domain files and the shared contract only.',
            },
            { group: ['hono', 'hono/*', '@hono/*', 'kysely'], message: 'The domain knows no HTTP and no database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['demo-host/server/db/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SITE,
            NO_APP,
            {
              group: ['**/services/**', '**/http/**', '**/sandbox/**'],
              message: 'Repositories take values and domain types: services, http and sandbox build on them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['demo-host/server/services/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SITE,
            NO_APP,
            { group: ['**/http/**'], message: 'Only the http layer knows HTTP: raise a domain error instead.' },
          ],
        },
      ],
    },
  },
  {
    // A stand-in behaves like the outside service it replaces: it knows the domain, never our services.
    files: ['demo-host/server/sandbox/**/*.ts'],
    ignores: SERVER_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SITE,
            NO_APP,
            { group: ['**/http/**', '**/services/**'], message: 'The sandbox imports the domain and the db only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
