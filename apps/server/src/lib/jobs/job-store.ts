import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/repository.js';
import { jobs } from '../../db/schema/index.js';

/** A job's row as the runner reads it back after a claim it lost. */
export interface JobDue {
  nextDueAt: Date;
  lockedUntil: Date | null;
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/**
 * All SQL of the jobs table (ADR 025). Times are the service clock's, not the database's `now()`, so
 * the runner, the jobs and the tests agree on what is due (the outbox does the same).
 */
export class JobStore {
  constructor(private readonly db: Db) {}

  /** Adds the job when new (due at once); a known job keeps its due time and takes the interval the code declares. */
  async register(name: string, intervalMs: number, now: Date): Promise<void> {
    await this.db
      .insert(jobs)
      .values({ name, intervalMs, nextDueAt: now })
      .onConflictDoUpdate({ target: jobs.name, set: { intervalMs } });
  }

  /**
   * Claims the job's due time, in one conditional UPDATE: only when it is due and no lease holds it.
   * The due time moves on by whole intervals from the previous due time (the first one after `now`),
   * so concurrent claimers of one due time find it moved and claim nothing, and missed due times
   * (the service was down) make one run, not a burst. Answers the due time claimed (the latest one
   * not after `now`), or null.
   */
  async claim(name: string, intervalMs: number, now: Date, leaseUntil: Date, owner: string): Promise<Date | null> {
    const at = now.toISOString();
    const result = await this.db.execute(sql`
      UPDATE jobs SET
        next_due_at = next_due_at
          + ((floor(extract(epoch from (${at}::timestamptz - next_due_at)) * 1000 / ${intervalMs}::bigint) + 1) * ${intervalMs}::bigint)::double precision
          * interval '1 millisecond',
        locked_until = ${leaseUntil.toISOString()}::timestamptz,
        locked_by = ${owner},
        last_started_at = ${at}::timestamptz
      WHERE name = ${name}
        AND next_due_at <= ${at}::timestamptz
        AND (locked_until IS NULL OR locked_until <= ${at}::timestamptz)
      RETURNING next_due_at AS "nextDueAt"`);
    const row = rowsOf<{ nextDueAt: unknown }>(result)[0];
    if (!row) return null;
    // The due time this run stands for: the latest one not after now, one interval before the next.
    return new Date(toDate(row.nextDueAt).getTime() - intervalMs);
  }

  /** When the job is due next and until when a lease holds it (after a claim lost to another instance). */
  async due(name: string): Promise<JobDue | undefined> {
    const [row] = await this.db.select({ nextDueAt: jobs.nextDueAt, lockedUntil: jobs.lockedUntil }).from(jobs).where(eq(jobs.name, name)).limit(1);
    return row;
  }

  /**
   * Records a run's end and releases the lease, only while this owner holds it (a run that outlived its
   * lease leaves the new holder's lease alone).
   */
  async finish(name: string, owner: string, now: Date, outcome: { ok: true } | { ok: false; error: string }): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        lockedUntil: null,
        lockedBy: null,
        lastFinishedAt: now,
        lastOutcome: outcome.ok ? 'OK' : 'FAILED',
        lastError: outcome.ok ? null : outcome.error.slice(0, 200),
        runs: sql`${jobs.runs} + 1`,
        failures: outcome.ok ? jobs.failures : sql`${jobs.failures} + 1`,
      })
      .where(and(eq(jobs.name, name), eq(jobs.lockedBy, owner)));
  }
}
