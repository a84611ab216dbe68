import type { Exam } from '@osk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { useSignedOutPath } from '../../../lib/session/signed-out';
import { examQueryKey, useExam } from '../api/exam.api';
import { examRouteId, examScreenPath, repeatRouteOf } from '../lib/exam-route';
import { demoTokenFor, startedAsOf } from '../lib/exam-storage';
import type { InternalExamScreens } from '../pages/exam.page';
import { ExamLoadError, ExamLoading } from './exam-states';

// The stages of an exam are chunks of their own (issue 19): the runner's buttons, media and dialogs,
// the result's tables and the check's list come with the stage that draws them.
const ExamRunner = lazy(async () => ({ default: (await import('./exam-runner')).ExamRunner }));
const ExamResult = lazy(async () => ({ default: (await import('./exam-result')).ExamResult }));
const loadCheck = () => import('./exam-check');
const ExamCheck = lazy(async () => ({ default: (await loadCheck()).ExamCheck }));
const ExamSuccessInternal = lazy(async () => ({ default: (await import('./exam-success-internal')).ExamSuccessInternal }));

/** An exam that exists: running (EXAM), or finished (RESULT, CHECK, and an internal exam's PIN and SUCCESS_INTERNAL). */
export function ExistingExam({ id, internalClose: InternalClose }: { id: number; internalClose?: InternalExamScreens['close'] | undefined }) {
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
  /** Moves to another stage of the finished exam, shown from its top. */
  const showAtTop = (next: typeof stage) => () => {
    setStage(next);
    window.scrollTo({ top: 0 });
  };

  let screen: ReactNode;
  if (data.status === 'IN_PROGRESS') screen = <ExamRunner key={data.id} exam={data} demoToken={demoToken} onExam={onExam} />;
  else if (stage === 'PIN' && schoolInternal) screen = <InternalClose exam={data} onBack={() => setStage('RESULT')} />;
  else if (stage === 'SUCCESS_INTERNAL') screen = <ExamSuccessInternal onResult={() => setStage('RESULT')} />;
  else if (stage === 'CHECK') {
    screen = <ExamCheck exam={data} onBack={showAtTop('RESULT')} />;
  } else {
    screen = (
      <ExamResult
        exam={data}
        onCheck={showAtTop('CHECK')}
        onRepeat={() => (schoolInternal ? setStage('PIN') : void navigate(examScreenPath(examRouteId(repeatRouteOf(data, startedAsOf(id))), data.language)))}
        onClose={() => (schoolInternal ? setStage('PIN') : void navigate(ROUTES.exam))}
      />
    );
  }
  return <Suspense fallback={<ExamLoading />}>{screen}</Suspense>;
}
