import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { openMemoryPglite, openPostgres, type Database } from '../apps/server/src/db/client.js';

/** The PostgreSQL server the benches create their throwaway databases on (BENCH_PG_URL). */
export const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where Debian's PostgreSQL keeps its Unix socket. */
export const PG_SOCKET_DIR = '/var/run/postgresql';

/**
 * The local PostgreSQL server the app benches start their server on: through its Unix socket when
 * there is one (as a server beside its database would), else TCP; BENCH_DATABASE_URL instead.
 */
export const LOCAL_PG_URL =
  process.env.BENCH_DATABASE_URL ??
  (existsSync(`${PG_SOCKET_DIR}/.s.PGSQL.5432`) ? `postgres://postgres@localhost/postgres?host=${PG_SOCKET_DIR}` : 'postgres://postgres@127.0.0.1:5432/postgres');

/** A new, empty database `name` on the server at `adminUrl`: its URL, and `drop` that removes it (closing what is still connected). */
export async function throwawayDatabase(adminUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

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
  const throwaway = await throwawayDatabase(PG_BASE, `${prefix}_${randomBytes(4).toString('hex')}`);
  const database = await openPostgres(throwaway.url, 10);
  try {
    results.push(await measure('postgres', database));
  } finally {
    await database.close();
    await throwaway.drop();
  }
  return results;
}
