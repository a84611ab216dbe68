import { Center, Loader, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The box of the learner's past exams on /exam/choose, apart from the list itself: the page draws it
 * (with the loader) while the list's code (table, pagination, scroll area) is still on its way.
 */
export function ExamHistoryFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} size="h3" mb="md">
        {t('exam.choose.history')}
      </Title>
      {children}
    </Paper>
  );
}

/** The history's loader (its exams, or its code, not here yet). */
export function ExamHistoryLoading() {
  const { t } = useTranslation();
  return (
    <Center py="md">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}
