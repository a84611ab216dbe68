import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { ROUTES } from '../../../lib/routes';

/** The loader of the learn screens. */
export function LearnLoading({ testId = 'learn-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" data-testid={testId}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** Learning access has ended (spec §4): say so and offer the subscription page. */
export function LearnAccessEnded() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<InfoIcon />} title={t('learn.access.title')} data-testid="learn-access-ended">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('learn.access.text')}</Text>
        <Group gap="sm">
          <Button component={Link} to={ROUTES.subscription} data-testid="learn-access-renew">
            {t('learn.access.renew')}
          </Button>
          <Button component={Link} to={ROUTES.profile} variant="subtle">
            {t('learn.access.profile')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A load failure with an optional detail, a retry and a way back. */
export function LearnLoadError({ title, detail, onRetry, backTo }: { title: string; detail?: string; onRetry?: () => void; backTo?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} title={title} role="alert" data-testid="learn-load-error">
      <Stack gap="sm" align="flex-start">
        {detail && <Text size="sm">{detail}</Text>}
        <Group gap="sm">
          {onRetry && (
            <Button variant="light" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          {backTo && (
            <Button component={Link} to={backTo} variant="subtle" color="red">
              {t('learn.screen.back')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
