import {
  courseByCategory,
  courseModules,
  courseSlide,
  courseSlides,
  courseSubjects,
  elearningProgress,
  elearningProgressStore,
  lectureProgress,
  lectureProgressStore,
  lectures,
  type ElearningProgress,
  type EndpointResponse,
  type Slide,
  type SlideOrError,
  type ElearningProgressRequest,
  type LectureProgressRequest,
} from '@osk/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { ApiRequestError, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { apiCall, apiRead, type EndpointInput, type ReadEndpoint } from '../../../lib/api/endpoint-client';
import { navigateTo } from '../../../lib/navigation';
import { clearSessionUser } from '../../../lib/session/session.store';
import { signedOutPath } from '../../../lib/session/signed-out';

/** Message key of the refusal of lectures without access (spec §4). */
export const LECTURES_NO_ACCESS = 'msg.error.lectures.no.access';
/** Message key of the refusal of e-learning without access. */
export const LEARNING_NO_ACCESS = 'msg.error.learning.no.access';

/** Query keys of the e-learning data; progress moves them, so the viewer invalidates `['elearning']`. */
export const elearningKeys = {
  all: ['elearning'] as const,
  courses: (category: string, language: string) => ['elearning', 'courses', category, language] as const,
  progress: (userId: number, courseId: number) => ['elearning', 'progress', userId, courseId] as const,
  modules: (courseId: number) => ['elearning', 'modules', courseId] as const,
  subjects: (moduleId: number) => ['elearning', 'subjects', moduleId] as const,
  slides: (subjectId: number, courseId: number) => ['elearning', 'slides', subjectId, courseId] as const,
  slide: (moduleId: number, lesson: number) => ['elearning', 'slide', moduleId, lesson] as const,
  lectures: (studentId: number) => ['lectures', 'list', studentId] as const,
  lectureProgress: (userId: number) => ['lectures', 'progress', userId] as const,
};

/** GET learning/course/category/{cat}?language=: the category's courses with the learner's percentage. */
export function useCourses(category: string | undefined, language: string) {
  return useQuery({
    queryKey: elearningKeys.courses(category ?? '', language),
    queryFn: ({ signal }) =>
      readGated(courseByCategory, { params: { category: category ?? '' }, query: { language } }, signal),
    enabled: category !== undefined,
    staleTime: 0,
  });
}

/** GET learning/progress/{userId}/{courseId}: the slide to resume on and the course percentage. */
export function fetchCourseProgress(userId: number, courseId: number, signal: AbortSignal) {
  return readGated(elearningProgress, { params: { userId, courseId } }, signal);
}

export function useCourseProgress(userId: number | undefined, courseId: number | undefined) {
  return useQuery({
    queryKey: elearningKeys.progress(userId ?? 0, courseId ?? 0),
    queryFn: ({ signal }) => fetchCourseProgress(userId ?? 0, courseId ?? 0, signal),
    enabled: userId !== undefined && courseId !== undefined,
    staleTime: 0,
  });
}

/** GET learning/course/modules/{courseId}. */
export function fetchCourseModules(courseId: number, signal: AbortSignal) {
  return readGated(courseModules, { params: { courseId } }, signal);
}

export function useCourseModules(courseId: number | undefined) {
  return useQuery({
    queryKey: elearningKeys.modules(courseId ?? 0),
    queryFn: ({ signal }) => fetchCourseModules(courseId ?? 0, signal),
    enabled: courseId !== undefined,
    staleTime: 0,
  });
}

/** GET learning/course/subjects/{moduleId}. */
export function useModuleSubjects(moduleId: number, enabled: boolean) {
  return useQuery({
    queryKey: elearningKeys.subjects(moduleId),
    queryFn: ({ signal }) => readGated(courseSubjects, { params: { moduleId } }, signal),
    enabled,
    staleTime: 0,
  });
}

/** GET learning/course/slaids/{subjectId}/{courseId}: the subject's slides, each with its viewed mark. */
export function useSubjectSlides(subjectId: number, courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: elearningKeys.slides(subjectId, courseId),
    queryFn: ({ signal }) => readGated(courseSlides, { params: { subjectId, courseId } }, signal),
    enabled,
    staleTime: 0,
  });
}

/** GET learning/course/slaid/{moduleId}/{lesson}: a slide, or `{error}` when the module has no such slide. */
export function useSlide(moduleId: number, lesson: number) {
  return useQuery({
    queryKey: elearningKeys.slide(moduleId, lesson),
    queryFn: ({ signal }) => readGated(courseSlide, { params: { moduleId, lesson } }, signal),
    staleTime: 60_000,
  });
}

/** POST learning/progress: the learner is on this slide (the resume point); answers the course's progress. */
export function storeSlideProgress(body: ElearningProgressRequest): Promise<ApiResult<ElearningProgress>> {
  return apiCall(elearningProgressStore, { body });
}

/**
 * A read of e-learning or lecture data, without the client's automatic logout on 403: the server
 * refuses them without access with 403 and `msg.error.learning.no.access` or
 * `msg.error.lectures.no.access`, which is a state of the page; any other 403 still ends the session
 * as everywhere else (spec §7).
 */
async function readGated<D extends ReadEndpoint>(endpoint: D, input: EndpointInput<D>, signal: AbortSignal): Promise<EndpointResponse<D>> {
  try {
    return await apiRead(endpoint, input, { signal, auth: false });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403 && error.error.code !== LECTURES_NO_ACCESS && error.error.code !== LEARNING_NO_ACCESS) {
      clearSessionUser();
      navigateTo(signedOutPath(`${window.location.pathname}${window.location.search}`), { replace: true });
    }
    throw error;
  }
}

/** A lectures read of the learner (by `id`), fresh on every visit; idle until the id is known and while not `enabled`. */
function useLecturesRead<K extends QueryKey, T>(key: (id: number) => K, id: number | undefined, enabled: boolean, read: (id: number, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: key(id ?? 0),
    queryFn: ({ signal }) => read(id ?? 0, signal),
    enabled: id !== undefined && enabled,
    staleTime: 0,
  });
}

/** GET lecture/lecture/{studentId}: the lectures of the learner. */
export function useLectures(studentId: number | undefined, enabled: boolean) {
  return useLecturesRead(elearningKeys.lectures, studentId, enabled, (id, signal) => readGated(lectures, { params: { studentId: id } }, signal));
}

/** Whether an error is the refusal of lectures without access. */
export function isLecturesNoAccess(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403 && error.error.code === LECTURES_NO_ACCESS;
}

/** GET lecture/lecture/progres/{userId}: the learner's progress in each lecture started. */
export function useLectureProgress(userId: number | undefined, enabled: boolean) {
  return useLecturesRead(elearningKeys.lectureProgress, userId, enabled, (id, signal) => readGated(lectureProgress, { params: { userId: id } }, signal));
}

/** The answer of a store the page does not read. */
const anyBody: ResponseParser<unknown> = { parse: (input) => input };

/** POST lecture/lecture/progres: stores how far a lecture was watched. */
export function storeLectureProgress(body: LectureProgressRequest): Promise<ApiResult<unknown>> {
  return apiCall(lectureProgressStore, { body }, { parser: anyBody });
}

/** Whether an answer of the slide call is a slide (not `{error}`). */
export function isSlide(value: SlideOrError | undefined): value is Slide {
  return value !== undefined && 'id' in value;
}
