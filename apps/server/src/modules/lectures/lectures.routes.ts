import { z } from 'zod';
import { Lecture, LectureProgress, LectureProgressRequest } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { LecturesService } from './lectures.service.js';

const id = z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').positive('msg.validation.invalid').max(2_147_483_647, 'msg.validation.invalid');

/**
 * Lecture calls (spec §7 "Lectures"): the learner's own list and progress, only while their lectures
 * are available. `{studentId}` is the learner's student id, `{userId}` their account's id (as the
 * other modules read them).
 */
export function registerLectureRoutes(app: App, lectures: LecturesService): void {
  app.get(
    '/api/eprawko-rest/lecture/lecture/:studentId',
    {
      config: { access: 'student', learnerParam: 'studentId' },
      schema: {
        tags: ['lectures'],
        summary: "The learner's lectures in order, in the caller's language (the Polish ones when none exists in it)",
        params: z.object({ studentId: id }),
        response: { 200: z.array(Lecture), ...errorResponses(400, 403) },
      },
    },
    async (request) => lectures.lectures(callerOf(request), request.params.studentId, request.language),
  );

  app.get(
    '/api/eprawko-rest/lecture/lecture/progres/:userId',
    {
      config: { access: 'student' },
      schema: {
        tags: ['lectures'],
        summary: "The learner's progress in each lecture they started",
        params: z.object({ userId: id }),
        response: { 200: z.array(LectureProgress), ...errorResponses(400, 403) },
      },
    },
    async (request) => lectures.progress(callerOf(request), request.params.userId),
  );

  app.post(
    '/api/eprawko-rest/lecture/lecture/progres',
    {
      config: { access: 'student' },
      schema: {
        tags: ['lectures'],
        summary: 'Store where the learner is in a lecture (only while lectures are available; finished is never undone)',
        body: LectureProgressRequest,
        response: { 200: LectureProgress, ...errorResponses(400, 403) },
      },
    },
    async (request) => lectures.storeProgress(callerOf(request), request.body),
  );
}
