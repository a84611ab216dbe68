import { ChangePasswordForm as ChangePasswordSchema } from '@osk/contract';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { changeUserPassword } from '../api/account-settings.api';

const resolveChange = schemaResolver(ChangePasswordSchema, { sync: true });

export interface ChangePasswordFormProps {
  /** The logged-in user's own id (changeUserPassword refuses any other). */
  userId: number;
  /** Called after the password has been changed. */
  onChanged: () => void;
}

/**
 * Password change (spec §5): the current password (issue 20), the new password and its repetition
 * are all required and saved only when the new ones match ("Hasła nie pasują do siebie!"); the new
 * one needs 8 characters and must not be a common password (the contract's rule, checked here and by
 * the server). A failure shows msg.error.password.changed (spec §8) and the field the server names
 * (e.g. a wrong current password).
 */
export function ChangePasswordForm({ userId, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordSchema>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    validate: resolveChange,
  });
  const field = useFormFields(form);
  const { submit, submitting, failure } = useFormSubmit(form, (values) => changeUserPassword(userId, values.currentPassword, values.newPassword), {
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'green', message: t('msg.info.password.changed') });
      onChanged();
    },
  });

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack gap="md">
        <FailureAlert failure={failure} testId="change-password-error" message={() => t('msg.error.password.changed')} />
        <PasswordInput
          label={t('profile.passwordChange.currentPassword')}
          autoComplete="current-password"
          required
          data-autofocus
          {...field('currentPassword', 'change-password-current')}
        />
        <NewPasswordInputs
          labels={{ password: t('profile.passwordChange.newPassword'), repeat: t('profile.passwordChange.repeatPassword') }}
          description={t('profile.passwordChange.rule')}
          password={field('newPassword', 'change-password-new')}
          repeat={field('repeatPassword', 'change-password-repeat')}
        />
        <Button type="submit" loading={submitting} data-testid="change-password-submit" style={{ alignSelf: 'flex-start' }}>
          {t('profile.passwordChange.submit')}
        </Button>
      </Stack>
    </form>
  );
}
