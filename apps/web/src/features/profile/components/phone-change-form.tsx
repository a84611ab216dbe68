import { PHONE_CODE_LENGTH, PhoneChangeRequest, PhoneCodeForm, type ApiError, type PhoneChangeResult } from '@osk/contract';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { serverFieldErrors } from '../../../lib/forms';
import { PhoneInput } from '../../../components/phone-input';
import { useFormFields } from '../../../lib/use-form-fields';
import { changePhoneNumber } from '../api/account-settings.api';

const resolvePhoneStep = schemaResolver(PhoneChangeRequest, { sync: true });
const resolveCodeStep = schemaResolver(PhoneCodeForm, { sync: true });

interface PhoneFormValues {
  phoneNumber: string;
  code: string;
}

/** What the form shows above its fields. */
type Notice = { kind: 'error'; text: string } | { kind: 'codeSent'; phone: string } | null;

export interface PhoneChangeFormProps {
  /** Called after the new number has been stored (spec §4: success, then back to the previous path). */
  onChanged: (phoneNumber: string) => void;
}

/**
 * The two-step phone change of spec §4: the first save sends the number and an SMS code goes to it
 * (codeSent); the second save sends the code and stores the number. ERROR before the code was sent
 * and EXISTS mean the number is used by another account; ERROR after it means the code did not match
 * (spec §8); INTERNATIONAL means the number is not Polish.
 */
export function PhoneChangeForm({ onChanged }: PhoneChangeFormProps) {
  const { t } = useTranslation();
  const [codeSent, setCodeSent] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<PhoneFormValues>({
    mode: 'controlled',
    initialValues: { phoneNumber: '', code: '' },
    validate: (values) => (codeSent ? resolveCodeStep(values) : resolvePhoneStep({ phoneNumber: values.phoneNumber })),
  });
  const field = useFormFields(form);

  const showFailure = (error: ApiError) => {
    setNotice({ kind: 'error', text: apiErrorMessage(t, error) });
    form.setErrors(serverFieldErrors(error.fields));
  };

  /** First step (and "send again"): ask for a code for the number in the field. */
  const requestCode = async (phoneNumber: string) => {
    setSubmitting(true);
    setNotice(null);
    const result = await changePhoneNumber(phoneNumber);
    setSubmitting(false);
    if (!result.ok) return showFailure(result.error);
    handleFirstStep(result.data);
  };

  const handleFirstStep = (answer: PhoneChangeResult) => {
    switch (answer.status) {
      case 'SUCCESS':
        if (answer.codeSent) {
          setCodeSent(true);
          form.setFieldValue('code', '');
          setNotice({ kind: 'codeSent', phone: answer.phoneNumber });
        } else {
          // Already this account's number: nothing to confirm.
          finish(answer.phoneNumber);
        }
        return;
      case 'INTERNATIONAL':
        form.setFieldError('phoneNumber', 'message.error.only.localnumbers');
        return;
      case 'ERROR':
      case 'EXISTS':
        setNotice({ kind: 'error', text: t('msg.error.phoneNumber.already.used') });
        return;
    }
  };

  const finish = (phoneNumber: string) => {
    notifications.show({ color: 'green', message: t('msg.info.edit.successful') });
    onChanged(phoneNumber);
  };

  const confirmCode = async (values: PhoneFormValues) => {
    setSubmitting(true);
    setNotice(null);
    const result = await changePhoneNumber(values.phoneNumber, values.code.trim());
    setSubmitting(false);
    if (!result.ok) return showFailure(result.error);
    switch (result.data.status) {
      case 'SUCCESS':
        finish(result.data.phoneNumber);
        return;
      case 'ERROR':
        setNotice({ kind: 'error', text: t('msg.error.phoneNumber.code.not.matched') });
        form.setFieldValue('code', '');
        return;
      case 'EXISTS':
        // Another account took the number meanwhile: start again with another number.
        setCodeSent(false);
        setNotice({ kind: 'error', text: t('msg.error.phoneNumber.already.used') });
        return;
      case 'INTERNATIONAL':
        setCodeSent(false);
        form.setFieldError('phoneNumber', 'message.error.only.localnumbers');
        return;
    }
  };

  const submit = form.onSubmit((values) => (codeSent ? confirmCode(values) : requestCode(values.phoneNumber)));

  const changeNumber = () => {
    setCodeSent(false);
    setNotice(null);
    form.setFieldValue('code', '');
    form.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="phone-change-form" data-step={codeSent ? 'code' : 'phone'}>
      <Stack gap="md">
        {notice?.kind === 'error' && (
          <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="phone-change-error">
            {notice.text}
          </Alert>
        )}
        {notice?.kind === 'codeSent' && (
          <Alert color="blue" icon={<InfoIcon />} role="status" data-testid="phone-code-sent">
            {t('profile.phoneChange.codeSent', { phone: notice.phone })}
          </Alert>
        )}
        <PhoneInput
          label={t('profile.phoneChange.phone')}
          description={t('profile.phoneChange.phoneHint')}
          required
          readOnly={codeSent}
          variant={codeSent ? 'filled' : 'default'}
          {...field('phoneNumber', 'phone-change-number')}
        />
        {codeSent && (
          <TextInput
            label={t('profile.phoneChange.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            required
            data-autofocus
            {...field('code', 'phone-change-code')}
          />
        )}
        <Group gap="sm">
          <Button type="submit" loading={submitting} data-testid="phone-change-submit">
            {codeSent ? t('profile.phoneChange.confirm') : t('profile.phoneChange.sendCode')}
          </Button>
        </Group>
        {codeSent && (
          <Group gap="lg">
            <Anchor component="button" type="button" size="sm" onClick={() => void requestCode(form.getValues().phoneNumber)} data-testid="phone-change-resend">
              {t('profile.phoneChange.resend')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={changeNumber} data-testid="phone-change-other-number">
              {t('profile.phoneChange.changeNumber')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  );
}
