import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { returnedRow } from '../../db/repository.js';
import { questionTextsOf, type QuestionTexts } from '../../db/question-texts.js';
import { BANK_LEARNER_COLUMNS, type BankLearner } from '../../db/bank-learner.js';
import type { BankQuestion } from '../exams/exams.service.js';
import { learnAnswers, learnProgress, questionCategories, questions, studentHardQuestions, students, users } from '../../db/schema/index.js';

/** What the learning rules need to know of a learner. */
export type Learner = BankLearner;

/** A question of a module with what learning shows (the same fields an exam shows). */
export type ModuleQuestion = BankQuestion;

/** Texts of a question in one language (as exams have them). */
export type LearnTexts = QuestionTexts;

/** A learner's Leitner record of one question. */
export type LearnAnswerRow = typeof learnAnswers.$inferSelect;
/** A learner's stored position in a module. */
export type LearnProgressRow = typeof learnProgress.$inferSelect;

/** An active question to check a learn-mode answer against, with its categories. */
export interface AnswerKey {
  id: number;
  type: 'STANDARD' | 'SPECIALISTIC';
  correct: string;
  categories: string[];
}

/** Per module of a category: questions weak, due for review and seen in learning. */
export interface ReviewCounts {
  moduleId: number;
  weak: number;
  due: number;
  seen: number;
}

/** All SQL of learning by module, learn progress, the review order and hard questions. */
export class LearningRepository {
  constructor(private readonly db: Db) {}

  /** The learner with the access windows and language right. */
  async learner(studentId: number): Promise<Learner | null> {
    const [row] = await this.db
      .select(BANK_LEARNER_COLUMNS)
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, studentId));
    return row ?? null;
  }

  /** How many active questions of a category each module has (modules without any are absent). */
  async moduleCounts(category: string): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ moduleId: questions.moduleId, count: sql<number>`count(*)::int` })
      .from(questions)
      .innerJoin(questionCategories, eq(questionCategories.questionId, questions.id))
      .where(and(eq(questionCategories.category, category), eq(questions.active, true)))
      .groupBy(questions.moduleId);
    const out = new Map<number, number>();
    for (const r of rows) if (r.moduleId !== null) out.set(r.moduleId, Number(r.count));
    return out;
  }

  /** The active questions of a category in a module, in the official order (by question number). */
  async moduleQuestions(category: string, moduleId: number): Promise<ModuleQuestion[]> {
    const rows = await this.db
      .select({
        id: questions.id,
        externalId: questions.externalId,
        type: questions.type,
        correct: questions.correct,
        weight: questions.weight,
        media: questions.media,
        mediaType: questions.mediaType,
        mediaExists: questions.mediaExists,
        moduleId: questions.moduleId,
        legalSource: questions.legalSource,
        version: questions.version,
        lastUpdateDate: questions.lastUpdateDate,
      })
      .from(questions)
      .innerJoin(questionCategories, eq(questionCategories.questionId, questions.id))
      .where(and(eq(questionCategories.category, category), eq(questions.moduleId, moduleId), eq(questions.active, true)))
      .orderBy(asc(questions.externalId));
    return rows.map((r) => ({ ...r, type: r.type as ModuleQuestion['type'], mediaType: r.mediaType as ModuleQuestion['mediaType'] }));
  }

  /** Texts of questions in a language, with Polish for those lacking a translation. */
  textsOf(ids: readonly number[], language: string): Promise<Map<number, LearnTexts>> {
    return questionTextsOf(this.db, ids, language);
  }


  /** The learner's Leitner records of some questions, by question id. */
  async answersOf(studentId: number, questionIds: readonly number[]): Promise<Map<number, LearnAnswerRow>> {
    const out = new Map<number, LearnAnswerRow>();
    if (questionIds.length === 0) return out;
    const rows = await this.db
      .select()
      .from(learnAnswers)
      .where(and(eq(learnAnswers.studentId, studentId), inArray(learnAnswers.questionId, [...questionIds])));
    for (const r of rows) out.set(r.questionId, r);
    return out;
  }

  /** An active question's key and categories, or null for an unknown or inactive one. */
  async answerKey(questionId: number): Promise<AnswerKey | null> {
    const rows = await this.db
      .select({ id: questions.id, type: questions.type, correct: questions.correct, category: questionCategories.category })
      .from(questions)
      .leftJoin(questionCategories, eq(questionCategories.questionId, questions.id))
      .where(and(eq(questions.id, questionId), eq(questions.active, true)));
    const first = rows[0];
    if (!first) return null;
    return {
      id: first.id,
      type: first.type as AnswerKey['type'],
      correct: first.correct,
      categories: rows.flatMap((r) => (r.category === null ? [] : [r.category])),
    };
  }

  /**
   * Records a learn-mode answer: `decide` gets the question's current box (null: never answered)
   * and answers the new box and due time. Read and write in one transaction with the row locked, so
   * two answers at once cannot both start from the same box.
   */
  async recordAnswer(
    studentId: number,
    questionId: number,
    correct: boolean,
    now: Date,
    decide: (previousBox: number | null) => { box: number; dueAt: Date },
  ): Promise<LearnAnswerRow> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ box: learnAnswers.box })
        .from(learnAnswers)
        .where(and(eq(learnAnswers.studentId, studentId), eq(learnAnswers.questionId, questionId)))
        .for('update');
      const next = decide(current?.box ?? null);
      const rows = await tx
        .insert(learnAnswers)
        .values({
          studentId,
          questionId,
          box: next.box,
          rightCount: correct ? 1 : 0,
          wrongCount: correct ? 0 : 1,
          lastAnswerCorrect: correct,
          lastAnsweredAt: now,
          dueAt: next.dueAt,
        })
        .onConflictDoUpdate({
          target: [learnAnswers.studentId, learnAnswers.questionId],
          set: {
            box: next.box,
            rightCount: sql`${learnAnswers.rightCount} + ${correct ? 1 : 0}`,
            wrongCount: sql`${learnAnswers.wrongCount} + ${correct ? 0 : 1}`,
            lastAnswerCorrect: correct,
            lastAnsweredAt: now,
            dueAt: next.dueAt,
          },
        })
        .returning();
      return returnedRow(rows, 'learn answer upsert');
    });
  }

  /** Per module of a category: the learner's weak, due and seen questions among its active ones. */
  async reviewCounts(studentId: number, category: string, now: Date): Promise<ReviewCounts[]> {
    const rows = await this.db
      .select({
        moduleId: questions.moduleId,
        weak: sql<number>`count(*) filter (where ${learnAnswers.lastAnswerCorrect} = false)::int`,
        due: sql<number>`count(*) filter (where ${learnAnswers.dueAt} <= ${now.toISOString()}::timestamptz)::int`,
        seen: sql<number>`count(*)::int`,
      })
      .from(learnAnswers)
      .innerJoin(questions, eq(questions.id, learnAnswers.questionId))
      .innerJoin(questionCategories, and(eq(questionCategories.questionId, questions.id), eq(questionCategories.category, category)))
      .where(and(eq(learnAnswers.studentId, studentId), eq(questions.active, true)))
      .groupBy(questions.moduleId);
    return rows.flatMap((r) => (r.moduleId === null ? [] : [{ moduleId: r.moduleId, weak: Number(r.weak), due: Number(r.due), seen: Number(r.seen) }]));
  }

  /** The learner's stored positions, by category and module. */
  async progressOf(studentId: number): Promise<LearnProgressRow[]> {
    return this.db.select().from(learnProgress).where(eq(learnProgress.studentId, studentId)).orderBy(asc(learnProgress.category), asc(learnProgress.moduleId));
  }

  /** Stores (or moves) the learner's position in a module of a category. */
  async storeProgress(row: LearnProgressRow): Promise<LearnProgressRow> {
    const rows = await this.db
      .insert(learnProgress)
      .values(row)
      .onConflictDoUpdate({
        target: [learnProgress.studentId, learnProgress.category, learnProgress.moduleId],
        set: { questionNumber: row.questionNumber, max: row.max, updatedAt: row.updatedAt },
      })
      .returning();
    return returnedRow(rows, 'learn progress upsert');
  }

  /** Official numbers of the learner's hard questions, ascending. */
  async hardExternalIds(studentId: number): Promise<number[]> {
    const rows = await this.db
      .select({ externalId: studentHardQuestions.externalId })
      .from(studentHardQuestions)
      .where(eq(studentHardQuestions.studentId, studentId))
      .orderBy(asc(studentHardQuestions.externalId));
    return rows.map((r) => r.externalId);
  }

  /** Whether an active question has this official number. */
  async isActiveExternalId(externalId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.externalId, externalId), eq(questions.active, true)))
      .limit(1);
    return rows.length > 0;
  }

  /** Marks a question hard (marking it again changes nothing). */
  async addHard(studentId: number, externalId: number, now: Date): Promise<void> {
    await this.db.insert(studentHardQuestions).values({ studentId, externalId, createdAt: now }).onConflictDoNothing();
  }

  /** Unmarks a question (unmarking one not marked changes nothing). */
  async removeHard(studentId: number, externalId: number): Promise<void> {
    await this.db.delete(studentHardQuestions).where(and(eq(studentHardQuestions.studentId, studentId), eq(studentHardQuestions.externalId, externalId)));
  }
}
