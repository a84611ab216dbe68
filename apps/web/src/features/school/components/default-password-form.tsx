import { DefaultPasswordRequest, SCHOOL_DEFAULT_PASSWORD_MAX, type School } from '@osk/contract';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms';
import { updateDefaultPassword } from '../api/school.api';
import { useSaveState } from '../hooks/use-save-state';
import { revealInvalid } from '../lib/reveal-invalid';
import { FormNotices } from './form-notices';

const resolveDefaultPassword = schemaResolver(DefaultPasswordRequest, { sync: true });

/** /school/changeDefaultPassword: the default password of temporary accounts, at most 15 characters. */
export function DefaultPasswordForm({ school, onSaved }: { school: School; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveState();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<DefaultPasswordRequest>({
    mode: 'controlled',
    initialValues: { defaultPassword: '' },
    validate: resolveDefaultPassword,
    onValuesChange: () => save.clearInvalid(),
  });

  const submit = form.onSubmit(
    async (values) => {
      const saved = await save.run(() => updateDefaultPassword(values), form.setErrors);
      if (saved) onSaved();
    },
    () => {
      save.markInvalid();
      revealInvalid(formRef.current);
    },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="school-default-password-form">
      <Stack gap="md">
        <FormNotices state={save} />
        {school.defaultPasswordSet && (
          <Text size="sm" c="dimmed" data-testid="school-default-password-set">
            {t('school.defaultPassword.isSet')}
          </Text>
        )}
        <PasswordInput
          label={t('school.defaultPassword.field')}
          description={t('school.defaultPassword.hint')}
          required
          autoComplete="off"
          maxLength={SCHOOL_DEFAULT_PASSWORD_MAX}
          data-testid="school-default-password"
          {...form.getInputProps('defaultPassword')}
          error={fieldErrorText(t, form.errors.defaultPassword)}
        />
        <Group>
          <Button type="submit" loading={save.submitting} data-testid="school-default-password-submit">
            {t('school.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
