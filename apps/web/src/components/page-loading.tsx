import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A loader while a page, or the query a page waits for, arrives; `label` names it where the page has its own word. */
export function PageLoading({ testId, label }: { testId?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" data-testid={testId}>
      <Loader aria-label={label ?? t('common.loading')} />
    </Center>
  );
}
