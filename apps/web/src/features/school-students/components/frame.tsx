import type { School } from '@osk/contract';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLinkFrame, PageLoadError, PageLoading } from '../../../components/page-frame';
import { useCurrentSchool } from '../../../entities/school/current-school';

/** A page of the learner screens: a link back, a heading and the content. */
export function StudentsFrame({ title, back, testId, actions, children }: { title: string; back: { to: string; label: string }; testId: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <BackLinkFrame title={title} testId={testId} actions={actions} maxWidth={1100} back={{ ...back, testId: 'students-back' }}>
      {children}
    </BackLinkFrame>
  );
}

/** A loader while a query runs. */
export function Loading({ testId = 'students-loading' }: { testId?: string }) {
  return <PageLoading testId={testId} />;
}

/** A failed read with its reason and a retry. */
export function LoadError({ error, retry, testId = 'students-error' }: { error: unknown; retry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return <PageLoadError title={t('schoolStudents.loadError')} error={error} retry={retry} testId={testId} />;
}

/** Loads the logged-in school and renders `children` with it. */
export function WithSchool({ children }: { children: (school: School) => ReactNode }) {
  const school = useCurrentSchool();
  if (school.isPending) return <Loading />;
  if (school.isError) return <LoadError error={school.error} retry={() => void school.refetch()} />;
  return children(school.data);
}

/** The school's stock: learning days and books. */
export function StockLine({ school }: { school: School }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" data-testid="students-stock">
      <Text size="sm">
        {t('schoolStudents.stock.days')}: <b data-testid="stock-days">{school.numberOfDaysOfLearn}</b>
      </Text>
      <Text size="sm">
        {t('schoolStudents.stock.books')}: <b data-testid="stock-books">{school.numberOfBooks}</b>
      </Text>
    </Group>
  );
}
