// `node --import tsx bench/authenticated-read.ts`: the authenticated read (GET eprawko-rest/student/show)
// against a bare Fastify route in the same run, at 10 and 50 clients, on PostgreSQL (issue 21: at least
// 10 % of the bare route, p99 at most 50 ms at 50 clients). The requests go round-robin over the
// sessions of LEARNERS distinct learners (copies of the demo learner), so that no cache or batch is
// flattered by one learner's record. Each server runs in its own process, the load comes from this one.
// The app runs once with LOG_LEVEL=warn (as `npm run bench`) and once at the production default `info`
// (two log lines per request), to show what per-request logging costs. BENCH_SECONDS sets the length
// of a row, BENCH_PROFILE=DIR writes a CPU profile of each app run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, started, stopped } from './server-process.js';
import { LOCAL_PG_URL, PG_SOCKET_DIR, throwawayDatabase } from './bench-databases.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = [10, 50];
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const root = new URL('..', import.meta.url).pathname;

interface Row {
  server: string;
  clients: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}




function measure(server: string, clients: number, url: string, sessions: readonly string[] = []): Promise<Row> {
  let next = 0;
  // Each request carries the next learner's session.
  const requests: autocannon.Request[] = sessions.length === 0 ? [{}] : [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, jsessionid: sessions[next++ % sessions.length] ?? '' } }) }];
  return new Promise((resolve, reject) => {
    autocannon({ url, requests, connections: clients, duration: DURATION_S }, (error, r) => {
      if (error) reject(error);
      else resolve({ server, clients, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
    });
  });
}

async function bareRows(): Promise<Row[]> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await started(`http://127.0.0.1:${port}/bare`, child);
    const rows: Row[] = [];
    for (const clients of CLIENTS) rows.push(await measure('bare Fastify route', clients, `http://127.0.0.1:${port}/bare`));
    return rows;
  } finally {
    await stopped(child);
  }
}

async function appRows(logLevel: string): Promise<Row[]> {
  const throwaway = await throwawayDatabase(LOCAL_PG_URL, `osk_bench_read_${Date.now()}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'osk-bench-read-'));
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO: '1', LOG_LEVEL: logLevel, DATA_DIR: dataDir, DATABASE_URL: throwaway.url };
  // The server's log goes nowhere: what is measured is the cost of writing it, not of a terminal.
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}/api`;
  try {
    await started(`${base}/health`, child);
    // Copies of the demo learner (its password hash and school), each a learner of its own.
    const db = new pg.Client({ connectionString: throwaway.url });
    await db.connect();
    await db.query(
      `WITH made AS (
         INSERT INTO users (email, password_hash, status, user_type)
         SELECT 'bench-read-' || g || '@example.com', password_hash, 'ACTIVE', 'STUDENT' FROM users, generate_series(1, $1::int) g WHERE email = 'kursant@example.com'
         RETURNING id, email)
       INSERT INTO students (user_id, school_id, first_name, last_name)
       SELECT made.id, (SELECT school_id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = 'kursant@example.com'), 'Uczeń', split_part(made.email, '@', 1) FROM made`,
      [LEARNERS],
    );
    await db.end();
    const sessions: string[] = [];
    for (let i = 1; i <= LEARNERS; i += 1) {
      const login = await fetch(`${base}/eprawko-rest/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `userName=bench-read-${i}%40example.com&password=Kursant123%21`,
      });
      if (!login.ok) throw new Error(`login of learner ${i} answered ${login.status}`);
      sessions.push(((await login.json()) as { uuid: string }).uuid);
    }
    const rows: Row[] = [];
    for (const clients of CLIENTS) rows.push(await measure(`student/show, LOG_LEVEL=${logLevel}`, clients, `${base}/eprawko-rest/student/show`, sessions));
    return rows;
  } finally {
    await stopped(child);
    rmSync(dataDir, { recursive: true, force: true });
    await throwaway.drop();
  }
}

const before = loadavg();
const bare = await bareRows();
const rows = [...bare, ...(await appRows('warn')), ...(await appRows('info'))];
const after = loadavg();
console.log(
  `\n${LEARNERS} learners' sessions, round-robin. Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; PostgreSQL at ${new URL(LOCAL_PG_URL).host || PG_SOCKET_DIR}; ${DURATION_S} s a row; load average ${before.map((l) => l.toFixed(2)).join(' ')} before, ${after.map((l) => l.toFixed(2)).join(' ')} after\n`,
);
console.log('| server | clients | req/s | of bare | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const ceiling = bare.find((b) => b.clients === r.clients)?.rps ?? 0;
  const share = ceiling > 0 ? `${((100 * r.rps) / ceiling).toFixed(1)} %` : '';
  console.log(`| ${r.server} | ${r.clients} | ${r.rps.toFixed(0)} | ${share} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
