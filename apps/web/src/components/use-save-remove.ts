import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ApiError } from '@osk/contract';
import type { ApiResult } from '../lib/api/api-client';

/** What a failed call becomes on the form (`null`: the caller showed it elsewhere). */
export type FailureOf<F> = (error: ApiError, status: number) => F | null;

/** The save/remove state of a create-or-edit form of a list page (cars, instructors, groups, signers). */
export interface SaveRemove<F> {
  saving: boolean;
  removing: boolean;
  /** The remove confirmation is open. */
  confirm: boolean;
  setConfirm: (open: boolean) => void;
  failure: F | null;
  setFailure: (failure: F | null) => void;
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
    save: async (call, failureOf) => {
      setSaving(true);
      setFailure(null);
      const answer = await call();
      setSaving(false);
      if (!answer.ok) {
        setFailure(failureOf(answer.error, answer.status));
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
        setFailure(failureOf(answer.error, answer.status));
        return;
      }
      await finish(removedMessage);
    },
  };
}
