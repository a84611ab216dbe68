import { applyExamProgress, Exam, examCreate, examCreateOwn, examCreateQualification, examDemo, examListLight, ExamProgress, examShow, examUpdate, isWholeExam, type ExamAnswerRequest, type ExamAnswerResponse, type ExamLanguage, type Student } from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';
import type { NewExamRoute } from '../lib/exam-route';

/** GET exam/light/show/by/student/{id}: the learner's exams without questions, newest first. */
export function useExamHistory(studentId: number | undefined) {
  return useQuery({
    queryKey: ['exam', 'light', studentId] as const,
    queryFn: ({ signal }) => apiCall(examListLight, { params: { studentId: String(studentId) } }, { signal }),
    enabled: studentId !== undefined,
    staleTime: 0,
  });
}

/** Query key of one exam with its questions. */
export function examQueryKey(id: number) {
  return ['exam', 'show', id] as const;
}

/**
 * GET exam/show/{id}: a running exam (to resume) or a finished one (to review). Read without the
 * client's 403 redirect: an exam that is not the caller's is an exam load failure, not a logout.
 */
export function fetchExam(id: number, demoToken: string | null, signal?: AbortSignal): Promise<Exam> {
  return apiCall(examShow, { params: { id }, query: { demoToken } }, { auth: false, ...(signal ? { signal } : {}) });
}

/** The exam of the route, loaded with TanStack Query. */
export function useExam(id: number, demoToken: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: examQueryKey(id),
    queryFn: ({ signal }) => fetchExam(id, demoToken, signal),
    // A finished exam never changes, so its entry is reused. A running one is read again whenever a
    // screen mounts (a return with Back or "Kontynuuj"): the cached copy holds the state and the
    // server time of when it was stored, and would place the learner at that moment (issue 18).
    staleTime: Infinity,
    refetchOnMount: (query) => (query.state.data?.status === 'FINISHED' ? false : 'always'),
  });
}

/** Who starts an exam and in which language. */
export interface StartExamInput {
  route: NewExamRoute;
  language: ExamLanguage;
  /** The learner; null only for the demo. */
  student: Pick<Student, 'id' | 'category'> | null;
}

function createExam(route: Exclude<NewExamRoute, { kind: 'demo' }>, { language, student }: StartExamInput): Promise<ApiResult<Exam>> | null {
  if (!student) return null;
  const params = { studentId: student.id, lang: language };
  if (route.kind === 'hard') return apiCall(examCreateOwn, { params });
  const category = route.kind === 'qualification' ? route.category : (route.category ?? student.category);
  const endpoint = route.kind === 'qualification' || category === 'Y' || category === 'Z' ? examCreateQualification : examCreate;
  return apiCall(endpoint, { params: { ...params, category } });
}

/**
 * Starts an exam: `GET exam/demo/{LANG}` for the demo (anonymous), `PUT exam/create/...` for a
 * category or qualification exam, `PUT exam/own/...` for the hard questions. Failures come back as
 * values so the INFO stage can show the server's message (no access, course not started, language).
 */
export async function startExam(input: StartExamInput): Promise<ApiResult<Exam>> {
  if (input.route.kind !== 'demo') return createExam(input.route, input) ?? { ok: false, status: 403, error: { code: 'NOT_LOGGED_IN', message: '' } };
  try {
    return { ok: true, status: 200, data: await apiCall(examDemo, { params: { lang: input.language } }, { auth: false }) };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, status: error.status, error: error.error };
    throw error;
  }
}

/**
 * The answer of POST exam/update/ checked against the one schema its shape calls for (the contract's
 * union would first try the whole exam on every small progress answer and collect its failures).
 */
const ExamAnswerParser: ResponseParser<ExamAnswerResponse> = {
  parse: (input) => (typeof input === 'object' && input !== null && 'execution' in input ? Exam.parse(input) : ExamProgress.parse(input)),
};

/**
 * POST exam/update/: approves the current answer (or ends the exam). The server answers the progress
 * while the exam goes on (applied here to the exam held) and the whole exam once it is finished.
 */
export async function sendAnswer(body: ExamAnswerRequest, current: Exam): Promise<ApiResult<Exam>> {
  const result = await apiCall(examUpdate, { body }, { parser: ExamAnswerParser });
  if (!result.ok) return result;
  return { ...result, data: isWholeExam(result.data) ? result.data : applyExamProgress(current, result.data) };
}
