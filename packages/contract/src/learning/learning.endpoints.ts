import { z } from 'zod';
import { endpoint, IdParam, StudentIdPathParams } from '../common/endpoint.js';
import { Category } from '../common/enums.js';
import { ExamLanguage } from '../exams/exam.schemas.js';
import { HardQuestionIds, LearnAnswerRequest, LearnAnswerResponse, Learning, LearnProgress, MistakesSummary, ModuleCount, ModuleReview, Practice, PracticeRequest } from './learning.schemas.js';
import { LEARNING_PATHS } from './learning.paths.js';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const category = z.preprocess(upper, z.enum(Category.options, { error: 'msg.validation.learning.category' }));
const lang = z.preprocess(upper, ExamLanguage);
/** Progress positions: a question number of at most 2000 in a module of at most 2000 questions. */
const position = z.coerce
  .number({ error: 'msg.validation.learning.position' })
  .int('msg.validation.learning.position')
  .min(1, 'msg.validation.learning.position')
  .max(2000, 'msg.validation.learning.position');

const CreateParams = z.object({ studentId: IdParam, category, lang, moduleId: IdParam });
const CreateQuery = z.object({
  order: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['official', 'review'], { error: 'msg.validation.invalid' })).optional(),
});
const HardParams = z.object({ studentId: IdParam, externalId: IdParam });

const tags = ['learning'] as const;
/** The calling learner's own data (the learner id parameter, ADR 028). */
const own = { access: 'student', learnerParam: 'studentId', tags } as const;
const createSummary = 'Learn a module: its questions with the answer key, in the official order or (order=review) weak and due questions first';

/**
 * Learning calls (spec §7 "Exams and learning"): module lists, learning by module, learn progress,
 * the review order (ADR 011) and hard questions. Everything but the module list is the calling
 * learner's own; schools and instructors are refused (spec §6: hard questions are not for schools).
 */
export const questionModules = endpoint('GET', LEARNING_PATHS.questionModules, {
  params: z.object({ category }),
  responses: { 200: z.array(ModuleCount) },
  errors: [400, 403],
  access: 'authenticated',
  paymentBlock: 'open',
  tags,
  summary: "The category's learning modules with their active question counts (zeros included)",
});

export const learningCreate = endpoint('PUT', LEARNING_PATHS.learningCreate, {
  params: CreateParams,
  query: CreateQuery,
  responses: { 200: Learning },
  errors: [400, 403],
  ...own,
  summary: createSummary,
});

export const learningCreateForSchool = endpoint('PUT', LEARNING_PATHS.learningCreateForSchool, {
  params: CreateParams.extend({ schoolId: IdParam }),
  query: CreateQuery,
  responses: { 200: Learning },
  errors: [400, 403],
  ...own,
  summary: createSummary,
});

export const learningAnswer = endpoint('POST', LEARNING_PATHS.learningAnswer, {
  body: LearnAnswerRequest,
  responses: { 200: LearnAnswerResponse },
  errors: [400, 403],
  access: 'student',
  tags,
  summary: 'Check a learn-mode answer and move the question between the review boxes',
});

export const progressLearn = endpoint('GET', LEARNING_PATHS.progressLearn, {
  params: StudentIdPathParams,
  responses: { 200: z.array(LearnProgress) },
  errors: [400, 403],
  ...own,
  summary: "The learner's stored positions, one per category and module",
});

export const progressLearnStore = endpoint('GET', LEARNING_PATHS.progressLearnStore, {
  params: z.object({ studentId: IdParam, module: IdParam, question: position, max: position, category }),
  responses: { 200: LearnProgress },
  errors: [400, 403],
  ...own,
  summary: 'Store where the learner stopped in a module (replaces the position stored before)',
});

export const progressLearnReview = endpoint('GET', LEARNING_PATHS.progressLearnReview, {
  params: z.object({ studentId: IdParam, category }),
  responses: { 200: z.array(ModuleReview) },
  errors: [400, 403],
  ...own,
  summary: "Per module of the category: the learner's weak, due and seen questions",
});

export const hardQuestionIds = endpoint('GET', LEARNING_PATHS.hardQuestionIds, {
  params: StudentIdPathParams,
  responses: { 200: HardQuestionIds },
  errors: [400, 403],
  ...own,
  summary: "Official numbers of the learner's hard questions, ascending",
});

export const hardQuestionAdd = endpoint('GET', LEARNING_PATHS.hardQuestionAdd, {
  params: HardParams,
  responses: { 200: HardQuestionIds },
  errors: [400, 403, 404],
  ...own,
  summary: 'Mark a question hard by its official number (again: no change); answers the marked numbers',
});

export const hardQuestionRemove = endpoint('GET', LEARNING_PATHS.hardQuestionRemove, {
  params: HardParams,
  responses: { 200: HardQuestionIds },
  errors: [400, 403],
  ...own,
  summary: 'Unmark a hard question (one not marked: no change); answers the marked numbers',
});

export const learningMistakes = endpoint('GET', LEARNING_PATHS.learningMistakes, {
  params: z.object({ studentId: IdParam, category }),
  responses: { 200: MistakesSummary },
  errors: [400, 403],
  ...own,
  summary: "The learner's mistakes in a category (last answer wrong) per module, and how many an exam of them still lacks",
});

export const learningPractice = endpoint('PUT', LEARNING_PATHS.learningPractice, {
  params: z.object({ studentId: IdParam, category, lang }),
  body: PracticeRequest,
  responses: { 200: Practice },
  errors: [400, 403, 409],
  ...own,
  summary: 'A practice set with the answer key: my mistakes, a quick quiz of 10 from chosen modules, or an exam of my mistakes by the official point split',
});

/** Every learning endpoint, in the order the server registers them. */
export const LEARNING_ENDPOINTS = [questionModules, learningCreate, learningCreateForSchool, learningAnswer, progressLearn, progressLearnStore, progressLearnReview, hardQuestionIds, hardQuestionAdd, hardQuestionRemove, learningMistakes, learningPractice] as const;
