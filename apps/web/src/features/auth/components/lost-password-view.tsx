import { LostPasswordForm } from '@osk/contract';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { CheckIcon } from '../../../components/icons';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { requestPasswordReset } from '../api/lost-password.api';

const resolveLostPassword = schemaResolver(LostPasswordForm, { sync: true });

export interface LostPasswordViewProps {
  /** Back to the login view of the modal. */
  onBack: () => void;
}

/**
 * The lost-password view of the login modal (spec §5, §8): a valid e-mail is required ("Proszę podać
 * prawidłowy adres email"); an unknown address gives "Podany adres nie został znaleziony w systemie";
 * success gives msg.info.password.reset and the link arrives by mail.
 */
export function LostPasswordView({ onBack }: LostPasswordViewProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<LostPasswordForm>({
    mode: 'controlled',
    initialValues: { userEmail: '' },
    validate: resolveLostPassword,
  });
  const field = useFormFields(form);
  const { submit, submitting, failure } = useFormSubmit(form, (values) => requestPasswordReset(values.userEmail), {
    onSuccess: (sent) => setSentTo(sent.userEmail),
  });

  if (sentTo !== null) {
    return (
      <Stack gap="md" data-testid="login-view-lost-password">
        <Alert color="green" icon={<CheckIcon />} title={t('recovery.lostPassword.sentTitle')} role="status" data-testid="lost-password-sent">
          <Stack gap={6}>
            <Text size="sm">{t('msg.info.password.reset')}</Text>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {sentTo}
            </Text>
            <Text size="sm" c="dimmed">
              {t('recovery.lostPassword.sentHint')}
            </Text>
          </Stack>
        </Alert>
        <Button variant="light" onClick={onBack} data-testid="lost-password-back">
          {t('recovery.lostPassword.back')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-view-lost-password">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('recovery.lostPassword.title')}
        </Title>
        <Text size="sm">{t('recovery.lostPassword.text')}</Text>
        <FailureAlert failure={failure} testId="lost-password-error" />
        <TextInput
          label={t('recovery.lostPassword.email')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...field('userEmail', 'lost-password-email')}
        />
        <Button type="submit" loading={submitting} fullWidth data-testid="lost-password-submit">
          {t('recovery.lostPassword.submit')}
        </Button>
        <Button variant="subtle" onClick={onBack} data-testid="lost-password-back">
          {t('recovery.lostPassword.back')}
        </Button>
      </Stack>
    </form>
  );
}
