import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons';
import { PageLoading } from '../../components/page-loading';

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  return <PageLoading testId="page-loader" />;
}

/**
 * Shown when a page fails to render or its chunk cannot be fetched (typically a deploy replaced the
 * chunks while the tab was open, or the connection dropped): reloading fetches the current ones.
 * Offline, a chunk never fetched before cannot come from the service worker's cache either: it says
 * that the connection is missing rather than that the page failed.
 */
export function PageError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="page-error">
        <Stack gap="sm" align="flex-start">
          <Text>{navigator.onLine ? t('common.pageLoadError') : t('common.networkError')}</Text>
          <Button color="red" variant="light" onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
