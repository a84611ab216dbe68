// `npm run bench` (called by bench/run.ts; alone: `node --import tsx bench/question-search.ts`): the
// question bank browser's search (issue 23, ADR 033) on the synthetic bank of about 3,700 questions in
// four languages — GET questions/bank/search/{studentId}/B/PL?q=...[&moduleId=] as a learner, over HTTP
// to the app in this process — on PGlite and on PostgreSQL (when a server answers on 127.0.0.1:5432).
// Words with and without Polish letters, one to three words, a two-letter prefix that matches most of
// the bank (the worst case), and a module filter. Target: median and p95 under 50 ms a search.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import type { Database } from '../apps/server/src/db/client.js';
import { onEachBackend } from './bench-databases.js';
import { students, users } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createQuestionsImportService } from '../apps/server/src/modules/questions/questions-import.service.js';
import { prepareSyntheticBank } from './synthetic-bank.js';

const ROUNDS = Number(process.env.BENCH_BANK_ROUNDS ?? 20);
const WARMUP_ROUNDS = 2;
const TARGET_MS = 50;

/** The searches, as a learner types them (the synthetic bank's Polish words, folded and not). */
const SEARCHES: readonly string[] = [
  'q=skrzyzowaniu',
  `q=${encodeURIComponent('skrzyżowaniu')}`,
  `q=${encodeURIComponent('zatrzymac sie')}`,
  `q=${encodeURIComponent('kierującemu pojazdem')}`,
  `q=${encodeURIComponent('przed znakiem przejsciem')}`,
  'q=sk',
  'q=sytuacji&page=3',
  'q=skrecic&moduleId=7',
  'moduleId=12',
];

interface Result {
  backend: string;
  questions: number;
  samples: number;
  p50: number;
  p95: number;
  max: number;
  worst: { search: string; p50: number };
  found: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function load(database: Database, file: string): Promise<{ email: string; password: string; studentId: number; questions: number }> {
  await database.migrate();
  const report = await createQuestionsImportService(database.db, systemClock).importFile(file);
  // The synthetic spreadsheet names no modules: spread the questions over the 32 road-rule modules.
  await database.db.execute(sql`UPDATE questions SET module_id = (id % 32) + 1`);
  await database.db.execute(sql`ANALYZE`);
  const password = 'Kursant123!';
  const email = 'bench-bank@example.com';
  const [user] = await database.db.insert(users).values({ email, passwordHash: await hashPassword(password), status: 'ACTIVE', userType: 'STUDENT' }).returning({ id: users.id });
  if (!user) throw new Error('user insert');
  const [student] = await database.db.insert(students).values({ userId: user.id, firstName: 'Ala', lastName: 'Bench', learningAvailableTill: '2099-12-31' }).returning({ id: students.id });
  if (!student) throw new Error('student insert');
  return { email, password, studentId: student.id, questions: report.added };
}

async function measure(backend: string, database: Database, file: string): Promise<Result> {
  const seeded = await load(database, file);
  const { app } = await buildApp({ database, clock: systemClock, demo: false, supportEmail: '', mail: null, sms: null, publicUrl: 'http://localhost', webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/api/eprawko-rest/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: seeded.email, password: seeded.password }) });
    const session = ((await res.json()) as { uuid: string }).uuid;
    const all: number[] = [];
    const per = new Map<string, number[]>();
    const found: Record<string, number> = {};
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
      for (const search of SEARCHES) {
        const started = performance.now();
        const r = await fetch(`${base}/api/eprawko-rest/questions/bank/search/${seeded.studentId}/B/PL?${search}`, { headers: { jsessionid: session } });
        const text = await r.text();
        const ms = performance.now() - started;
        if (r.status !== 200) throw new Error(`search ${search} answered ${r.status}: ${text.slice(0, 200)}`);
        if (round === 0) found[decodeURIComponent(search)] = (JSON.parse(text) as { totalElements: number }).totalElements;
        if (round < WARMUP_ROUNDS) continue;
        all.push(ms);
        per.set(search, [...(per.get(search) ?? []), ms]);
      }
    }
    all.sort((a, b) => a - b);
    let worst = { search: '', p50: 0 };
    for (const [search, times] of per) {
      const p50 = percentile([...times].sort((a, b) => a - b), 50);
      if (p50 > worst.p50) worst = { search: decodeURIComponent(search), p50 };
    }
    return { backend, questions: seeded.questions, samples: all.length, p50: percentile(all, 50), p95: percentile(all, 95), max: all[all.length - 1] ?? 0, worst, found };
  } finally {
    await app.close();
  }
}

/** Runs the bank search bench on both backends and prints its table; answers whether the target was met. */
export async function benchQuestionSearch(): Promise<boolean> {
  const bank = await prepareSyntheticBank();
  let results: Result[];
  try {
    results = await onEachBackend('osk_bench_bank', (backend, database) => measure(backend, database, bank.file));
  } finally {
    rmSync(bank.dir, { recursive: true, force: true });
  }
  console.log(`\nQuestion bank search: GET questions/bank/search/{studentId}/B/PL on ${bank.questions} synthetic questions (4 languages), ${SEARCHES.length} searches x ${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up, one at a time (target median and p95 < ${TARGET_MS} ms)\n`);
  console.log(`Machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} (other work on the machine inflates the figures), Node ${process.version}\n`);
  console.log('| backend | searches | median ms | p95 ms | max ms | slowest search (median ms) | target |');
  console.log('|---|---:|---:|---:|---:|---|---|');
  let ok = true;
  for (const r of results) {
    const pass = r.p50 < TARGET_MS && r.p95 < TARGET_MS;
    ok &&= pass;
    console.log(`| ${r.backend} | ${r.samples} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.worst.search} (${r.worst.p50.toFixed(1)}) | ${pass ? 'met' : 'MISSED'} |`);
  }
  const first = results[0];
  if (first) console.log(`\nQuestions found (${first.backend}): ${Object.entries(first.found).map(([s, n]) => `${s} → ${n}`).join('; ')}`);
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchQuestionSearch();
  process.exitCode = ok ? 0 : 1;
}
