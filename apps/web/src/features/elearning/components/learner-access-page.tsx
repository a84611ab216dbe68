import type { Student } from '@osk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadedPage } from '../../../components/page-heading';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { todayIso } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { accessState } from '../lib/elearning-paths';
import { BackToHub, ListSkeleton, LoadError, NoAccess } from './elearning-states';

/** The page behind each access window: its texts, test ids, placeholder rows and the end of the window on the learner. */
const PAGES = {
  learning: { texts: 'elearning.courses', titleTestId: 'courses-title', noAccessTestId: 'elearning-no-access', skeleton: { rows: 2, height: 160 }, till: (student: Student) => student.learningAvailableTill },
  lectures: { texts: 'elearning.lectures', titleTestId: 'lectures-title', noAccessTestId: 'lectures-no-access', skeleton: { rows: 4, height: 56 }, till: (student: Student) => student.lecturesAvailableTill },
} as const;

/**
 * A learner's page behind one access window (the courses or the lectures, spec §4): the heading, then
 * placeholder rows while the learner loads, the failure, the missing or ended access, or the page itself.
 */
export function LearnerAccessPage({ kind, children }: { kind: keyof typeof PAGES; children: (student: Student) => ReactNode }) {
  const { t } = useTranslation();
  const page = PAGES[kind];
  const title = t(`${page.texts}.title`);
  usePageTitle(title);
  const student = useCurrentLearner();
  let body;
  if (student.isPending) body = <ListSkeleton rows={page.skeleton.rows} height={page.skeleton.height} />;
  else if (student.isError) body = <LoadError title={t('elearning.loadStudentError')} error={student.error} onRetry={() => void student.refetch()} />;
  else if (accessState(page.till(student.data), todayIso()) !== 'active') body = <NoAccess kind={kind} till={page.till(student.data)} testId={page.noAccessTestId} />;
  else body = children(student.data);
  return (
    <HeadedPage title={title} lead={t(`${page.texts}.lead`)} testId={page.titleTestId} action={<BackToHub />}>
      {body}
    </HeadedPage>
  );
}
