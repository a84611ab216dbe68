import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { EXAM_TOTAL_SECONDS, type QuestionType } from '@osk/contract';
import type { Db } from '../db/client.js';
import { examItems, exams, learnAnswers, learnProgress, questionCategories, questions, studentHardQuestions, students, users } from '../db/schema/index.js';
import { drawCategoryExam, seededRandom, type Random } from '../modules/exams/rules/exam-draw.rules.js';
import { scoreExam } from '../modules/exams/rules/exam-score.rules.js';
import { BOX_DUE_DAYS } from '../modules/learning/learning.rules.js';

/** The learner whose history the demo shows (see demo.seed.ts). */
const DEMO_STUDENT_EMAIL = 'kursant@example.com';

/**
 * The demo learner's past category B exams: days before today, the hour (UTC) it started, the points
 * it scored and how many questions were left unanswered. A learner getting better over five weeks,
 * with a relapse: three passes (68 or more) among eight.
 */
export const DEMO_EXAM_HISTORY = [
  { daysAgo: 34, hourUtc: 16, points: 48, unanswered: 2 },
  { daysAgo: 30, hourUtc: 17, points: 55, unanswered: 1 },
  { daysAgo: 26, hourUtc: 18, points: 61, unanswered: 1 },
  { daysAgo: 21, hourUtc: 16, points: 69, unanswered: 0 },
  { daysAgo: 17, hourUtc: 19, points: 63, unanswered: 1 },
  { daysAgo: 12, hourUtc: 17, points: 70, unanswered: 0 },
  { daysAgo: 7, hourUtc: 18, points: 66, unanswered: 0 },
  { daysAgo: 3, hourUtc: 16, points: 72, unanswered: 0 },
] as const;

/**
 * Internal exams the demo school kept (passed attempts on its premises, named after the PIN closed
 * them), for /school/exams and its report: days before today, the examinee and the points.
 */
export const DEMO_INTERNAL_EXAMS = [
  { daysAgo: 9, firstName: 'Marek', lastName: 'Kowalczyk', points: 70 },
  { daysAgo: 5, firstName: 'Ewa', lastName: 'Lis', points: 74 },
  { daysAgo: 2, firstName: 'Tomasz', lastName: 'Wrona', points: 68 },
] as const;

/** How many questions the demo learner marked hard. */
export const DEMO_HARD_COUNT = 4;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface SeedQuestion {
  id: number;
  externalId: number;
  type: QuestionType;
  weight: number;
  correct: string;
  moduleId: number | null;
}

/** A wrong answer of the question's kind. */
function wrongAnswerFor(q: SeedQuestion, random: Random): string {
  const options = (q.type === 'STANDARD' ? ['TAK', 'NIE'] : ['A', 'B', 'C']).filter((a) => a !== q.correct);
  return options[Math.floor(random() * options.length)] ?? options[0] ?? 'NIE';
}

/**
 * Answers for a drawn exam that score exactly `points`: all right, then questions taken in random
 * order are made wrong (the first `unanswered` of them left without an answer) while their weight
 * still fits into the points to lose. The 1-point questions make every target from 0 to 74 reachable.
 */
export function answersScoring(drawn: readonly SeedQuestion[], points: number, unanswered: number, random: Random): (string | null)[] {
  const answers: (string | null)[] = drawn.map((q) => q.correct);
  let toLose = drawn.reduce((sum, q) => sum + q.weight, 0) - points;
  let blanks = unanswered;
  const order = drawn.map((_, i) => i).sort(() => random() - 0.5);
  for (const i of order) {
    const q = drawn[i];
    if (!q || toLose <= 0) break;
    if (q.weight > toLose) continue;
    answers[i] = blanks > 0 ? null : wrongAnswerFor(q, random);
    if (blanks > 0) blanks -= 1;
    toLose -= q.weight;
  }
  return answers;
}

/**
 * Stores a finished category B exam of the drawn questions with the given answers, taken from start
 * to end (answers approved at even steps), scored as the exam scores them; `changesOf` says how often
 * the answer to each question was changed (none unless given).
 */
export async function insertFinishedExam(
  tx: Db,
  owner: Pick<typeof exams.$inferInsert, 'studentId' | 'schoolId' | 'internal' | 'examineeFirstName' | 'examineeLastName'>,
  drawn: readonly SeedQuestion[],
  answers: readonly (string | null)[],
  start: Date,
  end: Date,
  changesOf: (index: number) => number = () => 0,
): Promise<void> {
  const score = scoreExam(
    'EXAM',
    drawn.map((q, i) => ({ type: q.type, weight: q.weight, correct: q.correct, answer: answers[i] ?? null })),
  );
  const [exam] = await tx
    .insert(exams)
    .values({
      ...owner,
      category: 'B',
      type: 'EXAM',
      language: 'PL',
      status: 'FINISHED',
      startDate: start,
      deadline: new Date(start.getTime() + EXAM_TOTAL_SECONDS * 1000),
      endDate: end,
      currentOrdinal: drawn.length + 1,
      questionStartedAt: end,
      totalAnswers: drawn.length,
      pointsAll: score.pointsAll,
      correctAnswers: score.correctAnswers,
      wrongAnswers: score.wrongAnswers,
      points: score.points,
      passed: score.passed,
    })
    .returning({ id: exams.id });
  if (!exam) throw new Error('demo exam insert returned nothing');
  const step = (end.getTime() - start.getTime()) / drawn.length;
  await tx.insert(examItems).values(
    drawn.map((q, i) => ({
      examId: exam.id,
      ordinalNumber: i + 1,
      questionId: q.id,
      answer: answers[i] ?? null,
      changes: changesOf(i),
      approvedAt: new Date(start.getTime() + Math.round(step * (i + 1))),
    })),
  );
}

/**
 * Demo data of learning and statistics, once per demo learner: a history of finished category B
 * exams over the past five weeks (answers stored, so check mode and statistics agree with the
 * points), learn progress in three modules, learn answers (some weak, some due) and a few questions
 * marked hard. Needs the question bank, so it runs after the bank is loaded. Does nothing when the
 * demo learner is missing, the bank has no category B questions, or the learner already has exams or
 * learn progress (a restart never duplicates). Answers whether anything was loaded.
 */
export async function seedLearningDemo(db: Db, now: Date): Promise<boolean> {
  const [student] = await db
    .select({ id: students.id, schoolId: students.schoolId })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, DEMO_STUDENT_EMAIL));
  if (!student) return false;
  const [history] = await db
    .select({
      exams: sql<number>`(select count(*) from ${exams} where ${exams.studentId} = ${student.id})::int`,
      progress: sql<number>`(select count(*) from ${learnProgress} where ${learnProgress.studentId} = ${student.id})::int`,
    })
    .from(students)
    .where(eq(students.id, student.id));
  if (Number(history?.exams ?? 0) > 0 || Number(history?.progress ?? 0) > 0) return false;

  // The pool an exam in B draws from: active questions whose medium (if any) exists.
  const rows = await db
    .select({ id: questions.id, externalId: questions.externalId, type: questions.type, weight: questions.weight, correct: questions.correct, moduleId: questions.moduleId })
    .from(questions)
    .innerJoin(questionCategories, eq(questionCategories.questionId, questions.id))
    .where(and(eq(questionCategories.category, 'B'), eq(questions.active, true), or(isNull(questions.media), eq(questions.mediaExists, true))))
    .orderBy(asc(questions.externalId));
  const pool: SeedQuestion[] = rows.map((r) => ({ ...r, type: r.type as QuestionType }));
  if (pool.length === 0) return false;
  const byId = new Map(pool.map((q) => [q.id, q]));
  const random = seededRandom(20261122);

  await db.transaction(async (tx) => {
    // The demo school's kept internal exams (no learner: they ran in the school's own session).
    // A generator of their own, so the learner's history below stays as it was.
    const internalRandom = seededRandom(20261123);
    if (student.schoolId !== null) {
      for (const [index, planned] of DEMO_INTERNAL_EXAMS.entries()) {
        const drawn = drawCategoryExam(pool, internalRandom).map((q) => byId.get(q.id)).filter((q): q is SeedQuestion => q !== undefined);
        const answers = answersScoring(drawn, planned.points, 0, internalRandom);
        const day = new Date(now.getTime() - planned.daysAgo * DAY_MS);
        const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9 + index, 10));
        const end = new Date(start.getTime() + 18 * MINUTE_MS);
        await insertFinishedExam(tx, { studentId: null, schoolId: student.schoolId, internal: true, examineeFirstName: planned.firstName, examineeLastName: planned.lastName }, drawn, answers, start, end);
      }
    }
    const missedExternalIds: number[] = [];
    for (const [index, planned] of DEMO_EXAM_HISTORY.entries()) {
      const drawn = drawCategoryExam(pool, random).map((q) => byId.get(q.id)).filter((q): q is SeedQuestion => q !== undefined);
      const answers = answersScoring(drawn, planned.points, planned.unanswered, random);
      const day = new Date(now.getTime() - planned.daysAgo * DAY_MS);
      const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), planned.hourUtc, (index * 13) % 50));
      const minutes = 15 + ((index * 7) % 9);
      const end = new Date(start.getTime() + minutes * MINUTE_MS);
      await insertFinishedExam(tx, { studentId: student.id, schoolId: student.schoolId }, drawn, answers, start, end, (i) => (answers[i] !== null && random() < 0.15 ? 1 : 0));
      drawn.forEach((q, i) => {
        if (answers[i] !== q.correct && !missedExternalIds.includes(q.externalId)) missedExternalIds.push(q.externalId);
      });
    }

    // Learn progress in the first three modules of B that have at least three questions: one done,
    // one half way, one just started.
    const modules = new Map<number, SeedQuestion[]>();
    for (const q of pool) if (q.moduleId !== null) modules.set(q.moduleId, [...(modules.get(q.moduleId) ?? []), q]);
    const learned = [...modules.entries()]
      .filter(([, qs]) => qs.length >= 3)
      .sort(([a], [b]) => a - b)
      .slice(0, 3);
    const positions = learned.map(([moduleId, qs], i) => ({ moduleId, qs, reached: i === 0 ? qs.length : i === 1 ? Math.ceil(qs.length / 2) : 1 }));
    if (positions.length > 0) {
      await tx.insert(learnProgress).values(
        positions.map((p, i) => ({
          studentId: student.id,
          category: 'B',
          moduleId: p.moduleId,
          questionNumber: p.reached,
          max: p.qs.length,
          updatedAt: new Date(now.getTime() - (5 - i) * DAY_MS),
        })),
      );
    }

    // What was answered on the way: every second question wrong in the finished module (weak), the
    // rest right two or three days ago (one box up: some due again by now).
    const answered = positions.flatMap((p, m) =>
      p.qs.slice(0, p.reached).map((q, i) => {
        const correct = !(m === 0 && i % 2 === 1) && !(m === 1 && i === 0);
        const at = new Date(now.getTime() - (3 - m) * DAY_MS + i * MINUTE_MS);
        const box = correct ? 1 + (i % 2) : 0;
        return {
          studentId: student.id,
          questionId: q.id,
          box,
          rightCount: correct ? 1 : 0,
          wrongCount: correct ? 0 : 1,
          lastAnswerCorrect: correct,
          lastAnsweredAt: at,
          dueAt: new Date(at.getTime() + (BOX_DUE_DAYS[box] ?? 0) * DAY_MS),
        };
      }),
    );
    if (answered.length > 0) await tx.insert(learnAnswers).values(answered);

    // The learner marked some of the questions missed in exams as hard.
    const hard = missedExternalIds.slice(0, DEMO_HARD_COUNT);
    if (hard.length > 0) {
      await tx.insert(studentHardQuestions).values(hard.map((externalId, i) => ({ studentId: student.id, externalId, createdAt: new Date(now.getTime() - (10 - i) * DAY_MS) })));
    }
  });
  return true;
}
