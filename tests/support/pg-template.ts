/**
 * The server project's global setup on PostgreSQL: one migrated, empty database that every test's
 * database is copied from (`CREATE DATABASE … TEMPLATE`, a file copy), so the 29 migrations run
 * once per run instead of once per test. Nothing happens on SQLite (no TEST_DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { connect, openDatabase } from '../../demo-host/server/db/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template database's name, when the suite runs on PostgreSQL. */
    pgTemplate: string;
  }
}

/** `url` with its database swapped for `database`. */
export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return undefined;
  const name = `template_${randomBytes(6).toString('hex')}`;
  const admin = connect({ url, poolSize: 1 });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  // Migrated and closed: PostgreSQL copies a template only while nobody is connected to it.
  const template = await openDatabase({ url: databaseUrl(url, name), poolSize: 1 });
  await template.destroy();
  project.provide('pgTemplate', name);
  return async () => {
    // Each test's copy is named `<template>_<random>`; a worker's last spare copy is still there.
    const copies = await sql<{
      datname: string;
    }>`SELECT datname FROM pg_database WHERE starts_with(datname, ${`${name}_`})`.execute(admin);
    for (const copy of [...copies.rows.map((r) => r.datname), name]) {
      await sql`DROP DATABASE IF EXISTS ${sql.id(copy)} WITH (FORCE)`.execute(admin);
    }
    await admin.destroy();
  };
}
