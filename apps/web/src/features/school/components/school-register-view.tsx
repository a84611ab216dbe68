import { SchoolRegistrationRequest, type ApiError } from '@osk/contract';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { AlertIcon } from '../../../components/icons';
import { InvalidFormAlert, useInvalidNotice } from '../../../components/invalid-notice';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { PhoneInput } from '../../../components/phone-input';
import { AccountCreatedPanel } from '../../../components/registered-panel';
import { serverFieldErrors } from '../../../lib/forms';
import { useFormFields } from '../../../lib/use-form-fields';
import { TermsCheckbox } from '../../../components/terms-checkbox';
import { registerSchool } from '../api/school.api';
import { AddressFields, toAddressValues, type AddressValues } from './address-fields';

const resolveRegistration = schemaResolver(SchoolRegistrationRequest, { sync: true });
/** The server's warning that another school registered this NIP (the owner may confirm a branch). */
const NIP_REGISTERED = 'msg.validation.nip.already.registered';

interface RegistrationValues {
  email: string;
  password: string;
  repeatPassword: string;
  name: string;
  nip: string;
  phoneNumber: string;
  address: AddressValues;
  billingAddress: AddressValues;
  accepted: boolean;
}

export interface SchoolRegisterViewProps {
  /** Goes to the login view of the modal. */
  onLogin: () => void;
}

/**
 * The "Szkoła jazdy" view of the login modal: the school's registration (the school variant of the
 * registration request): e-mail and password, school name, NIP with its checksum, phone, address,
 * billing address and the terms. The account is activated from the mail, as a learner's.
 */
export function SchoolRegisterView({ onLogin }: SchoolRegisterViewProps) {
  const { t } = useTranslation();
  const notice = useInvalidNotice();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const [nipWarning, setNipWarning] = useState(false);
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: {
      email: '',
      password: '',
      repeatPassword: '',
      name: '',
      nip: '',
      phoneNumber: '',
      address: toAddressValues(null),
      billingAddress: toAddressValues(null),
      accepted: false,
    },
    validate: resolveRegistration,
    onValuesChange: () => {
      notice.hide();
      // The warning was about the values sent; any change asks the server again.
      setNipWarning(false);
    },
  });
  const field = useFormFields(form);

  const send = async (values: RegistrationValues, confirmDuplicateNip: boolean) => {
    setFailure(null);
    setNipWarning(false);
    setSubmitting(true);
    const result = await registerSchool({ ...values, accepted: true, ...(confirmDuplicateNip ? { confirmDuplicateNip: true } : {}) });
    setSubmitting(false);
    if (result.ok) {
      setCreatedFor(result.data.email);
      return;
    }
    if (result.error.code === NIP_REGISTERED) {
      setNipWarning(true);
      return;
    }
    setFailure(result.error);
    form.setErrors(serverFieldErrors(result.error.fields));
  };

  const submit = form.onSubmit((values) => send(values, false), notice.show);

  if (createdFor) return <AccountCreatedPanel email={createdFor} onLogin={onLogin} testId="school-register-success" loginTestId="school-register-login" />;

  return (
    <form ref={notice.formRef} onSubmit={submit} noValidate data-testid="login-view-register-school">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('auth.registerSchool.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('auth.registerSchool.text')}
        </Text>
        {notice.invalid && <InvalidFormAlert testId="school-register-invalid" />}
        <FailureAlert failure={failure} testId="school-register-failure" title={t('msg.error.registered.failed')} />
        {nipWarning && (
          <Alert color="yellow" icon={<AlertIcon />} role="alert" data-testid="school-register-nip-warning" title={t('school.register.nipWarningTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t(NIP_REGISTERED)}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={onLogin} data-testid="school-register-nip-login">
                  {t('school.register.nipLogin')}
                </Button>
                <Button size="xs" color="yellow" loading={submitting} onClick={() => void send(form.getValues(), true)} data-testid="school-register-confirm-nip">
                  {t('school.register.nipConfirm')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('school.register.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email', 'school-register-email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NewPasswordInputs password={field('password', 'school-register-password')} repeat={field('repeatPassword', 'school-register-repeat-password')} />
        </SimpleGrid>
        <TextInput
          label={t('school.edit.name')}
          autoComplete="organization"
          required
          {...field('name', 'school-register-name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('school.edit.nip')} inputMode="numeric" maxLength={13} required {...field('nip', 'school-register-nip')} />
          <PhoneInput label={t('register.fields.phoneNumber')} required {...field('phoneNumber', 'school-register-phone')} />
        </SimpleGrid>
        <AddressFields form={form} path="address" legend={t('school.address.address')} testId="school-register-address" compact />
        <AddressFields form={form} path="billingAddress" legend={t('school.address.billing')} testId="school-register-billing" compact />
        <TermsCheckbox {...field('accepted', 'school-register-accepted', { type: 'checkbox' })} />
        <Button type="submit" loading={submitting} fullWidth data-testid="school-register-submit">
          {t('auth.registerSchool.action')}
        </Button>
      </Stack>
    </form>
  );
}
