import { z } from 'zod';
import { endpoint, IdParam } from '../common/endpoint.js';
import { Category } from '../common/enums.js';
import { ExamLanguage, ExamQuestion } from '../exams/exam.schemas.js';
import { BANK_QUERY_MAX_LENGTH, BANK_QUERY_MIN_LENGTH, BankSearchPage } from './question-bank.schemas.js';
import { QUESTION_BANK_PATHS } from './question-bank.paths.js';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const category = z.preprocess(upper, z.enum(Category.options, { error: 'msg.validation.learning.category' }));
const lang = z.preprocess(upper, ExamLanguage);
/** An empty or blank search text means no words (browse by module); otherwise it is trimmed and measured. */
const searchText = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
  z
    .string({ error: 'msg.validation.bank.query.length' })
    .min(BANK_QUERY_MIN_LENGTH, 'msg.validation.bank.query.length')
    .max(BANK_QUERY_MAX_LENGTH, 'msg.validation.bank.query.length')
    .optional(),
);
const pageNumber = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(0, 'msg.validation.invalid').max(10_000, 'msg.validation.invalid');

const tags = ['question-bank'] as const;
/** The calling learner's own, with the category's access open (as learning, ADR 028). */
const own = { access: 'student', learnerParam: 'studentId', tags } as const;

/**
 * The question bank browser (issue 23): a learner with the category's access open searches its active
 * questions by words, Polish diacritics folded ("zolty" finds "żółty", ADR 033), and by module.
 */
export const questionBankSearch = endpoint('GET', QUESTION_BANK_PATHS.questionBankSearch, {
  params: z.object({ studentId: IdParam, category, lang }),
  query: z.object({ q: searchText, moduleId: IdParam.optional(), page: pageNumber.optional() }),
  responses: { 200: BankSearchPage },
  errors: [400, 403],
  ...own,
  summary: "Search the category's question bank by words (diacritics folded) and module: the questions with the matched words marked, paged",
});

export const questionBankQuestion = endpoint('GET', QUESTION_BANK_PATHS.questionBankQuestion, {
  params: z.object({ studentId: IdParam, category, lang, externalId: IdParam }),
  responses: { 200: ExamQuestion },
  errors: [400, 403, 404],
  ...own,
  summary: "One active question of the category's bank by its official number, with the answer key, explanation, legal source and the learner's star",
});

/** Every question bank endpoint, in the order the server registers them. */
export const QUESTION_BANK_ENDPOINTS = [questionBankSearch, questionBankQuestion] as const;
