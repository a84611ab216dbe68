import { z } from 'zod';
import { endpoint, fileAnswer, IdParam, IdPathParams } from '../common/endpoint.js';
import { isValidPesel } from '../common/pesel.js';
import { InternalExamCriteria, InternalExamLight, PRINT_TIME_STEP_MINUTES } from '../school/school.schemas.js';
import { Exam, ExamLanguage } from './exam.schemas.js';
import { INTERNAL_EXAM_PATHS } from './internal-exams.paths.js';
import {
  INTERNAL_EXAM_CATEGORIES,
  InternalExamCloseRequest,
  InternalExamCloseResult,
  InternalExamState,
  isPrintTime,
} from './internal-exam.schemas.js';

const lang = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), ExamLanguage);
const category = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(INTERNAL_EXAM_CATEGORIES, { error: 'msg.validation.invalid' }));
const personName = z.string().trim().min(1, 'msg.validation.invalid').max(100, 'msg.validation.too.long');

const tags = ['internal-exams'] as const;
const results = { access: 'school', paymentBlock: 'examResults', tags } as const;
/** Schools and their learners alike, also while payment-blocked. */
const anyUser = { access: 'authenticated', paymentBlock: 'open', tags } as const;

/** The school's internal exams (school document §2.2, §4, §5, §7). */
export const examInternalCreate = endpoint('PUT', INTERNAL_EXAM_PATHS.examInternalCreate, {
  params: z.object({ category, lang }),
  responses: { 200: Exam },
  errors: [400, 403, 409],
  access: 'school',
  paymentBlock: 'exams',
  tags,
  summary: "Start an internal exam in the school's own session, which stays locked until the PIN closes it",
  description:
    'Needs the school PIN (else 409 msg.error.internal.exam.no.pin) and default password (409 msg.error.internal.exam.no.default.password). While the exam runs, every other call of the session answers 403 msg.error.exam.locked.',
});

export const examInternalCreateForStudent = endpoint('PUT', INTERNAL_EXAM_PATHS.examInternalCreateForStudent, {
  params: z.object({ studentId: IdParam, lang }),
  responses: { 200: Exam },
  errors: [400, 403, 409],
  access: 'student',
  learnerParam: 'studentId',
  tags,
  summary: "Start a learner's internal exam (a temporary account, or a learner given internal exams) in the learner's category; uses one internal exam",
  description:
    "The learner's own id only (403 otherwise). None left: 409 msg.error.internal.exam.none.left; no school: 403 msg.error.internal.exam.no.school; the school's PIN not set: 409 msg.error.internal.exam.no.pin. The session stays locked until the school's PIN closes the exam (POST exam/internal/close).",
});

/** A school, or a learner (its internal exams; checked by the service). */
export const examInternalState = endpoint('GET', INTERNAL_EXAM_PATHS.examInternalState, {
  responses: { 200: InternalExamState },
  errors: [403],
  ...anyUser,
  summary: "Whether the caller's session is locked by an internal exam, and whether the PIN and default password are set (for a learner also its category and internal exams left)",
});

/** The school, or the learner whose session the exam locks (checked by the service). */
export const examInternalClose = endpoint('POST', INTERNAL_EXAM_PATHS.examInternalClose, {
  body: InternalExamCloseRequest,
  responses: { 200: InternalExamCloseResult },
  errors: [400, 403, 409],
  ...anyUser,
  summary: 'Close the running internal exam with the school PIN: keep a passed attempt with the names, delete a failed one, unlock the session',
  description:
    'An empty PIN answers 400, a wrong one 409, both msg.error.pin.failed, and the session stays locked. A passed exam without firstName and lastName answers 400 with those fields (the PIN was right; still locked).',
});

export const examLightCountBySchool = endpoint('POST', INTERNAL_EXAM_PATHS.examLightCountBySchool, {
  body: InternalExamCriteria,
  responses: { 200: z.int() },
  errors: [400, 403],
  ...results,
  summary: "How many of the school's kept internal exams match the criteria (names filter from 3 characters)",
});

export const examLightShowBySchool = endpoint('POST', INTERNAL_EXAM_PATHS.examLightShowBySchool, {
  body: InternalExamCriteria,
  responses: { 200: z.array(InternalExamLight) },
  errors: [400, 403],
  ...results,
  summary: "One page (10) of the school's kept internal exams, sorted (names filter from 3 characters)",
});

export const examDelete = endpoint('GET', INTERNAL_EXAM_PATHS.examDelete, {
  params: IdPathParams,
  responses: { 200: z.object({ deleted: z.literal(true) }) },
  errors: [400, 403],
  ...results,
  summary: "Delete one of the school's internal exams (another school's answers 403)",
});

export const pdfInternalExam = endpoint('GET', INTERNAL_EXAM_PATHS.pdfInternalExam, {
  params: z.object({
    pesel: z.string().refine(isValidPesel, 'msg.validation.pesel'),
    firstName: personName,
    lastName: personName,
    userId: IdParam,
    examId: IdParam,
    dateMs: z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(0, 'msg.validation.invalid').max(8_640_000_000_000_000, 'msg.validation.invalid'),
    printTime: z.string().refine((v) => isPrintTime(v, PRINT_TIME_STEP_MINUTES), 'msg.validation.print.time'),
  }),
  responses: { 200: fileAnswer('The report, application/pdf') },
  errors: [400, 403, 409],
  ...results,
  summary: "The report of one of the school's internal exams as a PDF (application/pdf, named raport_egzaminu_{pesel}.pdf)",
  description: `userId is the school's account; dateMs the print date (epoch ms); printTime HH:mm in ${PRINT_TIME_STEP_MINUTES}-minute steps or - for none.`,
});

/** What the internal exam report asks for: the path parameters of `pdfInternalExam`, validated. */
export interface InternalReportRequest {
  pesel: string;
  firstName: string;
  lastName: string;
  /** The school's account. */
  userId: number;
  examId: number;
  /** The print date (epoch ms). */
  dateMs: number;
  /** HH:mm on a 10-minute step, or `-`. */
  printTime: string;
}

/** Every internal-exam endpoint, in the order the server registers them. */
export const INTERNAL_EXAM_ENDPOINTS = [examInternalCreate, examInternalCreateForStudent, examInternalState, examInternalClose, examLightCountBySchool, examLightShowBySchool, examDelete, pdfInternalExam] as const;
