import { z } from 'zod';
import { Category } from '../common/enums.js';
import { ExamExecution, ExamLanguage } from '../exams/exam.schemas.js';

/** `GET questions/getModules/{category}`: a module of the category's set and its active question count. */
export const ModuleCount = z.object({
  id: z.int(),
  count: z.int(),
});
export type ModuleCount = z.infer<typeof ModuleCount>;

/**
 * Learning by module (`PUT learning/create/...`): the exam-like object of the original wire format
 * (FACTS.md) whose `execution` is the module's questions. In learning the key travels with each
 * question (`correct`, `explenation`, `legalSource` filled; shown on request), and `hard` says
 * whether the learner marked it. `execution[].answer` is null, `approved` false.
 * Order: the official order (by question number), or with `?order=review` the questions due for
 * review first (ADR 011).
 */
export const Learning = z.object({
  category: Category,
  moduleId: z.int(),
  language: ExamLanguage,
  /** Questions in the module (= execution.length). */
  max: z.int(),
  order: z.enum(['OFFICIAL', 'REVIEW']),
  execution: z.array(ExamExecution),
});
export type Learning = z.infer<typeof Learning>;

/** Learn progress (spec §3): where the learner stopped in a module of a category (questionNumber is 1-based). */
export const LearnProgress = z.object({
  moduleId: z.int(),
  questionNumber: z.int(),
  max: z.int(),
  category: Category,
});
export type LearnProgress = z.infer<typeof LearnProgress>;

/** Our addition: per module, how many questions are weak (last answered wrong) and due for review. */
export const ModuleReview = z.object({
  moduleId: z.int(),
  /** Questions whose last learn answer was wrong. */
  weak: z.int(),
  /** Questions answered before whose review time has come (weak ones included). */
  due: z.int(),
  /** Questions of the module answered at least once in learning. */
  seen: z.int(),
});
export type ModuleReview = z.infer<typeof ModuleReview>;

/** Our addition (`POST learning/answer`): a learn-mode answer, recorded for the review order. */
export const LearnAnswerRequest = z.object({
  studentId: z.coerce.number().int().positive(),
  /** The question's id (question.id in the learning object). */
  questionId: z.coerce.number().int().positive(),
  answer: z.enum(['TAK', 'NIE', 'A', 'B', 'C']),
  /**
   * An id the client made for this answer (offline learning, issue 23): the server records an answer
   * once per id, so sending it again after a lost response changes nothing and answers as the first time.
   */
  answerId: z.uuid({ error: 'msg.validation.invalid' }).optional(),
  /**
   * When the learner answered (offline: before it could be sent); a later time than the server's now
   * counts as now. An answer older than the question's last recorded one counts, but leaves the box
   * and the last answer to the later one (conflicts resolved by time).
   */
  answeredAt: z.iso.datetime({ offset: true, error: 'msg.validation.invalid' }).optional(),
});
export type LearnAnswerRequest = z.infer<typeof LearnAnswerRequest>;

/** The verdict on a learn-mode answer and when the question comes back. */
export const LearnAnswerResponse = z.object({
  correct: z.boolean(),
  /** Leitner box 0-5: 0 = weak (comes back first), 5 = known. */
  box: z.int(),
  /** When the question is due for review again (ISO date-time). */
  dueAt: z.string(),
});
export type LearnAnswerResponse = z.infer<typeof LearnAnswerResponse>;

/** `GET questions/student/ids/{studentId}` and the add/remove calls: official numbers of the learner's hard questions. */
export const HardQuestionIds = z.array(z.int());
export type HardQuestionIds = z.infer<typeof HardQuestionIds>;

/** Practice modes (issue 23): my mistakes, a quick quiz of chosen modules, an exam built from my mistakes. */
export const PracticeMode = z.enum(['MISTAKES', 'QUIZ', 'MISTAKES_EXAM']);
export type PracticeMode = z.infer<typeof PracticeMode>;

/** Questions in a quick quiz. */
export const QUIZ_QUESTION_COUNT = 10;
/** At most this many mistakes in one practice set (the most recent first). */
export const MISTAKES_PRACTICE_LIMIT = 200;

/**
 * `GET learning/mistakes/{studentId}/{category}`: the learner's mistakes in the category, the active
 * questions whose last answer (in learning, a practice or a finished exam; an exam question left
 * unanswered counts as wrong) was wrong, per module, and whether an exam can be built of them by the
 * official point split (`missing`: how many more mistakes of the kinds it lacks it needs).
 */
export const MistakesSummary = z.object({
  category: Category,
  total: z.int(),
  modules: z.array(z.object({ moduleId: z.int(), count: z.int() })),
  exam: z.object({
    /** Questions in the exam (32; 30 for the initial qualification). */
    size: z.int(),
    /** Mistakes still lacking for the exam's kinds (0: it can be built). */
    missing: z.int(),
  }),
});
export type MistakesSummary = z.infer<typeof MistakesSummary>;

/** `PUT learning/practice/...` body: the mode, and for a quiz the modules of the category to draw from. */
export const PracticeRequest = z.object({
  mode: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(PracticeMode.options, { error: 'msg.validation.learning.practice.mode' })),
  moduleIds: z
    .array(z.coerce.number({ error: 'msg.validation.learning.module' }).int('msg.validation.learning.module').positive('msg.validation.learning.module'), { error: 'msg.validation.learning.module' })
    .max(40, 'msg.validation.learning.module')
    .optional(),
});
export type PracticeRequest = z.infer<typeof PracticeRequest>;

/**
 * A practice set: questions with their keys as in learning (`execution[].question.correct` filled),
 * from several modules. Answers go to `POST learning/answer` like learning's, so they move the same
 * review boxes (no separate count).
 */
export const Practice = z.object({
  category: Category,
  mode: PracticeMode,
  language: ExamLanguage,
  max: z.int(),
  execution: z.array(ExamExecution),
});
export type Practice = z.infer<typeof Practice>;
