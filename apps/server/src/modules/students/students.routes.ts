import { z } from 'zod';
import { isMessageKey, SchoolStudent, SchoolStudentUpdateRequest, Student, StudentIdParams, StudentUpdateRequest } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { errorResponses, plainJsonSerializer, type App } from '../../lib/http.js';
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
  app.get(
    '/api/eprawko-rest/student/show',
    {
      config: { access: 'student' },
      schema: {
        tags: ['students'],
        summary: "The calling learner's profile",
        response: { 200: Student, ...errorResponses(403, 404) },
      },
      // The web reads it at every page: the answer is built field by field from the record (toStudent), so
      // checking it again with zod on each call only costs (the schema stays for the OpenAPI document).
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => students.showOwn(callerOf(request)),
  );

  app.get(
    '/api/eprawko-rest/student/show/id/:id',
    {
      config: { access: 'authenticated', learnerParam: 'id', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['students'],
        summary: "A learner by id: the learner's own record, or a learner of the calling school",
        params: StudentIdParams,
        // A school gets its learner as it manages it (remarks, flags, status); the learner their Student record.
        response: { 200: z.union([SchoolStudent, Student]), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return caller.userType === 'SCHOOL' && schools ? schools.show(caller, request.params.id) : students.showById(caller, request.params.id);
    },
  );

  app.post(
    '/api/eprawko-rest/student/update',
    {
      // A learner edits their own record (StudentUpdateRequest); a school its learner (SchoolStudentUpdateRequest).
      config: { access: 'authenticated', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['students'],
        summary: "Update the calling learner's first name, last name or category; a school: its learner's names, category, remarks and flags",
        body: z.union([StudentUpdateRequest, SchoolStudentUpdateRequest]),
        response: { 200: z.union([SchoolStudent, Student]), ...errorResponses(400, 403, 404) },
      },
      // The body is checked by the handler against the caller's schema, so each kind gets its own field messages.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request) => {
      const caller = callerOf(request);
      if (caller.userType === 'SCHOOL' && schools) return schools.update(caller, parseBody(SchoolStudentUpdateRequest, request.body));
      if (caller.userType !== 'STUDENT') throw forbidden();
      return students.updateOwn(caller, parseBody(StudentUpdateRequest, request.body));
    },
  );
}
