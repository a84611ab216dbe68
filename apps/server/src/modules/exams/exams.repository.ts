import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examItems, exams, questionCategories, questions, questionTexts, studentCourses, studentHardQuestions, students, users } from '../../db/schema/index.js';
import type { PoolQuestion } from './rules/exam-draw.rules.js';

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
export interface QuestionTexts {
  questionText: string;
  answerA: string | null;
  answerB: string | null;
  answerC: string | null;
  explenation: string | null;
}

/** One item of an exam as stored. */
export type ExamItemRow = typeof examItems.$inferSelect;

/** What the exam rules need to know of a learner. */
export interface ExamStudent {
  id: number;
  userId: number;
  schoolId: number | null;
  category: string;
  learningAvailableTill: string | null;
  qualificationCAvailableTill: string | null;
  qualificationDAvailableTill: string | null;
  multiLanguage: boolean;
  internal: boolean;
}

/** All SQL of exams (and the read side of the question bank the exams draw from). */
export class ExamsRepository {
  constructor(private readonly db: Db) {}

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
  async textsOf(ids: readonly number[], language: string): Promise<Map<number, QuestionTexts>> {
    const out = new Map<number, QuestionTexts>();
    if (ids.length === 0) return out;
    const languages = language === 'PL' ? ['PL'] : [language, 'PL'];
    const rows = await this.db
      .select()
      .from(questionTexts)
      .where(and(inArray(questionTexts.questionId, [...ids]), inArray(questionTexts.language, languages)));
    for (const r of rows) {
      if (r.language !== language && out.has(r.questionId)) continue;
      out.set(r.questionId, { questionText: r.questionText, answerA: r.answerA, answerB: r.answerB, answerC: r.answerC, explenation: r.explenation });
    }
    return out;
  }

  /** The learner with what the exam rules need. */
  async studentById(studentId: number): Promise<ExamStudent | null> {
    const [row] = await this.db
      .select({
        id: students.id,
        userId: students.userId,
        schoolId: students.schoolId,
        category: students.category,
        learningAvailableTill: students.learningAvailableTill,
        qualificationCAvailableTill: students.qualificationCAvailableTill,
        qualificationDAvailableTill: students.qualificationDAvailableTill,
        multiLanguage: students.multiLanguage,
        internal: users.internal,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, studentId));
    return row ?? null;
  }

  /** The learner of a user account. */
  async studentIdOfUser(userId: number): Promise<number | null> {
    const [row] = await this.db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
    return row?.id ?? null;
  }

  /** The course status of a learner in a category, or null without a course row. */
  async courseStatus(studentId: number, category: string): Promise<string | null> {
    const [row] = await this.db
      .select({ status: studentCourses.status })
      .from(studentCourses)
      .where(and(eq(studentCourses.studentId, studentId), eq(studentCourses.category, category)));
    return row?.status ?? null;
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

  /** Stores a new exam with its questions in order; answers the exam row. */
  async insertExam(exam: NewExamRow, questionIds: readonly number[]): Promise<ExamRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(exams).values(exam).returning();
      if (!row) throw new Error('exam insert returned nothing');
      await tx.insert(examItems).values(questionIds.map((questionId, i) => ({ examId: row.id, ordinalNumber: i + 1, questionId })));
      return row;
    });
  }

  async examById(id: number): Promise<ExamRow | null> {
    const [row] = await this.db.select().from(exams).where(eq(exams.id, id));
    return row ?? null;
  }

  async itemsOf(examId: number): Promise<ExamItemRow[]> {
    return this.db.select().from(examItems).where(eq(examItems.examId, examId)).orderBy(asc(examItems.ordinalNumber));
  }

  /** A learner's exams, newest first, without their questions. */
  async examsOfStudent(studentId: number): Promise<ExamRow[]> {
    return this.db.select().from(exams).where(eq(exams.studentId, studentId)).orderBy(desc(exams.startDate), desc(exams.id));
  }

  /**
   * Approves the answer of the current question: only when the exam still runs and `ordinal` is its
   * current question (so an answer is approved once, in order). Moves the exam to the next question.
   * Answers false when the exam moved on meanwhile.
   */
  async approve(examId: number, ordinal: number, answer: string | null, changes: number, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(exams)
        .set({ currentOrdinal: ordinal + 1, questionStartedAt: now })
        .where(and(eq(exams.id, examId), eq(exams.currentOrdinal, ordinal), eq(exams.status, 'IN_PROGRESS')))
        .returning({ id: exams.id });
      if (moved.length === 0) return false;
      await tx
        .update(examItems)
        .set({ answer, changes, approvedAt: now })
        .where(and(eq(examItems.examId, examId), eq(examItems.ordinalNumber, ordinal)));
      return true;
    });
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
}
