import type { ApiError } from '@osk/contract';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/api/api-error-message';
import { AlertIcon } from './icons';

export interface FailureAlertProps {
  /** The failure of the last call; nothing is shown without one. */
  failure: ApiError | null;
  testId?: string;
  title?: string;
  /** What the alert says of the failure, when not the server's message. */
  message?: (failure: ApiError) => ReactNode;
}

/** The red alert above a form whose last call failed: by default the server's message in the current language. */
export function FailureAlert({ failure, testId, title, message }: FailureAlertProps) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert color="red" icon={<AlertIcon />} role="alert" data-testid={testId} title={title}>
      {message ? message(failure) : apiErrorMessage(t, failure)}
    </Alert>
  );
}
