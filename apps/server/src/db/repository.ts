import type { Db } from './client.js';

/**
 * The base of a module's repository (all of the module's SQL): the database it reads and writes, and
 * one transaction for several of its calls. Every method takes an optional `db` (default: the
 * repository's own) so that a service can pass the `tx` of `transaction` to each call inside it.
 */
export abstract class Repository {
  constructor(protected readonly db: Db) {}

  /** Runs work in one transaction; pass the given `tx` to every call inside. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(tx));
  }
}

/**
 * The row an INSERT (or upsert) ... RETURNING answered. It always answers one; none is a programming
 * error, thrown as "<what> returned nothing".
 */
export function returnedRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what} returned nothing`);
  return row;
}

/** The rows of a raw statement's result (`db.execute`), whichever driver ran it: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
