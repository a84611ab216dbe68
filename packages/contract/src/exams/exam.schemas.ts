import { z } from 'zod';
import { Category } from '../common/enums.js';
import { EXAM_LANGUAGES, EXAM_TYPES, QUESTION_TYPES } from './exam.constants.js';

/** Languages of the question bank, as exam paths carry them (spec §6): Polish and the translations. */
export const ExamLanguage = z.enum(EXAM_LANGUAGES);
export type ExamLanguage = z.infer<typeof ExamLanguage>;

/**
 * A question as it travels (FACTS.md wire format, spellings included: `explenation`, `madiaType`).
 * In a running exam `correct`, `explenation` and `legalSource` are null: the server scores answers.
 * `media` is the URL path of the medium (for a VIDEO the .mp4 form; .webm is offered beside it).
 */
export const ExamQuestion = z.object({
  id: z.int(),
  externalId: z.int(),
  number: z.int(),
  questionText: z.string(),
  answerA: z.string().nullable(),
  answerB: z.string().nullable(),
  answerC: z.string().nullable(),
  correct: z.string().nullable(),
  explenation: z.string().nullable(),
  legalSource: z.string().nullable(),
  media: z.string().nullable(),
  madiaType: z.enum(['IMAGE', 'VIDEO']).nullable(),
  mediaExists: z.boolean(),
  type: z.enum(QUESTION_TYPES),
  weight: z.int(),
  /** PODSTAWOWA or SPECJALISTYCZNA part of the exam. */
  part: z.enum(['PODSTAWOWA', 'SPECJALISTYCZNA']),
  /** Seconds of the answer phase (15 basic, 50 specialist). */
  time: z.int(),
  tools: z.string().nullable(),
  hard: z.boolean(),
  version: z.int(),
  lastUpdateDate: z.string(),
  module: z.object({ moduleId: z.int().nullable(), name: z.string().nullable() }),
});
export type ExamQuestion = z.infer<typeof ExamQuestion>;

/** One question of an exam with the learner's answer (spec §3 Exam execution). */
export const ExamExecution = z.object({
  question: ExamQuestion,
  /** TAK/NIE or A/B/C; null when not answered (yet). */
  answer: z.string().nullable(),
  /** Whether the answer was right; null while the exam runs. */
  correct: z.boolean().nullable(),
  ordinalNumber: z.int(),
  changes: z.int(),
  /** Whether the answer was approved (it can no longer change). */
  approved: z.boolean(),
});
export type ExamExecution = z.infer<typeof ExamExecution>;

/** Status of an exam: IN_PROGRESS until the last question or the deadline, then FINISHED. */
export const ExamStatus = z.enum(['IN_PROGRESS', 'FINISHED']);
export type ExamStatus = z.infer<typeof ExamStatus>;

/** An exam (spec §3) with its questions. Dates are ISO date-times. */
export const Exam = z.object({
  id: z.int(),
  category: Category,
  type: z.enum(EXAM_TYPES),
  language: ExamLanguage,
  status: ExamStatus,
  execution: z.array(ExamExecution),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** When the exam ends at the latest (start + 25 minutes). */
  deadline: z.string(),
  /** The ordinal number of the question to answer now (1-based); null when finished. */
  currentOrdinal: z.int().nullable(),
  /** When the current question was shown first (its phases count from here after a reload). */
  questionStartedAt: z.string().nullable(),
  /** The server's clock, so the browser can correct its own. */
  serverTime: z.string(),
  correctAnswers: z.int().nullable(),
  wrongAnswers: z.int().nullable(),
  totalAnswers: z.int(),
  points: z.int().nullable(),
  pointsAll: z.int(),
  passed: z.boolean().nullable(),
  internal: z.boolean(),
  /** DEMO exams only: the token the anonymous visitor sends back to continue the exam. */
  demoToken: z.string().optional(),
});
export type Exam = z.infer<typeof Exam>;

/** An exam without its questions, for lists and statistics. */
export const ExamLight = Exam.omit({ execution: true, currentOrdinal: true, questionStartedAt: true, serverTime: true, demoToken: true });
export type ExamLight = z.infer<typeof ExamLight>;

/**
 * Approving the current question's answer (`POST exam/update/`). `answer` null means none (time ran
 * out; scores 0). `finish: true` ends the exam (the 25 minutes ran out); the rest stays unanswered.
 */
export const ExamAnswerRequest = z.object({
  id: z.number({ error: 'msg.validation.required' }).int().positive(),
  ordinalNumber: z.number({ error: 'msg.validation.required' }).int().min(1).max(100).optional(),
  answer: z.enum(['TAK', 'NIE', 'A', 'B', 'C']).nullable().optional(),
  finish: z.boolean().optional(),
  /** How many times the answer was changed before approval. */
  changes: z.int().min(0).max(100).optional(),
  /** DEMO exams: the token from the exam object. */
  demoToken: z.string().max(100).optional(),
});
export type ExamAnswerRequest = z.infer<typeof ExamAnswerRequest>;

/**
 * What `POST exam/update/` answers while the exam goes on: where it stands now and the answer just
 * approved (the client already holds the questions). A finished exam is answered in full (Exam).
 */
export const ExamProgress = z.object({
  id: z.int(),
  status: ExamStatus,
  currentOrdinal: z.int().nullable(),
  questionStartedAt: z.string().nullable(),
  serverTime: z.string(),
  approved: z.object({ ordinalNumber: z.int(), answer: z.string().nullable(), changes: z.int() }),
});
export type ExamProgress = z.infer<typeof ExamProgress>;

/** The answer of `POST exam/update/`: the progress, or the whole exam once it is finished. */
export const ExamAnswerResponse = z.union([Exam, ExamProgress]);
export type ExamAnswerResponse = z.infer<typeof ExamAnswerResponse>;

/** Whether an answer of `POST exam/update/` is the whole exam. */
export function isWholeExam(answer: ExamAnswerResponse): answer is Exam {
  return 'execution' in answer;
}

/** The exam a client holds, moved on by a progress answer. */
export function applyExamProgress(exam: Exam, progress: ExamProgress): Exam {
  return {
    ...exam,
    status: progress.status,
    currentOrdinal: progress.currentOrdinal,
    questionStartedAt: progress.questionStartedAt,
    serverTime: progress.serverTime,
    execution: exam.execution.map((item) =>
      item.ordinalNumber === progress.approved.ordinalNumber
        ? { ...item, answer: progress.approved.answer, changes: progress.approved.changes, approved: true }
        : item,
    ),
  };
}
