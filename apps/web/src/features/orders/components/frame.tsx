import type { School } from '@osk/contract';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrdersSchool } from '../api/orders.api';
import { ORDER_PATHS } from '../lib/paths';

/** A page of the order screens: the link back to the school, a heading, actions and the content. */
export function OrdersFrame({ title, testId, actions, children }: { title: string; testId: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap="md" maw={960} mx="auto" w="100%" data-testid={testId}>
      <Anchor component={Link} to={ORDER_PATHS.school} size="sm" data-testid="orders-back">
        ← {t('orders.back')}
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

/** A loader while a query runs. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" data-testid="orders-loading">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** A failed read with its reason and a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} title={t('orders.loadError')} role="alert" data-testid="orders-error">
      <Stack gap="sm" align="flex-start">
        {error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, error.error)}</Text>}
        <Button variant="light" color="red" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Loads the logged-in school and renders `children` with it. */
export function WithSchool({ children }: { children: (school: School) => ReactNode }) {
  const school = useOrdersSchool();
  if (school.isPending) return <Loading />;
  if (school.isError) return <LoadError error={school.error} retry={() => void school.refetch()} />;
  return children(school.data);
}
