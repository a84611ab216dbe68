import { CouponRegistrationRequest, PHONE_CHECK_MIN_LENGTH } from '@osk/contract';
import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { RegisteredLoginButton, RegisteredPanel } from '../../../components/registered-panel';
import { PhoneInput } from '../../../components/phone-input';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { TermsCheckbox } from '../../../components/terms-checkbox';
import { checkPhoneNumberExists, registerWithCoupon } from '../api/registration.api';
import { checkEmailOnBlur, EMAIL_USED } from '../lib/email-check';
import { CouponField, useCouponCheck } from './coupon-code-input';
import { InvalidFormAlert, useInvalidNotice } from '../../../components/invalid-notice';

interface CouponFormValues {
  email: string;
  phoneNumber: string;
  coupon: string;
  userExists: boolean;
  accepted: boolean;
}

const PHONE_USED = 'msg.validation.phone.already.used';
const resolveCouponForm = schemaResolver(CouponRegistrationRequest, { sync: true });

export interface CouponViewProps {
  /** Goes to the login view after the account is created. */
  onLogin?: () => void;
}

/**
 * Registration with a coupon (the Kupon view, spec §5): e-mail, phone and coupon required; the coupon
 * is checked on blur ("KOD PRAWIDŁOWY" / "KOD NIEPRAWIDŁOWY"); a foreign phone is an error here. The
 * activation mail lets the learner set the password, which this form does not ask for.
 */
export function CouponView({ onLogin }: CouponViewProps) {
  const { t } = useTranslation();
  const coupon = useCouponCheck();
  const notice = useInvalidNotice();
  const [checking, setChecking] = useState<'email' | 'phone' | null>(null);
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const form = useForm<CouponFormValues>({
    mode: 'controlled',
    initialValues: { email: '', phoneNumber: '', coupon: '', userExists: false, accepted: false },
    validate: (values) => {
      const errors = resolveCouponForm(values);
      if (values.userExists && !errors.email) errors.email = EMAIL_USED;
      return errors;
    },
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email && values.userExists) form.setFieldValue('userExists', false);
    },
  });
  const field = useFormFields(form);

  const onEmailBlur = () => checkEmailOnBlur(form, 'email', () => form.getValues().email.trim(), (busy) => setChecking(busy ? 'email' : null));

  const onPhoneBlur = async () => {
    const phone = form.getValues().phoneNumber.trim();
    if (phone.length < PHONE_CHECK_MIN_LENGTH) return;
    setChecking('phone');
    const result = await checkPhoneNumberExists(phone);
    setChecking(null);
    if (form.getValues().phoneNumber.trim() !== phone) return;
    if (result.ok && result.data.international) form.setFieldError('phoneNumber', 'msg.error.phone.only.polish');
    else if (result.ok && result.data.exists) form.setFieldError('phoneNumber', PHONE_USED);
    else if (!result.ok && result.status === 400) form.setFieldError('phoneNumber', 'msg.validation.phone.invalid');
  };

  const sendRegistration = (values: CouponFormValues) => {
    notice.hide();
    return registerWithCoupon({
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
      coupon: values.coupon.trim(),
      userExists: values.userExists,
      accepted: true,
    });
  };
  const { submit, submitting, failure } = useFormSubmit(form, sendRegistration, {
    onSuccess: (created) => setCreatedFor(created.email),
    onFailure: (error) => {
      if (error.code === 'msg.error.coupon.not.found') coupon.reset();
    },
    onInvalid: notice.show,
  });

  if (createdFor) {
    return (
      <RegisteredPanel testId="coupon-success" title={t('msg.info.student.created.coupon')} titleTestId="coupon-success-message" email={createdFor}>
        <Text size="sm" c="dimmed">
          {t('register.coupon.setPasswordHint')}
        </Text>
        {onLogin && <RegisteredLoginButton onLogin={onLogin} variant="light" />}
      </RegisteredPanel>
    );
  }

  return (
    <form ref={notice.formRef} onSubmit={submit} noValidate data-testid="login-view-coupon" onChange={notice.hide}>
      <Stack gap="sm">
        <Text size="sm">{t('register.coupon.lead')}</Text>
        {notice.invalid && <InvalidFormAlert testId="coupon-invalid" />}
        <FailureAlert failure={failure} testId="coupon-failure" title={t('msg.error.registered.failed')} />
        <TextInput
          label={t('register.fields.email')}
          type="email"
          autoComplete="email"
          required
          rightSection={checking === 'email' ? <Loader size="xs" /> : null}
          {...field('email', 'coupon-email')}
          onBlur={() => void onEmailBlur()}
        />
        <PhoneInput
          label={t('register.fields.phoneNumber')}
          description={t('register.coupon.phoneHint')}
          required
          rightSection={checking === 'phone' ? <Loader size="xs" /> : null}
          {...field('phoneNumber', 'coupon-phone')}
          onBlur={() => void onPhoneBlur()}
        />
        <CouponField form={form} coupon={coupon} testId="coupon-code" label={t('register.coupon.code')} required />
        <TermsCheckbox {...field('accepted', 'coupon-accepted', { type: 'checkbox' })} />
        <Button type="submit" loading={submitting} fullWidth data-testid="coupon-submit">
          {t('register.coupon.submit')}
        </Button>
      </Stack>
    </form>
  );
}
