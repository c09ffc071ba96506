/** wouter's `use-sync-external-store` shim for tests: preact/compat's own hook, as the rollup alias does. */
export { useSyncExternalStore } from 'preact/compat';
