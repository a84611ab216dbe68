import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { JobStore } from './job-store.js';

/** What a job's handler is given. */
export interface JobContext {
  /** The service clock's time when the run was claimed. */
  now: Date;
  /** The due time this run stands for. */
  dueAt: Date;
  /** Aborted when the runner stops: a handler working through a list stops between items. */
  signal: AbortSignal;
}

/**
 * What a run did, as counts (`{ delivered: 3 }`): logged as they are, so never names, addresses or
 * other personal data.
 */
export type JobSummary = Record<string, number>;

/** A periodic job (ADR 025). */
export interface Job {
  /** Unique, stable (it is the job's row in the database): lower-case words joined by '-'. */
  name: string;
  /** How often it is due. */
  intervalMs: number;
  /** The longest a run may hold the job before another instance may take it over (default 10 minutes). */
  leaseMs?: number;
  run(ctx: JobContext): Promise<JobSummary>;
}

/** The logger the runner writes to (the app's pino logger, whose serializers redact errors). */
export interface JobLog {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What one run came to (answered by tick() for tests and tools). */
export interface JobOutcome {
  job: string;
  dueAt: Date;
  ok: boolean;
  summary: JobSummary | null;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
/** How often the runner looks for due jobs; a job is never run more often than its interval. */
export const JOB_TICK_MS = 1_000;
const JOB_NAME = /^[a-z][a-z0-9-]{0,63}$/;

/** The type and code of an error, for the jobs table: never its message (it may quote personal data). */
function errorLabel(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' || typeof code === 'number' ? `${error.name} ${code}` : error.name;
  }
  return typeof error;
}

/**
 * Runs the periodic jobs of one instance (ADR 025). Every instance on a database runs a runner; a due
 * time is claimed in the database by one of them, so each due time of each job is run once across
 * instances, and a run is never overlapped by another run of the same job. On PGlite the one process
 * is the only instance and the same claims simply always succeed.
 */
export class JobRunner {
  private readonly store: JobStore;
  private readonly owner = `${hostname().slice(0, 64)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  /** Per job: when it is next due as last seen, so a tick asks the database only about jobs that may be due. */
  private readonly knownDue = new Map<string, number>();
  private readonly running = new Map<string, Promise<JobOutcome>>();
  private registered: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<JobOutcome[]> | null = null;
  private readonly abort = new AbortController();
  private stopped = false;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly jobs: readonly Job[],
    private readonly log: JobLog,
  ) {
    this.store = new JobStore(db);
    const names = new Set<string>();
    for (const job of jobs) {
      if (!JOB_NAME.test(job.name) || names.has(job.name)) throw new Error(`bad or repeated job name ${job.name}`);
      if (!Number.isInteger(job.intervalMs) || job.intervalMs < 1) throw new Error(`bad interval of job ${job.name}`);
      names.add(job.name);
    }
  }

  /** The jobs this runner knows. */
  get names(): string[] {
    return this.jobs.map((job) => job.name);
  }

  /** Looks for due jobs every `tickMs` until stop(). */
  start(tickMs = JOB_TICK_MS): void {
    if (this.stopped || this.timer) return;
    this.timer = setInterval(() => {
      if (!this.ticking) void this.tick();
    }, tickMs);
    this.timer.unref();
  }

  /**
   * Claims and runs the jobs that are due now (a job still running here is skipped); answers when
   * the runs it started have ended, with their outcomes. The timer calls it; tests call it after
   * moving the test clock.
   */
  async tick(): Promise<JobOutcome[]> {
    if (this.stopped) return [];
    if (this.ticking) await this.ticking.catch(() => undefined);
    const current = this.claimAndRun();
    this.ticking = current;
    try {
      return await current;
    } finally {
      if (this.ticking === current) this.ticking = null;
    }
  }

  private async claimAndRun(): Promise<JobOutcome[]> {
    try {
      this.registered ??= this.register();
      await this.registered;
    } catch (err) {
      this.registered = null;
      this.log.warn({ err }, 'jobs could not be registered; will try again');
      return [];
    }
    const started: Promise<JobOutcome>[] = [];
    for (const job of this.jobs) {
      if (this.stopped) break;
      if (this.running.has(job.name)) continue;
      const now = this.clock.now();
      if (now.getTime() < (this.knownDue.get(job.name) ?? 0)) continue;
      let dueAt: Date | null;
      try {
        dueAt = await this.store.claim(job.name, job.intervalMs, now, new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)), this.owner);
        if (!dueAt) {
          // Another instance has it (or holds its lease): look again when it is due next.
          const row = await this.store.due(job.name);
          const leased = row?.lockedUntil && row.lockedUntil.getTime() > now.getTime() ? row.lockedUntil.getTime() : 0;
          this.knownDue.set(job.name, Math.max(row?.nextDueAt.getTime() ?? 0, leased));
          continue;
        }
      } catch (err) {
        this.log.warn({ job: job.name, err }, 'job could not be claimed; will try again');
        continue;
      }
      this.knownDue.set(job.name, dueAt.getTime() + job.intervalMs);
      const run = this.run(job, now, dueAt).finally(() => this.running.delete(job.name));
      this.running.set(job.name, run);
      started.push(run);
    }
    return Promise.all(started);
  }

  private async register(): Promise<void> {
    const now = this.clock.now();
    for (const job of this.jobs) await this.store.register(job.name, job.intervalMs, now);
  }

  private async run(job: Job, now: Date, dueAt: Date): Promise<JobOutcome> {
    const started = Date.now();
    const fields = { job: job.name, dueAt: dueAt.toISOString() };
    this.log.debug(fields, 'job started');
    let outcome: JobOutcome;
    let failure: string | null = null;
    try {
      const summary = await job.run({ now, dueAt, signal: this.abort.signal });
      // A run that did nothing (most outbox runs) is not worth a line at the info level.
      const did = Object.values(summary).some((n) => n !== 0);
      (did ? this.log.info : this.log.debug).call(this.log, { ...fields, ms: Date.now() - started, ...summary }, 'job finished');
      outcome = { job: job.name, dueAt, ok: true, summary };
    } catch (err) {
      this.log.error({ ...fields, ms: Date.now() - started, err }, 'job failed; it runs again when next due');
      outcome = { job: job.name, dueAt, ok: false, summary: null };
      failure = errorLabel(err);
    }
    try {
      await this.store.finish(job.name, this.owner, this.clock.now(), failure === null ? { ok: true } : { ok: false, error: failure });
    } catch (err) {
      // The lease runs out by itself; the next due time is already set.
      this.log.warn({ job: job.name, err }, 'job end could not be recorded');
    }
    return outcome;
  }

  /** Stops looking for due jobs, tells running handlers to stop, and waits until they have ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.ticking?.catch(() => undefined);
    await Promise.allSettled([...this.running.values()]);
  }
}
