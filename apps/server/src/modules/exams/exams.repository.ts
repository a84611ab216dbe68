import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/repository.js';
import { examItems, exams, questionCategories, questions, studentCourses, studentHardQuestions, students, users } from '../../db/schema/index.js';
import type { PoolQuestion } from './rules/exam-draw.rules.js';
import { questionTextsOf, type QuestionTexts } from '../../db/question-texts.js';
import { BANK_LEARNER_COLUMNS, type BankLearner } from '../../db/bank-learner.js';

/** An exam row. */
export type ExamRow = typeof exams.$inferSelect;
/** A new exam row. */
export type NewExamRow = typeof exams.$inferInsert;

/** A question of the bank with what an exam shows and scores. */
export interface BankQuestion {
  id: number;
  externalId: number;
  type: 'STANDARD' | 'SPECIALISTIC';
  correct: string;
  weight: number;
  media: string | null;
  mediaType: 'IMAGE' | 'VIDEO' | null;
  mediaExists: boolean;
  moduleId: number | null;
  legalSource: string | null;
  version: number;
  lastUpdateDate: Date;
}

/** Texts of a question in one language. */
export type { QuestionTexts } from '../../db/question-texts.js';

/** One item of an exam as stored. */
export type ExamItemRow = typeof examItems.$inferSelect;

/** What the exam rules need to know of a learner. */
export interface ExamStudent extends BankLearner {
  category: string;
}

/** The columns of an ExamStudent (with `users` joined). */
const EXAM_STUDENT_FIELDS = { ...BANK_LEARNER_COLUMNS, category: students.category };

function examQueries(db: Db) {
  return {
    examById: db.select().from(exams).where(eq(exams.id, sql.placeholder('id'))).prepare('exams_by_id'),
    examWithOwner: db
      .select({ exam: exams, ownerUserId: students.userId, currentQuestionId: examItems.questionId })
      .from(exams)
      .leftJoin(students, eq(students.id, exams.studentId))
      .leftJoin(examItems, and(eq(examItems.examId, exams.id), eq(examItems.ordinalNumber, exams.currentOrdinal)))
      .where(eq(exams.id, sql.placeholder('id')))
      .prepare('exams_with_owner'),
    itemsOf: db
      .select()
      .from(examItems)
      .where(eq(examItems.examId, sql.placeholder('examId')))
      .orderBy(asc(examItems.ordinalNumber))
      .prepare('exams_items_of'),
    studentById: db
      .select(EXAM_STUDENT_FIELDS)
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, sql.placeholder('id')))
      .prepare('exams_student_by_id'),
    studentWithCourse: db
      .select({ ...EXAM_STUDENT_FIELDS, courseStatus: studentCourses.status })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .leftJoin(studentCourses, and(eq(studentCourses.studentId, students.id), eq(studentCourses.category, sql.placeholder('category'))))
      .where(eq(students.id, sql.placeholder('id')))
      .prepare('exams_student_with_course'),
  };
}

/** An answer waiting to be approved with others in one statement. */
interface PendingApproval {
  examId: number;
  ordinal: number;
  answer: string | null;
  changes: number;
  at: Date;
  resolve: (approved: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * All SQL of exams (and the read side of the question bank the exams draw from). The calls made for
 * every answer and every new exam are prepared statements or single statements: building SQL with
 * the query builder cost more than running it.
 */
export class ExamsRepository {
  private readonly q: ReturnType<typeof examQueries>;
  /** Approvals waiting for the next statement, by exam; a second one for an exam waits in `overflow`. */
  private readonly batch = new Map<number, PendingApproval>();
  private readonly overflow: PendingApproval[] = [];
  private flushScheduled = false;

  constructor(private readonly db: Db) {
    this.q = examQueries(db);
  }

  /** The active questions of a category whose medium (if any) exists, for drawing. */
  async poolOf(category: string): Promise<PoolQuestion[]> {
    const rows = await this.db
      .select({ id: questions.id, type: questions.type, weight: questions.weight })
      .from(questions)
      .innerJoin(questionCategories, eq(questionCategories.questionId, questions.id))
      .where(and(eq(questionCategories.category, category), eq(questions.active, true), or(isNull(questions.media), eq(questions.mediaExists, true))));
    return rows.map((r) => ({ id: r.id, type: r.type as PoolQuestion['type'], weight: r.weight }));
  }

  /** Questions by id. */
  async questionsByIds(ids: readonly number[]): Promise<BankQuestion[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(questions).where(inArray(questions.id, [...ids]));
    return rows.map((r) => ({
      id: r.id,
      externalId: r.externalId,
      type: r.type as BankQuestion['type'],
      correct: r.correct,
      weight: r.weight,
      media: r.media,
      mediaType: r.mediaType as BankQuestion['mediaType'],
      mediaExists: r.mediaExists,
      moduleId: r.moduleId,
      legalSource: r.legalSource,
      version: r.version,
      lastUpdateDate: r.lastUpdateDate,
    }));
  }

  /** Texts of questions in a language, with Polish for those lacking a translation. */
  textsOf(ids: readonly number[], language: string): Promise<Map<number, QuestionTexts>> {
    return questionTextsOf(this.db, ids, language);
  }


  /** The learner with what the exam rules need. */
  async studentById(studentId: number): Promise<ExamStudent | null> {
    const [row] = await this.q.studentById.execute({ id: studentId });
    return row ?? null;
  }

  /**
   * The learner with the course status in a category (null without a course row), in one read: all
   * that starting an exam needs to know of the learner.
   */
  async studentWithCourse(studentId: number, category: string): Promise<(ExamStudent & { courseStatus: string | null }) | null> {
    const [row] = await this.q.studentWithCourse.execute({ id: studentId, category });
    return row ?? null;
  }

  /** Official numbers of the questions a learner marked hard. */
  async hardExternalIds(studentId: number): Promise<number[]> {
    const rows = await this.db.select({ externalId: studentHardQuestions.externalId }).from(studentHardQuestions).where(eq(studentHardQuestions.studentId, studentId));
    return rows.map((r) => r.externalId);
  }

  /** Active questions by official number, for drawing. */
  async poolOfExternalIds(externalIds: readonly number[]): Promise<PoolQuestion[]> {
    if (externalIds.length === 0) return [];
    const rows = await this.db
      .select({ id: questions.id, type: questions.type, weight: questions.weight })
      .from(questions)
      .where(and(inArray(questions.externalId, [...externalIds]), eq(questions.active, true)));
    return rows.map((r) => ({ id: r.id, type: r.type as PoolQuestion['type'], weight: r.weight }));
  }

  /** Stores a new exam with its questions in order, in one statement; answers the exam row. */
  async insertExam(exam: NewExamRow & { startDate: Date; deadline: Date; questionStartedAt: Date }, questionIds: readonly number[]): Promise<ExamRow> {
    const result = await this.db.execute(sql`
      WITH created AS (
        INSERT INTO exams (student_id, school_id, category, type, language, internal, demo_token_hash, start_date, deadline, question_started_at, total_answers, points_all)
        VALUES (${exam.studentId ?? null}, ${exam.schoolId ?? null}, ${exam.category}, ${exam.type}, ${exam.language}, ${exam.internal ?? false},
                ${exam.demoTokenHash ?? null}, ${exam.startDate.toISOString()}, ${exam.deadline.toISOString()}, ${exam.questionStartedAt.toISOString()},
                ${exam.totalAnswers}, ${exam.pointsAll})
        RETURNING id
      ), items AS (
        INSERT INTO exam_items (exam_id, ordinal_number, question_id)
        SELECT created.id, q.ordinal, q.question_id
        FROM created, unnest(${`{${questionIds.join(',')}}`}::int[]) WITH ORDINALITY AS q(question_id, ordinal)
      )
      SELECT id FROM created`);
    const id = rowsOf<{ id: number }>(result)[0]?.id;
    if (id === undefined) throw new Error('exam insert returned nothing');
    return {
      id: Number(id),
      studentId: exam.studentId ?? null,
      schoolId: exam.schoolId ?? null,
      category: exam.category,
      type: exam.type,
      language: exam.language,
      status: 'IN_PROGRESS',
      internal: exam.internal ?? false,
      demoTokenHash: exam.demoTokenHash ?? null,
      startDate: exam.startDate,
      deadline: exam.deadline,
      endDate: null,
      currentOrdinal: 1,
      questionStartedAt: exam.questionStartedAt,
      totalAnswers: exam.totalAnswers,
      pointsAll: exam.pointsAll,
      correctAnswers: null,
      wrongAnswers: null,
      points: null,
      passed: null,
      examineeFirstName: null,
      examineeLastName: null,
    };
  }

  async examById(id: number): Promise<ExamRow | null> {
    const [row] = await this.q.examById.execute({ id });
    return row ?? null;
  }

  /**
   * An exam with the user account of its learner (null for a demo exam) and the question it is at
   * (null once past the last one): all that approving an answer needs, in one read.
   */
  async examWithOwner(id: number): Promise<{ exam: ExamRow; ownerUserId: number | null; currentQuestionId: number | null } | null> {
    const [row] = await this.q.examWithOwner.execute({ id });
    return row ?? null;
  }

  async itemsOf(examId: number): Promise<ExamItemRow[]> {
    return this.q.itemsOf.execute({ examId });
  }

  /** A learner's exams, newest first, without their questions. */
  async examsOfStudent(studentId: number): Promise<ExamRow[]> {
    return this.db.select().from(exams).where(eq(exams.studentId, studentId)).orderBy(desc(exams.startDate), desc(exams.id));
  }

  /**
   * Approves the answer of the current question: only when the exam still runs and `ordinal` is its
   * current question (so an answer is approved once, in order). Moves the exam to the next question.
   * Answers false when the exam moved on meanwhile. Approvals that arrive together are written by one
   * statement (one round trip and one commit for all); each caller still hears only once its own
   * answer is committed.
   */
  approve(examId: number, ordinal: number, answer: string | null, changes: number, now: Date): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const approval: PendingApproval = { examId, ordinal, answer, changes, at: now, resolve, reject };
      // Two approvals of one exam never share a statement: the second waits for the next one.
      if (this.batch.has(examId)) this.overflow.push(approval);
      else this.batch.set(examId, approval);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => void this.flushApprovals());
      }
    });
  }

  private async flushApprovals(): Promise<void> {
    const batch = [...this.batch.values()];
    this.batch.clear();
    const later = this.overflow.splice(0);
    for (const approval of later) {
      if (this.batch.has(approval.examId)) this.overflow.push(approval);
      else this.batch.set(approval.examId, approval);
    }
    this.flushScheduled = this.batch.size > 0;
    if (this.flushScheduled) setImmediate(() => void this.flushApprovals());
    if (batch.length === 0) return;
    try {
      const approved = await this.approveAll(batch);
      for (const a of batch) a.resolve(approved.has(a.examId));
    } catch (error) {
      for (const a of batch) a.reject(error);
    }
  }

  /** One statement, atomic without a transaction: moves each exam on only from its `ordinal`, and records the answer only where it did. */
  private async approveAll(batch: readonly PendingApproval[]): Promise<Set<number>> {
    const ids = `{${batch.map((a) => a.examId).join(',')}}`;
    const ordinals = `{${batch.map((a) => a.ordinal).join(',')}}`;
    const answers = `{${batch.map((a) => (a.answer === null ? 'NULL' : `"${a.answer.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
    const changes = `{${batch.map((a) => a.changes).join(',')}}`;
    const ats = `{${batch.map((a) => `"${a.at.toISOString()}"`).join(',')}}`;
    const result = await this.db.execute(sql`
      WITH input AS (
        SELECT * FROM unnest(${ids}::int[], ${ordinals}::int[], ${answers}::varchar[], ${changes}::int[], ${ats}::timestamptz[])
          AS i(exam_id, ordinal, answer, changes, at)
      ), moved AS (
        UPDATE exams SET current_ordinal = exams.current_ordinal + 1, question_started_at = input.at
        FROM input WHERE exams.id = input.exam_id AND exams.current_ordinal = input.ordinal AND exams.status = 'IN_PROGRESS'
        RETURNING exams.id
      )
      UPDATE exam_items SET answer = input.answer, changes = input.changes, approved_at = input.at
      FROM input JOIN moved ON moved.id = input.exam_id
      WHERE exam_items.exam_id = input.exam_id AND exam_items.ordinal_number = input.ordinal
      RETURNING exam_items.exam_id`);
    return new Set(rowsOf<{ exam_id: number }>(result).map((r) => Number(r.exam_id)));
  }

  /** Stores the result of a finished exam, once (only while it still runs). */
  async finish(
    examId: number,
    result: { correctAnswers: number; wrongAnswers: number; points: number; passed: boolean },
    endDate: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(exams)
      .set({ ...result, status: 'FINISHED', endDate })
      .where(and(eq(exams.id, examId), eq(exams.status, 'IN_PROGRESS')))
      .returning({ id: exams.id });
    return rows.length > 0;
  }

  /** Deletes finished or abandoned demo exams started before a time. */
  async purgeDemoExams(startedBefore: Date): Promise<number> {
    const rows = await this.db
      .delete(exams)
      .where(and(eq(exams.type, 'DEMO'), lt(exams.startDate, startedBefore)))
      .returning({ id: exams.id });
    return rows.length;
  }

  /** Internal exams: records the examinee's names on a finished school exam (answers whether it was there). */
  async setExamineeNames(examId: number, firstName: string, lastName: string): Promise<boolean> {
    const rows = await this.db
      .update(exams)
      .set({ examineeFirstName: firstName, examineeLastName: lastName })
      .where(and(eq(exams.id, examId), eq(exams.internal, true), eq(exams.status, 'FINISHED')))
      .returning({ id: exams.id });
    return rows.length > 0;
  }

  /** Deletes an internal exam (with its items); answers whether it was there. */
  async deleteInternalExam(examId: number): Promise<boolean> {
    const rows = await this.db
      .delete(exams)
      .where(and(eq(exams.id, examId), eq(exams.internal, true)))
      .returning({ id: exams.id });
    return rows.length > 0;
  }
}
