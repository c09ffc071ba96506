/**
 * Every server test file closes and drops the databases it made. The project runs unisolated, so test-support.ts is
 * loaded once per worker: an afterAll there would run after the first file only.
 */
import { afterAll } from 'vitest';
import { closeTestDatabases } from '../../demo-host/server/test-support.ts';

afterAll(closeTestDatabases, 120_000);
