import { DefaultPasswordRequest, SCHOOL_DEFAULT_PASSWORD_MAX, type School } from '@osk/contract';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms';
import { updateDefaultPassword } from '../api/school.api';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormNotices } from './form-notices';

const resolveDefaultPassword = schemaResolver(DefaultPasswordRequest, { sync: true });

/** /school/changeDefaultPassword: the default password of temporary accounts, at most 15 characters. */
export function DefaultPasswordForm({ school, onSaved }: { school: School; onSaved: () => void }) {
  const { t } = useTranslation();
  const { form, save, formRef, submit } = useSettingsForm<DefaultPasswordRequest>({
    initialValues: { defaultPassword: '' },
    validate: resolveDefaultPassword,
    send: updateDefaultPassword,
    onSaved,
  });

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
