import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { AccountCreatedPanel } from '../../../components/registered-panel';
import { ROUTES } from '../../../lib/routes';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { registerStudent } from '../api/registration.api';
import { toRegistrationRequest, useRegistrationForm, type RegistrationFormValues } from '../hooks/use-registration-form';
import { InvalidFormAlert, useInvalidNotice } from '../../../components/invalid-notice';
import { RegisterFields } from './register-fields';

export interface RegisterViewProps {
  /** Closes the modal (when the learner follows a link out of it). */
  onClose: () => void;
  /** Goes to the login view. */
  onLogin: () => void;
}

/**
 * The Zarejestruj view of the login modal: the registration form of STAGE_1, sent directly. A
 * promotional code goes through the /register wizard, linked below the form.
 */
export function RegisterView({ onClose, onLogin }: RegisterViewProps) {
  const { t } = useTranslation();
  const { form, checks } = useRegistrationForm();
  const notice = useInvalidNotice();
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const sendRegistration = (values: RegistrationFormValues) => {
    notice.hide();
    return registerStudent(toRegistrationRequest(values, false));
  };
  const { submit, submitting, failure } = useFormSubmit(form, sendRegistration, {
    onSuccess: (created) => setCreatedFor(created.email),
    onInvalid: notice.show,
  });

  if (createdFor) return <AccountCreatedPanel email={createdFor} onLogin={onLogin} testId="register-view-success" loginTestId="register-view-login" />;

  return (
    <form ref={notice.formRef} onSubmit={submit} noValidate data-testid="login-view-register" onChange={notice.hide}>
      <Stack gap="sm">
        {notice.invalid && <InvalidFormAlert testId="register-invalid" />}
        <FailureAlert failure={failure} testId="register-failure" title={t('msg.error.registered.failed')} />
        <RegisterFields form={form} checks={checks} compact />
        <Button type="submit" loading={submitting} fullWidth data-testid="register-view-submit">
          {t('register.wizard.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('register.view.promoHint')}{' '}
          <Anchor component={Link} to={ROUTES.register} onClick={onClose} size="sm">
            {t('register.view.toWizard')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
