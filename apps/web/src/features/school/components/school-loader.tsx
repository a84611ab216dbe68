import type { School } from '@osk/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { useCurrentSchool } from '../../../entities/school/current-school';
import { PageLoading } from '../../../components/page-loading';

/** Loads the logged-in school and renders `children` with it; a loader meanwhile, the error with a retry. */
export function SchoolLoader({ children }: { children: (school: School) => ReactNode }) {
  const { t } = useTranslation();
  const school = useCurrentSchool();
  if (school.isPending) return <PageLoading testId="school-loading" />;
  if (school.isError) {
    const { error } = school;
    return (
      <Alert color="red" icon={<AlertIcon />} title={t('school.loadError')} data-testid="school-error" role="alert">
        <Stack gap="sm" align="flex-start">
          {error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, error.error)}</Text>}
          <Button variant="light" color="red" onClick={() => void school.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(school.data);
}
