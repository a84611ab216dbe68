import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { jobs } from '../../db/schema/index.js';
import { JobRunner, type Job, type JobContext, type JobLog } from './job-runner.js';

// The runner on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL), driven by the test
// clock: each test uses its own job names, so the rows of one test do not meet another's.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Logged {
  level: string;
  obj: Record<string, unknown>;
  msg: string;
}

function recordingLog(): JobLog & { lines: Logged[] } {
  const lines: Logged[] = [];
  const at = (level: string) => (obj: object, msg: string) => void lines.push({ level, obj: obj as Record<string, unknown>, msg });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A job that records the due times it ran for; `fail` makes the next runs throw. */
function countingJob(name: string, intervalMs: number): Job & { dues: string[]; fail: number } {
  const job = {
    name,
    intervalMs,
    dues: [] as string[],
    fail: 0,
    async run(ctx: JobContext) {
      job.dues.push(ctx.dueAt.toISOString());
      if (job.fail > 0) {
        job.fail -= 1;
        throw new Error('gateway refused ola@example.com');
      }
      return { done: 1 };
    },
  };
  return job;
}

async function rowOf(name: string) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.name, name));
  return row;
}

describe('job runner', () => {
  it('runs a job when due and once per due time; the due time moves on from the previous one, missed ones make one run', async () => {
    const start = t.clock.now().getTime();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const job = countingJob('test-once', 10 * 60_000);
    const runner = new JobRunner(t.database.db, t.clock, [job], recordingLog());
    try {
      expect((await runner.tick()).map((o) => o.ok)).toEqual([true]);
      expect(await runner.tick()).toEqual([]);
      t.clock.advanceMinutes(9);
      expect(await runner.tick()).toEqual([]);
      t.clock.advanceMinutes(1);
      await runner.tick();
      expect(job.dues).toEqual([at(0), at(10)]);
      // 35 minutes later (three due times missed while the service was down): one run, for the latest.
      t.clock.advanceMinutes(35);
      await runner.tick();
      await runner.tick();
      expect(job.dues).toEqual([at(0), at(10), at(40)]);
      const row = await rowOf('test-once');
      expect(row).toMatchObject({ runs: 3, failures: 0, lastOutcome: 'OK', lockedBy: null, lockedUntil: null, intervalMs: 600_000 });
      // Not from the moment of the run (45 minutes), from the due times: 50.
      expect(row?.nextDueAt.toISOString()).toBe(at(50));
    } finally {
      await runner.stop();
    }
  });

  it('two runners on one database run each due time once', async () => {
    const first = countingJob('test-shared', 60_000);
    const second = countingJob('test-shared', 60_000);
    const a = new JobRunner(t.database.db, t.clock, [first], recordingLog());
    const b = new JobRunner(t.database.db, t.clock, [second], recordingLog());
    try {
      for (let i = 0; i < 5; i += 1) {
        await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
        t.clock.advanceMinutes(1);
      }
      expect(first.dues.length + second.dues.length).toBe(5);
      expect(new Set([...first.dues, ...second.dues]).size).toBe(5);
      expect((await rowOf('test-shared'))?.runs).toBe(5);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('logs a failure without its message, records it, releases the job and runs it again when next due', async () => {
    const log = recordingLog();
    const job = countingJob('test-failing', 5 * 60_000);
    job.fail = 1;
    const runner = new JobRunner(t.database.db, t.clock, [job], log);
    try {
      const [failed] = await runner.tick();
      expect(failed).toMatchObject({ job: 'test-failing', ok: false, summary: null });
      const error = log.lines.find((l) => l.level === 'error');
      expect(error?.msg).toBe('job failed; it runs again when next due');
      expect(error?.obj).toMatchObject({ job: 'test-failing' });
      // The row keeps the error's type, never its message (it named an address).
      const row = await rowOf('test-failing');
      expect(row).toMatchObject({ lastOutcome: 'FAILED', lastError: 'Error', failures: 1, lockedUntil: null });
      expect(await runner.tick()).toEqual([]);
      t.clock.advanceMinutes(5);
      const [again] = await runner.tick();
      expect(again).toMatchObject({ ok: true, summary: { done: 1 } });
      expect(await rowOf('test-failing')).toMatchObject({ lastOutcome: 'OK', lastError: null, runs: 2, failures: 1 });
      expect(log.lines.filter((l) => l.msg === 'job finished')).toEqual([{ level: 'info', obj: expect.objectContaining({ job: 'test-failing', done: 1 }), msg: 'job finished' }]);
    } finally {
      await runner.stop();
    }
  });

  it('leaves a job another instance holds until its lease has run out', async () => {
    const job = countingJob('test-leased', 60_000);
    const runner = new JobRunner(t.database.db, t.clock, [job], recordingLog());
    try {
      await runner.tick();
      // Another instance claimed the next due time and died while running it: its lease holds for 10 minutes.
      t.clock.advanceMinutes(1);
      await t.database.db.update(jobs).set({ lockedBy: 'other:1:dead', lockedUntil: new Date(t.clock.now().getTime() + 10 * 60_000) }).where(eq(jobs.name, 'test-leased'));
      t.clock.advanceMinutes(5);
      expect(await runner.tick()).toEqual([]);
      t.clock.advanceMinutes(5);
      expect((await runner.tick()).map((o) => o.ok)).toEqual([true]);
      expect(job.dues).toHaveLength(2);
    } finally {
      await runner.stop();
    }
  });

  it('stop() tells a running job to stop and waits for it; nothing runs after it', async () => {
    let release: () => void = () => undefined;
    let entered = false;
    let seenAbort = false;
    const slow: Job = {
      name: 'test-slow',
      intervalMs: 1_000,
      run: async (ctx) => {
        entered = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        seenAbort = ctx.signal.aborted;
        return { done: 1 };
      },
    };
    const runner = new JobRunner(t.database.db, t.clock, [slow], recordingLog());
    const ticked = runner.tick();
    await expect.poll(() => entered).toBe(true);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    expect(seenAbort).toBe(true);
    expect((await ticked).map((o) => o.ok)).toEqual([true]);
    t.clock.advanceMinutes(1);
    expect(await runner.tick()).toEqual([]);
    expect(await rowOf('test-slow')).toMatchObject({ runs: 1, lockedUntil: null });
  });

  it('refuses a bad or repeated job name', () => {
    const run = async () => ({});
    expect(() => new JobRunner(t.database.db, t.clock, [{ name: 'Bad Name', intervalMs: 1000, run }], recordingLog())).toThrow(/bad or repeated/);
    expect(() => new JobRunner(t.database.db, t.clock, [{ name: 'x', intervalMs: 1000, run }, { name: 'x', intervalMs: 1000, run }], recordingLog())).toThrow(/bad or repeated/);
    expect(() => new JobRunner(t.database.db, t.clock, [{ name: 'y', intervalMs: 0, run }], recordingLog())).toThrow(/bad interval/);
  });
});
