import {
  drawPracticeExam,
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
  type MistakesSummary,
  type Practice,
  type PracticeMode,
  MISTAKES_PRACTICE_LIMIT,
  pickRandom,
  practiceExamMissing,
  practiceExamSize,
  QUIZ_QUESTION_COUNT,
  type Random,
} from '@osk/contract';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import type { AuthContext } from '../../access/caller.js';
import { accessTillFor, checkBankLanguage, presentQuestion } from '../exams/exams.service.js';
import type { Learner, LearningRepository, LearnTexts, ModuleQuestion } from './learning.repository.js';
import { boxAfterAnswer, isModuleOf, mistakesOf, moduleIdsOf, reviewOrder } from './learning.rules.js';

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

/** What practice to create (`PUT learning/practice/...`). */
export interface PracticeInput {
  studentId: number;
  category: Category;
  language: ExamLanguage;
  mode: PracticeMode;
  moduleIds: readonly number[] | undefined;
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
 * The questions of a new learning object or practice in order, with their key and not yet answered:
 * texts in `language` (Polish where missing), each marked hard when the learner marked it.
 */
function unansweredExecution(picked: readonly ModuleQuestion[], texts: Map<number, LearnTexts>, hardIds: readonly number[], language: ExamLanguage): ExamExecution[] {
  const hard = new Set(hardIds);
  return picked.map((q, i) => ({
    question: presentQuestion(q, texts.get(q.id), language, true, hard.has(q.externalId)),
    answer: null,
    correct: null,
    ordinalNumber: i + 1,
    changes: 0,
    approved: false,
  }));
}

/**
 * Learning by module (spec §2, §4, §7): module lists, learning objects with the key, learn progress,
 * the review order of ADR 011 and the learner's hard questions. Every call is the calling learner's own.
 */
export class LearningService {
  constructor(
    private readonly repo: LearningRepository,
    private readonly clock: Clock,
    private readonly random: Random = Math.random,
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
    const execution = unansweredExecution(ordered, texts, hardIds, input.language);
    return { category: input.category, moduleId: input.moduleId, language: input.language, max: execution.length, order: input.order, execution };
  }

  /**
   * Checks a learn-mode answer against the key and moves the question between the Leitner boxes
   * (`POST learning/answer`, ADR 011). The question must be active and the answer of its kind; the
   * learner needs an open access window in one of the question's categories. Answers kept offline
   * (issue 23) carry their time and an id: sent again, an id is recorded once.
   */
  async answer(caller: AuthContext, request: LearnAnswerRequest): Promise<LearnAnswerResponse> {
    const learner = await this.ownLearner(caller, request.studentId);
    const key = await this.repo.answerKey(request.questionId);
    if (!key) throw badRequest([{ field: 'questionId', message: 'msg.error.learning.question.not.found', key: 'msg.error.learning.question.not.found' }]);
    if (!isAnswerFor(key.type, request.answer)) throw badRequest([{ field: 'answer', message: 'msg.validation.learning.answer.type', key: 'msg.validation.learning.answer.type' }]);
    if (!key.categories.some((category) => this.isOpen(learner, category))) throw new AppError(403, 'msg.error.learning.no.access');
    const correct = request.answer === key.correct;
    const now = this.clock.now();
    // An answer kept offline counts at the time it was given; never later than now.
    const at = request.answeredAt && Date.parse(request.answeredAt) < now.getTime() ? new Date(request.answeredAt) : now;
    const receipt = request.answerId ? { answerId: request.answerId.toLowerCase(), receivedAt: now } : null;
    const row = await this.repo.recordAnswer(learner.id, key.id, correct, at, (previousBox) => boxAfterAnswer(previousBox, correct, at), receipt);
    return { correct, box: row.box, dueAt: row.dueAt.toISOString() };
  }

  /** The learner's own row with the category's access open (else the learning no-access answer). */
  private async openLearner(caller: AuthContext, studentId: number, category: Category): Promise<Learner> {
    const learner = await this.ownLearner(caller, studentId);
    if (!this.isOpen(learner, category)) throw new AppError(403, 'msg.error.learning.no.access');
    return learner;
  }

  /** The learner's mistakes among the category's active questions, the most recent first. */
  private async mistakeQuestions(learner: Learner, category: Category): Promise<ModuleQuestion[]> {
    const [learn, examAnswers] = await Promise.all([this.repo.lastLearnAnswers(learner.id), this.repo.finishedExamAnswers(learner.id)]);
    const mistakes = mistakesOf(learn, examAnswers);
    const questions = await this.repo.categoryQuestions(category, { ids: mistakes.map((m) => m.questionId) });
    const byId = new Map(questions.map((q) => [q.id, q]));
    return mistakes.flatMap((m) => {
      const q = byId.get(m.questionId);
      return q && q.moduleId !== null && isModuleOf(category, q.moduleId) ? [q] : [];
    });
  }

  /**
   * The learner's mistakes in a category per module, and how many more an exam of them by the
   * official point split needs (`GET learning/mistakes/...`, issue 23).
   */
  async mistakes(caller: AuthContext, studentId: number, category: Category): Promise<MistakesSummary> {
    const learner = await this.openLearner(caller, studentId, category);
    const mistakes = await this.mistakeQuestions(learner, category);
    const perModule = new Map<number, number>();
    for (const q of mistakes) if (q.moduleId !== null) perModule.set(q.moduleId, (perModule.get(q.moduleId) ?? 0) + 1);
    return {
      category,
      total: mistakes.length,
      modules: moduleIdsOf(category).flatMap((moduleId) => {
        const count = perModule.get(moduleId) ?? 0;
        return count > 0 ? [{ moduleId, count }] : [];
      }),
      exam: { size: practiceExamSize(category), missing: practiceExamMissing(category, mistakes) },
    };
  }

  /**
   * A practice set with the keys (`PUT learning/practice/...`, issue 23): my mistakes (at most
   * MISTAKES_PRACTICE_LIMIT, the most recent first), a quick quiz of QUIZ_QUESTION_COUNT questions drawn
   * from the chosen modules, or an exam of my mistakes drawn by the official point split (409 while
   * they lack a kind). Answers are recorded by `learning/answer`, as in module learning.
   */
  async practice(caller: AuthContext, input: PracticeInput): Promise<Practice> {
    const learner = await this.ownLearner(caller, input.studentId);
    let chosen: readonly number[] = [];
    if (input.mode === 'QUIZ') {
      chosen = input.moduleIds ?? [];
      if (chosen.length === 0) throw badRequest([{ field: 'moduleIds', message: 'msg.validation.learning.practice.modules', key: 'msg.validation.learning.practice.modules' }]);
      if (!chosen.every((id) => isModuleOf(input.category, id))) throw moduleNotInCategory('moduleIds');
    }
    if (!this.isOpen(learner, input.category)) throw new AppError(403, 'msg.error.learning.no.access');
    checkBankLanguage(learner, input.language);

    let picked: ModuleQuestion[];
    if (input.mode === 'QUIZ') {
      const pool = await this.repo.categoryQuestions(input.category, { moduleIds: [...new Set(chosen)] });
      picked = pickRandom(pool, QUIZ_QUESTION_COUNT, this.random);
    } else {
      const mistakes = await this.mistakeQuestions(learner, input.category);
      if (input.mode === 'MISTAKES') picked = mistakes.slice(0, MISTAKES_PRACTICE_LIMIT);
      else {
        if (practiceExamMissing(input.category, mistakes) > 0) throw new AppError(409, 'msg.error.learning.practice.not.enough');
        picked = drawPracticeExam(input.category, mistakes, this.random);
      }
    }

    const [texts, hardIds] = await Promise.all([this.repo.textsOf(picked.map((q) => q.id), input.language), this.repo.hardExternalIds(learner.id)]);
    const execution = unansweredExecution(picked, texts, hardIds, input.language);
    return { category: input.category, mode: input.mode, language: input.language, max: execution.length, execution };
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
