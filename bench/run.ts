// `npm run bench`: throughput and p99 latency of login, an authenticated read
// (GET eprawko-rest/student/show), exam creation and answer saving on a bank of about 3,700
// questions, on PGlite and on PostgreSQL (when a server answers; through its Unix socket when there
// is one), beside a bare Fastify route, each server in its own process and the load from this one.
// The exam scenarios run twice: flat out (autocannon, as many requests as the clients can send:
// capacity) and paced at issue 4's target rates (bench/paced-load.ts: the latency at that load).
// Also the size of an exam as the browser receives it, and (bench/exam-season.ts) 2,000 distinct
// learners sitting exams at once on PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import autocannon from 'autocannon';
import { prepareSyntheticBank } from './synthetic-bank.js';
import { pacedLoad, type PacedResult } from './paced-load.js';
import { LOCAL_PG_URL, throwawayDatabase } from './bench-databases.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Concurrent clients of the exam scenarios (issue 4's targets are for 50). */
const EXAM_CONNECTIONS = Number(process.env.BENCH_EXAM_CONNECTIONS ?? 50);
/** Exams started before the answer scenario; answers go round-robin over them, in order. */
const ANSWER_EXAMS = Number(process.env.BENCH_ANSWER_EXAMS ?? 3000);
/** Issue 4's targets: requests per second the exam scenarios must sustain with p99 <= 50 ms. */
const CREATE_TARGET_RPS = 500;
const ANSWER_TARGET_RPS = 1500;
const root = new URL('..', import.meta.url).pathname;

interface Row {
  backend: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function load(opts: autocannon.Options): Promise<autocannon.Result> {
  // On stderr, so that a CPU sampler can follow the phases.
  if (process.env.BENCH_TRACE) console.error(`[bench] ${new Date().toISOString()} ${opts.method ?? 'GET'} ${String(opts.url)}`);
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function pacedRow(backend: string, scenario: string, r: PacedResult): Row {
  return { backend, scenario, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors + r.behind };
}

function toRow(backend: string, scenario: string, r: autocannon.Result): Row {
  return { backend, scenario, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}


async function pgAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

async function benchApp(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'osk-bench-'));
  const env: Record<string, string> = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO: '1', LOG_LEVEL: 'warn', DATA_DIR: dataDir } as Record<string, string>;
  const throwaway = backend === 'postgres' ? await throwawayDatabase(LOCAL_PG_URL, `osk_bench_${Date.now()}`) : null;
  if (throwaway) env.DATABASE_URL = throwaway.url;
  // The bank goes in before the server starts (the embedded database admits one process at a time);
  // the demo seed then leaves the non-empty bank alone.
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/questions-import.ts', bank.file, '--media', bank.mediaDir], { cwd: root, env, encoding: 'utf8' });
  if (imported.status !== 0) throw new Error(`bank import failed: ${imported.stderr || imported.stdout}`);
  // BENCH_PROFILE=DIR writes a CPU profile of each server process there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, child);
    const form = 'userName=kursant%40example.com&password=Kursant123%21';
    const loginRes = await fetch(`${base}/api/eprawko-rest/login/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    const session = ((await loginRes.json()) as { uuid: string }).uuid;
    const rows: Row[] = [];
    rows.push(toRow(backend, 'POST login/', await load({ url: `${base}/api/eprawko-rest/login/`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })));
    rows.push(toRow(backend, 'GET student/show', await load({ url: `${base}/api/eprawko-rest/student/show`, headers: { jsessionid: session } })));
    rows.push(...(await benchExams(backend, base, session)));
    return rows;
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    await throwaway?.drop();
  }
}

const bank = await prepareSyntheticBank();

/** Exam creation and answer saving under EXAM_CONNECTIONS clients, and the size of an exam. */
async function benchExams(backend: string, base: string, session: string): Promise<Row[]> {
  const headers = { jsessionid: session, 'content-type': 'application/json' };
  const student = (await (await fetch(`${base}/api/eprawko-rest/student/show`, { headers })).json()) as { id: number };
  const createUrl = `${base}/api/eprawko-rest/exam/create/studentId/${student.id}/category/B/own/empty/lang/PL`;
  const sample = await fetch(createUrl, { method: 'PUT', headers: { jsessionid: session } });
  const sampleBody = await sample.text();
  if (!sample.ok) throw new Error(`exam creation failed: ${sample.status} ${sampleBody}`);
  examSizes.push({ backend, json: sampleBody.length, gzip: gzipSync(sampleBody).length });
  // Each exam scenario runs twice: as fast as the clients can go (capacity; latency then is mostly
  // queueing), and at the target rate spread over the same clients (the latency a user would see).
  const rows = [toRow(backend, `PUT exam/create (${EXAM_CONNECTIONS} clients, flat out)`, await load({ url: createUrl, method: 'PUT', headers: { jsessionid: session }, connections: EXAM_CONNECTIONS }))];
  rows.push(
    pacedRow(
      backend,
      `PUT exam/create (${EXAM_CONNECTIONS} clients, ${CREATE_TARGET_RPS}/s paced)`,
      await pacedLoad({ url: createUrl, method: 'PUT', headers: { jsessionid: session }, connections: EXAM_CONNECTIONS, rate: CREATE_TARGET_RPS, durationS: DURATION_S }),
    ),
  );

  // Start the exams the answer scenario answers, round-robin and in order, so every request approves
  // the current question of its exam well within the question's time.
  const exams: Array<{ id: number; types: string[] }> = [];
  const queue = Array.from({ length: ANSWER_EXAMS }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (queue.shift() !== undefined) {
        const res = await fetch(createUrl, { method: 'PUT', headers: { jsessionid: session } });
        const exam = (await res.json()) as { id: number; execution: Array<{ question: { type: string } }> };
        exams.push({ id: exam.id, types: exam.execution.map((e) => e.question.type) });
      }
    }),
  );
  let k = 0;
  const answerRequests: autocannon.Request[] = [
    {
      setupRequest: (request) => {
        const exam = exams[k % exams.length];
        const ordinal = Math.floor(k / exams.length) + 1;
        k += 1;
        if (!exam || ordinal > exam.types.length) return request;
        const type = exam.types[ordinal - 1];
        return { ...request, body: JSON.stringify({ id: exam.id, ordinalNumber: ordinal, answer: type === 'STANDARD' ? 'TAK' : 'A' }) };
      },
    },
  ];
  const answerUrl = `${base}/api/eprawko-rest/exam/update/`;
  const flat = await load({ url: answerUrl, method: 'POST', headers, connections: EXAM_CONNECTIONS, requests: answerRequests });
  rows.push(toRow(backend, `POST exam/update/ (${EXAM_CONNECTIONS} clients, flat out)`, flat));
  // The same exams go on at their next questions (each exam has 32).
  const answerBody = (): string | undefined => {
    const exam = exams[k % exams.length];
    const ordinal = Math.floor(k / exams.length) + 1;
    k += 1;
    if (!exam || ordinal > exam.types.length) return undefined;
    return JSON.stringify({ id: exam.id, ordinalNumber: ordinal, answer: exam.types[ordinal - 1] === 'STANDARD' ? 'TAK' : 'A' });
  };
  const paced = await pacedLoad({ url: answerUrl, method: 'POST', headers, body: answerBody, connections: EXAM_CONNECTIONS, rate: ANSWER_TARGET_RPS, durationS: DURATION_S });
  rows.push(pacedRow(backend, `POST exam/update/ (${EXAM_CONNECTIONS} clients, ${ANSWER_TARGET_RPS}/s paced)`, paced));
  return rows;
}

const examSizes: Array<{ backend: string; json: number; gzip: number }> = [];

async function benchBare(): Promise<Row> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/bare`, child);
    return toRow('none', 'GET bare Fastify route', await load({ url: `http://127.0.0.1:${port}/bare` }));
  } finally {
    await stop(child);
  }
}

/** Which databases to run on (comma-separated `pglite,postgres`; both by default). */
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
const rows: Row[] = [await benchBare()];
if (BACKENDS.includes('pglite')) rows.push(...(await benchApp('pglite')));
if (BACKENDS.includes('postgres')) {
  if (await pgAvailable()) rows.push(...(await benchApp('postgres')));
  else console.log('(no PostgreSQL server on 127.0.0.1:5432: PostgreSQL rows skipped)');
}

rmSync(bank.dir, { recursive: true, force: true });
console.log(`\nQuestion bank: ${bank.questions} synthetic questions in the official layout.`);
for (const size of examSizes) console.log(`Exam as sent to the browser (${size.backend}): ${(size.json / 1024).toFixed(1)} KB JSON, ${(size.gzip / 1024).toFixed(1)} KB gzipped (budget 20 KB)`);
console.log(`\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
console.log('| backend | scenario | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.backend} | ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`);

// Issue 10: the scheduler's week view with 2,000 lessons (bench/scheduler.ts; its own table).
const { benchScheduler } = await import('./scheduler.js');
await benchScheduler();
const { benchSchedulerRender } = await import('./scheduler-render.js');
await benchSchedulerRender();
// Issue 22: dragging a lesson on a week of 240 (bench/scheduler-drag.ts; alone: `node --import tsx bench/scheduler-drag.ts`).
const { benchSchedulerDrag } = await import('./scheduler-drag.js');
await benchSchedulerDrag();
// Issue 23: the question bank browser's search on the 3,700-question bank, median and p95 (bench/question-search.ts;
// alone: `node --import tsx bench/question-search.ts`).
const { benchQuestionSearch } = await import('./question-search.js');
await benchQuestionSearch();
// Issue 19: main-thread work of answering and moving on, in the exam and in learning, at 4x CPU
// slowdown (bench/interaction.ts; alone: `npm run bench:interaction`).
const { benchInteraction } = await import('./interaction.js');
await benchInteraction();
// Issue 21: exam season, 2,000 distinct learners' exams at the state exam's pace compressed tenfold,
// on PostgreSQL (bench/exam-season.ts; its own report; alone: `npm run bench:exam-season`).
if (BACKENDS.includes('postgres') && (await pgAvailable())) {
  const { benchExamSeason } = await import('./exam-season.js');
  await benchExamSeason();
}
