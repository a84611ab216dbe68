import type { Student } from '@osk/contract';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { todayIso } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { accessState } from '../lib/elearning-paths';
import { ElearningPageHeader, ListSkeleton, LoadError, NoAccess } from './elearning-states';

/** The end of each access window on the learner. */
const TILL_OF = {
  learning: (student: Student) => student.learningAvailableTill,
  lectures: (student: Student) => student.lecturesAvailableTill,
} as const;

/**
 * A learner's page behind one access window (the courses or the lectures, spec §4): the heading, then
 * placeholder rows while the learner loads, the failure, the missing or ended access, or the page itself.
 */
export function LearnerAccessPage({ kind, title, lead, titleTestId, noAccessTestId, skeleton, children }: {
  kind: keyof typeof TILL_OF;
  title: string;
  lead: string;
  titleTestId: string;
  noAccessTestId: string;
  skeleton: { rows: number; height: number };
  children: (student: Student) => ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  const student = useCurrentLearner();
  let body;
  if (student.isPending) body = <ListSkeleton rows={skeleton.rows} height={skeleton.height} />;
  else if (student.isError) body = <LoadError title={t('elearning.loadStudentError')} error={student.error} onRetry={() => void student.refetch()} />;
  else if (accessState(TILL_OF[kind](student.data), todayIso()) !== 'active') body = <NoAccess kind={kind} till={TILL_OF[kind](student.data)} testId={noAccessTestId} />;
  else body = children(student.data);
  return (
    <Stack gap="lg">
      <ElearningPageHeader title={title} lead={lead} testId={titleTestId} />
      {body}
    </Stack>
  );
}
