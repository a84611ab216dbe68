import { z } from 'zod';
import { Category, ExamLanguage, HardQuestionIds, LearnAnswerRequest, LearnAnswerResponse, Learning, LearnProgress, ModuleCount, ModuleReview } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { LearningOrder, LearningService } from './learning.service.js';

const id = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').positive('msg.validation.invalid').max(2_147_483_647, 'msg.validation.invalid');
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const category = z.preprocess(upper, z.enum(Category.options, { error: 'msg.validation.learning.category' }));
const lang = z.preprocess(upper, ExamLanguage);
/** Progress positions: a question number of at most 2000 in a module of at most 2000 questions. */
const position = z.coerce
  .number({ error: 'msg.validation.learning.position' })
  .int('msg.validation.learning.position')
  .min(1, 'msg.validation.learning.position')
  .max(2000, 'msg.validation.learning.position');

const CreateParams = z.object({ studentId: id, category, lang, moduleId: id });
const CreateSchoolParams = CreateParams.extend({ schoolId: id });
const CreateQuery = z.object({
  order: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['official', 'review'], { error: 'msg.validation.invalid' })).optional(),
});
const StudentParams = z.object({ studentId: id });
const HardParams = z.object({ studentId: id, externalId: id });

/**
 * Learning calls (spec §7 "Exams and learning"): module lists, learning by module, learn progress,
 * the review order (ADR 011) and hard questions. Everything but the module list is the calling
 * learner's own; schools and instructors are refused (spec §6: hard questions are not for schools).
 */
export function registerLearningRoutes(app: App, learning: LearningService): void {
  app.get(
    '/api/eprawko-rest/questions/getModules/:category',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['learning'],
        summary: "The category's learning modules with their active question counts (zeros included)",
        params: z.object({ category }),
        response: { 200: z.array(ModuleCount), ...errorResponses(400, 403) },
      },
    },
    async (request) => learning.modules(request.params.category),
  );

  for (const withSchool of [false, true]) {
    app.put(
      `/api/eprawko-rest/learning/create/studentId/:studentId${withSchool ? '/schoolId/:schoolId' : ''}/category/:category/lang/:lang/moduleId/:moduleId`,
      {
        config: { access: 'student', learnerParam: 'studentId' },
        schema: {
          tags: ['learning'],
          summary: 'Learn a module: its questions with the answer key, in the official order or (order=review) weak and due questions first',
          params: withSchool ? CreateSchoolParams : CreateParams,
          querystring: CreateQuery,
          response: { 200: Learning, ...errorResponses(400, 403) },
        },
      },
      async (request) => {
        const params = request.params as z.infer<typeof CreateSchoolParams> | z.infer<typeof CreateParams>;
        const order: LearningOrder = request.query.order === 'review' ? 'REVIEW' : 'OFFICIAL';
        return learning.create(callerOf(request), {
          studentId: params.studentId,
          schoolId: 'schoolId' in params ? params.schoolId : null,
          category: params.category,
          language: params.lang,
          moduleId: params.moduleId,
          order,
        });
      },
    );
  }

  app.post(
    '/api/eprawko-rest/learning/answer',
    {
      config: { access: 'student' },
      schema: {
        tags: ['learning'],
        summary: 'Check a learn-mode answer and move the question between the review boxes',
        body: LearnAnswerRequest,
        response: { 200: LearnAnswerResponse, ...errorResponses(400, 403) },
      },
    },
    async (request) => learning.answer(callerOf(request), request.body),
  );

  app.get(
    '/api/eprawko-rest/progress/learn/:studentId',
    {
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['learning'],
        summary: "The learner's stored positions, one per category and module",
        params: StudentParams,
        response: { 200: z.array(LearnProgress), ...errorResponses(400, 403) },
      },
    },
    async (request) => learning.progress(callerOf(request), request.params.studentId),
  );

  app.get(
    '/api/eprawko-rest/progress/learn/store/:studentId/:module/:question/:max/:category',
    {
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['learning'],
        summary: 'Store where the learner stopped in a module (replaces the position stored before)',
        params: z.object({ studentId: id, module: id, question: position, max: position, category }),
        response: { 200: LearnProgress, ...errorResponses(400, 403) },
      },
    },
    async (request) =>
      learning.storeProgress(callerOf(request), {
        studentId: request.params.studentId,
        moduleId: request.params.module,
        questionNumber: request.params.question,
        max: request.params.max,
        category: request.params.category,
      }),
  );

  app.get(
    '/api/eprawko-rest/progress/learn/review/:studentId/:category',
    {
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['learning'],
        summary: "Per module of the category: the learner's weak, due and seen questions",
        params: z.object({ studentId: id, category }),
        response: { 200: z.array(ModuleReview), ...errorResponses(400, 403) },
      },
    },
    async (request) => learning.review(callerOf(request), request.params.studentId, request.params.category),
  );

  app.get(
    '/api/eprawko-rest/questions/student/ids/:studentId',
    {
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['learning'],
        summary: "Official numbers of the learner's hard questions, ascending",
        params: StudentParams,
        response: { 200: HardQuestionIds, ...errorResponses(400, 403) },
      },
    },
    async (request) => learning.hardIds(callerOf(request), request.params.studentId),
  );

  app.get(
    '/api/eprawko-rest/questions/student/add/:studentId/:externalId',
    {
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['learning'],
        summary: 'Mark a question hard by its official number (again: no change); answers the marked numbers',
        params: HardParams,
        response: { 200: HardQuestionIds, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => learning.addHard(callerOf(request), request.params.studentId, request.params.externalId),
  );

  app.get(
    '/api/eprawko-rest/questions/student/remove/:studentId/:externalId',
    {
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['learning'],
        summary: 'Unmark a hard question (one not marked: no change); answers the marked numbers',
        params: HardParams,
        response: { 200: HardQuestionIds, ...errorResponses(400, 403) },
      },
    },
    async (request) => learning.removeHard(callerOf(request), request.params.studentId, request.params.externalId),
  );
}
