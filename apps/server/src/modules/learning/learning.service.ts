import {
  isAccessActive,
  isAnswerFor,
  type Category,
  type ExamExecution,
  type ExamLanguage,
  type HardQuestionIds,
  type LearnAnswerRequest,
  type LearnAnswerResponse,
  type Learning,
  type LearnProgress,
  type ModuleCount,
  type ModuleReview,
} from '@osk/contract';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import type { AuthContext } from '../../access/caller.js';
import { accessTillFor, checkBankLanguage, presentQuestion } from '../exams/exams.service.js';
import type { Learner, LearningRepository } from './learning.repository.js';
import { boxAfterAnswer, isModuleOf, moduleIdsOf, reviewOrder } from './learning.rules.js';

/** Which questions come first in a learning object. */
export type LearningOrder = 'OFFICIAL' | 'REVIEW';

/** What learning to create (`PUT learning/create/...`). */
export interface CreateLearningInput {
  studentId: number;
  schoolId: number | null;
  category: Category;
  language: ExamLanguage;
  moduleId: number;
  order: LearningOrder;
}

/** A position to store (`GET progress/learn/store/...`). */
export interface StoreProgressInput {
  studentId: number;
  moduleId: number;
  questionNumber: number;
  max: number;
  category: Category;
}

function moduleNotInCategory(field: string): AppError {
  return badRequest([{ field, message: 'msg.validation.learning.module', key: 'msg.validation.learning.module' }]);
}

/**
 * Learning by module (spec §2, §4, §7): module lists, learning objects with the key, learn progress,
 * the review order of ADR 011 and the learner's hard questions. Every call is the calling learner's own.
 */
export class LearningService {
  constructor(
    private readonly repo: LearningRepository,
    private readonly clock: Clock,
  ) {}

  /** The calling learner's student row; another learner's id and an unknown one answer alike (403). */
  private async ownLearner(caller: AuthContext, studentId: number): Promise<Learner> {
    const learner = await this.repo.learner(studentId);
    if (!learner || caller.userType !== 'STUDENT' || learner.userId !== caller.userId) throw forbidden();
    return learner;
  }

  private isOpen(learner: Learner, category: string): boolean {
    return isAccessActive(accessTillFor(learner, category), warsawDate(this.clock.now()));
  }

  /** The modules of a category's set with their active question counts, zeros included (`GET questions/getModules/{category}`). */
  async modules(category: Category): Promise<ModuleCount[]> {
    const counts = await this.repo.moduleCounts(category);
    return moduleIdsOf(category).map((id) => ({ id, count: counts.get(id) ?? 0 }));
  }

  /**
   * A module to learn, with the key of every question (`PUT learning/create/...`): the module's
   * active questions of the category in the official order, or with the review order (ADR 011).
   * Needs the category's access window open, and a multi-language subscription for a language other
   * than Polish (as exams).
   */
  async create(caller: AuthContext, input: CreateLearningInput): Promise<Learning> {
    const learner = await this.ownLearner(caller, input.studentId);
    if (input.schoolId !== null && input.schoolId !== learner.schoolId) throw forbidden();
    if (!isModuleOf(input.category, input.moduleId)) throw moduleNotInCategory('moduleId');
    if (!this.isOpen(learner, input.category)) throw new AppError(403, 'msg.error.learning.no.access');
    checkBankLanguage(learner, input.language);

    const official = await this.repo.moduleQuestions(input.category, input.moduleId);
    const ids = official.map((q) => q.id);
    const [texts, hardIds, records] = await Promise.all([
      this.repo.textsOf(ids, input.language),
      this.repo.hardExternalIds(learner.id),
      input.order === 'REVIEW' ? this.repo.answersOf(learner.id, ids) : Promise.resolve(new Map()),
    ]);
    const ordered = input.order === 'REVIEW' ? reviewOrder(official, records, this.clock.now()) : official;
    const hard = new Set(hardIds);
    const execution: ExamExecution[] = ordered.map((q, i) => ({
      question: presentQuestion(q, texts.get(q.id), input.language, true, hard.has(q.externalId)),
      answer: null,
      correct: null,
      ordinalNumber: i + 1,
      changes: 0,
      approved: false,
    }));
    return { category: input.category, moduleId: input.moduleId, language: input.language, max: execution.length, order: input.order, execution };
  }

  /**
   * Checks a learn-mode answer against the key and moves the question between the Leitner boxes
   * (`POST learning/answer`, ADR 011). The question must be active and the answer of its kind; the
   * learner needs an open access window in one of the question's categories.
   */
  async answer(caller: AuthContext, request: LearnAnswerRequest): Promise<LearnAnswerResponse> {
    const learner = await this.ownLearner(caller, request.studentId);
    const key = await this.repo.answerKey(request.questionId);
    if (!key) throw badRequest([{ field: 'questionId', message: 'msg.error.learning.question.not.found', key: 'msg.error.learning.question.not.found' }]);
    if (!isAnswerFor(key.type, request.answer)) throw badRequest([{ field: 'answer', message: 'msg.validation.learning.answer.type', key: 'msg.validation.learning.answer.type' }]);
    if (!key.categories.some((category) => this.isOpen(learner, category))) throw new AppError(403, 'msg.error.learning.no.access');
    const correct = request.answer === key.correct;
    const now = this.clock.now();
    const row = await this.repo.recordAnswer(learner.id, key.id, correct, now, (previousBox) => boxAfterAnswer(previousBox, correct, now));
    return { correct, box: row.box, dueAt: row.dueAt.toISOString() };
  }

  /** The learner's stored positions, one per category and module (`GET progress/learn/{studentId}`). */
  async progress(caller: AuthContext, studentId: number): Promise<LearnProgress[]> {
    const learner = await this.ownLearner(caller, studentId);
    const rows = await this.repo.progressOf(learner.id);
    return rows.map((r) => ({ moduleId: r.moduleId, questionNumber: r.questionNumber, max: r.max, category: r.category as Category }));
  }

  /** Stores where the learner stopped in a module, replacing the position stored before (`GET progress/learn/store/...`). */
  async storeProgress(caller: AuthContext, input: StoreProgressInput): Promise<LearnProgress> {
    const learner = await this.ownLearner(caller, input.studentId);
    if (!isModuleOf(input.category, input.moduleId)) throw moduleNotInCategory('module');
    if (input.questionNumber > input.max) throw badRequest([{ field: 'question', message: 'msg.validation.learning.position', key: 'msg.validation.learning.position' }]);
    const row = await this.repo.storeProgress({
      studentId: learner.id,
      category: input.category,
      moduleId: input.moduleId,
      questionNumber: input.questionNumber,
      max: input.max,
      updatedAt: this.clock.now(),
    });
    return { moduleId: row.moduleId, questionNumber: row.questionNumber, max: row.max, category: row.category as Category };
  }

  /** Per module of the category's set: weak, due and seen questions, zeros included (`GET progress/learn/review/...`). */
  async review(caller: AuthContext, studentId: number, category: Category): Promise<ModuleReview[]> {
    const learner = await this.ownLearner(caller, studentId);
    const counts = new Map((await this.repo.reviewCounts(learner.id, category, this.clock.now())).map((c) => [c.moduleId, c]));
    return moduleIdsOf(category).map((moduleId) => {
      const c = counts.get(moduleId);
      return { moduleId, weak: c?.weak ?? 0, due: c?.due ?? 0, seen: c?.seen ?? 0 };
    });
  }

  /** Official numbers of the learner's hard questions, ascending (`GET questions/student/ids/{studentId}`). */
  async hardIds(caller: AuthContext, studentId: number): Promise<HardQuestionIds> {
    const learner = await this.ownLearner(caller, studentId);
    return this.repo.hardExternalIds(learner.id);
  }

  /** Marks an active question hard (again: no change) and answers the marked numbers. */
  async addHard(caller: AuthContext, studentId: number, externalId: number): Promise<HardQuestionIds> {
    const learner = await this.ownLearner(caller, studentId);
    if (!(await this.repo.isActiveExternalId(externalId))) throw new AppError(404, 'msg.error.learning.question.not.found');
    await this.repo.addHard(learner.id, externalId, this.clock.now());
    return this.repo.hardExternalIds(learner.id);
  }

  /** Unmarks a question (one not marked: no change) and answers the marked numbers. */
  async removeHard(caller: AuthContext, studentId: number, externalId: number): Promise<HardQuestionIds> {
    const learner = await this.ownLearner(caller, studentId);
    await this.repo.removeHard(learner.id, externalId);
    return this.repo.hardExternalIds(learner.id);
  }
}
