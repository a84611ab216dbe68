import type { ApiError } from '@osk/contract';
import type { FormErrors, OnSubmit } from '@mantine/form';
import { useState } from 'react';
import type { ApiResult } from './api/api-client';
import { serverFieldErrors } from './forms';

/** The parts of a Mantine form the submit needs. */
interface SubmittableForm<V> {
  onSubmit: OnSubmit<unknown, V>;
  setErrors: (errors: FormErrors) => void;
}

export interface FormSubmitOptions<T> {
  /** What the form does with the answer of a successful call. */
  onSuccess: (data: T) => void;
  /** What the form does more after a failure was shown and its fields were marked. */
  onFailure?: (error: ApiError, status: number) => void;
  /** Called instead of sending when the form's own validation fails. */
  onInvalid?: () => void;
}

/**
 * The submit of a form that sends its values in one call: the busy flag of the submit button, the
 * failure of the last call for the form's alert (cleared when sending again), and the server's field
 * errors put on the form's fields.
 */
export function useFormSubmit<V, T>(form: SubmittableForm<V>, send: (values: V) => Promise<ApiResult<T>>, { onSuccess, onFailure, onInvalid }: FormSubmitOptions<T>) {
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setFailure(null);
    const result = await send(values);
    setSubmitting(false);
    if (result.ok) {
      onSuccess(result.data);
      return;
    }
    setFailure(result.error);
    form.setErrors(serverFieldErrors(result.error.fields));
    onFailure?.(result.error, result.status);
  }, onInvalid);

  return { submit, submitting, failure };
}
