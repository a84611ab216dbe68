import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { InvalidFormAlert } from '../../../components/invalid-notice';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import type { SaveState } from '../hooks/use-save-state';

export interface FormNoticesProps {
  state: SaveState;
  /** The message of a failure with a known meaning by status (the PIN's 409), instead of the generic one. */
  messageFor?: (status: number) => 'msg.error.pin.failed.old.dont.match' | null;
}

/**
 * The banners above a school form: "Popraw błędne pola!" after an invalid submit, and a failed save
 * as msg.error.edit.failed with the server's reason (school document §8).
 */
export function FormNotices({ state, messageFor }: FormNoticesProps) {
  const { t } = useTranslation();
  const { failure } = state;
  const special = failure && messageFor ? messageFor(failure.status) : null;
  return (
    <>
      {state.invalid && <InvalidFormAlert testId="school-form-invalid" />}
      {failure && special && (
        <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="school-form-failure">
          {t(special)}
        </Alert>
      )}
      {failure && !special && (
        <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="school-form-failure" title={t('msg.error.edit.failed')}>
          {failure.error.code !== 'msg.error.edit.failed' && apiErrorMessage(t, failure.error)}
        </Alert>
      )}
    </>
  );
}
