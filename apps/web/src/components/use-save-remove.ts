import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ApiError } from '@osk/contract';
import type { ApiResult } from '../lib/api/api-client';
import { applyServerFieldErrors } from '../lib/forms';

/**
 * What a failed call becomes on the form (`null`: the caller showed it elsewhere). `onFields` is true
 * when the error's fields were put on the form's fields (see `fieldErrors`).
 */
export type FailureOf<F> = (error: ApiError, status: number, onFields: boolean) => F | null;

/** The save/remove state of a create-or-edit form of a list page (cars, instructors, groups, signers). */
export interface SaveRemove<F> {
  saving: boolean;
  removing: boolean;
  /** The remove confirmation is open. */
  confirm: boolean;
  setConfirm: (open: boolean) => void;
  failure: F | null;
  setFailure: (failure: F | null) => void;
  /** The last failed call's field errors by field path (message keys or server texts), until the field changes. */
  fieldErrors: Readonly<Record<string, string>>;
  /** Forgets a field's server error (call it when the field changes). */
  clearFieldError: (field: string) => void;
  /** Runs the save call; on success a notice, the list refreshed and the form closed. */
  save: (call: () => Promise<ApiResult<unknown>>, failureOf: FailureOf<F>) => Promise<void>;
  /** Runs the remove call (closing the confirmation); on success as `save`. */
  remove: (call: () => Promise<ApiResult<unknown>>, failureOf: FailureOf<F>) => Promise<void>;
}

/**
 * One place for what every list page's form does around its calls: the busy flags, the failure
 * shown on the form, the remove confirmation, and after success a green notice, a refreshed list
 * and the way back to the list.
 */
export function useSaveRemove<F>({ refresh, onDone, savedMessage, removedMessage }: { refresh: () => Promise<unknown>; onDone: () => void; savedMessage: string; removedMessage: string }): SaveRemove<F> {
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [failure, setFailure] = useState<F | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const fail = (error: ApiError, status: number, failureOf: FailureOf<F>) => {
    const onFields = applyServerFieldErrors({ setErrors: setFieldErrors }, error);
    setFailure(failureOf(error, status, onFields));
  };
  const finish = async (message: string) => {
    notifications.show({ color: 'green', message });
    await refresh();
    onDone();
  };
  return {
    saving,
    removing,
    confirm,
    setConfirm,
    failure,
    setFailure,
    fieldErrors,
    clearFieldError: (field) =>
      setFieldErrors((errors) => {
        if (!(field in errors)) return errors;
        const { [field]: _cleared, ...rest } = errors;
        return rest;
      }),
    save: async (call, failureOf) => {
      setSaving(true);
      setFailure(null);
      setFieldErrors({});
      const answer = await call();
      setSaving(false);
      if (!answer.ok) {
        fail(answer.error, answer.status, failureOf);
        return;
      }
      await finish(savedMessage);
    },
    remove: async (call, failureOf) => {
      setRemoving(true);
      const answer = await call();
      setRemoving(false);
      setConfirm(false);
      if (!answer.ok) {
        fail(answer.error, answer.status, failureOf);
        return;
      }
      await finish(removedMessage);
    },
  };
}
