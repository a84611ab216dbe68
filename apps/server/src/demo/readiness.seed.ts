import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { learnAnswers, questionCategories, questions, students, users } from '../db/schema/index.js';
import { BOX_DUE_DAYS } from '../modules/learning/learning.rules.js';

/** The learner whose readiness the demo shows (see demo.seed.ts). */
const DEMO_STUDENT_EMAIL = 'kursant@example.com';
const DAY_MS = 86_400_000;

/**
 * Share of a module's questions the demo learner knows, by the module's place among the modules the
 * learning demo left untouched: some modules almost done, some half, some not started, so the home's
 * readiness, today's work and the per-module statistics all have something to show (issue 23).
 */
export const DEMO_KNOWN_SHARES: readonly number[] = [0.9, 0.75, 0.6, 0.45, 0.3, 0];

/**
 * Learn answers of the demo learner beyond the learning demo's three modules (issue 23): in the other
 * modules of B, the first questions (official order) answered right two to five times in a row, some
 * of them due for review again by now. Runs after seedLearningDemo; does nothing when the learner is
 * missing or already has a question in a box above 2 (the learning demo uses boxes 0-2 only), so a
 * restart never duplicates. Answers how many questions it recorded.
 */
export async function seedReadinessDemo(db: Db, now: Date): Promise<number> {
  const [student] = await db.select({ id: students.id }).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(users.email, DEMO_STUDENT_EMAIL));
  if (!student) return 0;
  const [done] = await db.select({ n: sql<number>`count(*)::int` }).from(learnAnswers).where(and(eq(learnAnswers.studentId, student.id), gte(learnAnswers.box, 3)));
  if (Number(done?.n ?? 0) > 0) return 0;

  const answered = new Set(
    (await db.select({ questionId: learnAnswers.questionId }).from(learnAnswers).where(eq(learnAnswers.studentId, student.id))).map((r) => r.questionId),
  );
  const rows = await db
    .select({ id: questions.id, moduleId: questions.moduleId })
    .from(questions)
    .innerJoin(questionCategories, and(eq(questionCategories.questionId, questions.id), eq(questionCategories.category, 'B')))
    .where(eq(questions.active, true))
    .orderBy(asc(questions.externalId));
  const byModule = new Map<number, number[]>();
  for (const r of rows) if (r.moduleId !== null) byModule.set(r.moduleId, [...(byModule.get(r.moduleId) ?? []), r.id]);
  // Only modules the learning demo left alone.
  const untouched = [...byModule.entries()].filter(([, ids]) => ids.every((id) => !answered.has(id))).sort(([a], [b]) => a - b);

  const values: (typeof learnAnswers.$inferInsert)[] = [];
  untouched.forEach(([, ids], index) => {
    const share = DEMO_KNOWN_SHARES[index % DEMO_KNOWN_SHARES.length] ?? 0;
    const known = Math.round(ids.length * share);
    ids.slice(0, known).forEach((questionId, i) => {
      const box = 2 + ((i + index) % 4);
      const at = new Date(now.getTime() - (1 + ((i * 3 + index) % 12)) * DAY_MS);
      values.push({ studentId: student.id, questionId, box, rightCount: box, wrongCount: i % 3 === 0 ? 1 : 0, lastAnswerCorrect: true, lastAnsweredAt: at, dueAt: new Date(at.getTime() + (BOX_DUE_DAYS[box] ?? 0) * DAY_MS) });
    });
  });
  if (values.length === 0) return 0;
  await db.insert(learnAnswers).values(values).onConflictDoNothing();
  return values.length;
}
