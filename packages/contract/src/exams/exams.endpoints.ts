import { z } from 'zod';
import { endpoint, IdParam, IdPathParams, StudentIdPathParams } from '../common/endpoint.js';
import { EXAM_PATHS } from './exams.paths.js';
import { Exam, ExamAnswerRequest, ExamAnswerResponse, ExamLanguage, ExamLight } from './exam.schemas.js';

/** A `{lang}` path parameter: the bank's language, in any case. */
export const LanguageParam = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), ExamLanguage);
/** A `{category}` path parameter: one or two letters, in any case. */
export const CategoryParam = z.string().trim().toUpperCase().regex(/^[A-Z]{1,2}$/, 'msg.validation.invalid');

const CreateParams = z.object({ studentId: IdParam, category: CategoryParam, lang: LanguageParam });
const CreateSchoolParams = CreateParams.extend({ schoolId: IdParam });

const tags = ['exams'] as const;
const categorySummary = 'Start a category exam drawn by the official rules';
const qualificationSummary = 'Start an initial qualification test (C or D)';
const created = { responses: { 200: Exam }, errors: [400, 403, 409], access: 'student', learnerParam: 'studentId', tags } as const;

/** Exam calls (spec §7): creation of every kind, the demo, review, the list and answer approval. */
export const examCreate = endpoint('PUT', EXAM_PATHS.examCreate, {
  params: CreateParams,
  summary: categorySummary,
  ...created,
});

export const examCreateQualification = endpoint('PUT', EXAM_PATHS.examCreateQualification, {
  params: CreateParams,
  summary: qualificationSummary,
  ...created,
});

export const examCreateForSchool = endpoint('PUT', EXAM_PATHS.examCreateForSchool, {
  params: CreateSchoolParams,
  summary: categorySummary,
  ...created,
});

export const examCreateQualificationForSchool = endpoint('PUT', EXAM_PATHS.examCreateQualificationForSchool, {
  params: CreateSchoolParams,
  summary: qualificationSummary,
  ...created,
});

export const examCreateOwn = endpoint('PUT', EXAM_PATHS.examCreateOwn, {
  params: z.object({ studentId: IdParam, lang: LanguageParam }),
  summary: 'Start an exam of the questions the learner marked hard',
  ...created,
});

export const examDemo = endpoint('GET', EXAM_PATHS.examDemo, {
  params: z.object({ lang: LanguageParam }),
  responses: { 200: Exam },
  errors: [400, 409],
  access: 'anonymous',
  tags,
  summary: 'Start a demo exam (anyone); continue it with the demoToken of the answer',
});

export const examShow = endpoint('GET', EXAM_PATHS.examShow, {
  params: IdPathParams,
  query: z.object({ demoToken: z.string().max(100).optional() }),
  responses: { 200: Exam },
  errors: [400, 403],
  access: 'optional',
  paymentBlock: 'examResults',
  tags,
  summary: 'An exam with its questions: a running one without answers, a finished one with them',
});

/** The learner, or the learner's school (checked by the service). */
export const examListLight = endpoint('GET', EXAM_PATHS.examListLight, {
  params: StudentIdPathParams,
  responses: { 200: z.array(ExamLight) },
  errors: [400, 403],
  access: 'authenticated',
  learnerParam: 'studentId',
  paymentBlock: 'examResults',
  tags,
  summary: "The learner's exams without their questions, newest first (for the learner or the learner's school)",
});

export const examUpdate = endpoint('POST', EXAM_PATHS.examUpdate, {
  body: ExamAnswerRequest,
  responses: { 200: ExamAnswerResponse },
  errors: [400, 403, 409],
  access: 'optional',
  paymentBlock: 'open',
  tags,
  summary: "Approve the current question's answer (null: none), or finish the exam; answers the progress, or the whole exam once finished",
});

/** Every exam endpoint, in the order the server registers them. */
export const EXAM_ENDPOINTS = [examCreate, examCreateQualification, examCreateForSchool, examCreateQualificationForSchool, examCreateOwn, examDemo, examShow, examListLight, examUpdate] as const;
