import { z } from 'zod';
import {
  AssignDays,
  AttachStudentRequest,
  ExistenceCheckResult,
  RegistrationEmail,
  RemoveStudentRequest,
  ResendRequest,
  SchoolStudent,
  SchoolStudentCounts,
  SchoolStudentPage,
  StudentCreationRequest,
  StudentCreationResult,
  StudentSearchCriteria,
  TemporalAccountRequest,
  IdParam,
} from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { SchoolStudentsService } from './school-students.service.js';

const positiveId = IdParam;
const SchoolIdParams = z.object({ schoolId: positiveId });
const StudentIdParams = z.object({ studentId: positiveId });
const EmailCheckRequest = z.object({ schoolId: positiveId, email: RegistrationEmail });
const PhoneCheckRequest = z.object({
  schoolId: positiveId,
  phoneNumber: z.string({ error: 'msg.validation.phone.invalid' }).trim().min(1, 'msg.validation.phone.invalid').max(20, 'msg.validation.phone.invalid'),
});
const RemoveResult = z.object({ studentId: z.number().int(), removed: z.literal(true) });

/** A school's management of its learners (school document §7 "School and students"). Every route is for SCHOOL callers. */
export function registerSchoolStudentRoutes(app: App, service: SchoolStudentsService): void {
  app.get(
    '/api/eprawko-rest/student/show/school/v2/:schoolId',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: "A page of the school's learners by the search criteria (10 per page)",
        params: SchoolIdParams,
        querystring: StudentSearchCriteria,
        response: { 200: SchoolStudentPage, ...errorResponses(400, 403) },
      },
    },
    async (request) => service.list(callerOf(request), request.params.schoolId, request.query),
  );

  app.get(
    '/api/eprawko-rest/student/count/school/v2/:schoolId',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: "The number of learners matching the criteria and the school's statistics",
        params: SchoolIdParams,
        querystring: StudentSearchCriteria,
        response: { 200: SchoolStudentCounts, ...errorResponses(400, 403) },
      },
    },
    async (request) => service.counts(callerOf(request), request.params.schoolId, request.query),
  );

  app.get(
    '/api/eprawko-rest/student/show/school/internal/:schoolId',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: "The school's temporary (internal) accounts, newest first",
        params: SchoolIdParams,
        response: { 200: z.array(SchoolStudent), ...errorResponses(400, 403) },
      },
    },
    async (request) => service.listInternal(callerOf(request), request.params.schoolId),
  );

  app.post(
    '/api/eprawko-rest/checkIfEmailExistsBySchool',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: 'What adding a learner with this e-mail would mean for the school (create-type)',
        body: EmailCheckRequest,
        response: { 200: ExistenceCheckResult, ...errorResponses(400, 403) },
      },
    },
    async (request) => service.checkEmail(callerOf(request), request.body.schoolId, request.body.email),
  );

  app.post(
    '/api/eprawko-rest/checkIfPhoneNumberExistsBySchool',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: 'What adding a learner with this phone number would mean for the school (create-type)',
        body: PhoneCheckRequest,
        response: { 200: ExistenceCheckResult, ...errorResponses(400, 403) },
      },
    },
    async (request) => service.checkPhone(callerOf(request), request.body.schoolId, request.body.phoneNumber),
  );

  app.post(
    '/api/eprawko-rest/school/create/student',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: "Create a learner (e-mail with activation, or SMS partial registration), paid from the school's stock",
        body: StudentCreationRequest,
        response: { 200: StudentCreationResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => service.create(callerOf(request), request.body, request.language),
  );

  app.post(
    '/api/eprawko-rest/school/create/student/temporal',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: "Create a temporary (internal) account with the school's default password",
        body: TemporalAccountRequest,
        response: { 200: StudentCreationResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => service.createTemporal(callerOf(request), request.body, request.language),
  );

  app.put(
    '/api/eprawko-rest/school/attach/student',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: 'Invite an existing learner to the school (confirmed or rejected at /attach/{uuid})',
        body: AttachStudentRequest,
        response: { 200: StudentCreationResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => service.attach(callerOf(request), request.body, request.language),
  );

  app.post(
    '/api/eprawko-rest/school/assign/:days/days/to/student/:studentId/source/LEARN',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: "Add days of learning from the school's stock (negative: take days back into the stock)",
        params: z.object({ days: AssignDays, studentId: positiveId }),
        response: { 200: SchoolStudent, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => service.assignDays(callerOf(request), request.params.studentId, request.params.days),
  );

  app.post(
    '/api/eprawko-rest/school/assign/days/to/student/:studentId/source/LECTURES',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: "Give the learner e-lectures for the learner's learning window (needs canAddLecture)",
        params: StudentIdParams,
        response: { 200: SchoolStudent, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => service.assignLectures(callerOf(request), request.params.studentId),
  );

  app.post(
    '/api/eprawko-rest/school/assign/internal/exams/to/student/:studentId',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: 'Give the learner 3 more internal exams',
        params: StudentIdParams,
        response: { 200: SchoolStudent, ...errorResponses(400, 403) },
      },
    },
    async (request) => service.assignInternalExams(callerOf(request), request.params.studentId),
  );

  app.post(
    '/api/eprawko-rest/school/resend',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: "Send the activation link of the school's learner again, optionally to a corrected e-mail",
        body: ResendRequest,
        response: { 200: SchoolStudent, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => service.resend(callerOf(request), request.body, request.language),
  );

  app.post(
    '/api/eprawko-rest/school/remove/student',
    {
      config: { access: 'school', paymentBlock: 'schoolStudents' },
      schema: {
        tags: ['school-students'],
        summary: 'Detach a settled learner from the school (the account stays)',
        body: RemoveStudentRequest,
        response: { 200: RemoveResult, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => service.remove(callerOf(request), request.body),
  );
}
