import {
  ENDPOINTS,
  LearnAnswerResponse,
  Learning,
  LearnProgress,
  ModuleCount,
  ModuleReview,
  SESSION_HEADER,
  type Category,
  type ExamLanguage,
  type LearnAnswerRequest,
} from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiGet, apiSend, apiUrl, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { getSessionUser } from '../../../lib/session/session.store';

function listOf<T>(item: ResponseParser<T>): ResponseParser<T[]> {
  return {
    parse: (input) => {
      if (!Array.isArray(input)) throw new Error('not a list');
      return input.map((entry) => item.parse(entry));
    },
  };
}

function fill(path: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce((acc, [name, value]) => acc.replace(`{${name}}`, encodeURIComponent(String(value))), path);
}

/** GET questions/getModules/{category}: the modules of the category's set and their question counts. */
export function useModules(category: Category) {
  return useQuery({
    queryKey: ['learn', 'modules', category] as const,
    queryFn: ({ signal }) => apiGet(fill(ENDPOINTS.questionModules, { category }), { parser: listOf(ModuleCount), signal }),
    staleTime: 5 * 60_000,
  });
}

/** Query key of a learner's learn progress. */
export function learnProgressQueryKey(studentId: number | undefined) {
  return ['learn', 'progress', studentId] as const;
}

/** GET progress/learn/{studentId}: where the learner stopped in each module of each category. */
export function useLearnProgress(studentId: number | undefined) {
  return useQuery({
    queryKey: learnProgressQueryKey(studentId),
    queryFn: ({ signal }) => apiGet(fill(ENDPOINTS.progressLearn, { studentId: studentId ?? 0 }), { parser: listOf(LearnProgress), signal }),
    enabled: studentId !== undefined,
    // Learning moves it on: read it afresh whenever a screen needs it.
    staleTime: 0,
  });
}

/** GET progress/learn/review/{studentId}/{category}: weak and due questions per module. */
export function useModuleReview(studentId: number | undefined, category: Category) {
  return useQuery({
    queryKey: ['learn', 'review', studentId, category] as const,
    queryFn: ({ signal }) => apiGet(fill(ENDPOINTS.progressLearnReview, { studentId: studentId ?? 0, category }), { parser: listOf(ModuleReview), signal }),
    enabled: studentId !== undefined,
    staleTime: 0,
  });
}

/** What to learn. */
export interface LearningRequest {
  studentId: number;
  category: Category;
  moduleId: number;
  language: ExamLanguage;
  /** Questions due for review first (ADR 011) instead of the official order. */
  review: boolean;
}

/** A module's questions to learn, and whether the server refused the asked language (the questions are then Polish). */
export interface LoadedLearning {
  learning: Learning;
  languageRefused: boolean;
}

const LANGUAGE_NOT_ALLOWED = 'msg.warn.exam.language.not.allowed';

function createPath({ studentId, category, moduleId, review }: LearningRequest, language: ExamLanguage): string {
  const path = fill(ENDPOINTS.learningCreate, { studentId, category, moduleId, lang: language });
  return review ? `${path}?order=review` : path;
}

/**
 * PUT learning/create/...: the module's questions with their keys. A subscription without other
 * languages refuses a foreign one (as the exam does); learning then goes on in Polish. Failures are
 * thrown as ApiRequestError so the screen can tell "access ended" from a load failure.
 */
export async function loadLearning(request: LearningRequest): Promise<LoadedLearning> {
  let result: ApiResult<Learning> = await apiSend('PUT', createPath(request, request.language), { parser: Learning });
  let languageRefused = false;
  if (!result.ok && result.status === 403 && result.error.code === LANGUAGE_NOT_ALLOWED && request.language !== 'PL') {
    languageRefused = true;
    result = await apiSend('PUT', createPath(request, 'PL'), { parser: Learning });
  }
  if (!result.ok) throw new ApiRequestError(result.status, result.error);
  return { learning: result.data, languageRefused };
}

/** The learning of a module, loaded once per visit (never refetched behind the learner's back). */
export function useLearning(request: LearningRequest | null) {
  return useQuery({
    queryKey: ['learn', 'create', request] as const,
    queryFn: () => {
      if (!request) throw new Error('nothing to learn');
      return loadLearning(request);
    },
    enabled: request !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** POST learning/answer: records a learn-mode answer so a wrong one comes back sooner in review. */
export function sendLearnAnswer(body: LearnAnswerRequest): Promise<ApiResult<LearnAnswerResponse>> {
  return apiSend('POST', ENDPOINTS.learningAnswer, { json: body, parser: LearnAnswerResponse });
}

/** Where the learner stands in a module (1-based question number). */
export interface ProgressPoint {
  studentId: number;
  moduleId: number;
  questionNumber: number;
  max: number;
  category: Category;
}

function storePath(point: ProgressPoint): string {
  return fill(ENDPOINTS.progressLearnStore, {
    studentId: point.studentId,
    module: point.moduleId,
    question: point.questionNumber,
    max: point.max,
    category: point.category,
  });
}

const anyBody: ResponseParser<unknown> = { parse: (input) => input };

/** GET progress/learn/store/{studentId}/{module}/{question}/{max}/{category}: remembers where the learner is. */
export function storeProgress(point: ProgressPoint): Promise<unknown> {
  return apiGet(storePath(point), { parser: anyBody });
}

/**
 * The same call while the page goes away (tab closed, reload): a keepalive request outlives the
 * page, where a normal one would be cancelled. Best effort, no answer is read.
 */
export function storeProgressOnExit(point: ProgressPoint): void {
  const user = getSessionUser();
  if (!user) return;
  try {
    void fetch(apiUrl(storePath(point)), { method: 'GET', keepalive: true, headers: { Accept: 'application/json', [SESSION_HEADER]: user.uuid } }).catch(() => undefined);
  } catch {
    // A browser without keepalive support: the debounced store has kept the position of a while ago.
  }
}
