import { PinChangeRequest, SCHOOL_PIN_MAX_DIGITS, type School } from '@osk/contract';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms';
import { updatePin } from '../api/school.api';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormNotices } from './form-notices';

const resolvePin = schemaResolver(PinChangeRequest, { sync: true });

interface PinValues {
  oldPin: string;
  newPin: string;
  repeatPin: string;
}

/** The PIN fields' own rules beside the contract's: the old PIN once one is set, the repeat equal. */
export function validatePinForm(values: PinValues, pinSet: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(resolvePin({ newPin: values.newPin, oldPin: values.oldPin || null }))) {
    if (typeof message === 'string') errors[path] = message;
  }
  if (pinSet && values.oldPin.trim() === '') errors.oldPin = 'msg.validation.pin.required';
  if (!errors.newPin && values.repeatPin.trim() !== values.newPin.trim()) errors.repeatPin = 'school.pin.mismatch';
  return errors;
}

const pinInput = { inputMode: 'numeric', maxLength: SCHOOL_PIN_MAX_DIGITS, autoComplete: 'off' } as const;

/**
 * /school/changePin (school document §5): a new PIN of at most 4 digits, repeated; once a PIN is set
 * the current one too. A 409 means the old PIN did not match (msg.error.pin.failed.old.dont.match).
 */
export function PinForm({ school, onSaved }: { school: School; onSaved: () => void }) {
  const { t } = useTranslation();
  const { form, save, formRef, submit } = useSettingsForm<PinValues>({
    initialValues: { oldPin: '', newPin: '', repeatPin: '' },
    validate: (values) => validatePinForm(values, school.pinSet),
    send: (values) => updatePin({ newPin: values.newPin.trim(), ...(school.pinSet ? { oldPin: values.oldPin.trim() } : {}) }),
    onSaved,
    // A refused save asks for the current PIN again.
    onFailed: (pinForm) => pinForm.setFieldValue('oldPin', ''),
  });
  const error = (path: keyof PinValues) => {
    const value = form.errors[path];
    return value === 'school.pin.mismatch' ? t('school.pin.mismatch') : fieldErrorText(t, value);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="school-pin-form">
      <Stack gap="md">
        <FormNotices state={save} messageFor={(status) => (status === 409 ? 'msg.error.pin.failed.old.dont.match' : null)} />
        {school.pinSet && (
          <PasswordInput label={t('school.pin.old')} required {...pinInput} data-testid="school-pin-old" {...form.getInputProps('oldPin')} error={error('oldPin')} />
        )}
        <PasswordInput label={t('school.pin.new')} required {...pinInput} data-testid="school-pin-new" {...form.getInputProps('newPin')} error={error('newPin')} />
        <PasswordInput
          label={t('school.pin.repeat')}
          required
          {...pinInput}
          data-testid="school-pin-repeat"
          {...form.getInputProps('repeatPin')}
          error={error('repeatPin')}
        />
        <Group>
          <Button type="submit" loading={save.submitting} data-testid="school-pin-submit">
            {t('school.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
