import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A loader while a page, or the query a page waits for, arrives. */
export function PageLoading({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" data-testid={testId}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
