import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Readiness } from '@osk/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadDemoQuestionBank } from '../modules/questions/questions-import.service.js';
import { students, users } from '../db/schema/index.js';
import { seedDemo } from './demo.seed.js';
import { seedLearningDemo } from './learning.seed.js';
import { seedReadinessDemo } from './readiness.seed.js';

let t: TestApp;
let session: string;
let studentId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await seedDemo(t.database.db, t.clock.now());
  await loadDemoQuestionBank(t.database.db, t.clock);
  await seedLearningDemo(t.database.db, t.clock.now());
  session = await t.sessionOf('kursant@example.com', 'Kursant123!');
  const [row] = await t.database.db.select({ id: students.id }).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(users.email, 'kursant@example.com'));
  studentId = row?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function readiness(): Promise<Readiness> {
  const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/readiness/${studentId}/B`, headers: { jsessionid: session } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('demo data of the readiness (issue 23)', () => {
  it('gives the demo learner modules known well, half known and not started, with reviews due, once', async () => {
    const before = await readiness();
    const added = await seedReadinessDemo(t.database.db, t.clock.now());
    expect(added).toBeGreaterThan(0);
    const after = await readiness();
    expect(after.knownQuestions).toBeGreaterThan(before.knownQuestions);
    expect(after.score).toBeGreaterThan(before.score);
    // Something of every kind for the home and the statistics.
    expect(after.modules.some((m) => m.known > 0 && m.never > 0)).toBe(true);
    expect(after.modules.some((m) => m.seen === 0)).toBe(true);
    expect(after.modules.some((m) => m.weak > 0)).toBe(true);
    expect(after.modules.reduce((sum, m) => sum + m.due, 0)).toBeGreaterThan(0);
    expect(after.lastLearning).not.toBeNull();
    // A restart adds nothing.
    expect(await seedReadinessDemo(t.database.db, t.clock.now())).toBe(0);
    expect((await readiness()).knownQuestions).toBe(after.knownQuestions);
  });
});
