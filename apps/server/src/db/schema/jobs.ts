import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The periodic jobs (ADR 025): one row per job, shared by every instance on the database. An instance
 * runs a job only after claiming its due time with one conditional UPDATE that moves `next_due_at` to
 * the job's next due time and takes a lease (`locked_until`, `locked_by`), so a due time is run once
 * across instances and a run is never overlapped by another.
 */
export const jobs = pgTable('jobs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  /** The job's interval as the running code declares it (the next due time is computed from it in SQL). */
  intervalMs: integer('interval_ms').notNull(),
  /** When the job is due next: the previous due time plus whole intervals, never the wall clock of a run. */
  nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
  /** While a run holds the job: another instance claims it only after this (a crashed run's lease runs out). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The instance holding the lease (host, process id and a random part; nothing personal). */
  lockedBy: varchar('locked_by', { length: 128 }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** OK or FAILED. */
  lastOutcome: varchar('last_outcome', { length: 8 }),
  /** The type and code of the last failure (never its message: it may quote personal data). */
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});
