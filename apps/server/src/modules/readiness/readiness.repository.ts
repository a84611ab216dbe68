import { and, desc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exams, learnAnswers, learnProgress, questionCategories, questions, schools, students } from '../../db/schema/index.js';
import {
  KNOWN_FROM_BOX,
  QUALIFICATION_C_MODULE_IDS,
  QUALIFICATION_D_MODULE_IDS,
  READINESS_EXAM_COUNT,
  ROAD_RULE_MODULE_IDS,
  type QuestionType,
} from '@osk/contract';

/**
 * Whether the question's module counts for the readiness of the category in `category` (a column):
 * the qualification's modules for Y and Z, the road-rule modules for every other category.
 */
function moduleCounts(category: SQL): SQL {
  return sql`(case when ${category} = 'Y' then ${inArray(questions.moduleId, [...QUALIFICATION_C_MODULE_IDS])} when ${category} = 'Z' then ${inArray(questions.moduleId, [...QUALIFICATION_D_MODULE_IDS])} else ${inArray(questions.moduleId, [...ROAD_RULE_MODULE_IDS])} end)`;
}

/** A kind of question (type and points) with a count: the bank's questions of a category, or the ones a learner knows. */
export interface KindCount {
  type: QuestionType;
  weight: number;
  count: number;
}

/** The columns of a select counting questions per kind; it groups by `questions.type` and `questions.weight` after its key. */
function kindColumns() {
  return { type: questions.type, weight: questions.weight, count: sql<number>`count(*)::int`.mapWith(Number) };
}

/** Rows counted per key and kind (kindColumns), as each key's list of kinds. */
function kindsByKey<K, R extends { type: string; weight: number; count: number }>(rows: readonly R[], keyOf: (row: R) => K): Map<K, KindCount[]> {
  const byKey = new Map<K, KindCount[]>();
  for (const r of rows) byKey.set(keyOf(r), [...(byKey.get(keyOf(r)) ?? []), { type: r.type as QuestionType, weight: r.weight, count: r.count }]);
  return byKey;
}

/** Per module and kind of question (type, points) of a category: questions and the learner's figures. */
export interface KindCounts {
  moduleId: number;
  type: QuestionType;
  weight: number;
  total: number;
  seen: number;
  known: number;
  weak: number;
  due: number;
}

/** A finished exam counted by the readiness. */
export interface FinishedExamRow {
  id: number;
  category: string;
  points: number;
  pointsAll: number;
  passed: boolean;
  endDate: Date;
}

/**
 * What the readiness reads (ADR 031): the learner record, the learn answers and positions and the
 * exams. Read only; the learning and exams modules own and write these tables.
 */
export class ReadinessRepository {
  constructor(private readonly db: Db) {}

  /** The learner's account and school with the school's readiness threshold, or null for an unknown id. */
  async learner(studentId: number): Promise<{ userId: number; schoolId: number | null; schoolThreshold: number | null } | null> {
    const [row] = await this.db
      .select({ userId: students.userId, schoolId: students.schoolId, schoolThreshold: schools.readinessThreshold })
      .from(students)
      .leftJoin(schools, eq(schools.id, students.schoolId))
      .where(eq(students.id, studentId));
    return row ?? null;
  }

  /** Per category and kind, the active questions of the modules that count for the category's readiness. */
  async bankKinds(categories: readonly string[]): Promise<Map<string, KindCount[]>> {
    if (categories.length === 0) return new Map();
    const rows = await this.db
      .select({ category: questionCategories.category, ...kindColumns() })
      .from(questions)
      .innerJoin(questionCategories, eq(questionCategories.questionId, questions.id))
      .where(and(inArray(questionCategories.category, [...categories]), eq(questions.active, true), moduleCounts(sql`${questionCategories.category}`)))
      .groupBy(questionCategories.category, questions.type, questions.weight);
    return kindsByKey(rows, (r) => r.category);
  }

  /**
   * Per learner and kind, the questions of the learner's own category the learner knows (box 2 or
   * more), for many learners in one grouped statement.
   */
  async knownKinds(studentIds: readonly number[]): Promise<Map<number, KindCount[]>> {
    if (studentIds.length === 0) return new Map();
    const rows = await this.db
      .select({ studentId: learnAnswers.studentId, ...kindColumns() })
      .from(learnAnswers)
      .innerJoin(students, eq(students.id, learnAnswers.studentId))
      .innerJoin(questions, eq(questions.id, learnAnswers.questionId))
      .innerJoin(questionCategories, and(eq(questionCategories.questionId, questions.id), eq(questionCategories.category, students.category)))
      .where(and(inArray(learnAnswers.studentId, [...studentIds]), sql`${learnAnswers.box} >= ${KNOWN_FROM_BOX}`, eq(questions.active, true), moduleCounts(sql`${students.category}`)))
      .groupBy(learnAnswers.studentId, questions.type, questions.weight);
    return kindsByKey(rows, (r) => r.studentId);
  }

  /**
   * Per learner, the points of the newest finished state-style exams of the learner's own category
   * (at most five, newest first: EXAM, QUALIFICATION for Y and Z), for many learners in one statement.
   */
  async lastExamPoints(studentIds: readonly number[]): Promise<Map<number, Array<{ points: number; pointsAll: number }>>> {
    const byStudent = new Map<number, Array<{ points: number; pointsAll: number }>>();
    if (studentIds.length === 0) return byStudent;
    const ranked = this.db
      .select({
        studentId: exams.studentId,
        points: exams.points,
        pointsAll: exams.pointsAll,
        rank: sql<number>`row_number() over (partition by ${exams.studentId} order by ${exams.startDate} desc, ${exams.id} desc)`.as('rank'),
      })
      .from(exams)
      .innerJoin(students, eq(students.id, exams.studentId))
      .where(
        and(
          inArray(exams.studentId, [...studentIds]),
          eq(exams.category, students.category),
          eq(exams.status, 'FINISHED'),
          isNotNull(exams.points),
          sql`${exams.type} = (case when ${students.category} in ('Y', 'Z') then 'QUALIFICATION' else 'EXAM' end)`,
        ),
      )
      .as('ranked');
    const rows = await this.db
      .select({ studentId: ranked.studentId, points: ranked.points, pointsAll: ranked.pointsAll })
      .from(ranked)
      .where(lte(ranked.rank, READINESS_EXAM_COUNT))
      .orderBy(ranked.studentId, ranked.rank);
    for (const r of rows) {
      if (r.studentId === null) continue;
      byStudent.set(r.studentId, [...(byStudent.get(r.studentId) ?? []), { points: r.points ?? 0, pointsAll: r.pointsAll }]);
    }
    return byStudent;
  }

  /**
   * Per module and kind of the category's active questions: how many there are, and how many the
   * learner answered in learning, knows (box 2 or more), failed last and has due for review at `now`.
   */
  async kindCounts(studentId: number, category: string, now: Date): Promise<KindCounts[]> {
    const rows = await this.db
      .select({
        moduleId: questions.moduleId,
        type: questions.type,
        weight: questions.weight,
        total: sql<number>`count(*)::int`,
        seen: sql<number>`count(${learnAnswers.questionId})::int`,
        known: sql<number>`count(*) filter (where ${learnAnswers.box} >= ${KNOWN_FROM_BOX})::int`,
        weak: sql<number>`count(*) filter (where ${learnAnswers.lastAnswerCorrect} = false)::int`,
        due: sql<number>`count(*) filter (where ${learnAnswers.dueAt} <= ${now.toISOString()}::timestamptz)::int`,
      })
      .from(questions)
      .innerJoin(questionCategories, and(eq(questionCategories.questionId, questions.id), eq(questionCategories.category, category)))
      .leftJoin(learnAnswers, and(eq(learnAnswers.questionId, questions.id), eq(learnAnswers.studentId, studentId)))
      .where(and(eq(questions.active, true), isNotNull(questions.moduleId)))
      .groupBy(questions.moduleId, questions.type, questions.weight);
    return rows.map((r) => ({
      moduleId: r.moduleId ?? 0,
      type: r.type as QuestionType,
      weight: r.weight,
      total: Number(r.total),
      seen: Number(r.seen),
      known: Number(r.known),
      weak: Number(r.weak),
      due: Number(r.due),
    }));
  }

  /** The newest finished exams of a category of the given types, newest first (at most five). */
  async lastExams(studentId: number, category: string, types: readonly string[]): Promise<FinishedExamRow[]> {
    const rows = await this.db
      .select({ id: exams.id, category: exams.category, points: exams.points, pointsAll: exams.pointsAll, passed: exams.passed, endDate: exams.endDate, startDate: exams.startDate })
      .from(exams)
      .where(and(eq(exams.studentId, studentId), eq(exams.category, category), eq(exams.status, 'FINISHED'), inArray(exams.type, [...types]), isNotNull(exams.points)))
      .orderBy(desc(exams.startDate), desc(exams.id))
      .limit(READINESS_EXAM_COUNT);
    return rows.map((r) => ({ id: r.id, category: r.category, points: r.points ?? 0, pointsAll: r.pointsAll, passed: r.passed ?? false, endDate: r.endDate ?? r.startDate }));
  }

  /** The position the learner moved most recently, in any category, or null. */
  async lastPosition(studentId: number) {
    const [row] = await this.db.select().from(learnProgress).where(eq(learnProgress.studentId, studentId)).orderBy(desc(learnProgress.updatedAt)).limit(1);
    return row ?? null;
  }

  /** The newest exam still running at `now` (not a demo), or null. */
  async runningExam(studentId: number, now: Date): Promise<{ id: number; category: string; deadline: Date } | null> {
    const [row] = await this.db
      .select({ id: exams.id, category: exams.category, deadline: exams.deadline })
      .from(exams)
      .where(and(eq(exams.studentId, studentId), eq(exams.status, 'IN_PROGRESS'), gt(exams.deadline, now), sql`${exams.type} <> 'DEMO'`))
      .orderBy(desc(exams.startDate))
      .limit(1);
    return row ?? null;
  }
}
