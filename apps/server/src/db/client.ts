import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The Drizzle database both drivers give, typed by our schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its way to close. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Subscribes to a notification channel. `onState(false)` says notifications may be missed (the
   * listening connection dropped; it reconnects by itself), `onState(true)` that they arrive again.
   * Answers the way to stop listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
  /** PGlite only: the data directory as a tarball (tests migrate once and load it per file). */
  dumpDataDir?(): Promise<Blob>;
}

/** Raised when another process holds the embedded database directory. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file of a PGlite directory. Two processes on one directory corrupt it and PGlite does
 * not stop them (FACTS.md), so the lock is created exclusively; a lock left by a dead process is taken
 * over.
 */
function acquireLock(dir: string): () => void {
  const lockPath = join(dir, 'osk.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${holder}). Stop that process or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dir}.`);
}

/**
 * The PostgreSQL extensions PGlite loads at every start (a server has them installed): unaccent, for the
 * question bank's search configuration that folds Polish diacritics (ADR 033).
 */
const PGLITE_EXTENSIONS = { unaccent };

/** Opens an embedded PGlite database in a directory (created when missing), holding its lock. */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireLock(dir);
  try {
    const client = await PGlite.create(join(dir, 'pglite'), { extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens an in-memory PGlite (tests), optionally from a dumped data directory. */
export async function openMemoryPglite(loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  return wrapPglite(client, () => undefined);
}

function wrapPglite(client: PGlite, release: () => void): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: () => ping(db),
    listen: async (channel, onMessage, onState) => {
      // One process owns an embedded database, so every change is seen here.
      const stop = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        await stop();
      };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Advisory lock key held while migrating (any fixed bigint: "osk-mig" in ASCII). */
const MIGRATION_LOCK_KEY = '31370626575722855';

/** Opens a PostgreSQL server connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pooled connection that dies while idle (a server restart, a failover, a terminated backend) is
  // reported here; without a listener Node would crash the process. The pool drops that client and
  // opens a new one for the next query, so a warning is all there is to do.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost while idle: ${error.message}`, { code: 'OSK_PG_IDLE' });
  });
  const client = drizzlePg(pool, { schema });
  const db = client as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Two or more instances started together on one database would each apply the same pending
      // migrations (drizzle's migrator takes no lock): one would fail, and a data migration could run
      // twice. A session-level advisory lock on a connection of its own makes them take turns; the
      // later ones then find nothing left to apply.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    ping: () => ping(db),
    listen: (channel, onMessage, onState) => listenPostgres(url, channel, onMessage, onState),
    close: () => pool.end(),
  };
}

/** How long a dropped listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), connecting again
 * whenever it drops; until it is back, the caller is told that notifications may be missed.
 */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    retry = null;
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      onState(false);
      client = null;
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (stopped) {
        lost = true;
        await c.end();
        return;
      }
      client = c;
      onState(true);
    } catch {
      onLost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    onState(false);
    if (c) await c.end().catch(() => undefined);
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Opens the database the configuration names: PostgreSQL when a URL is given, else PGlite in dataDir. */
export async function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(config.DATA_DIR);
}
