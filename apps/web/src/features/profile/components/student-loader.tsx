import type { Student } from '@osk/contract';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { useCurrentLearner } from '../../../entities/learner/current-learner';

/** Loads the logged-in student and renders `children` with it; a loader meanwhile, the error with a retry. */
export function StudentLoader({ children }: { children: (student: Student) => ReactNode }) {
  const { t } = useTranslation();
  const student = useCurrentLearner();
  if (student.isPending) {
    return (
      <Center py="xl" data-testid="profile-loading">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (student.isError) {
    const { error } = student;
    return (
      <Alert color="red" icon={<AlertIcon />} title={t('profile.loadError')} data-testid="profile-error" role="alert">
        <Stack gap="sm" align="flex-start">
          {error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, error.error)}</Text>}
          <Button variant="light" color="red" onClick={() => void student.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(student.data);
}
