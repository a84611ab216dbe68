import type { School } from '@osk/contract';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentSchool } from '../../../entities/school/current-school';

/** A page of the learner screens: a link back, a heading and the content. */
export function StudentsFrame({ title, back, testId, actions, children }: { title: string; back: { to: string; label: string }; testId: string; actions?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%" data-testid={testId}>
      <Anchor component={Link} to={back.to} size="sm" data-testid="students-back">
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

/** A loader while a query runs. */
export function Loading({ testId = 'students-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" data-testid={testId}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** A failed read with its reason and a retry. */
export function LoadError({ error, retry, testId = 'students-error' }: { error: unknown; retry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} title={t('schoolStudents.loadError')} role="alert" data-testid={testId}>
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
