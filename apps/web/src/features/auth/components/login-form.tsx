import { ENDPOINTS, LoginForm, type LoginUser } from '@osk/contract';
import { Anchor, Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { apiUrl } from '../../../lib/api/api-client';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { setSessionUser } from '../../../lib/session/session.store';
import { login } from '../api/login.api';

export interface LoginFormViewProps {
  /** Called with the stored user after a successful login. */
  onSuccess: (user: LoginUser) => void;
  /** Opens the lost-password view. */
  onForgotPassword: () => void;
}

const resolveLoginForm = schemaResolver(LoginForm, { sync: true });

/**
 * Login with e-mail or phone and password (spec §5): both required before submitting; a failed
 * login shows the server's reason and clears the password field (spec §8).
 */
export function LoginFormView({ onSuccess, onForgotPassword }: LoginFormViewProps) {
  const { t } = useTranslation();
  const form = useForm<LoginForm>({
    mode: 'controlled',
    initialValues: { userName: '', password: '' },
    validate: resolveLoginForm,
  });
  const field = useFormFields(form);
  const { submit, submitting, failure } = useFormSubmit(form, login, {
    onSuccess: (user) => {
      setSessionUser(user);
      onSuccess(user);
    },
    onFailure: () => form.setFieldValue('password', ''),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FailureAlert failure={failure} testId="login-error" />
        <TextInput
          label={t('auth.login.userName')}
          description={t('auth.login.userNameHint')}
          autoComplete="username"
          required
          data-autofocus
          {...field('userName', 'login-username')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
          {...field('password', 'login-password')}
        />
        <Button type="submit" loading={submitting} fullWidth data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} ta="center">
          {t('auth.login.forgotPassword')}
        </Anchor>
        <Divider label={t('schoolLinks.social.or')} labelPosition="center" />
        {/* A full page load: the server answers with a redirect to the provider's login dialog. */}
        <Button component="a" href={apiUrl(ENDPOINTS.socialLoginFacebook)} variant="default" fullWidth data-testid="login-facebook">
          {t('schoolLinks.social.loginWithFacebook')}
        </Button>
      </Stack>
    </form>
  );
}
