import {
  API_BASE,
  CardLesson,
  CarPage,
  ENDPOINTS,
  GroupPage,
  INSTRUCTOR_LOOKUP_PAGE_SIZE,
  InstructorPage,
  LessonFieldIssue,
  LessonPage,
  PICKER_PAGE_SIZE,
  SchedulerFeatures,
  SchedulerSettings,
  SchedulerStudentPage,
  SESSION_HEADER,
  type ApiError,
  type CardRequest,
  type LessonRequest,
} from '@osk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { getSessionUser } from '../../../lib/session/session.store';
import { lessonsQuery, type LessonFilters } from '../lib/scheduler';

/** The scheduler calls (school document §7 "Scheduler"), all under lessons/. */

const LESSONS_KEY = ['scheduler', 'lessons'] as const;

/** GET lessons/lesson for the visible range (school: 2000 with its filters; instructor: 1000, own lessons). */
export function useLessons(range: { after: string; before: string } | null, isSchool: boolean, filters: LessonFilters) {
  const query = range ? lessonsQuery(range, isSchool, filters) : '';
  return useQuery({
    queryKey: [...LESSONS_KEY, query] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.lessons}?${query}`, { parser: LessonPage, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useRefreshLessons(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LESSONS_KEY });
}

/** GET lessons/features: the scheduler and progress-card flags. */
export function useSchedulerFeatures() {
  return useQuery({
    queryKey: ['scheduler', 'features'] as const,
    queryFn: ({ signal }) => apiGet(ENDPOINTS.schedulerFeatures, { parser: SchedulerFeatures, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET lessons/settings: the school's hours, lesson length, working days and horizon. */
export function useSchedulerSettings() {
  return useQuery({
    queryKey: ['scheduler', 'settings'] as const,
    queryFn: ({ signal }) => apiGet(ENDPOINTS.schedulerSettings, { parser: SchedulerSettings, signal }),
    staleTime: 60_000,
  });
}

/** GET lessons/instructor?pageSize=100&status=ACTIVE: the school's active instructors (the server scopes to the caller's school). */
export function useActiveInstructors(enabled: boolean) {
  return useQuery({
    queryKey: ['scheduler', 'instructors'] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.instructors}?pageSize=${INSTRUCTOR_LOOKUP_PAGE_SIZE}&status=ACTIVE`, { parser: InstructorPage, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** GET lessons/cars?searchTerm=&status=AVAILABLE: the cars a lesson may use. */
export function useAvailableCars(enabled: boolean) {
  return useQuery({
    queryKey: ['scheduler', 'cars'] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.cars}?searchTerm=&status=AVAILABLE&pageSize=${INSTRUCTOR_LOOKUP_PAGE_SIZE}`, { parser: CarPage, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** GET lessons/group?status=ACTIVE: the groups a lecture may be for. */
export function useActiveGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['scheduler', 'groups'] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.groups}?status=ACTIVE&pageSize=${INSTRUCTOR_LOOKUP_PAGE_SIZE}`, { parser: GroupPage, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** GET lessons/student?searchTerm&status=ACTIVE&sortBy=lastUsedDate: the learner picker. */
export function useStudentSearch(searchTerm: string, enabled = true) {
  const params = new URLSearchParams({ searchTerm, status: 'ACTIVE', sortBy: 'lastUsedDate', pageSize: String(PICKER_PAGE_SIZE) });
  return useQuery({
    queryKey: ['scheduler', 'students', searchTerm] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.schedulerStudents}?${params.toString()}`, { parser: SchedulerStudentPage, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const IssueList: ResponseParser<LessonFieldIssue[]> = { parse: (input) => LessonFieldIssue.array().parse(input ?? []) };

/** POST lessons/validation: the findings of a lesson (empty when it may be saved). */
export function validateLesson(request: LessonRequest): Promise<ApiResult<LessonFieldIssue[]>> {
  return apiSend('POST', ENDPOINTS.lessonValidation, { json: request, parser: IssueList });
}

/** POST lessons/lesson (new) or PUT lessons/lesson/{id}. */
export function saveLesson(request: LessonRequest, id: number | null): Promise<ApiResult<unknown>> {
  if (id === null) return apiSend('POST', ENDPOINTS.lessons, { json: request });
  return apiSend('PUT', ENDPOINTS.lesson.replace('{id}', String(id)), { json: { ...request, id } });
}

/** DELETE lessons/lesson/{id}. */
export function deleteLesson(id: number): Promise<ApiResult<unknown>> {
  return apiSend('DELETE', ENDPOINTS.lesson.replace('{id}', String(id)));
}

const CardLessons: ResponseParser<CardLesson[]> = { parse: (input) => CardLesson.array().parse(input) };

/** GET lessons/cards?studentId=&instructorId=: a learner's conducted lessons, the instructor's selected. */
export function useCardLessons(studentId: number | null, instructorId: number | null) {
  const query = new URLSearchParams({ studentId: String(studentId) });
  if (instructorId !== null) query.set('instructorId', String(instructorId));
  return useQuery({
    queryKey: ['scheduler', 'cards', studentId, instructorId] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.cards}?${query.toString()}`, { parser: CardLessons, signal }),
    enabled: studentId !== null,
  });
}

/**
 * POST lessons/cards: the progress card PDF. apiSend reads answers as text, so the file is fetched
 * here with the same headers (session, language) and kept as a blob.
 */
export async function generateCard(request: CardRequest): Promise<ApiResult<Blob>> {
  const headers = new Headers({ Accept: 'application/pdf, application/json', 'Accept-Language': currentLanguage(), 'Content-Type': 'application/json' });
  const session = getSessionUser()?.uuid;
  if (session) headers.set(SESSION_HEADER, session);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${ENDPOINTS.cards}`, { method: 'POST', headers, body: JSON.stringify(request) });
  } catch (cause) {
    return { ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: cause instanceof Error ? cause.message : String(cause) } };
  }
  if (!response.ok) {
    let error: ApiError = { code: `HTTP_${response.status}`, message: response.statusText };
    try {
      const body = (await response.json()) as Partial<ApiError>;
      if (typeof body.code === 'string') error = { code: body.code, message: body.message ?? '', ...(body.fields ? { fields: body.fields } : {}) };
    } catch {
      // not JSON: keep the status
    }
    return { ok: false, status: response.status, error };
  }
  try {
    return { ok: true, status: response.status, data: await response.blob() };
  } catch (cause) {
    return { ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: cause instanceof Error ? cause.message : String(cause) } };
  }
}
