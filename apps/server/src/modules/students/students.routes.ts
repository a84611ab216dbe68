import { Student, StudentIdParams, StudentUpdateRequest } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { StudentsService } from './students.service.js';

/** Student calls (spec §7). */
export function registerStudentRoutes(app: App, students: StudentsService): void {
  app.get(
    '/api/eprawko-rest/student/show',
    {
      config: { access: 'student' },
      schema: {
        tags: ['students'],
        summary: "The calling learner's profile",
        response: { 200: Student, ...errorResponses(403, 404) },
      },
    },
    async (request) => students.showOwn(callerOf(request)),
  );

  app.get(
    '/api/eprawko-rest/student/show/id/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['students'],
        summary: "A learner by id: the learner's own record, or a learner of the calling school",
        params: StudentIdParams,
        response: { 200: Student, ...errorResponses(400, 403) },
      },
    },
    async (request) => students.showById(callerOf(request), request.params.id),
  );

  app.post(
    '/api/eprawko-rest/student/update',
    {
      config: { access: 'student' },
      schema: {
        tags: ['students'],
        summary: "Update the calling learner's first name, last name or category",
        body: StudentUpdateRequest,
        response: { 200: Student, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => students.updateOwn(callerOf(request), request.body),
  );
}
