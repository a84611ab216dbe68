import { z } from 'zod';
import { Category } from '../common/enums.js';
import { ExamExecution, ExamLanguage } from '../exams/exam.schemas.js';

/** `GET questions/getModules/{category}`: a module of the category's set and its active question count. */
export const ModuleCount = z.object({
  id: z.number().int(),
  count: z.number().int(),
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
  moduleId: z.number().int(),
  language: ExamLanguage,
  /** Questions in the module (= execution.length). */
  max: z.number().int(),
  order: z.enum(['OFFICIAL', 'REVIEW']),
  execution: z.array(ExamExecution),
});
export type Learning = z.infer<typeof Learning>;

/** Learn progress (spec §3): where the learner stopped in a module of a category (questionNumber is 1-based). */
export const LearnProgress = z.object({
  moduleId: z.number().int(),
  questionNumber: z.number().int(),
  max: z.number().int(),
  category: Category,
});
export type LearnProgress = z.infer<typeof LearnProgress>;

/** Our addition: per module, how many questions are weak (last answered wrong) and due for review. */
export const ModuleReview = z.object({
  moduleId: z.number().int(),
  /** Questions whose last learn answer was wrong. */
  weak: z.number().int(),
  /** Questions answered before whose review time has come (weak ones included). */
  due: z.number().int(),
  /** Questions of the module answered at least once in learning. */
  seen: z.number().int(),
});
export type ModuleReview = z.infer<typeof ModuleReview>;

/** Our addition (`POST learning/answer`): a learn-mode answer, recorded for the review order. */
export const LearnAnswerRequest = z.object({
  studentId: z.coerce.number().int().positive(),
  /** The question's id (question.id in the learning object). */
  questionId: z.coerce.number().int().positive(),
  answer: z.enum(['TAK', 'NIE', 'A', 'B', 'C']),
});
export type LearnAnswerRequest = z.infer<typeof LearnAnswerRequest>;

/** The verdict on a learn-mode answer and when the question comes back. */
export const LearnAnswerResponse = z.object({
  correct: z.boolean(),
  /** Leitner box 0-5: 0 = weak (comes back first), 5 = known. */
  box: z.number().int(),
  /** When the question is due for review again (ISO date-time). */
  dueAt: z.string(),
});
export type LearnAnswerResponse = z.infer<typeof LearnAnswerResponse>;

/** `GET questions/student/ids/{studentId}` and the add/remove calls: official numbers of the learner's hard questions. */
export const HardQuestionIds = z.array(z.number().int());
export type HardQuestionIds = z.infer<typeof HardQuestionIds>;
