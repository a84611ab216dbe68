import type { School } from '@osk/contract';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import type { ApiResult } from '../../../lib/api/api-client';
import { revealFormErrors } from '../../../lib/reveal-form-errors';
import { useSaveState } from './use-save-state';

/**
 * A school settings form with its save cycle: editing clears the "Popraw błędne pola!" banner; an
 * invalid submit shows it and reveals the first invalid field; a valid one saves `send(values)`, then
 * `onSaved`, or after a refusal `onFailed`. Returns the form, the save state, the form element's ref
 * and the submit handler.
 */
export function useSettingsForm<V extends object>({ initialValues, validate, send, onSaved, onFailed }: {
  initialValues: V;
  validate: (values: V) => FormErrors;
  send: (values: V) => Promise<ApiResult<School>>;
  onSaved: () => void;
  onFailed?: (form: UseFormReturnType<V>) => void;
}) {
  const save = useSaveState();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate,
    onValuesChange: () => save.clearInvalid(),
  });
  const submit = form.onSubmit(
    async (values) => {
      const saved = await save.run(() => send(values), form.setErrors);
      if (saved) onSaved();
      else onFailed?.(form);
    },
    () => {
      save.markInvalid();
      revealFormErrors(formRef.current);
    },
  );
  return { form, save, formRef, submit };
}
