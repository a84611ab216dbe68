import { Student } from '@osk/contract';
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
}
