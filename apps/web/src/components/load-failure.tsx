import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from './icons';

/** A failed read: the title, an optional detail, a retry and a way back when given. */
export function LoadFailure({ title, detail, onRetry, back, testId }: { title: string; detail?: string; onRetry?: () => void; back?: { to: string; label: ReactNode }; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} title={title} role="alert" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        {detail && <Text size="sm">{detail}</Text>}
        <Group gap="sm">
          {onRetry && (
            <Button variant="light" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          {back && (
            <Button component={Link} to={back.to} variant="subtle" color="red">
              {back.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
