import {
  API_BASE,
  cardLessonsList,
  cardPdf,
  carsList,
  groupsList,
  INSTRUCTOR_LOOKUP_PAGE_SIZE,
  instructorsList,
  lessonCreate,
  lessonDelete,
  LessonFieldIssue,
  lessonOutcomeSet,
  lessonsList,
  lessonUpdate,
  lessonValidate,
  PICKER_PAGE_SIZE,
  schedulerFeaturesRead,
  schedulerSettingsRead,
  schedulerStudentsList,
  SESSION_HEADER,
  type ApiError,
  type CardRequest,
  type Lesson,
  type LessonOutcomeRequest,
  type LessonRequest,
} from '@osk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult, ResponseParser } from '../../../lib/api/api-client';
import { apiCall, endpointUrl, IgnoredBody } from '../../../lib/api/endpoint-client';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { getSessionUser } from '../../../lib/session/session.store';
import { lessonsQuery, type LessonFilters } from '../lib/scheduler';

/** The scheduler calls (school document §7 "Scheduler"), all under lessons/. */

export const LESSONS_KEY = ['scheduler', 'lessons'] as const;

/** GET lessons/lesson for the visible range (school: 2000 with its filters; instructor: 1000, own lessons). */
export function useLessons(range: { after: string; before: string } | null, isSchool: boolean, filters: LessonFilters) {
  const query = range ? lessonsQuery(range, isSchool, filters) : {};
  return useQuery({
    queryKey: [...LESSONS_KEY, query] as const,
    queryFn: ({ signal }) => apiCall(lessonsList, { query }, { signal }),
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
    queryFn: ({ signal }) => apiCall(schedulerFeaturesRead, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET lessons/settings: the school's hours, lesson length, working days and horizon. */
export function useSchedulerSettings() {
  return useQuery({
    queryKey: ['scheduler', 'settings'] as const,
    queryFn: ({ signal }) => apiCall(schedulerSettingsRead, {}, { signal }),
    staleTime: 60_000,
  });
}

/** A list a lesson's form picks from (instructors, cars, groups): read while `enabled`, again a minute after the last read at the earliest. */
function useLookup<T>(name: 'instructors' | 'cars' | 'groups', enabled: boolean, read: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: ['scheduler', name] as const,
    queryFn: ({ signal }) => read(signal),
    enabled,
    staleTime: 60_000,
  });
}

/** GET lessons/instructor?pageSize=100&status=ACTIVE: the school's active instructors (the server scopes to the caller's school). */
export function useActiveInstructors(enabled: boolean) {
  return useLookup('instructors', enabled, (signal) => apiCall(instructorsList, { query: { pageSize: INSTRUCTOR_LOOKUP_PAGE_SIZE, status: 'ACTIVE' } }, { signal }));
}

/** GET lessons/cars?status=AVAILABLE&pageSize=100: the cars a lesson may use. */
export function useAvailableCars(enabled: boolean) {
  return useLookup('cars', enabled, (signal) => apiCall(carsList, { query: { status: 'AVAILABLE', pageSize: INSTRUCTOR_LOOKUP_PAGE_SIZE } }, { signal }));
}

/** GET lessons/group?status=ACTIVE&pageSize=100: the groups a lecture may be for. */
export function useActiveGroups(enabled: boolean) {
  return useLookup('groups', enabled, (signal) => apiCall(groupsList, { query: { status: 'ACTIVE', pageSize: INSTRUCTOR_LOOKUP_PAGE_SIZE } }, { signal }));
}

/** GET lessons/student?searchTerm&status=ACTIVE&sortBy=lastUsedDate: the learner picker. */
export function useStudentSearch(searchTerm: string, enabled = true) {
  return useQuery({
    queryKey: ['scheduler', 'students', searchTerm] as const,
    queryFn: ({ signal }) => apiCall(schedulerStudentsList, { query: { searchTerm, status: 'ACTIVE', sortBy: 'lastUsedDate', pageSize: PICKER_PAGE_SIZE } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const IssueList: ResponseParser<LessonFieldIssue[]> = { parse: (input) => LessonFieldIssue.array().parse(input ?? []) };

/** POST lessons/validation: the findings of a lesson (empty when it may be saved). */
export function validateLesson(request: LessonRequest): Promise<ApiResult<LessonFieldIssue[]>> {
  return apiCall(lessonValidate, { body: request }, { parser: IssueList });
}

/** POST lessons/lesson (new) or PUT lessons/lesson/{id}. */
export function saveLesson(request: LessonRequest, id: number | null): Promise<ApiResult<unknown>> {
  if (id === null) return apiCall(lessonCreate, { body: request });
  return apiCall(lessonUpdate, { params: { id }, body: { ...request, id } });
}

/** DELETE lessons/lesson/{id} (its answer is not needed). */
/** PUT lessons/lesson/{id}/outcome: what happened (null clears it); answers the lesson as it is now. */
export function setLessonOutcome(id: number, body: LessonOutcomeRequest): Promise<ApiResult<Lesson>> {
  return apiCall(lessonOutcomeSet, { params: { id }, body });
}

export function deleteLesson(id: number): Promise<ApiResult<null>> {
  return apiCall(lessonDelete, { params: { id } }, { parser: IgnoredBody });
}

/** GET lessons/cards?studentId=&instructorId=: a learner's conducted lessons, the instructor's selected. */
export function useCardLessons(studentId: number | null, instructorId: number | null) {
  return useQuery({
    queryKey: ['scheduler', 'cards', studentId, instructorId] as const,
    queryFn: ({ signal }) => apiCall(cardLessonsList, { query: { studentId, instructorId } }, { signal }),
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
    response = await fetch(`${API_BASE}/${endpointUrl(cardPdf, {})}`, { method: cardPdf.method, headers, body: JSON.stringify(request) });
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
