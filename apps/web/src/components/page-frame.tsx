import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../lib/api/api-client';
import { apiErrorMessage } from '../lib/api/api-error-message';
import { usePageTitle } from '../lib/use-page-title';
import { AlertIcon } from './icons';

/** A page of a school area screen: a link back, a heading with its actions, and the content. */
export function BackLinkFrame({ title, testId, back, maxWidth, actions, children }: {
  title: string;
  testId: string;
  back: { to: string; label: string; testId: string };
  maxWidth: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={maxWidth} mx="auto" w="100%" data-testid={testId}>
      <Anchor component={Link} to={back.to} size="sm" data-testid={back.testId}>
        ← {back.label}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** A settings page: a link back, a heading, an intro and the form on a card. */
export function CardPageFrame({ title, intro, testId, back, maxWidth, children }: {
  title: string;
  intro?: ReactNode;
  testId: string;
  back: { to: string; label: string; testId?: string };
  maxWidth: number;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={maxWidth} mx="auto" data-testid={testId}>
      <Anchor component={Link} to={back.to} size="sm" data-testid={back.testId}>
        ← {back.label}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Stack>
  );
}

export { PageLoading } from './page-loading';

/** A failed read with its reason and a retry. */
export function PageLoadError({ title, error, retry, testId }: { title: string; error: unknown; retry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} title={title} role="alert" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        {error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, error.error)}</Text>}
        <Button variant="light" color="red" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
