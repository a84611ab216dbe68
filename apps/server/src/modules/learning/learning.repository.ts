import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { returnedRow } from '../../db/repository.js';
import { SHOWN_QUESTION_COLUMNS, shownQuestion } from '../../db/shown-question.js';
import { questionTextsOf, type QuestionTexts } from '../../db/question-texts.js';
import { BANK_LEARNER_COLUMNS, type BankLearner } from '../../db/bank-learner.js';
import type { BankQuestion } from '../exams/exams.service.js';
import { examItems, exams, learnAnswerReceipts, learnAnswers, learnProgress, questionCategories, questions, studentHardQuestions, students, users } from '../../db/schema/index.js';
import type { AnsweredAt } from './learning.rules.js';

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
  moduleQuestions(category: string, moduleId: number): Promise<ModuleQuestion[]> {
    return this.categoryQuestions(category, { moduleIds: [moduleId] });
  }

  /**
   * The active questions of a category among some ids, or in some modules (practice, issue 23), in
   * the official order.
   */
  async categoryQuestions(category: string, where: { ids: readonly number[] } | { moduleIds: readonly number[] }): Promise<ModuleQuestion[]> {
    const filter = 'ids' in where ? inArray(questions.id, [...where.ids]) : inArray(questions.moduleId, [...where.moduleIds]);
    if (('ids' in where ? where.ids : where.moduleIds).length === 0) return [];
    const rows = await this.db
      .select(SHOWN_QUESTION_COLUMNS)
      .from(questions)
      .innerJoin(questionCategories, eq(questionCategories.questionId, questions.id))
      .where(and(eq(questionCategories.category, category), eq(questions.active, true), filter))
      .orderBy(asc(questions.externalId));
    return rows.map(shownQuestion);
  }

  /** The last learning answer of every question the learner answered in learning or practice. */
  async lastLearnAnswers(studentId: number): Promise<AnsweredAt[]> {
    const rows = await this.db
      .select({ questionId: learnAnswers.questionId, correct: learnAnswers.lastAnswerCorrect, at: learnAnswers.lastAnsweredAt })
      .from(learnAnswers)
      .where(eq(learnAnswers.studentId, studentId));
    return rows;
  }

  /**
   * The learner's answers in their finished exams (read only, for the mistakes of issue 23): right
   * when the answer is the question's key; an unanswered question is wrong; at the approval time, or
   * the exam's end for one never approved.
   */
  async finishedExamAnswers(studentId: number): Promise<AnsweredAt[]> {
    const rows = await this.db
      .select({ questionId: examItems.questionId, answer: examItems.answer, correct: questions.correct, approvedAt: examItems.approvedAt, endDate: exams.endDate, startDate: exams.startDate })
      .from(examItems)
      .innerJoin(exams, eq(exams.id, examItems.examId))
      .innerJoin(questions, eq(questions.id, examItems.questionId))
      .where(and(eq(exams.studentId, studentId), eq(exams.status, 'FINISHED')));
    return rows.map((r) => ({ questionId: r.questionId, correct: r.answer !== null && r.answer === r.correct, at: r.approvedAt ?? r.endDate ?? r.startDate }));
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
   * Records a learn-mode answer given at `at`: `decide` gets the question's current box (null: never
   * answered) and answers the new box and due time. Read and write in one transaction with the row
   * locked, so two answers at once cannot both start from the same box. With a client's `answerId`
   * the answer is recorded once per learner and id: a repeat changes nothing and answers the record
   * as it stands (`repeated`). An answer older than the record's last one is counted, but the box,
   * the due time and the last answer stay with the later one (conflicts resolved by time).
   */
  async recordAnswer(
    studentId: number,
    questionId: number,
    correct: boolean,
    at: Date,
    decide: (previousBox: number | null) => { box: number; dueAt: Date },
    receipt: { answerId: string; receivedAt: Date } | null = null,
  ): Promise<LearnAnswerRow & { repeated: boolean }> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(learnAnswers)
        .where(and(eq(learnAnswers.studentId, studentId), eq(learnAnswers.questionId, questionId)))
        .for('update');
      if (receipt) {
        const fresh = await tx
          .insert(learnAnswerReceipts)
          .values({ studentId, answerId: receipt.answerId, questionId, correct, answeredAt: at, receivedAt: receipt.receivedAt })
          .onConflictDoNothing()
          .returning({ answerId: learnAnswerReceipts.answerId });
        if (fresh.length === 0 && current) return { ...current, repeated: true };
        if (fresh.length === 0) {
          // The first send is still being recorded by another transaction that locked no row yet: its
          // receipt exists, so this one is a repeat; answer the record once that one has committed.
          const [after] = await tx.select().from(learnAnswers).where(and(eq(learnAnswers.studentId, studentId), eq(learnAnswers.questionId, questionId)));
          if (after) return { ...after, repeated: true };
        }
      }
      if (current && current.lastAnsweredAt.getTime() > at.getTime()) {
        const rows = await tx
          .update(learnAnswers)
          .set({
            rightCount: sql`${learnAnswers.rightCount} + ${correct ? 1 : 0}`,
            wrongCount: sql`${learnAnswers.wrongCount} + ${correct ? 0 : 1}`,
          })
          .where(and(eq(learnAnswers.studentId, studentId), eq(learnAnswers.questionId, questionId)))
          .returning();
        return { ...returnedRow(rows, 'learn answer count'), repeated: false };
      }
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
          lastAnsweredAt: at,
          dueAt: next.dueAt,
        })
        .onConflictDoUpdate({
          target: [learnAnswers.studentId, learnAnswers.questionId],
          set: {
            box: next.box,
            rightCount: sql`${learnAnswers.rightCount} + ${correct ? 1 : 0}`,
            wrongCount: sql`${learnAnswers.wrongCount} + ${correct ? 0 : 1}`,
            lastAnswerCorrect: correct,
            lastAnsweredAt: at,
            dueAt: next.dueAt,
          },
        })
        .returning();
      return { ...returnedRow(rows, 'learn answer upsert'), repeated: false };
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
