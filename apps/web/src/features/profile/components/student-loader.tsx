import type { Student } from '@osk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadError, PageLoading } from '../../../components/page-frame';
import { useCurrentLearner } from '../../../entities/learner/current-learner';

/** Loads the logged-in student and renders `children` with it; a loader meanwhile, the error with a retry. */
export function StudentLoader({ children }: { children: (student: Student) => ReactNode }) {
  const { t } = useTranslation();
  const student = useCurrentLearner();
  if (student.isPending) return <PageLoading testId="profile-loading" />;
  if (student.isError) return <PageLoadError title={t('profile.loadError')} error={student.error} retry={() => void student.refetch()} testId="profile-error" />;
  return children(student.data);
}
