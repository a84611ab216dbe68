import { ExamLanguage, landingPath, examLanguageFor, type Exam } from '@osk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { actionPath, ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { useSignedOutPath } from '../../../lib/session/signed-out';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { examQueryKey, startExam, useExam } from '../api/exam.api';
import { ExamInfo } from '../components/exam-info';
import { languageNotAllowed } from '../components/exam-language-select';
import { ExamLoadError, ExamLoading, ExamModeNotAvailable } from '../components/exam-states';
import { checkBrowser, type BrowserProblem } from '../lib/browser-check';
import { examRouteId, examScreenPath, needsStudent, parseExamRoute, repeatRouteOf, type LearnRoute, type NewExamRoute } from '../lib/exam-route';
import { demoTokenFor, saveDemoToken, saveStartedAs, startedAsOf } from '../lib/exam-storage';

// The stages after INFO are chunks of their own (issue 19): the INFO stage, which every exam starts
// with, comes without the runner's buttons, media and dialogs or the result's tables. INFO fetches
// the runner in the background once it is drawn, so the start does not wait for it.
const loadRunner = () => import('../components/exam-runner');
const ExamRunner = lazy(async () => ({ default: (await loadRunner()).ExamRunner }));
const ExamResult = lazy(async () => ({ default: (await import('../components/exam-result')).ExamResult }));
const loadCheck = () => import('../components/exam-check');
const ExamCheck = lazy(async () => ({ default: (await loadCheck()).ExamCheck }));
const ExamSuccessInternal = lazy(async () => ({ default: (await import('../components/exam-success-internal')).ExamSuccessInternal }));

/** The learn screen, which the learn feature provides (app/ composes the two features). */
export type LearnScreenComponent = ComponentType<{ target: Omit<LearnRoute, 'kind'> }>;

/** The school's internal exam screens, which the internal-exams feature provides (app/ composes them). */
export interface InternalExamScreens {
  /** The INFO stage of /exam/exam/internal (category and language, then the start). */
  start: ComponentType;
  /** The PIN stage after the result (then the examinee's names and SUCCESS_INTERNAL). */
  close: ComponentType<{ exam: Exam; onBack: () => void }>;
}

export interface ExamPageProps {
  /** Renders the learn forms of the id (learn…, categoryLearn…, qlearn…); without it they are "not available". */
  learnScreen?: LearnScreenComponent;
  /** The internal exam of a school; without it /exam/exam/internal is "not available". */
  internalExam?: InternalExamScreens;
}

/**
 * The exam screen /exam/exam/{id} (spec §2): `demo`, `new`, `newY`, `newZ`, `newCategory{cat}` and
 * `hard` show the INFO stage and start that exam; a numeric id resumes a running exam (EXAM) or shows
 * a finished one (RESULT, CHECK); the learn forms show the learn screen of the learn feature.
 */
export function ExamPage({ learnScreen: LearnScreen, internalExam }: ExamPageProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const route = parseExamRoute(id);
  usePageTitle(route.kind === 'learn' ? t('learn.pageTitle') : t('exam.pageTitle'));
  switch (route.kind) {
    case 'invalid':
      return <Navigate to={actionPath('PAGE_NOT_FOUND')} replace />;
    case 'later':
      return <ExamModeNotAvailable />;
    case 'learn':
      return LearnScreen ? <LearnScreen key={id} target={{ category: route.category, moduleId: route.moduleId }} /> : <ExamModeNotAvailable />;
    case 'internal':
      return internalExam ? <internalExam.start /> : <ExamModeNotAvailable />;
    case 'existing':
      return <ExistingExam key={route.id} id={route.id} internalClose={internalExam?.close} />;
    default:
      return <NewExam key={id} route={route} />;
  }
}

function NewExam({ route }: { route: NewExamRoute }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const signedOut = useSignedOutPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const requested = ExamLanguage.safeParse(search.get('lang')?.toUpperCase());
  const [language, setLanguage] = useState<ExamLanguage>(requested.success ? requested.data : examLanguageFor(i18n.language));
  const [problems, setProblems] = useState<BrowserProblem[]>([]);
  const [emptyExam, setEmptyExam] = useState(false);
  const student = useCurrentLearner(needsStudent(route));
  // The runner's chunk, fetched while the learner reads the INFO stage (a failure shows at the start).
  useEffect(() => {
    loadRunner().catch(() => undefined);
  }, []);

  const start = useMutation({
    mutationFn: startExam,
    onSuccess: (result) => {
      if (!result.ok) return;
      const exam = result.data;
      if (exam.execution.length === 0) {
        setEmptyExam(true);
        return;
      }
      if (exam.demoToken) saveDemoToken(exam.id, exam.demoToken);
      saveStartedAs(exam.id, route);
      queryClient.setQueryData(examQueryKey(exam.id), exam);
      void navigate(examScreenPath(exam.id), { replace: true });
    },
  });

  if (needsStudent(route)) {
    if (!user) return <Navigate to={signedOut} replace />;
    if (user.userType !== 'STUDENT') return <Navigate to={landingPath(user, new Date())} replace />;
  }
  if (emptyExam) return <ExamLoadError />;
  if (needsStudent(route)) {
    if (student.isPending) return <ExamLoading />;
    if (student.isError) {
      const detail = student.error instanceof ApiRequestError ? apiErrorMessage(t, student.error.error) : undefined;
      return <ExamLoadError detail={detail} onRetry={() => void student.refetch()} />;
    }
  }
  const learner = student.data ?? null;
  const category = route.kind === 'category' ? (route.category ?? learner?.category ?? 'B') : route.kind === 'qualification' ? route.category : (learner?.category ?? 'B');
  const startError = start.data && !start.data.ok ? start.data.error : start.error ? { code: 'NETWORK_ERROR', message: '' } : null;

  return (
    <ExamInfo
      route={route}
      category={category}
      language={language}
      onLanguageChange={(next) => {
        setLanguage(next);
        start.reset();
      }}
      languageWarning={languageNotAllowed(learner, language)}
      starting={start.isPending}
      startError={startError}
      problems={problems}
      onStart={() => {
        const found = checkBrowser();
        setProblems(found);
        if (found.length > 0 || start.isPending) return;
        start.mutate({ route, language, student: learner });
      }}
    />
  );
}

function ExistingExam({ id, internalClose: InternalClose }: { id: number; internalClose?: InternalExamScreens['close'] | undefined }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const signedOut = useSignedOutPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [demoToken] = useState(() => demoTokenFor(id));
  const [stage, setStage] = useState<'RESULT' | 'CHECK' | 'PIN' | 'SUCCESS_INTERNAL'>('RESULT');
  // A learner's session locked by its internal exam when the screen opened: the PIN stage stays after the PIN unlocks it.
  const [learnerLocked] = useState(() => user?.userType === 'STUDENT' && user.locked);
  const exam = useExam(id, demoToken, demoToken !== null || user !== null);
  // The runner gets one function for the whole run (it is memoised on it): it calls the latest `update`.
  const updateRef = useRef<(next: Exam) => void>(() => undefined);
  const onExam = useCallback((next: Exam) => updateRef.current(next), []);
  // A finished exam's answers (CHECK) are fetched while its result is read.
  const finished = exam.data?.status === 'FINISHED';
  useEffect(() => {
    if (finished) loadCheck().catch(() => undefined);
  }, [finished]);

  if (!demoToken && !user) return <Navigate to={signedOut} replace />;
  // A running exam is shown only as the server has it now, never from the copy kept in the cache.
  if (exam.isPending || (exam.data?.status === 'IN_PROGRESS' && !exam.isFetchedAfterMount && !exam.isError)) return <ExamLoading />;
  if (exam.isError) {
    const { error } = exam;
    const detail = error instanceof ApiRequestError && error.status !== 403 ? apiErrorMessage(t, error.error) : undefined;
    return <ExamLoadError detail={detail} onRetry={() => void exam.refetch()} />;
  }
  const data = exam.data;
  if (data.execution.length === 0) return <ExamLoadError />;

  // An internal exam that locks the session (the school's own, or a learner's: spec §4): leaving the
  // result goes through the PIN stage, which ends a passed one on SUCCESS_INTERNAL.
  const schoolInternal = data.internal && InternalClose !== undefined && (user?.userType === 'SCHOOL' || learnerLocked);
  const update = (next: Exam) => {
    queryClient.setQueryData(examQueryKey(id), next);
    if (next.status === 'FINISHED') {
      // A passed exam of an internal (temporary) account ends on SUCCESS_INTERNAL (after the PIN when it locks the session).
      setStage(next.passed === true && user?.userType === 'STUDENT' && user.internal && !schoolInternal ? 'SUCCESS_INTERNAL' : 'RESULT');
      void queryClient.invalidateQueries({ queryKey: ['exam', 'light'] });
      window.scrollTo({ top: 0 });
    }
  };

  updateRef.current = update;

  let screen: ReactNode;
  if (data.status === 'IN_PROGRESS') screen = <ExamRunner key={data.id} exam={data} demoToken={demoToken} onExam={onExam} />;
  else if (stage === 'PIN' && schoolInternal) screen = <InternalClose exam={data} onBack={() => setStage('RESULT')} />;
  else if (stage === 'SUCCESS_INTERNAL') screen = <ExamSuccessInternal onResult={() => setStage('RESULT')} />;
  else if (stage === 'CHECK') {
    screen = (
      <ExamCheck
        exam={data}
        onBack={() => {
          setStage('RESULT');
          window.scrollTo({ top: 0 });
        }}
      />
    );
  } else {
    screen = (
      <ExamResult
        exam={data}
        onCheck={() => {
          setStage('CHECK');
          window.scrollTo({ top: 0 });
        }}
        onRepeat={() => (schoolInternal ? setStage('PIN') : void navigate(examScreenPath(examRouteId(repeatRouteOf(data, startedAsOf(id))), data.language)))}
        onClose={() => (schoolInternal ? setStage('PIN') : void navigate(ROUTES.exam))}
      />
    );
  }
  return <Suspense fallback={<ExamLoading />}>{screen}</Suspense>;
}
