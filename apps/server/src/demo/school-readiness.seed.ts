import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { QuestionType } from '@osk/contract';
import type { Db } from '../db/client.js';
import { exams, learnAnswers, questionCategories, questions, schools, students, users } from '../db/schema/index.js';
import { BOX_DUE_DAYS } from '../modules/learning/learning.rules.js';
import { drawCategoryExam, seededRandom } from '../modules/exams/rules/exam-draw.rules.js';
import { BUSY_WEEK_DEMO } from './busy-week.seed.js';
import { answersScoring, insertFinishedExam, type SeedQuestion } from './learning.seed.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Rows per insert statement (PostgreSQL allows 65,535 parameters a statement). */
const CHUNK = 1_000;

/**
 * How far the n-th learner (by id) of the busy-week school got: the share of each kind of category
 * B question known, and the points of the exams taken (newest first). A spread from nothing to
 * nearly ready, so that the school's list sorted by readiness shows different numbers (issue 23).
 */
export function learnerProgress(n: number): { known: number; exams: number[] } {
  const known = [0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9][n % 7] ?? 0;
  const count = [0, 1, 2, 3, 5][n % 5] ?? 0;
  const best = Math.round(40 + known * 38);
  return { known, exams: Array.from({ length: count }, (_, i) => Math.min(74, Math.max(20, best - i * 4 - (n % 3) * 3))) };
}

/**
 * Learning and exams of the busy-week school's learners (OSK Pełny Tydzień, 60 learners), so that its
 * list shows readiness figures that differ and last activities on different days (issue 23): for the
 * n-th learner, the first questions of each kind of B (official order) known (box 2-5) by
 * {@link learnerProgress}, last answered 0-20 days ago, and 0-5 finished state-style exams drawn and
 * scored as real ones. Needs the question bank. Does nothing when the school is missing or any of its
 * learners already learnt or took an exam (a restart never duplicates). Answers the learn answers added.
 */
export async function seedSchoolReadinessDemo(db: Db, now: Date): Promise<number> {
  const [school] = await db.select({ id: schools.id }).from(schools).innerJoin(users, eq(users.id, schools.userId)).where(eq(users.email, BUSY_WEEK_DEMO.owner.email));
  if (!school) return 0;
  const learners = await db.select({ id: students.id }).from(students).where(eq(students.schoolId, school.id)).orderBy(asc(students.id));
  if (learners.length === 0) return 0;
  const ids = learners.map((l) => l.id);
  const [before] = await db
    .select({
      answers: sql<number>`(select count(*) from ${learnAnswers} where ${inArray(learnAnswers.studentId, ids)})::int`,
      exams: sql<number>`(select count(*) from ${exams} where ${inArray(exams.studentId, ids)})::int`,
    })
    .from(schools)
    .where(eq(schools.id, school.id));
  if (Number(before?.answers ?? 0) > 0 || Number(before?.exams ?? 0) > 0) return 0;

  const rows = await db
    .select({ id: questions.id, externalId: questions.externalId, type: questions.type, weight: questions.weight, correct: questions.correct, moduleId: questions.moduleId, media: questions.media, mediaExists: questions.mediaExists })
    .from(questions)
    .innerJoin(questionCategories, and(eq(questionCategories.questionId, questions.id), eq(questionCategories.category, 'B')))
    .where(eq(questions.active, true))
    .orderBy(asc(questions.externalId));
  if (rows.length === 0) return 0;
  const all: SeedQuestion[] = rows.map((r) => ({ id: r.id, externalId: r.externalId, type: r.type as QuestionType, weight: r.weight, correct: r.correct, moduleId: r.moduleId }));
  // The kinds (type and points) the readiness weighs, each in the official order.
  const kinds = new Map<string, SeedQuestion[]>();
  for (const q of all) if (q.moduleId !== null) kinds.set(`${q.type}:${q.weight}`, [...(kinds.get(`${q.type}:${q.weight}`) ?? []), q]);
  // An exam draws from questions whose medium (if any) exists, as the exam does.
  const byId = new Map(all.map((q) => [q.id, q]));
  const pool = all.filter((_, i) => rows[i]?.media === null || rows[i]?.mediaExists === true);
  const random = seededRandom(20261127);

  const answers: (typeof learnAnswers.$inferInsert)[] = [];
  await db.transaction(async (tx) => {
    for (const [n, learner] of learners.entries()) {
      const progress = learnerProgress(n);
      const lastDay = n % 21;
      for (const questionsOfKind of kinds.values()) {
        questionsOfKind.slice(0, Math.round(questionsOfKind.length * progress.known)).forEach((q, i) => {
          const box = 2 + ((i + n) % 4);
          const at = new Date(now.getTime() - (lastDay + (i % 9)) * DAY_MS - (n % 8) * 3_600_000);
          answers.push({ studentId: learner.id, questionId: q.id, box, rightCount: box, wrongCount: i % 4 === 0 ? 1 : 0, lastAnswerCorrect: true, lastAnsweredAt: at, dueAt: new Date(at.getTime() + (BOX_DUE_DAYS[box] ?? 0) * DAY_MS) });
        });
      }
      for (const [i, points] of progress.exams.entries()) {
        const drawn = drawCategoryExam(pool, random)
          .map((d) => byId.get(d.id))
          .filter((q): q is SeedQuestion => q !== undefined);
        const day = new Date(now.getTime() - (lastDay + 1 + i * 3) * DAY_MS);
        const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15 + (n % 4), (n * 7) % 50));
        await insertFinishedExam(tx, { studentId: learner.id, schoolId: school.id }, drawn, answersScoring(drawn, points, 0, random), start, new Date(start.getTime() + (16 + (n % 8)) * MINUTE_MS));
      }
    }
    for (let i = 0; i < answers.length; i += CHUNK) await tx.insert(learnAnswers).values(answers.slice(i, i + CHUNK)).onConflictDoNothing();
  });
  return answers.length;
}
