import { NewPasswordForm } from '@osk/contract';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { openLoginModal } from '../../../lib/login-modal.store';
import { actionPath } from '../../../lib/routes';
import { clearSessionUser, getSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { resetPassword, useResetPasswordLink } from '../api/reset-password.api';
import { ActionPanel } from './action-panel';

const resolveNewPassword = schemaResolver(NewPasswordForm, { sync: true });

/** The code the server answers for a used, expired or forged reset link. */
const LINK_INVALID = 'msg.error.reset.link.invalid';

/**
 * /action/RESET_PASSWORD/{token}: the new-password form of a reset link (spec §5: both fields, at
 * least 3 characters, "Hasła nie pasują do siebie!"). The link is checked first; a used, expired or
 * forged one shows an error page with a way to ask for a new link. Success leads to the
 * RESET_PASSWORD action page with its login button.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle(t('recovery.reset.title'));
  const link = useResetPasswordLink(token);
  const [linkInvalid, setLinkInvalid] = useState(false);

  if (link.isPending) {
    return (
      <Center py="xl" data-testid="reset-password-checking">
        <Loader aria-label={t('recovery.reset.checking')} />
      </Center>
    );
  }
  if (link.isError || linkInvalid) return <ResetLinkInvalid />;
  return <NewPasswordCard token={token} email={link.data.userEmail} onLinkInvalid={() => setLinkInvalid(true)} />;
}

function NewPasswordCard({ token, email, onLinkInvalid }: { token: string; email: string; onLinkInvalid: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<NewPasswordForm>({
    mode: 'controlled',
    initialValues: { newPassword: '', repeatPassword: '' },
    validate: resolveNewPassword,
  });
  const field = useFormFields(form);
  const { submit, submitting, failure } = useFormSubmit(form, (values) => resetPassword(token, values.newPassword), {
    onSuccess: () => {
      // Every session of the account has ended; forget it here too when this browser held one.
      if (getSessionUser()?.userName.toLowerCase() === email.toLowerCase()) clearSessionUser();
      void navigate(actionPath('RESET_PASSWORD'), { replace: true });
    },
    onFailure: (error) => {
      if (error.code === LINK_INVALID) onLinkInvalid();
    },
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" data-testid="reset-password-page">
      <form onSubmit={submit} noValidate data-testid="reset-password-form">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('recovery.reset.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="reset-password-account">
              {t('recovery.reset.forAccount', { email })}
            </Text>
          </div>
          <FailureAlert failure={failure} testId="reset-password-error" />
          <NewPasswordInputs
            labels={{ password: t('recovery.reset.newPassword'), repeat: t('recovery.reset.repeatPassword') }}
            password={field('newPassword', 'reset-password-new')}
            repeat={field('repeatPassword', 'reset-password-repeat')}
            autoFocus
          />
          <Text size="sm" c="dimmed">
            {t('recovery.reset.hint')}
          </Text>
          <Button type="submit" loading={submitting} fullWidth data-testid="reset-password-submit">
            {t('recovery.reset.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The error page of a used, expired or forged reset link. */
function ResetLinkInvalid() {
  const { t } = useTranslation();
  return (
    <ActionPanel action="RESET_PASSWORD_INVALID" tone="error" title={t('recovery.reset.invalidTitle')} message={t(LINK_INVALID)}>
      <Button onClick={() => openLoginModal('lostPassword')} data-testid="reset-password-request-new">
        {t('recovery.reset.requestNew')}
      </Button>
    </ActionPanel>
  );
}
