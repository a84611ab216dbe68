import {
  PHONE_CHECK_MIN_LENGTH,
  StudentRegistrationRequest,
  type FieldError,
  type LearnerCategory,
} from '@osk/contract';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { serverFieldErrors } from '../../../lib/forms';
import { checkPhoneNumberExists } from '../api/registration.api';
import { checkEmailOnBlur, EMAIL_USED } from '../lib/email-check';

/** The values of the registration form: the request of spec §3 without the fields the server sets. */
export interface RegistrationFormValues {
  user: { email: string; phoneNumber: string; password: string };
  student: { firstName: string; lastName: string; category: LearnerCategory };
  repeatPassword: string;
  accepted: boolean;
  /** Result of the e-mail blur check. */
  userExists: boolean;
  /** Result of the phone blur check. */
  phoneExists: boolean;
  /** A foreign phone was entered and cleared: the warning shows and no phone is saved. */
  clearPhoneNumber: boolean;
  /** The promotional code of STAGE_2 (optional). */
  coupon: string;
}

export type RegistrationForm = UseFormReturnType<RegistrationFormValues>;

/** What the registration fields need besides the form: blur checks and whether one is running. */
export interface RegistrationChecks {
  onEmailBlur: () => Promise<void>;
  onPhoneBlur: () => Promise<void>;
  checkingEmail: boolean;
  checkingPhone: boolean;
}

const PHONE_USED = 'msg.validation.phone.already.used';

const resolveRegistration = schemaResolver(StudentRegistrationRequest, { sync: true });

/** The initial values: category B (spec §5). */
export function emptyRegistration(): RegistrationFormValues {
  return {
    user: { email: '', phoneNumber: '', password: '' },
    student: { firstName: '', lastName: '', category: 'B' },
    repeatPassword: '',
    accepted: false,
    userExists: false,
    phoneExists: false,
    clearPhoneNumber: false,
    coupon: '',
  };
}

/** The request of spec §3 built from the form; status, dates and access are left for the server. */
export function toRegistrationRequest(values: RegistrationFormValues, withCoupon: boolean): StudentRegistrationRequest {
  return {
    user: {
      email: values.user.email.trim(),
      status: 'NEW',
      failedLogins: 0,
      registerDate: null,
      lastLoginDate: null,
      phoneNumber: values.clearPhoneNumber ? '' : values.user.phoneNumber.trim(),
      password: values.user.password,
    },
    student: {
      firstName: values.student.firstName.trim(),
      lastName: values.student.lastName.trim(),
      category: values.student.category,
      blockChangeCategory: false,
      learningAvailableTill: null,
    },
    repeatPassword: values.repeatPassword,
    accepted: values.accepted === true,
    userExists: values.userExists,
    phoneExists: values.phoneExists,
    clearPhoneNumber: values.clearPhoneNumber,
    coupon: withCoupon ? values.coupon.trim() : '',
  } as StudentRegistrationRequest;
}

/** Server field errors mapped onto the form (the form has the request's paths). */
export function registrationErrors(fields: readonly FieldError[] | undefined): Record<string, string> {
  return serverFieldErrors(fields);
}

/** Field paths of STAGE_1; an error on one of them sends the wizard back there. */
export function isStageOneField(path: string): boolean {
  return path !== 'coupon';
}

/**
 * The registration form (spec §5): validated with the contract schema the server uses, plus the
 * blur checks: the e-mail above 1 character via checkIfEmailExists, the phone at 9 or more characters
 * via checkIfPhoneNumberExists; a foreign phone is cleared and a warning shows.
 */
export function useRegistrationForm(): { form: RegistrationForm; checks: RegistrationChecks } {
  const [checkingEmail, setCheckingEmail] = useState(false);
  const [checkingPhone, setCheckingPhone] = useState(false);
  const form = useForm<RegistrationFormValues>({
    mode: 'controlled',
    initialValues: emptyRegistration(),
    validate: (values) => {
      const errors = resolveRegistration(values);
      if (values.userExists && !errors['user.email']) errors['user.email'] = EMAIL_USED;
      if (values.phoneExists && !errors['user.phoneNumber']) errors['user.phoneNumber'] = PHONE_USED;
      return errors;
    },
    onValuesChange: (values, previous) => {
      // A changed value needs a fresh check: forget the previous result.
      if (values.user.email !== previous.user.email && values.userExists) form.setFieldValue('userExists', false);
      if (values.user.phoneNumber !== previous.user.phoneNumber) {
        if (values.phoneExists) form.setFieldValue('phoneExists', false);
        if (values.user.phoneNumber !== '' && values.clearPhoneNumber) form.setFieldValue('clearPhoneNumber', false);
      }
    },
  });

  const onEmailBlur = () => checkEmailOnBlur(form, 'user.email', () => form.getValues().user.email.trim(), setCheckingEmail);

  const onPhoneBlur = async () => {
    const phone = form.getValues().user.phoneNumber.trim();
    if (phone.length < PHONE_CHECK_MIN_LENGTH) return;
    setCheckingPhone(true);
    const result = await checkPhoneNumberExists(phone);
    setCheckingPhone(false);
    if (form.getValues().user.phoneNumber.trim() !== phone) return;
    if (result.ok && result.data.international) {
      // Spec §5: only Polish numbers are saved; the foreign one is cleared with a warning.
      // Field by field: setValues would also clear the errors of every other field.
      form.setFieldValue('clearPhoneNumber', true);
      form.setFieldValue('phoneExists', false);
      form.setFieldValue('user.phoneNumber', '');
      form.clearFieldError('user.phoneNumber');
    } else if (result.ok) {
      form.setFieldValue('phoneExists', result.data.exists);
      if (result.data.exists) form.setFieldError('user.phoneNumber', PHONE_USED);
      else if (form.errors['user.phoneNumber'] === PHONE_USED) form.clearFieldError('user.phoneNumber');
    } else if (result.status === 400) {
      form.setFieldError('user.phoneNumber', serverFieldErrors(result.error.fields).phoneNumber ?? 'msg.validation.phone.invalid');
    }
  };

  return { form, checks: { onEmailBlur, onPhoneBlur, checkingEmail, checkingPhone } };
}
