import { z } from 'zod';
import { CalendarFeed, CardLesson, CardRequest, Lesson, LessonFieldIssue, LessonPage, LessonQuery, LessonRequest, SchedulerSettings, IdParam } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { LessonsService } from './lessons.service.js';

const Id = IdParam;
const IdParams = z.object({ id: Id });
const CardQuery = z.object({ studentId: Id, instructorId: Id.optional() });
const TokenParams = z.object({ token: z.string().max(200) });
const Removed = z.object({ id: z.number().int(), removed: z.literal(true) });

/** The scheduler's lessons, calendar feeds and progress cards (school document §7 "Scheduler"). */
export function registerLessonRoutes(app: App, service: LessonsService): void {
  app.get(
    '/api/lessons/lesson',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['scheduler'],
        summary: "Lessons in a date range (inclusive), by date then start time: the school's, an instructor's own, a learner's own",
        querystring: LessonQuery,
        response: { 200: LessonPage, ...errorResponses(400, 403) },
      },
    },
    // Up to 2,000 lessons: the database builds the JSON (LessonPage), sent as it is.
    // A string with a JSON content type is sent untouched (the schema still documents the shape).
    async (request, reply) => reply.type('application/json; charset=utf-8').send((await service.list(callerOf(request), request.query)) as unknown as LessonPage),
  );

  app.get(
    '/api/lessons/settings',
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: {
        tags: ['scheduler'],
        summary: "The school's scheduler settings (working hours and days, lesson length, horizon) for the calendar and the new-lesson defaults",
        response: { 200: SchedulerSettings, ...errorResponses(403) },
      },
    },
    async (request) => service.settings(callerOf(request)),
  );

  app.post(
    '/api/lessons/validation',
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: {
        tags: ['scheduler'],
        summary: 'The findings of a lesson (field and reason: required, overlap, incorrectTime, pastTime); [] when valid',
        body: LessonRequest,
        response: { 200: z.array(LessonFieldIssue), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => service.validate(callerOf(request), request.body),
  );

  app.post(
    '/api/lessons/lesson',
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: {
        tags: ['scheduler'],
        summary: "Create a lesson (an instructor's is its own); invalid: 400 with the findings as fields",
        body: LessonRequest,
        response: { 201: Lesson, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(callerOf(request), request.body)),
  );

  app.put(
    '/api/lessons/lesson/:id',
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: {
        tags: ['scheduler'],
        summary: "Change a lesson (the school: any of its lessons; an instructor: its own future ones)",
        params: IdParams,
        body: LessonRequest,
        response: { 200: Lesson, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => service.update(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/lessons/lesson/:id',
    {
      config: { access: 'staff', paymentBlock: 'open' },
      schema: {
        tags: ['scheduler'],
        summary: 'Cancel (delete) a lesson; its people with notifications on are told',
        params: IdParams,
        response: { 200: Removed, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      await service.remove(callerOf(request), request.params.id);
      return { id: request.params.id, removed: true as const };
    },
  );

  app.get(
    '/api/lessons/calendar-feed',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: { tags: ['scheduler'], summary: "Whether the caller (instructor or learner) has a calendar feed", response: { 200: CalendarFeed, ...errorResponses(403) } },
    },
    async (request) => service.feed(callerOf(request)),
  );

  app.post(
    '/api/lessons/calendar-feed',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: { tags: ['scheduler'], summary: 'Make (or replace) the caller\'s secret iCalendar address', response: { 200: CalendarFeed, ...errorResponses(403) } },
    },
    async (request) => service.rotateFeed(callerOf(request)),
  );

  app.delete(
    '/api/lessons/calendar-feed',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: { tags: ['scheduler'], summary: "Revoke the caller's calendar feed", response: { 200: CalendarFeed, ...errorResponses(403) } },
    },
    async (request) => service.revokeFeed(callerOf(request)),
  );

  app.get(
    '/api/lessons/calendar/:token.ics',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['scheduler'],
        summary: 'A calendar feed (text/calendar): the owner\'s lessons from 30 days ago on; unknown token: 404',
        params: TokenParams,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const body = await service.feedFile(request.params.token);
      return reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').serializer((x: unknown) => String(x)).send(body);
    },
  );

  app.get(
    '/api/lessons/cards',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags: ['scheduler'],
        summary: "A learner's conducted lessons with the school for its progress card, the chosen instructor's selected (cards feature flag)",
        querystring: CardQuery,
        response: { 200: z.array(CardLesson), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => service.cardLessons(callerOf(request), request.query.studentId, request.query.instructorId),
  );

  app.post(
    '/api/lessons/cards',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags: ['scheduler'],
        summary: 'The progress card ("Karta przeprowadzonych zajęć") of the selected lessons as a PDF (cards feature flag)',
        body: CardRequest,
        response: { 200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('The card, application/pdf'), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.card(callerOf(request), request.body);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
}
