import { z } from 'zod';
import { endpoint, fileAnswer, IdParam, SchoolIdPathParams, StudentIdPathParams } from '../common/endpoint.js';
import { RegistrationEmail } from '../registration/registration.schemas.js';
import {
  AssignDays,
  AttachStudentRequest,
  ExistenceCheckResult,
  RemoveStudentRequest,
  ResendRequest,
  SchoolStudentCounts,
  SchoolStudentPage,
  StudentCreationRequest,
  StudentCreationResult,
  StudentSearchCriteria,
  TemporalAccountRequest,
} from './school.schemas.js';
import { SCHOOL_STUDENT_PATHS } from './school-students.paths.js';
import { SchoolStudent } from './school-student.schemas.js';

/** Every route is for SCHOOL callers, behind the school-students payment block. */
const school = { access: 'school', paymentBlock: 'schoolStudents', tags: ['school-students'] } as const;

/** A school's management of its learners (school document §7 "School and students"). */
export const studentShowSchool = endpoint('GET', SCHOOL_STUDENT_PATHS.studentShowSchool, {
  params: SchoolIdPathParams,
  query: StudentSearchCriteria,
  responses: { 200: SchoolStudentPage },
  errors: [400, 403],
  ...school,
  summary: "A page of the school's learners by the search criteria (10 per page)",
});

export const studentCountSchool = endpoint('GET', SCHOOL_STUDENT_PATHS.studentCountSchool, {
  params: SchoolIdPathParams,
  query: StudentSearchCriteria,
  responses: { 200: SchoolStudentCounts },
  errors: [400, 403],
  ...school,
  summary: "The number of learners matching the criteria and the school's statistics",
});

export const studentShowSchoolInternal = endpoint('GET', SCHOOL_STUDENT_PATHS.studentShowSchoolInternal, {
  params: SchoolIdPathParams,
  responses: { 200: z.array(SchoolStudent) },
  errors: [400, 403],
  ...school,
  summary: "The school's temporary (internal) accounts, newest first",
});

export const checkIfEmailExistsBySchool = endpoint('POST', SCHOOL_STUDENT_PATHS.checkIfEmailExistsBySchool, {
  body: z.object({ schoolId: IdParam, email: RegistrationEmail }),
  responses: { 200: ExistenceCheckResult },
  errors: [400, 403],
  ...school,
  summary: 'What adding a learner with this e-mail would mean for the school (create-type)',
});

export const checkIfPhoneNumberExistsBySchool = endpoint('POST', SCHOOL_STUDENT_PATHS.checkIfPhoneNumberExistsBySchool, {
  body: z.object({
    schoolId: IdParam,
    phoneNumber: z.string({ error: 'msg.validation.phone.invalid' }).trim().min(1, 'msg.validation.phone.invalid').max(20, 'msg.validation.phone.invalid'),
  }),
  responses: { 200: ExistenceCheckResult },
  errors: [400, 403],
  ...school,
  summary: 'What adding a learner with this phone number would mean for the school (create-type)',
});

export const schoolCreateStudent = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolCreateStudent, {
  body: StudentCreationRequest,
  responses: { 200: StudentCreationResult },
  errors: [400, 403, 409],
  ...school,
  summary: "Create a learner (e-mail with activation, or SMS partial registration), paid from the school's stock",
});

export const schoolCreateStudentTemporal = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolCreateStudentTemporal, {
  body: TemporalAccountRequest,
  responses: { 200: StudentCreationResult },
  errors: [400, 403, 409],
  ...school,
  summary: "Create a temporary (internal) account with the school's default password",
});

export const schoolAttachStudent = endpoint('PUT', SCHOOL_STUDENT_PATHS.schoolAttachStudent, {
  body: AttachStudentRequest,
  responses: { 200: StudentCreationResult },
  errors: [400, 403, 409],
  ...school,
  summary: 'Invite an existing learner to the school (confirmed or rejected at /attach/{uuid})',
});

export const schoolAssignDays = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolAssignDays, {
  params: z.object({ days: AssignDays, studentId: IdParam }),
  responses: { 200: SchoolStudent },
  errors: [400, 403, 409],
  ...school,
  summary: "Add days of learning from the school's stock (negative: take days back into the stock)",
});

export const schoolAssignLectures = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolAssignLectures, {
  params: StudentIdPathParams,
  responses: { 200: SchoolStudent },
  errors: [400, 403, 409],
  ...school,
  summary: "Give the learner e-lectures for the learner's learning window (needs canAddLecture)",
});

export const schoolAssignInternalExams = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolAssignInternalExams, {
  params: StudentIdPathParams,
  responses: { 200: SchoolStudent },
  errors: [400, 403],
  ...school,
  summary: 'Give the learner 3 more internal exams',
});

export const schoolResend = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolResend, {
  body: ResendRequest,
  responses: { 200: SchoolStudent },
  errors: [400, 403, 409],
  ...school,
  summary: "Send the activation link of the school's learner again, optionally to a corrected e-mail",
});

export const schoolRemoveStudent = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolRemoveStudent, {
  body: RemoveStudentRequest,
  responses: { 200: z.object({ studentId: z.int(), removed: z.literal(true) }) },
  errors: [400, 403, 409],
  ...school,
  summary: 'Detach a settled learner from the school (the account stays)',
});

/** Days for several selected learners (issue 22): each as the single-learner action, one transaction for all. */
export const AssignDaysBulkRequest = z.object({
  studentIds: z
    .array(IdParam, { error: 'msg.validation.invalid' })
    .min(1, 'msg.validation.invalid')
    .max(200, 'msg.validation.invalid')
    .refine((ids) => new Set(ids).size === ids.length, 'msg.validation.invalid'),
  days: AssignDays,
});
export type AssignDaysBulkRequest = z.input<typeof AssignDaysBulkRequest>;

export const schoolAssignDaysBulk = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolAssignDaysBulk, {
  body: AssignDaysBulkRequest,
  responses: { 200: z.array(SchoolStudent) },
  errors: [400, 403, 409],
  ...school,
  summary: "Add (or take back) days of learning for several of the school's learners in one transaction: all or none (409 when the stock is short)",
});

/** The file formats of the list's export. */
export const StudentExportFormat = z.enum(['csv', 'xlsx'], { error: 'msg.validation.invalid' });
export type StudentExportFormat = z.infer<typeof StudentExportFormat>;

export const studentExportSchool = endpoint('GET', SCHOOL_STUDENT_PATHS.studentExportSchool, {
  params: z.object({ schoolId: IdParam, format: StudentExportFormat }),
  query: StudentSearchCriteria,
  responses: { 200: fileAnswer('The learners matching the criteria, every page: CSV (UTF-8 with BOM, semicolons) or XLSX') },
  errors: [400, 403],
  ...school,
  summary: "The school's learners matching the list's criteria (all pages, the list's order) as a CSV or XLSX download",
});

/** Several selected learners into one of the school's groups (issue 22): all or none, learners already in it stay once. */
export const AssignStudentsToGroupRequest = z.object({
  studentIds: AssignDaysBulkRequest.shape.studentIds,
  groupId: IdParam,
});
export type AssignStudentsToGroupRequest = z.input<typeof AssignStudentsToGroupRequest>;

export const AssignStudentsToGroupResult = z.object({
  groupId: z.int(),
  groupName: z.string(),
  /** Learners newly in the group. */
  added: z.int(),
  /** Selected learners that were in it already. */
  alreadyIn: z.int(),
  /** The group's learners now. */
  members: z.int(),
});
export type AssignStudentsToGroupResult = z.infer<typeof AssignStudentsToGroupResult>;

export const schoolAssignStudentsToGroup = endpoint('POST', SCHOOL_STUDENT_PATHS.schoolAssignStudentsToGroup, {
  body: AssignStudentsToGroupRequest,
  responses: { 200: AssignStudentsToGroupResult },
  errors: [400, 403],
  ...school,
  summary: "Add several of the school's learners to one of its groups in one transaction: all or none (another school's learner or group: 403, nothing changes)",
});

/** The ids of the learners matching the list's criteria, every page in the list's order (issue 22's "select all filtered"). */
export const StudentIdList = z.object({ ids: z.array(z.int()), count: z.int() });
export type StudentIdList = z.infer<typeof StudentIdList>;

export const studentIdsSchool = endpoint('GET', SCHOOL_STUDENT_PATHS.studentIdsSchool, {
  params: SchoolIdPathParams,
  query: StudentSearchCriteria,
  responses: { 200: StudentIdList },
  errors: [400, 403],
  ...school,
  summary: "The ids of the school's learners matching the list's criteria (all pages, the list's order), for selecting them all",
});

/** Every school-students endpoint, in the order the server registers them. */
export const SCHOOL_STUDENT_ENDPOINTS = [
  studentShowSchool,
  studentCountSchool,
  studentShowSchoolInternal,
  checkIfEmailExistsBySchool,
  checkIfPhoneNumberExistsBySchool,
  schoolCreateStudent,
  schoolCreateStudentTemporal,
  schoolAttachStudent,
  schoolAssignDays,
  schoolAssignLectures,
  schoolAssignInternalExams,
  schoolResend,
  schoolRemoveStudent,
  studentExportSchool,
  schoolAssignDaysBulk,
  schoolAssignStudentsToGroup,
  studentIdsSchool,
] as const;
