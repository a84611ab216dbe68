import { landingPath, type Student } from '@osk/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { useSessionUser } from '../../../lib/session/session.store';
import { useSignedOutPath } from '../../../lib/session/signed-out';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { LearnLoadError, LearnLoading } from './learn-states';

/** A refusal that means the learning access has ended (the exam's and learning's "no access" codes). */
export function isNoAccess(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403 && /no\.access/.test(error.error.code);
}

/**
 * A screen that learns (a module, a practice): opens at its top, sends a visitor to the login and
 * another account to its own start, and renders `children` with the current learner once loaded.
 */
export function LearnerScreen({ children }: { children: (student: Student) => ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const signedOut = useSignedOutPath();
  const student = useCurrentLearner();
  // A module opens at its top, wherever the list it was chosen from was scrolled to: the short loading
  // state would otherwise pull the page up under the scroll position, and the module then push it back.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  if (!user) return <Navigate to={signedOut} replace />;
  if (user.userType !== 'STUDENT') return <Navigate to={landingPath(user, new Date())} replace />;
  if (student.isPending) return <LearnLoading />;
  if (student.isError) return <LearnLoadError title={t('learn.choose.loadError')} detail={apiErrorDetail(t, student.error)} onRetry={() => void student.refetch()} />;
  return children(student.data);
}
