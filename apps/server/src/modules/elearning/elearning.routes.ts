import { z } from 'zod';
import { Category, Course, CourseLanguage, CourseModule, CourseSubject, ElearningProgress, ElearningProgressRequest, Slide, SlideOrError } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { ElearningService } from './elearning.service.js';

const id = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').positive('msg.validation.invalid').max(2_147_483_647, 'msg.validation.invalid');
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const category = z.preprocess(upper, z.enum(Category.options, { error: 'msg.validation.learning.category' }));
const language = z.preprocess(upper, z.enum(CourseLanguage.options, { error: 'msg.validation.invalid' }));
/** A lesson number: slides of a module are numbered from 1. */
const lesson = z.coerce.number({ error: 'msg.validation.elearning.position' }).int('msg.validation.elearning.position').positive('msg.validation.elearning.position').max(100_000, 'msg.validation.elearning.position');

/**
 * E-learning calls (spec §7 "E-learning"), beside eprawko-rest at /api/learning/... (FACTS.md).
 * Course, module and subject lists are for every logged-in user (the hub shows them with a hint to
 * buy access); slides need the learner's learning access; positions are the learner's own.
 */
export function registerElearningRoutes(app: App, elearning: ElearningService): void {
  app.get(
    '/api/learning/course/category/:category',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['elearning'],
        summary: "The category's courses in the language (default: the caller's; the Polish ones when none exists in it) with the learner's percentages",
        params: z.object({ category }),
        querystring: z.object({ language: language.optional() }),
        response: { 200: z.array(Course), ...errorResponses(400, 403) },
      },
    },
    async (request) => elearning.courses(callerOf(request), request.params.category, request.query.language ?? (request.language.toUpperCase() as CourseLanguage)),
  );

  app.get(
    '/api/learning/progress/:userId/:courseId',
    {
      config: { access: 'student' },
      schema: {
        tags: ['elearning'],
        summary: "Where the learner (by user id) is in a course: the slide to resume on (null before the first) and the course percentage",
        params: z.object({ userId: id, courseId: id }),
        response: { 200: ElearningProgress, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => elearning.progress(callerOf(request), request.params.userId, request.params.courseId),
  );

  app.post(
    '/api/learning/progress',
    {
      config: { access: 'student' },
      schema: {
        tags: ['elearning'],
        summary: 'Store the slide the learner is on (it must lie in the given subject, module and course) and mark it seen',
        body: ElearningProgressRequest,
        response: { 200: ElearningProgress, ...errorResponses(400, 403) },
      },
    },
    async (request) => elearning.storeProgress(callerOf(request), request.body),
  );

  app.get(
    '/api/learning/course/modules/:courseId',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['elearning'],
        summary: "A course's modules in order with their subject and slide counts and the learner's percentages",
        params: z.object({ courseId: id }),
        response: { 200: z.array(CourseModule), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => elearning.modules(callerOf(request), request.params.courseId),
  );

  app.get(
    '/api/learning/course/subjects/:moduleId',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['elearning'],
        summary: "A module's subjects in order with their slide counts and the learner's percentages",
        params: z.object({ moduleId: id }),
        response: { 200: z.array(CourseSubject), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => elearning.subjects(callerOf(request), request.params.moduleId),
  );

  app.get(
    '/api/learning/course/slaids/:subjectId/:courseId',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['elearning'],
        summary: "A subject's slides with their attachments (learning access needed; the subject must be in the course)",
        params: z.object({ subjectId: id, courseId: id }),
        response: { 200: z.array(Slide), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => elearning.slides(callerOf(request), request.params.subjectId, request.params.courseId),
  );

  app.get(
    '/api/learning/course/slaid/:moduleId/:lesson',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['elearning'],
        summary: 'The slide of a module with a lesson number, or {error} when there is none (learning access needed)',
        params: z.object({ moduleId: id, lesson }),
        response: { 200: SlideOrError, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => elearning.slide(callerOf(request), request.params.moduleId, request.params.lesson),
  );
}
