import type { z } from 'zod';
import { isMessageKey, SchoolStudentUpdateRequest, studentShow, studentShowById, studentUpdate, StudentUpdateRequest, type SchoolStudent } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { plainJsonSerializer, type App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { AuthContext } from '../../access/caller.js';
import type { StudentsService } from './students.service.js';

/**
 * A school's view of its own learners (the school-students module's service): `student/show/id` and
 * `student/update` called by a SCHOOL act on its learner through it.
 */
export interface SchoolLearnerView {
  show(caller: AuthContext, studentId: number): Promise<SchoolStudent>;
  update(caller: AuthContext, request: z.output<typeof SchoolStudentUpdateRequest>): Promise<SchoolStudent>;
}

/** The body parsed by the schema of the caller's kind; invalid input answers 400 with the fields. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues.map((issue) => {
      const key = isMessageKey(issue.message) ? issue.message : 'msg.validation.invalid';
      return { field: issue.path.map(String).join('.') || 'body', message: key, key };
    }),
  );
}

/** Student calls (spec §7); a school reads and edits its own learners through `schools`. */
export function registerStudentRoutes(app: App, students: StudentsService, schools?: SchoolLearnerView): void {
  // The web reads it at every page: the answer is built field by field from the record (toStudent), so
  // checking it again with zod on each call only costs (the schema stays for the OpenAPI document).
  endpointRoute(app, studentShow, async (request) => students.showOwn(callerOf(request)), { serializerCompiler: plainJsonSerializer });

  endpointRoute(app, studentShowById, async (request) => {
    const caller = callerOf(request);
    return caller.userType === 'SCHOOL' && schools ? schools.show(caller, request.params.id) : students.showById(caller, request.params.id);
  });

  endpointRoute(
    app,
    studentUpdate,
    async (request) => {
      const caller = callerOf(request);
      if (caller.userType === 'SCHOOL' && schools) return schools.update(caller, parseBody(SchoolStudentUpdateRequest, request.body));
      if (caller.userType !== 'STUDENT') throw forbidden();
      return students.updateOwn(caller, parseBody(StudentUpdateRequest, request.body));
    },
    // The body is checked by the handler against the caller's schema, so each kind gets its own field messages.
    { validatorCompiler: () => (data) => ({ value: data }) },
  );
}
