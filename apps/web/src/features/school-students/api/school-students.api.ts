import {
  ENDPOINTS,
  ExistenceCheckResult,
  SchoolStudent,
  SchoolStudentCounts,
  SchoolStudentPage,
  StudentCreationResult,
  type AttachStudentRequest,
  type ResendRequest,
  type SchoolStudentUpdateRequest,
  type StudentCreationRequest,
  type StudentSearchCriteria,
} from '@osk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { useRefreshCurrentSchool } from '../../../entities/school/current-school';
import { criteriaQuery } from '../lib/criteria';

/**
 * The school's learner calls (school document §7). The school itself (stock, canAddLecture,
 * canAddInternational, defaultPasswordSet) is the current school of entities/school, shared with the
 * school home, so a stock change shows everywhere.
 */

/** Forgets the cached school, its learners and the learner being edited, so every screen reloads them. */
export function useRefreshStudents(): () => Promise<void> {
  const queryClient = useQueryClient();
  const refreshSchool = useRefreshCurrentSchool();
  return async () => {
    await Promise.all([refreshSchool(), queryClient.invalidateQueries({ queryKey: ['school-students'] })]);
  };
}

const withSchool = (path: string, schoolId: number) => path.replace('{schoolId}', String(schoolId));

/** GET student/show/school/v2/{schoolId}?criteria: one page (10) of the school's learners. */
export function useStudentPage(schoolId: number, criteria: StudentSearchCriteria) {
  const query = criteriaQuery(criteria);
  return useQuery({
    queryKey: ['school-students', 'page', schoolId, query] as const,
    queryFn: ({ signal }) => apiGet(`${withSchool(ENDPOINTS.studentShowSchool, schoolId)}?${query}`, { parser: SchoolStudentPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET student/count/school/v2/{schoolId}?criteria: the school's statistics and the filtered total. */
export function useStudentCounts(schoolId: number, criteria: StudentSearchCriteria) {
  const query = criteriaQuery({ ...criteria, page: 0 });
  return useQuery({
    queryKey: ['school-students', 'count', schoolId, query] as const,
    queryFn: ({ signal }) => apiGet(`${withSchool(ENDPOINTS.studentCountSchool, schoolId)}?${query}`, { parser: SchoolStudentCounts, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A list answer: a plain array, or a page whose content is taken. */
const StudentList: ResponseParser<SchoolStudent[]> = {
  parse(input) {
    const items = Array.isArray(input) ? input : (input as { content?: unknown } | null)?.content;
    if (!Array.isArray(items)) throw new Error('not a list');
    return items.map((item) => SchoolStudent.parse(item));
  },
};

/** GET student/show/school/internal/{schoolId}: the school's temporary (internal) accounts. */
export function useInternalAccounts(schoolId: number) {
  return useQuery({
    queryKey: ['school-students', 'internal', schoolId] as const,
    queryFn: ({ signal }) => apiGet(withSchool(ENDPOINTS.studentShowSchoolInternal, schoolId), { parser: StudentList, signal }),
  });
}

/**
 * GET student/show/id/{id}: one of the school's learners. Without the 403 logout: another school's
 * learner is an error on this page, not the end of the session.
 */
export function useSchoolStudent(id: number | null) {
  return useQuery({
    queryKey: ['school-students', 'one', id] as const,
    queryFn: ({ signal }) => apiGet(ENDPOINTS.studentShowById.replace('{id}', String(id)), { parser: SchoolStudent, signal, auth: false }),
    enabled: id !== null,
  });
}

/** Answers whose body the screens do not read (they reload the learner and the stock instead). */
const Ignored: ResponseParser<null> = { parse: () => null };

/** POST checkIfEmailExistsBySchool {schoolId, email}. */
export function checkEmail(schoolId: number, email: string): Promise<ApiResult<ExistenceCheckResult>> {
  return apiSend('POST', ENDPOINTS.checkIfEmailExistsBySchool, { json: { schoolId, email }, parser: ExistenceCheckResult });
}

/** POST checkIfPhoneNumberExistsBySchool {schoolId, phoneNumber}. */
export function checkPhone(schoolId: number, phoneNumber: string): Promise<ApiResult<ExistenceCheckResult>> {
  return apiSend('POST', ENDPOINTS.checkIfPhoneNumberExistsBySchool, { json: { schoolId, phoneNumber }, parser: ExistenceCheckResult });
}

/** POST school/create/student: a new learner (REGULAR) or an SMS partial registration (SMS). */
export function createStudent(request: StudentCreationRequest): Promise<ApiResult<StudentCreationResult>> {
  return apiSend('POST', ENDPOINTS.schoolCreateStudent, { json: request, parser: StudentCreationResult });
}

/** PUT school/attach/student: invites an existing user, with a book from stock or without. */
export function attachStudent(request: AttachStudentRequest): Promise<ApiResult<StudentCreationResult>> {
  return apiSend('PUT', ENDPOINTS.schoolAttachStudent, { json: request, parser: StudentCreationResult });
}

/** POST school/create/student/temporal {category}: a temporary account; the answer carries its login. */
export function createTemporalAccount(category: string): Promise<ApiResult<StudentCreationResult>> {
  return apiSend('POST', ENDPOINTS.schoolCreateStudentTemporal, { json: { category }, parser: StudentCreationResult });
}

/** POST student/update: the school's edit of its learner. */
export function updateStudent(request: SchoolStudentUpdateRequest): Promise<ApiResult<null>> {
  return apiSend('POST', ENDPOINTS.studentUpdate, { json: request, parser: Ignored });
}

/** POST school/assign/{days}/days/to/student/{id}/source/LEARN: positive adds days from stock, negative takes them back. */
export function assignDays(studentId: number, days: number): Promise<ApiResult<null>> {
  const path = ENDPOINTS.schoolAssignDays.replace('{days}', String(days)).replace('{studentId}', String(studentId));
  return apiSend('POST', path, { parser: Ignored });
}

/** POST school/assign/days/to/student/{id}/source/LECTURES: e-lectures for the learning window. */
export function assignLectures(studentId: number): Promise<ApiResult<null>> {
  return apiSend('POST', ENDPOINTS.schoolAssignLectures.replace('{studentId}', String(studentId)), { parser: Ignored });
}

/** POST school/assign/internal/exams/to/student/{id}: +3 internal exams. */
export function assignInternalExams(studentId: number): Promise<ApiResult<null>> {
  return apiSend('POST', ENDPOINTS.schoolAssignInternalExams.replace('{studentId}', String(studentId)), { parser: Ignored });
}

/** POST school/resend {email, registrationId, resendEmail, updateEmail}. */
export function resendRegistration(request: ResendRequest): Promise<ApiResult<null>> {
  return apiSend('POST', ENDPOINTS.schoolResend, { json: request, parser: Ignored });
}

/** POST school/remove/student {studentId}. */
export function removeStudent(studentId: number): Promise<ApiResult<null>> {
  return apiSend('POST', ENDPOINTS.schoolRemoveStudent, { json: { studentId }, parser: Ignored });
}
