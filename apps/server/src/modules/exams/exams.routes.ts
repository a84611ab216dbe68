import { z } from 'zod';
import { Exam, ExamAnswerRequest, ExamAnswerResponse, ExamLanguage, ExamLight } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, plainJsonSerializer, type App } from '../../lib/http.js';
import type { ExamsService } from './exams.service.js';

const id = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').positive('msg.validation.invalid').max(2_147_483_647, 'msg.validation.invalid');
const lang = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), ExamLanguage);
const category = z.string().trim().toUpperCase().regex(/^[A-Z]{1,2}$/, 'msg.validation.invalid');

const CreateParams = z.object({ studentId: id, category, lang });
const CreateSchoolParams = CreateParams.extend({ schoolId: id });

/** Exam calls (spec §7): creation of every kind, the demo, review, the list and answer approval. */
export function registerExamRoutes(app: App, exams: ExamsService): void {
  const createResponses = { 200: Exam, ...errorResponses(400, 403, 409) };

  for (const withSchool of [false, true]) {
    for (const kind of ['own/empty', 'qualification'] as const) {
      const url = `/api/eprawko-rest/exam/create/studentId/:studentId${withSchool ? '/schoolId/:schoolId' : ''}/category/:category/${kind}/lang/:lang`;
      app.put(
        url,
        {
          serializerCompiler: plainJsonSerializer,
      config: { access: 'student', learnerParam: 'studentId' },
          schema: {
            tags: ['exams'],
            summary: kind === 'qualification' ? 'Start an initial qualification test (C or D)' : 'Start a category exam drawn by the official rules',
            params: withSchool ? CreateSchoolParams : CreateParams,
            response: createResponses,
          },
        },
        async (request) => {
          const params = request.params as z.infer<typeof CreateSchoolParams> | z.infer<typeof CreateParams>;
          return exams.create(callerOf(request), {
            studentId: params.studentId,
            schoolId: 'schoolId' in params ? params.schoolId : null,
            category: params.category,
            qualification: kind === 'qualification',
            language: params.lang,
          });
        },
      );
    }
  }

  app.put(
    '/api/eprawko-rest/exam/own/studentId/:studentId/lang/:lang',
    {
      serializerCompiler: plainJsonSerializer,
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['exams'],
        summary: 'Start an exam of the questions the learner marked hard',
        params: z.object({ studentId: id, lang }),
        response: createResponses,
      },
    },
    async (request) => exams.createOwn(callerOf(request), request.params.studentId, request.params.lang),
  );

  app.get(
    '/api/eprawko-rest/exam/demo/:lang',
    {
      serializerCompiler: plainJsonSerializer,
      config: { access: 'anonymous' },
      schema: {
        tags: ['exams'],
        summary: 'Start a demo exam (anyone); continue it with the demoToken of the answer',
        params: z.object({ lang }),
        response: { 200: Exam, ...errorResponses(400, 409) },
      },
    },
    async (request) => exams.createDemo(request.params.lang),
  );

  app.get(
    '/api/eprawko-rest/exam/show/:id',
    {
      serializerCompiler: plainJsonSerializer,
      config: { access: 'optional', paymentBlock: 'examResults' },
      schema: {
        tags: ['exams'],
        summary: 'An exam with its questions: a running one without answers, a finished one with them',
        params: z.object({ id }),
        querystring: z.object({ demoToken: z.string().max(100).optional() }),
        response: { 200: Exam, ...errorResponses(400, 403) },
      },
    },
    async (request) => exams.show(request.auth, request.params.id, request.query.demoToken),
  );

  app.get(
    '/api/eprawko-rest/exam/light/show/by/student/:studentId',
    {
      // The learner, or the learner's school (checked by the service).
      config: { access: 'authenticated', learnerParam: 'studentId', paymentBlock: 'examResults' },
      schema: {
        tags: ['exams'],
        summary: "The learner's exams without their questions, newest first (for the learner or the learner's school)",
        params: z.object({ studentId: id }),
        response: { 200: z.array(ExamLight), ...errorResponses(400, 403) },
      },
    },
    async (request) => exams.listLight(callerOf(request), request.params.studentId),
  );

  app.post(
    '/api/eprawko-rest/exam/update/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { access: 'optional', paymentBlock: 'open' },
      schema: {
        tags: ['exams'],
        summary: "Approve the current question's answer (null: none), or finish the exam; answers the progress, or the whole exam once finished",
        body: ExamAnswerRequest,
        response: { 200: ExamAnswerResponse, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => exams.answer(request.auth, request.body),
  );
}
