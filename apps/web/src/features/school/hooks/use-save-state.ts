import type { ApiError, School } from '@osk/contract';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../lib/api/api-client';
import { serverFieldErrors } from '../../../lib/forms';
import { useStoreCurrentSchool } from '../../../entities/school/current-school';

/** What a school settings form shows above its fields. */
export interface SaveState {
  /** The "Popraw błędne pola!" banner after an invalid submit. */
  invalid: boolean;
  /** The failed save's status and error. */
  failure: { status: number; error: ApiError } | null;
  submitting: boolean;
  /** For the form's onSubmit error handler. */
  markInvalid: () => void;
  /** Clears the banner once the user edits again. */
  clearInvalid: () => void;
  /**
   * Sends a save; on success stores the answered school and shows msg.info.edit.successful, on
   * failure keeps the error and hands its field errors to `setErrors`.
   */
  run: (send: () => Promise<ApiResult<School>>, setErrors: (errors: Record<string, string>) => void) => Promise<School | null>;
}

/** The save cycle shared by the school settings forms (school document §8). */
export function useSaveState(): SaveState {
  const { t } = useTranslation();
  const storeSchool = useStoreCurrentSchool();
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<SaveState['failure']>(null);
  const [submitting, setSubmitting] = useState(false);

  const run: SaveState['run'] = async (send, setErrors) => {
    setInvalid(false);
    setFailure(null);
    setSubmitting(true);
    const result = await send();
    setSubmitting(false);
    if (result.ok) {
      storeSchool(result.data);
      notifications.show({ color: 'green', message: t('msg.info.edit.successful') });
      return result.data;
    }
    setFailure({ status: result.status, error: result.error });
    setErrors(serverFieldErrors(result.error.fields));
    return null;
  };

  return {
    invalid,
    failure,
    submitting,
    markInvalid: () => setInvalid(true),
    clearInvalid: () => setInvalid(false),
    run,
  };
}
