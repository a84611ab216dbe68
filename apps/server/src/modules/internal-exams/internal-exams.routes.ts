import { z } from 'zod';
import {
  EXAM_LOCKED_CODE,
  Exam,
  ExamLanguage,
  INTERNAL_EXAM_CATEGORIES,
  InternalExamCloseRequest,
  InternalExamCloseResult,
  InternalExamCriteria,
  InternalExamLight,
  InternalExamState,
  PRINT_TIME_STEP_MINUTES,
  isPrintTime,
  isValidPesel,
} from '@osk/contract';
import { AppError } from '../../lib/errors.js';
import { errorResponses, plainJsonSerializer, type App } from '../../lib/http.js';
import { callerOf } from '../../plugins/access.plugin.js';
import type { InternalExamsService } from './internal-exams.service.js';

const API = '/api/eprawko-rest';
const id = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').positive('msg.validation.invalid').max(2_147_483_647, 'msg.validation.invalid');
const lang = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), ExamLanguage);
const category = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(INTERNAL_EXAM_CATEGORIES, { error: 'msg.validation.invalid' }));
const personName = z.string().trim().min(1, 'msg.validation.invalid').max(100, 'msg.validation.too.long');

/**
 * The calls a session locked by an internal exam may still make (school document §4): the exam's own
 * calls (show, answer), the state, the PIN close and the logout. Any other call of that session
 * answers 403 msg.error.exam.locked; a checked user read (a GET) therefore logs the web client out.
 */
const ALLOWED_WHILE_LOCKED: ReadonlySet<string> = new Set([
  `${API}/exam/show/:id`,
  `${API}/exam/update/`,
  `${API}/exam/internal/state`,
  `${API}/exam/internal/close`,
  `${API}/logout`,
]);

/** The school's internal exams (school document §2.2, §4, §5, §7). */
export function registerInternalExamRoutes(app: App, internalExams: InternalExamsService): void {
  // The session lock: runs after the access check has resolved the caller, for every route of the API.
  app.addHook('onRequest', async (request) => {
    const locked = request.auth?.lockedByExamId ?? null;
    if (locked === null) return;
    const url = request.routeOptions.url;
    if (url !== undefined && ALLOWED_WHILE_LOCKED.has(url)) return;
    throw new AppError(403, EXAM_LOCKED_CODE);
  });

  app.put(
    `${API}/exam/internal/create/category/:category/lang/:lang`,
    {
      serializerCompiler: plainJsonSerializer,
      config: { access: 'school', paymentBlock: 'exams' },
      schema: {
        tags: ['internal-exams'],
        summary: "Start an internal exam in the school's own session, which stays locked until the PIN closes it",
        description:
          'Needs the school PIN (else 409 msg.error.internal.exam.no.pin) and default password (409 msg.error.internal.exam.no.default.password). While the exam runs, every other call of the session answers 403 msg.error.exam.locked.',
        params: z.object({ category, lang }),
        response: { 200: Exam, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => internalExams.start(callerOf(request), request.params.category, request.params.lang),
  );

  app.put(
    `${API}/exam/internal/create/studentId/:studentId/lang/:lang`,
    {
      serializerCompiler: plainJsonSerializer,
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['internal-exams'],
        summary: "Start a learner's internal exam (a temporary account, or a learner given internal exams) in the learner's category; uses one internal exam",
        description:
          "The learner's own id only (403 otherwise). None left: 409 msg.error.internal.exam.none.left; no school: 403 msg.error.internal.exam.no.school; the school's PIN not set: 409 msg.error.internal.exam.no.pin. The session stays locked until the school's PIN closes the exam (POST exam/internal/close).",
        params: z.object({ studentId: id, lang }),
        response: { 200: Exam, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => internalExams.startForLearner(callerOf(request), request.params.studentId, request.params.lang),
  );

  app.get(
    `${API}/exam/internal/state`,
    {
      // A school, or a learner (its internal exams; checked by the service).
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['internal-exams'],
        summary: "Whether the caller's session is locked by an internal exam, and whether the PIN and default password are set (for a learner also its category and internal exams left)",
        response: { 200: InternalExamState, ...errorResponses(403) },
      },
    },
    async (request) => internalExams.state(callerOf(request)),
  );

  app.post(
    `${API}/exam/internal/close`,
    {
      // The school, or the learner whose session the exam locks (checked by the service).
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['internal-exams'],
        summary: 'Close the running internal exam with the school PIN: keep a passed attempt with the names, delete a failed one, unlock the session',
        description:
          'An empty PIN answers 400, a wrong one 409, both msg.error.pin.failed, and the session stays locked. A passed exam without firstName and lastName answers 400 with those fields (the PIN was right; still locked).',
        body: InternalExamCloseRequest,
        response: { 200: InternalExamCloseResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => internalExams.close(callerOf(request), request.body),
  );

  app.post(
    `${API}/exam/light/count/by/school`,
    {
      config: { access: 'school', paymentBlock: 'examResults' },
      schema: {
        tags: ['internal-exams'],
        summary: "How many of the school's kept internal exams match the criteria (names filter from 3 characters)",
        body: InternalExamCriteria,
        response: { 200: z.number().int(), ...errorResponses(400, 403) },
      },
    },
    async (request) => internalExams.count(callerOf(request), request.body),
  );

  app.post(
    `${API}/exam/light/show/by/school`,
    {
      config: { access: 'school', paymentBlock: 'examResults' },
      schema: {
        tags: ['internal-exams'],
        summary: "One page (10) of the school's kept internal exams, sorted (names filter from 3 characters)",
        body: InternalExamCriteria,
        response: { 200: z.array(InternalExamLight), ...errorResponses(400, 403) },
      },
    },
    async (request) => internalExams.list(callerOf(request), request.body),
  );

  app.get(
    `${API}/exam/delete/:id`,
    {
      config: { access: 'school', paymentBlock: 'examResults' },
      schema: {
        tags: ['internal-exams'],
        summary: "Delete one of the school's internal exams (another school's answers 403)",
        params: z.object({ id }),
        response: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      await internalExams.delete(callerOf(request), request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    `${API}/pdf/exam/:pesel/:firstName/:lastName/:userId/:examId/:dateMs/:printTime`,
    {
      config: { access: 'school', paymentBlock: 'examResults' },
      schema: {
        tags: ['internal-exams'],
        summary: "The report of one of the school's internal exams as a PDF (application/pdf, named raport_egzaminu_{pesel}.pdf)",
        description: `userId is the school's account; dateMs the print date (epoch ms); printTime HH:mm in ${PRINT_TIME_STEP_MINUTES}-minute steps or - for none.`,
        params: z.object({
          pesel: z.string().refine(isValidPesel, 'msg.validation.pesel'),
          firstName: personName,
          lastName: personName,
          userId: id,
          examId: id,
          dateMs: z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(0, 'msg.validation.invalid').max(8_640_000_000_000_000, 'msg.validation.invalid'),
          printTime: z.string().refine((v) => isPrintTime(v, PRINT_TIME_STEP_MINUTES), 'msg.validation.print.time'),
        }),
        response: { 200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('The report, application/pdf'), ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await internalExams.report(callerOf(request), request.params);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}
