import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openMemoryPglite, openPostgres } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    pgBaseUrl: string;
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates once: on PGlite into a dumped data directory each test file loads; on PostgreSQL (when
 * TEST_DATABASE_URL is set) into a template database each test file copies with CREATE DATABASE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const template = `osk_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openPostgres(databaseUrl(base, template), 1);
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgBaseUrl', base);
    project.provide('pgliteDump', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}%`]);
      for (const row of leftovers.rows.reverse()) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'osk-test-'));
  const database = await openMemoryPglite();
  await database.migrate();
  if (!database.dumpDataDir) throw new Error('PGlite database cannot dump its data directory');
  const blob = await database.dumpDataDir();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  project.provide('pgBaseUrl', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
