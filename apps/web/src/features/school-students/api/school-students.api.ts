import {
  checkIfEmailExistsBySchool,
  checkIfPhoneNumberExistsBySchool,
  groupsList,
  schoolAssignDays,
  schoolAssignDaysBulk,
  schoolAssignStudentsToGroup,
  schoolAssignInternalExams,
  schoolAssignLectures,
  schoolAttachStudent,
  schoolCreateStudent,
  schoolCreateStudentTemporal,
  schoolRemoveStudent,
  schoolResend,
  SchoolStudent,
  studentCountSchool,
  studentExportSchool,
  studentIdsSchool,
  studentShowSchool,
  studentShowById,
  studentShowSchoolInternal,
  studentUpdate,
  type AssignStudentsToGroupResult,
  type AttachStudentRequest,
  type StudentIdList,
  type ExistenceCheckResult,
  type LearnerCategory,
  type ResendRequest,
  type SchoolStudentUpdateRequest,
  type StudentCreationRequest,
  type StudentCreationResult,
  type StudentExportFormat,
  type StudentSearchCriteria,
} from '@osk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, type ApiResult, type DownloadedFile, type ResponseParser } from '../../../lib/api/api-client';
import { apiCall, endpointUrl, IgnoredBody } from '../../../lib/api/endpoint-client';
import { ApiRequestError } from '../../../lib/api/api-request-error';
import { useRefreshCurrentSchool } from '../../../entities/school/current-school';
import { criteriaParams, criteriaQuery } from '../lib/criteria';

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

/** GET student/show/school/v2/{schoolId}?criteria: one page (10) of the school's learners. */
export function useStudentPage(schoolId: number, criteria: StudentSearchCriteria) {
  const query = criteriaQuery(criteria);
  return useQuery({
    queryKey: ['school-students', 'page', schoolId, query] as const,
    queryFn: ({ signal }) => apiCall(studentShowSchool, { params: { schoolId }, query: criteriaParams(criteria) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET student/count/school/v2/{schoolId}?criteria: the school's statistics and the filtered total. */
export function useStudentCounts(schoolId: number, criteria: StudentSearchCriteria) {
  const first = { ...criteria, page: 0 };
  return useQuery({
    queryKey: ['school-students', 'count', schoolId, criteriaQuery(first)] as const,
    queryFn: ({ signal }) => apiCall(studentCountSchool, { params: { schoolId }, query: criteriaParams(first) }, { signal }),
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
    queryFn: ({ signal }) => apiCall(studentShowSchoolInternal, { params: { schoolId } }, { parser: StudentList, signal }),
  });
}

/**
 * GET student/show/id/{id}: one of the school's learners. Without the 403 logout: another school's
 * learner is an error on this page, not the end of the session.
 */
export function useSchoolStudent(id: number | null) {
  return useQuery({
    queryKey: ['school-students', 'one', id] as const,
    queryFn: ({ signal }) => apiCall(studentShowById, { params: { id: String(id) } }, { parser: SchoolStudent, signal, auth: false }),
    enabled: id !== null,
  });
}

/** POST checkIfEmailExistsBySchool {schoolId, email}. */
export function checkEmail(schoolId: number, email: string): Promise<ApiResult<ExistenceCheckResult>> {
  return apiCall(checkIfEmailExistsBySchool, { body: { schoolId, email } });
}

/** POST checkIfPhoneNumberExistsBySchool {schoolId, phoneNumber}. */
export function checkPhone(schoolId: number, phoneNumber: string): Promise<ApiResult<ExistenceCheckResult>> {
  return apiCall(checkIfPhoneNumberExistsBySchool, { body: { schoolId, phoneNumber } });
}

/** POST school/create/student: a new learner (REGULAR) or an SMS partial registration (SMS). */
export function createStudent(request: StudentCreationRequest): Promise<ApiResult<StudentCreationResult>> {
  return apiCall(schoolCreateStudent, { body: request });
}

/** PUT school/attach/student: invites an existing user, with a book from stock or without. */
export function attachStudent(request: AttachStudentRequest): Promise<ApiResult<StudentCreationResult>> {
  return apiCall(schoolAttachStudent, { body: request });
}

/** POST school/create/student/temporal {category}: a temporary account; the answer carries its login. */
export function createTemporalAccount(category: LearnerCategory): Promise<ApiResult<StudentCreationResult>> {
  return apiCall(schoolCreateStudentTemporal, { body: { category } });
}

/** POST student/update: the school's edit of its learner. */
export function updateStudent(request: SchoolStudentUpdateRequest): Promise<ApiResult<null>> {
  return apiCall(studentUpdate, { body: request }, { parser: IgnoredBody });
}

/** POST school/assign/{days}/days/to/student/{id}/source/LEARN: positive adds days from stock, negative takes them back. */
export function assignDays(studentId: number, days: number): Promise<ApiResult<null>> {
  return apiCall(schoolAssignDays, { params: { days, studentId } }, { parser: IgnoredBody });
}

/** POST school/assign/days/to/student/{id}/source/LECTURES: e-lectures for the learning window. */
export function assignLectures(studentId: number): Promise<ApiResult<null>> {
  return apiCall(schoolAssignLectures, { params: { studentId } }, { parser: IgnoredBody });
}

/** POST school/assign/internal/exams/to/student/{id}: +3 internal exams. */
export function assignInternalExams(studentId: number): Promise<ApiResult<null>> {
  return apiCall(schoolAssignInternalExams, { params: { studentId } }, { parser: IgnoredBody });
}

/** POST school/resend {email, registrationId, resendEmail, updateEmail}. */
export function resendRegistration(request: ResendRequest): Promise<ApiResult<null>> {
  return apiCall(schoolResend, { body: request }, { parser: IgnoredBody });
}

/** POST school/remove/student {studentId}. */
export function removeStudent(studentId: number): Promise<ApiResult<null>> {
  return apiCall(schoolRemoveStudent, { body: { studentId } }, { parser: IgnoredBody });
}

/** GET student/export/school/{schoolId}/{format}: every learner matching the list's criteria as a CSV or XLSX file (issue 22). */
export function downloadStudentsExport(schoolId: number, format: StudentExportFormat, criteria: StudentSearchCriteria): Promise<ApiResult<DownloadedFile>> {
  return apiDownload(endpointUrl(studentExportSchool, { params: { schoolId: String(schoolId), format }, query: criteriaParams({ ...criteria, page: 0 }) }));
}

/** GET student/ids/school/{schoolId}: the ids of every learner matching the list's criteria, for "select all filtered" (issue 22). */
export async function fetchFilteredIds(schoolId: number, criteria: StudentSearchCriteria): Promise<ApiResult<StudentIdList>> {
  try {
    return { ok: true, status: 200, data: await apiCall(studentIdsSchool, { params: { schoolId }, query: criteriaParams({ ...criteria, page: 0 }) }) };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, error: error.error };
    throw error;
  }
}

/** POST school/assign/days/to/students: days for several learners at once, all or none (issue 22). */
export function assignDaysBulk(studentIds: readonly number[], days: number): Promise<ApiResult<null>> {
  return apiCall(schoolAssignDaysBulk, { body: { studentIds: [...studentIds], days } }, { parser: IgnoredBody });
}

/** POST school/assign/students/to/group: several learners into one group, all or none (issue 22). */
export function assignStudentsToGroup(studentIds: readonly number[], groupId: number): Promise<ApiResult<AssignStudentsToGroupResult>> {
  return apiCall(schoolAssignStudentsToGroup, { body: { studentIds: [...studentIds], groupId } });
}

/** GET lessons/group?status=ACTIVE: the school's active groups by name, for the bulk "add to a group" (issue 22). */
export function useActiveGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['school-students', 'groups'] as const,
    queryFn: ({ signal }) => apiCall(groupsList, { query: { status: 'ACTIVE', pageSize: 100, sortBy: 'name', direction: 'ASC' } }, { signal }),
    enabled,
  });
}
