import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openMemoryPglite, openPostgres, type Database } from '../apps/server/src/db/client.js';

/** The PostgreSQL server the benches create their throwaway databases on (BENCH_PG_URL). */
export const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that server answers (the benches measure PostgreSQL only then). */
export async function pgAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `measure` on an in-memory PGlite, then, when BENCH_BACKENDS allows it (default both) and the
 * server answers, on a throwaway PostgreSQL database named `<prefix>_<random>`, dropped afterwards;
 * answers the results in that order.
 */
export async function onEachBackend<T>(prefix: string, measure: (backend: 'pglite' | 'postgres', database: Database) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  const memory = await openMemoryPglite();
  try {
    results.push(await measure('pglite', memory));
  } finally {
    await memory.close();
  }
  if (!(process.env.BENCH_BACKENDS ?? 'pglite,postgres').includes('postgres') || !(await pgAvailable())) return results;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 10);
  try {
    results.push(await measure('postgres', database));
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return results;
}
