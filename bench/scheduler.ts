// `npm run bench` (called by bench/run.ts; alone: `node --import tsx bench/scheduler.ts`): the
// school's week view of the scheduler with 2,000 lessons in one week —
// GET /api/lessons/lesson?after&before&pageSize=2000 as the school — on PGlite and on PostgreSQL (when
// a server answers on 127.0.0.1:5432). Issue 10's target: p99 at most 100 ms (server side).
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app.js';
import type { Database } from '../apps/server/src/db/client.js';
import { onEachBackend } from './bench-databases.js';
import { cars, instructors, lessons, schools, students, users } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { warsawInstant } from '@osk/contract';

const LESSONS = 2000;
const INSTRUCTORS = 21;
const LEARNERS = 120;
const WARMUP = Number(process.env.BENCH_SCHEDULER_WARMUP ?? 20);
const SAMPLES = Number(process.env.BENCH_SCHEDULER_SAMPLES ?? 200);
const TARGET_P99_MS = 100;
/** Monday to Sunday of the current Warsaw week: the week the scheduler opens on. */
function currentWeek(): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  const monday = new Date(noon.getTime() - ((noon.getUTCDay() + 6) % 7) * 86_400_000);
  return Array.from({ length: 7 }, (_, i) => new Date(monday.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}
const WEEK = currentWeek();

export async function seed(database: Database): Promise<{ email: string; password: string }> {
  const db = database.db;
  const password = 'Szkola123!';
  const hash = await hashPassword(password);
  const email = 'bench-school@example.com';
  const [u] = await db.insert(users).values({ email, passwordHash: hash, status: 'ACTIVE', userType: 'SCHOOL' }).returning({ id: users.id });
  const [school] = await db.insert(schools).values({ userId: u!.id, name: 'OSK Benchmark' }).returning({ id: schools.id });
  const schoolId = school!.id;
  const instructorUsers = await db
    .insert(users)
    .values(Array.from({ length: INSTRUCTORS }, (_, i) => ({ email: `bench-i${i}@example.com`, phoneNumber: `5000000${String(i).padStart(2, '0')}`, passwordHash: hash, status: 'ACTIVE' as const, userType: 'INSTRUCTOR' as const })))
    .returning({ id: users.id });
  const teacherRows = await db
    .insert(instructors)
    .values(instructorUsers.map((x, i) => ({ userId: x.id, schoolId, firstName: `Instruktor${i}`, lastName: `Nazwisko${i}`, color: '#1E88E5' })))
    .returning({ id: instructors.id });
  const carRows = await db
    .insert(cars)
    .values(Array.from({ length: INSTRUCTORS }, (_, i) => ({ schoolId, registrationNumber: `WB ${1000 + i}`, manufacturer: 'Toyota', model: 'Yaris' })))
    .returning({ id: cars.id });
  const learnerUsers = await db
    .insert(users)
    .values(Array.from({ length: LEARNERS }, (_, i) => ({ email: `bench-s${i}@example.com`, phoneNumber: `5100${String(i).padStart(5, '0')}`, passwordHash: hash, status: 'ACTIVE' as const, userType: 'STUDENT' as const })))
    .returning({ id: users.id });
  const learnerRows = await db
    .insert(students)
    .values(learnerUsers.map((x, i) => ({ userId: x.id, schoolId, firstName: `Kursant${i}`, lastName: `Testowy${i}` })))
    .returning({ id: students.id });
  const rows: Array<typeof lessons.$inferInsert> = [];
  const now = new Date();
  outer: for (const date of WEEK) {
    for (let hour = 7; hour < 21; hour += 1) {
      for (let i = 0; i < INSTRUCTORS; i += 1) {
        if (rows.length >= LESSONS) break outer;
        const startTime = `${String(hour).padStart(2, '0')}:00`;
        const endTime = `${String(hour + 1).padStart(2, '0')}:00`;
        rows.push({
          schoolId,
          lessonType: 'DRIVE',
          lessonDate: date,
          startTime,
          endTime,
          startsAt: warsawInstant(date, startTime)!,
          endsAt: warsawInstant(date, endTime)!,
          instructorId: teacherRows[i]!.id,
          carId: carRows[i]!.id,
          studentId: learnerRows[(hour * INSTRUCTORS + i) % LEARNERS]!.id,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(lessons).values(rows.slice(i, i + 500));
  return { email, password };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(backend: string, database: Database): Promise<{ backend: string; p50: number; p99: number; max: number; count: number }> {
  await database.migrate();
  const login = await seed(database);
  const { app } = await buildApp({ database, clock: systemClock, demo: false, supportEmail: '', mail: null, sms: null, publicUrl: 'http://localhost', webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/api/eprawko-rest/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: login.email, password: login.password }) });
    const session = ((await res.json()) as { uuid: string }).uuid;
    const url = `${base}/api/lessons/lesson?after=${WEEK[0]}&before=${WEEK[6]}&pageSize=2000`;
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const started = performance.now();
      const r = await fetch(url, { headers: { jsessionid: session } });
      // The whole answer is received in the timing; parsing it (the browser's work) is not.
      const text = await r.text();
      const ms = performance.now() - started;
      if (r.status !== 200) throw new Error(`GET lessons answered ${r.status}`);
      if (i === 0) count = (JSON.parse(text) as { content: unknown[] }).content.length;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((x, y) => x - y);
    return { backend, p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] ?? 0, count };
  } finally {
    await app.close();
  }
}

export async function benchScheduler(): Promise<boolean> {
  const results = await onEachBackend('osk_bench_sched', measure);
  console.log(`\nScheduler week view: GET lessons/lesson?after&before&pageSize=2000 as the school, ${LESSONS} lessons in one week, ${SAMPLES} sequential requests after ${WARMUP} warm-up (target p99 <= ${TARGET_P99_MS} ms)\n`);
  console.log(`Machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} (other work on the machine inflates the figures), Node ${process.version}\n`);
  console.log('| backend | lessons answered | p50 ms | p99 ms | max ms | target |');
  console.log('|---|---:|---:|---:|---:|---|');
  let ok = true;
  for (const r of results) {
    const pass = r.p99 <= TARGET_P99_MS && r.count === LESSONS;
    ok &&= pass;
    console.log(`| ${r.backend} | ${r.count} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${pass ? 'met' : 'MISSED'} |`);
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchScheduler();
  process.exitCode = ok ? 0 : 1;
}
