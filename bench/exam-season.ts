// `npm run bench:exam-season` (also the last part of `npm run bench` when PostgreSQL answers): exam
// season on PostgreSQL (issue 21). LEARNERS distinct learners, each with a session and a connection of
// their own, start a category B exam and answer all 32 questions through the HTTP API as the web client
// does (PUT exam/create/..., then POST exam/update/ once per question), at the pace of the state exam
// compressed tenfold (see PACE below). The other exam scenarios of `npm run bench` send every request
// in one learner's session, which keeps that learner and the session warm in every cache; here no
// request repeats the previous one's learner.
//
// Setup (not measured): a throwaway database, the synthetic bank of 3,700 questions, the server in its
// own process (with bench/memory-probe.ts loaded so that it can report its heap), and LEARNERS copies of
// the demo learner with a session each, inserted in bulk (logging 2,000 learners in through argon2id
// would take half a minute and is measured by `npm run bench` already).
//
// Measured: latency of each request from when it was due (so a late answer, or a request waiting for
// the learner's previous one, counts: no coordinated omission), errors by status, throughput, the
// server's memory (RSS from /proc, heap from the probe) before and after, and the load average.
// BENCH_SEASON_LEARNERS (2000), BENCH_SEASON_RAMP_S (20), BENCH_SEASON_TIMELINE=1 (answers' latency by
// 10 s of the run), BENCH_DATABASE_URL, BENCH_PROFILE=DIR (a CPU profile of the server).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import net from 'node:net';
import pg from 'pg';
import { generateToken, hashToken } from '../apps/server/src/lib/ids.js';
import type { MemoryReport } from './memory-probe.js';
import { prepareSyntheticBank } from './synthetic-bank.js';
import { freePort, started, stopped } from './server-process.js';
import { LOCAL_PG_URL, PG_SOCKET_DIR, throwawayDatabase } from './bench-databases.js';

const LEARNERS = Number(process.env.BENCH_SEASON_LEARNERS ?? 2000);
/** The learners start evenly over this many seconds (tenfold compressed: 2,000 starts in 200 s of real time). */
const RAMP_S = Number(process.env.BENCH_SEASON_RAMP_S ?? 20);
/** Issue 21's targets. */
const TARGET_P99_MS = 50;
/** A request unanswered after this long counts as an error (a timeout). */
const TIMEOUT_MS = 30_000;
const COMPRESSION = 10;
/**
 * The state exam's clock (../shared/FACTS.md): 32 questions in 25 minutes; a basic question gives 20 s
 * to read, then (after its medium) 15 s to answer; a specialist question 50 s in all. A learner answers
 * a basic question at a random moment of its 15 s answer window, a specialist one at a random moment of
 * its 50 s after the first 10 s (reading), so an exam takes 20 x 27.5 s + 12 x 30 s = about 15 minutes
 * of the 25 on average, at most 21 min 40 s. Compressed tenfold: basic 2.0-3.5 s, specialist 1.0-5.0 s,
 * about 91 s an exam; the exam's own 25 minutes never run out.
 */
const PACE = {
  STANDARD: { from: 20 / COMPRESSION, to: 35 / COMPRESSION },
  SPECIALISTIC: { from: 10 / COMPRESSION, to: 50 / COMPRESSION },
} as const;
const root = new URL('..', import.meta.url).pathname;

/** A small seeded generator (mulberry32): every run draws the same answer times and answers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}




interface Answer {
  status: number;
  body: Buffer;
}

/**
 * One learner's keep-alive connection (a browser's), one request at a time, written and read on a raw
 * socket so that the load generator costs little CPU beside the server. Answers are read by their
 * Content-Length (Fastify sends one for JSON); a transport failure or a timeout answers status 0.
 */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((answer: Answer) => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private broken = false;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', () => this.fail());
    socket.on('close', () => this.fail());
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.off('error', reject);
        resolve(new Connection(socket));
      });
      socket.once('error', reject);
    });
  }

  request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    if (this.broken) return Promise.resolve({ status: 0, body: Buffer.alloc(0) });
    const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    lines.push(`content-length: ${body === undefined ? 0 : Buffer.byteLength(body)}`);
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.timer = setTimeout(() => this.fail(), TIMEOUT_MS);
      this.socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
    });
  }

  close(): void {
    this.broken = true;
    this.socket.destroy();
  }

  private settle(answer: Answer): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(answer);
  }

  private fail(): void {
    this.broken = true;
    this.socket.destroy();
    this.settle({ status: 0, body: Buffer.alloc(0) });
  }

  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const header = this.buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(header)?.[1] ?? 0);
    if (this.buffer.length < end + 4 + length) return;
    const body = this.buffer.subarray(end + 4, end + 4 + length);
    this.buffer = this.buffer.subarray(end + 4 + length);
    this.settle({ status: Number(header.slice(9, 12)), body });
  }
}

interface Learner {
  studentId: number;
  session: string;
}

/** LEARNERS copies of the demo learner (its password hash, school, category and access), each with a session. */
async function makeLearners(databaseUrl: string): Promise<Learner[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const made = await db.query<{ student_id: number; user_id: number }>(
      `WITH demo AS (
         SELECT u.password_hash, s.school_id, s.category, s.learning_available_till
         FROM users u JOIN students s ON s.user_id = u.id WHERE u.email = 'kursant@example.com'),
       users_made AS (
         INSERT INTO users (email, password_hash, status, user_type)
         SELECT 'bench-season-' || g || '@example.com', demo.password_hash, 'ACTIVE', 'STUDENT' FROM demo, generate_series(1, $1::int) g
         RETURNING id, email)
       INSERT INTO students (user_id, school_id, first_name, last_name, category, learning_available_till)
       SELECT users_made.id, demo.school_id, 'Uczeń', split_part(users_made.email, '@', 1), demo.category, demo.learning_available_till FROM users_made, demo
       RETURNING id AS student_id, user_id`,
      [LEARNERS],
    );
    if (made.rows.length !== LEARNERS) throw new Error(`made ${made.rows.length} learners of ${LEARNERS} (is the demo learner seeded?)`);
    // Sessions as a login opens them: the client holds a random id, the database its SHA-256. Learners
    // log in at different moments, so their sessions were last seen at moments spread evenly over the
    // server's 30 s between refreshes of last-seen; opened all at one instant, every session would be
    // refreshed in the same few seconds every 30 s, a burst of writes no real season makes.
    const learners = made.rows.map((row) => ({ studentId: row.student_id, userId: row.user_id, session: generateToken() }));
    await db.query(
      `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at)
       SELECT id_hash, user_id, now() - interval '30 seconds' * (n::float / $3::int), now() - interval '30 seconds' * (n::float / $3::int)
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS t(id_hash, user_id, n)`,
      [learners.map((l) => hashToken(l.session)), learners.map((l) => l.userId), LEARNERS],
    );
    return learners.map(({ studentId, session }) => ({ studentId, session }));
  } finally {
    await db.end();
  }
}

interface Memory {
  rssMiB: number;
  peakRssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  retainedHeapMiB: number | null;
}

const MiB = 2 ** 20;

/** CPU seconds a process has used so far (user and system, from /proc; clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

/** The server's memory: RSS and its peak from /proc, the heap from the probe inside the server. */
async function memoryOf(child: ChildProcess, file: string): Promise<Memory> {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s*(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024;
  rmSync(file, { force: true });
  child.kill('SIGUSR2');
  for (let attempt = 0; attempt < 100 && !existsSync(file); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  const report = JSON.parse(readFileSync(file, 'utf8')) as MemoryReport;
  return {
    rssMiB: kib('VmRSS'),
    peakRssMiB: kib('VmHWM'),
    heapUsedMiB: report.now.heapUsed / MiB,
    heapTotalMiB: report.now.heapTotal / MiB,
    retainedHeapMiB: report.afterGc ? report.afterGc.heapUsed / MiB : null,
  };
}

interface Results {
  create: number[];
  answer: number[];
  /** Each answer's latency by the 10 s window of the run it was due in (for BENCH_SEASON_TIMELINE). */
  answerWindows: number[][];
  /** Errors by kind: `create 403`, `answer 409`, `answer no answer` ... */
  errors: Map<string, number>;
  finished: number;
  /** When the first request was due and the last one answered (ms, performance.now()). */
  from: number;
  to: number;
}

/** One learner's exam: start it when due, answer every question at the compressed pace. */
async function sitExam(port: number, learner: Learner, due: number, random: () => number, results: Results): Promise<void> {
  const error = (what: string, status: number) => {
    const key = `${what} ${status === 0 ? 'no answer (transport error or timeout)' : status}`;
    results.errors.set(key, (results.errors.get(key) ?? 0) + 1);
  };
  const waitUntil = async (at: number) => {
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
  await waitUntil(due);
  let connection: Connection;
  try {
    connection = await Connection.open(port);
  } catch {
    error('connect', 0);
    return;
  }
  const headers = { jsessionid: learner.session };
  try {
    const created = await connection.request('PUT', `/api/eprawko-rest/exam/create/studentId/${learner.studentId}/category/B/own/empty/lang/PL`, headers);
    results.create.push(performance.now() - due);
    if (created.status !== 200) return error('create', created.status);
    const exam = JSON.parse(created.body.toString('utf8')) as { id: number; execution: Array<{ question: { type: keyof typeof PACE } }> };
    const jsonHeaders = { ...headers, 'content-type': 'application/json' };
    for (const [index, item] of exam.execution.entries()) {
      const pace = PACE[item.question.type];
      due += (pace.from + random() * (pace.to - pace.from)) * 1000;
      const answer = item.question.type === 'STANDARD' ? (random() < 0.5 ? 'TAK' : 'NIE') : (['A', 'B', 'C'][Math.floor(random() * 3)] ?? 'A');
      await waitUntil(due);
      const approved = await connection.request('POST', '/api/eprawko-rest/exam/update/', jsonHeaders, JSON.stringify({ id: exam.id, ordinalNumber: index + 1, answer }));
      results.answer.push(performance.now() - due);
      const window = Math.floor((due - results.from) / 10_000);
      (results.answerWindows[window] ??= []).push(performance.now() - due);
      results.to = performance.now();
      // After a refused answer the learner's exam cannot go on in order: the rest would only repeat the error.
      if (approved.status !== 200) return error('answer', approved.status);
    }
    results.finished += 1;
  } finally {
    connection.close();
  }
}

function latencyRow(what: string, latencies: number[], seconds: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q: number) => percentile(sorted, q).toFixed(1);
  return `| ${what} | ${latencies.length} | ${(latencies.length / seconds).toFixed(0)} | ${p(50)} | ${p(95)} | ${p(99)} | ${(sorted.at(-1) ?? 0).toFixed(0)} |`;
}

/** Runs the season on a throwaway PostgreSQL database; answers whether errors are 0 and both p99 within the target. */
export async function benchExamSeason(): Promise<boolean> {
  const bank = await prepareSyntheticBank();
  const throwaway = await throwawayDatabase(LOCAL_PG_URL, `osk_bench_season_${Date.now()}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'osk-bench-season-'));
  const memoryFile = join(dataDir, 'memory.json');
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO: '1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: throwaway.url, BENCH_MEMORY_FILE: memoryFile };
  let child: ChildProcess | null = null;
  try {
    // The bank goes in before the server starts; the demo seed then leaves the non-empty bank alone.
    const imported = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/questions-import.ts', bank.file, '--media', bank.mediaDir], { cwd: root, env, encoding: 'utf8' });
    if (imported.status !== 0) throw new Error(`bank import failed: ${imported.stderr || imported.stdout}`);
    const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];
    const server = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', '--import', './bench/memory-probe.ts', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = server;
    await started(`http://127.0.0.1:${port}/api/health`, server);
    const learners = await makeLearners(throwaway.url);
    const before = await memoryOf(server, memoryFile);
    const loadBefore = loadavg();
    const cpuBefore = { server: cpuSecondsOf(server.pid), generator: process.cpuUsage() };

    const results: Results = { create: [], answer: [], answerWindows: [], errors: new Map(), finished: 0, from: performance.now() + 500, to: 0 };
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const random = seeded(21);
    await Promise.all(learners.map((learner, i) => sitExam(port, learner, results.from + (RAMP_S * 1000 * i) / LEARNERS, seeded(Math.floor(random() * 2 ** 32)), results)));
    lag.disable();
    const seconds = (results.to - results.from) / 1000;
    const serverCpu = cpuSecondsOf(server.pid) - cpuBefore.server;
    const generatorUsage = process.cpuUsage(cpuBefore.generator);
    const generatorCpu = (generatorUsage.user + generatorUsage.system) / 1e6;

    const after = await memoryOf(server, memoryFile);
    const loadAfter = loadavg();
    const errors = [...results.errors.values()].reduce((a, b) => a + b, 0);
    const p99 = (latencies: number[]) => percentile([...latencies].sort((a, b) => a - b), 99);
    const met = errors === 0 && results.finished === LEARNERS && p99(results.create) <= TARGET_P99_MS && p99(results.answer) <= TARGET_P99_MS;

    console.log(`\nExam season on PostgreSQL (issue 21): ${LEARNERS} learners, each with a session and a connection of their own, start a category B exam (starts spread evenly over ${RAMP_S} s) and answer all 32 questions.`);
    console.log(
      `Pace: the state exam's clock compressed ${COMPRESSION}-fold: a basic question answered at a random moment ${PACE.STANDARD.from}-${PACE.STANDARD.to} s after it shows (20 s reading, then 15 s to answer), a specialist one ${PACE.SPECIALISTIC.from}-${PACE.SPECIALISTIC.to} s (10 s reading, 50 s in all); about 91 s an exam (25 min / ${COMPRESSION} = 150 s at most).`,
    );
    console.log(`Bank: ${bank.questions} synthetic questions. Latency counts from when each request was due.\n`);
    console.log('| requests | count | per s | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    console.log(latencyRow('PUT exam/create', results.create, RAMP_S));
    console.log(latencyRow('POST exam/update/', results.answer, seconds));
    console.log(`(per s: creations over the ${RAMP_S} s of starts, answers over the whole run)`);
    if (process.env.BENCH_SEASON_TIMELINE) {
      console.log('\n| answers due in | count | p50 ms | p99 ms |\n|---|---:|---:|---:|');
      for (const [i, window] of results.answerWindows.entries()) {
        const sorted = [...(window ?? [])].sort((a, b) => a - b);
        console.log(`| ${i * 10}-${i * 10 + 10} s | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`);
      }
    }
    console.log(`\n${results.finished} of ${LEARNERS} exams answered to the end in ${seconds.toFixed(1)} s; errors: ${errors}${errors ? ` (${[...results.errors].map(([kind, n]) => `${kind}: ${n}`).join(', ')})` : ''}.`);
    const retained = (m: Memory) => (m.retainedHeapMiB === null ? '' : `, ${m.retainedHeapMiB.toFixed(0)} MiB after a full GC`);
    console.log(`Server memory before: RSS ${before.rssMiB.toFixed(0)} MiB, heap ${before.heapUsedMiB.toFixed(0)} of ${before.heapTotalMiB.toFixed(0)} MiB${retained(before)}.`);
    console.log(`Server memory after:  RSS ${after.rssMiB.toFixed(0)} MiB (peak ${after.peakRssMiB.toFixed(0)}), heap ${after.heapUsedMiB.toFixed(0)} of ${after.heapTotalMiB.toFixed(0)} MiB${retained(after)}.`);
    console.log(`CPU over the run: the server ${serverCpu.toFixed(1)} s (${((100 * serverCpu) / seconds).toFixed(0)} % of one core), the load generator ${generatorCpu.toFixed(1)} s (${((100 * generatorCpu) / seconds).toFixed(0)} %).`);
    console.log(`Load generator's event-loop delay: p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms (counted in the latencies above).`);
    console.log(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; PostgreSQL at ${new URL(LOCAL_PG_URL).host || PG_SOCKET_DIR}; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after; ${new Date().toISOString()}.`,
    );
    console.log(`Targets (errors 0, p99 of both at most ${TARGET_P99_MS} ms): ${met ? 'met' : 'missed'}.`);
    return met;
  } finally {
    if (child) await stopped(child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bank.dir, { recursive: true, force: true });
    await throwaway.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchExamSeason();
  process.exitCode = ok ? 0 : 1;
}
