import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveRemove } from '../../../components/use-save-remove';
import { fieldErrorText } from '../../../lib/forms';
import type { ErrorKey } from '../lib/resources';
import { ConfirmDialog, FormAlert } from './frame';

/**
 * A resource form's values with their rules (school document §5): a field's message shows once the
 * field was left or a save was tried; until then, and after its field changes, the server's answer
 * to the last save stands on it.
 */
export function useResourceValues<V extends object>(initial: () => V, validate: (values: V) => Partial<Record<keyof V, ErrorKey>>, calls: Pick<SaveRemove<string>, 'fieldErrors' | 'clearFieldError'>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [tried, setTried] = useState(false);
  const errors = validate(values);
  const hasErrors = Object.keys(errors).length > 0;
  const touch = (key: keyof V) => setTouched((s) => ({ ...s, [key]: true }));
  return {
    values,
    errors,
    hasErrors,
    setTried,
    /** The banner: a wrong field that was left, or any after a try to save. */
    showBanner: hasErrors && (tried || (Object.keys(touched) as Array<keyof V>).some((k) => errors[k])),
    shown: (key: keyof V & string) => {
      if ((tried || touched[key]) && errors[key]) return t(`schoolResources.validation.${errors[key]}`);
      const server = calls.fieldErrors[key];
      return server ? fieldErrorText(t, server) : undefined;
    },
    set: <K extends keyof V & string>(key: K, value: V[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      calls.clearFieldError(key);
    },
    touch,
    blur: (key: keyof V) => () => touch(key),
  };
}

/**
 * The EDIT and CREATE stage of a resource screen: the form with its banners (a wrong field, a failed
 * call), the fields, save and cancel, remove for a saved record, and the removal's confirmation.
 */
export function ResourceForm({
  row,
  calls,
  onSave,
  noValidate,
  showBanner,
  saveDisabled,
  onCancel,
  removal,
  intro,
  children,
}: {
  row: 'car' | 'instructor' | 'group';
  calls: SaveRemove<string>;
  onSave: () => void;
  /** The form's own rules answer a save (the banner and each field's message), not the browser's bubble. */
  noValidate?: boolean;
  showBanner: boolean;
  saveDisabled?: boolean;
  onCancel: () => void;
  /** The remove button (when the record may be removed) and its confirmation. */
  removal: { shown: boolean; label?: string; confirmText: string; onConfirm: () => void };
  /** Notes above the banners. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate={noValidate}
      data-testid={`${row}-form`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Stack gap="sm">
        {intro}
        <FormAlert text={showBanner ? t('msg.error.invalid.form') : null} testId={`${row}-invalid`} />
        <FormAlert text={calls.failure} testId={`${row}-failure`} />
        {children}
        <Group justify="space-between">
          <Group gap="sm">
            <Button type="submit" loading={calls.saving} disabled={saveDisabled} data-testid={`${row}-save`}>
              {t('schoolResources.save')}
            </Button>
            <Button variant="default" onClick={onCancel} data-testid={`${row}-cancel`}>
              {t('schoolResources.cancel')}
            </Button>
          </Group>
          {removal.shown && (
            <Button color="red" variant="light" onClick={() => calls.setConfirm(true)} data-testid={`${row}-remove`}>
              {removal.label ?? t('schoolResources.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog opened={calls.confirm} busy={calls.removing} text={removal.confirmText} onConfirm={removal.onConfirm} onClose={() => calls.setConfirm(false)} />
    </Paper>
  );
}
