import {
  learningAnswer,
  learningCreate,
  learningMistakes,
  learningPractice,
  progressLearn,
  progressLearnReview,
  progressLearnStore,
  questionModules,
  SESSION_HEADER,
  type LearnAnswerResponse,
  type Learning,
  type Category,
  type ExamLanguage,
  type LearnAnswerRequest,
  type Practice,
  type PracticeMode,
} from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiUrl, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { apiCall, endpointUrl } from '../../../lib/api/endpoint-client';
import { getSessionUser } from '../../../lib/session/session.store';

/** GET questions/getModules/{category}: the modules of the category's set and their question counts. */
export function useModules(category: Category) {
  return useQuery({
    queryKey: ['learn', 'modules', category] as const,
    queryFn: ({ signal }) => apiCall(questionModules, { params: { category } }, { signal }),
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
    queryFn: ({ signal }) => apiCall(progressLearn, { params: { studentId: studentId ?? 0 } }, { signal }),
    enabled: studentId !== undefined,
    // Learning moves it on: read it afresh whenever a screen needs it.
    staleTime: 0,
  });
}

/** A read of where the learner stands in a category, fresh on every visit; idle until the learner is known. */
function useLearnerCategoryRead<T>(name: 'review' | 'mistakes', studentId: number | undefined, category: Category, read: (params: { studentId: number; category: Category }, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: ['learn', name, studentId, category] as const,
    queryFn: ({ signal }) => read({ studentId: studentId ?? 0, category }, signal),
    enabled: studentId !== undefined,
    staleTime: 0,
  });
}

/** GET progress/learn/review/{studentId}/{category}: weak and due questions per module. */
export function useModuleReview(studentId: number | undefined, category: Category) {
  return useLearnerCategoryRead('review', studentId, category, (params, signal) => apiCall(progressLearnReview, { params }, { signal }));
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

function create({ studentId, category, moduleId, review }: LearningRequest, language: ExamLanguage): Promise<ApiResult<Learning>> {
  return apiCall(learningCreate, { params: { studentId, category, moduleId, lang: language }, query: review ? { order: 'review' } : {} });
}

/**
 * PUT learning/create/...: the module's questions with their keys. A subscription without other
 * languages refuses a foreign one (as the exam does); learning then goes on in Polish. Failures are
 * thrown as ApiRequestError so the screen can tell "access ended" from a load failure.
 */
export async function loadLearning(request: LearningRequest): Promise<LoadedLearning> {
  const { data, languageRefused } = await inAllowedLanguage(request.language, (language) => create(request, language));
  return { learning: data, languageRefused };
}

/**
 * Asks in the learner's language; when the subscription refuses a foreign one (403
 * msg.warn.exam.language.not.allowed), asks again in Polish and says so. A failure is thrown as
 * ApiRequestError.
 */
async function inAllowedLanguage<T>(language: ExamLanguage, ask: (language: ExamLanguage) => Promise<ApiResult<T>>): Promise<{ data: T; languageRefused: boolean }> {
  let result = await ask(language);
  let languageRefused = false;
  if (!result.ok && result.status === 403 && result.error.code === LANGUAGE_NOT_ALLOWED && language !== 'PL') {
    languageRefused = true;
    result = await ask('PL');
  }
  if (!result.ok) throw new ApiRequestError(result.status, result.error);
  return { data: result.data, languageRefused };
}

/** A query of the learn screens loaded once per visit (never refetched behind the learner's back); idle without a request. */
function useOncePerVisit<R, T>(name: 'create' | 'practice', request: R | null, load: (request: R) => Promise<T>) {
  return useQuery({
    queryKey: ['learn', name, request] as const,
    queryFn: () => {
      if (!request) throw new Error(`nothing to load: ${name}`);
      return load(request);
    },
    enabled: request !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The learning of a module, loaded once per visit. */
export function useLearning(request: LearningRequest | null) {
  return useOncePerVisit('create', request, loadLearning);
}

/** POST learning/answer: records a learn-mode answer so a wrong one comes back sooner in review. */
export function sendLearnAnswer(body: LearnAnswerRequest): Promise<ApiResult<LearnAnswerResponse>> {
  return apiCall(learningAnswer, { body });
}

/** Where the learner stands in a module (1-based question number). */
export interface ProgressPoint {
  studentId: number;
  moduleId: number;
  questionNumber: number;
  max: number;
  category: Category;
}

function storeParams({ studentId, moduleId, questionNumber, max, category }: ProgressPoint) {
  return { studentId, module: moduleId, question: questionNumber, max, category };
}

const anyBody: ResponseParser<unknown> = { parse: (input) => input };

/** GET progress/learn/store/{studentId}/{module}/{question}/{max}/{category}: remembers where the learner is. */
export function storeProgress(point: ProgressPoint): Promise<unknown> {
  return apiCall(progressLearnStore, { params: storeParams(point) }, { parser: anyBody });
}

/**
 * The same call while the page goes away (tab closed, reload): a keepalive request outlives the
 * page, where a normal one would be cancelled. Best effort, no answer is read.
 */
export function storeProgressOnExit(point: ProgressPoint): void {
  const user = getSessionUser();
  if (!user) return;
  try {
    void fetch(apiUrl(endpointUrl(progressLearnStore, { params: storeParams(point) })), { method: 'GET', keepalive: true, headers: { Accept: 'application/json', [SESSION_HEADER]: user.uuid } }).catch(() => undefined);
  } catch {
    // A browser without keepalive support: the debounced store has kept the position of a while ago.
  }
}

/** GET learning/mistakes/{studentId}/{category}: my mistakes per module and what an exam of them lacks (issue 23). */
export function useMistakes(studentId: number | undefined, category: Category) {
  return useLearnerCategoryRead('mistakes', studentId, category, (params, signal) => apiCall(learningMistakes, { params }, { signal }));
}

/** What to practise (issue 23). */
export interface PracticeRequestInput {
  studentId: number;
  category: Category;
  language: ExamLanguage;
  mode: PracticeMode;
  moduleIds: number[];
}

function createPractice(request: PracticeRequestInput, language: ExamLanguage): Promise<ApiResult<Practice>> {
  const body = request.mode === 'QUIZ' ? { mode: request.mode, moduleIds: request.moduleIds } : { mode: request.mode };
  return apiCall(learningPractice, { params: { studentId: request.studentId, category: request.category, lang: language }, body });
}

/** PUT learning/practice/...: a practice set with the keys; Polish when the subscription refuses the language (as learning). */
export async function loadPractice(request: PracticeRequestInput): Promise<{ practice: Practice; languageRefused: boolean }> {
  const { data, languageRefused } = await inAllowedLanguage(request.language, (language) => createPractice(request, language));
  return { practice: data, languageRefused };
}

/** A practice set, drawn once per visit. */
export function usePractice(request: PracticeRequestInput | null) {
  return useOncePerVisit('practice', request, loadPractice);
}
