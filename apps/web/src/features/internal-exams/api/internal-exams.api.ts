import {
  examDelete,
  examInternalClose,
  examInternalCreate,
  examInternalCreateForStudent,
  examInternalState,
  examLightCountBySchool,
  examLightShowBySchool,
  pdfInternalExam,
  schoolCreateStudentTemporal,
  type Exam,
  type InternalExamCloseResult,
  InternalExamLight,
  type Category,
  type ExamLanguage,
  type InternalExamCloseRequest,
  type InternalExamCriteria,
  type InternalReportRequest,
  type LearnerCategory,
  type StudentCreationResult,
} from '@osk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiDownload, type ApiResult, type DownloadedFile, type ResponseParser } from '../../../lib/api/api-client';
import { apiCall, endpointUrl } from '../../../lib/api/endpoint-client';
import { useSessionUser } from '../../../lib/session/session.store';

/**
 * GET exam/internal/state: the session's lock and whether the PIN and default password are set; for a
 * learner also its student id, the category of its internal exam and how many are left.
 */
export function useInternalExamState() {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['internal-exams', 'state', user?.id] as const,
    // A learner's refusal (no school) is a message on the page, not the end of the session.
    queryFn: ({ signal }) => apiCall(examInternalState, {}, { signal, auth: user?.userType === 'SCHOOL' }),
    enabled: user !== null && (user.userType === 'SCHOOL' || user.userType === 'STUDENT'),
    staleTime: 0,
    retry: false,
  });
}

/** PUT exam/internal/create/studentId/...: a learner starts its internal exam (uses one; locks the learner's session). */
export function startLearnerInternalExam(studentId: number, language: ExamLanguage): Promise<ApiResult<Exam>> {
  return apiCall(examInternalCreateForStudent, { params: { studentId, lang: language } });
}

/** PUT exam/internal/create/...: starts an internal exam in the school's session (which it locks). */
export function startInternalExam(category: Category, language: ExamLanguage): Promise<ApiResult<Exam>> {
  return apiCall(examInternalCreate, { params: { category, lang: language } });
}

/** POST exam/internal/close: the PIN close (and the examinee's names for a passed exam). */
export function closeInternalExam(body: InternalExamCloseRequest): Promise<ApiResult<InternalExamCloseResult>> {
  return apiCall(examInternalClose, { body });
}

/** POST school/create/student/temporal: a temporary account for an online internal exam. */
export function createTemporalAccount(category: LearnerCategory): Promise<ApiResult<StudentCreationResult>> {
  return apiCall(schoolCreateStudentTemporal, { body: { category } });
}

const ExamList: ResponseParser<InternalExamLight[]> = {
  parse: (input) => {
    if (!Array.isArray(input)) throw new Error('not a list');
    return input.map((item) => InternalExamLight.parse(item));
  },
};
const Count: ResponseParser<number> = {
  parse: (input) => {
    if (typeof input !== 'number') throw new Error('not a number');
    return input;
  },
};

/** The school's internal exams: one page and the count (`exam/light/show|count/by/school`). */
export function useInternalExams(criteria: InternalExamCriteria, enabled = true) {
  const page = useQuery({
    queryKey: ['internal-exams', 'list', criteria] as const,
    queryFn: async ({ signal }) => {
      const result = await apiCall(examLightShowBySchool, { body: criteria }, { parser: ExamList, signal });
      if (!result.ok) throw new Error(result.error.message || result.error.code);
      return result.data;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
  const count = useQuery({
    queryKey: ['internal-exams', 'count', { ...criteria, page: 0 }] as const,
    queryFn: async ({ signal }) => {
      const result = await apiCall(examLightCountBySchool, { body: { ...criteria, page: 0 } }, { parser: Count, signal });
      if (!result.ok) throw new Error(result.error.message || result.error.code);
      return result.data;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
  return { page, count };
}

/** GET exam/delete/{id}. */
export async function deleteInternalExam(id: number): Promise<ApiResult<unknown>> {
  try {
    // Without the client's 403 logout: a refused delete is a message, not the end of the session.
    return { ok: true, status: 200, data: await apiCall(examDelete, { params: { id } }, { parser: { parse: (v: unknown) => v }, auth: false }) };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, error: error.error };
    throw error;
  }
}

/** GET pdf/exam/{pesel}/{firstName}/{lastName}/{userId}/{examId}/{dateMs}/{printTime}: the report PDF. */
export function downloadInternalReport(r: InternalReportRequest): Promise<ApiResult<DownloadedFile>> {
  const { pesel, firstName, lastName, userId, examId, dateMs, printTime } = r;
  return apiDownload(endpointUrl(pdfInternalExam, { params: { pesel, firstName, lastName, userId, examId, dateMs, printTime } }));
}
