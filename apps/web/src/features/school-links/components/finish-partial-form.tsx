import {
  FinishPartialRegistrationRequest,
  LEARNER_CATEGORIES,
  displayCategory,
  partialRegistrationErrorKey,
  type LearnerCategory,
  type PartialRegistration,
} from '@osk/contract';
import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { PersonNameInputs } from '../../../components/person-name-inputs';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { checkEmailExists, finishPartialRegistration } from '../api/school-links.api';

const resolveFinishForm = schemaResolver(FinishPartialRegistrationRequest, { sync: true });
/** The existence check runs on blur above one character (spec §5). */
const EMAIL_CHECK_MIN = 2;
const EMAIL_TAKEN = 'msg.validation.email.already.used';

function isLearnerCategory(value: string): value is LearnerCategory {
  return (LEARNER_CATEGORIES as readonly string[]).includes(value);
}

export interface FinishPartialFormProps {
  registration: PartialRegistration;
  /** Called with the ACCEPTED registration. */
  onFinished: (registration: PartialRegistration) => void;
}

/**
 * The partial-registration form (spec §5): e-mail, password, repeated password, first and last name
 * required, the passwords equal; the e-mail checked on blur and the button disabled while it belongs to
 * an account; the category selectable only when no school started the registration.
 */
export function FinishPartialForm({ registration, onFinished }: FinishPartialFormProps) {
  const { t } = useTranslation();
  const [userExists, setUserExists] = useState(false);
  const hasSchool = registration.schoolId !== null;
  const form = useForm<FinishPartialRegistrationRequest>({
    mode: 'controlled',
    initialValues: {
      uuid: registration.uuid,
      user: { email: registration.email ?? '', password: '' },
      student: {
        firstName: registration.firstName ?? '',
        lastName: registration.lastName ?? '',
        category: isLearnerCategory(registration.category) ? registration.category : 'B',
      },
      repeatPassword: '',
    },
    validate: resolveFinishForm,
    onValuesChange: (values, previous) => {
      if (values.user.email !== previous.user.email && userExists) setUserExists(false);
    },
  });
  const field = useFormFields(form);

  const checkEmail = async () => {
    const email = form.getValues().user.email.trim();
    if (email.length < EMAIL_CHECK_MIN || form.validateField('user.email').hasError) return;
    const exists = await checkEmailExists(email);
    // The address may have changed while the check ran.
    if (form.getValues().user.email.trim() !== email) return;
    setUserExists(exists);
    if (exists) form.setFieldError('user.email', EMAIL_TAKEN);
  };

  // With a school the server keeps the school's category whatever is sent.
  const { submit, submitting, failure } = useFormSubmit(form, finishPartialRegistration, {
    onSuccess: onFinished,
    onFailure: (error) => {
      if (error.code !== 'DUPLICATED_EMAIL') return;
      setUserExists(true);
      form.setFieldError('user.email', EMAIL_TAKEN);
    },
  });

  const categoryOptions = LEARNER_CATEGORIES.map((value) => ({ value, label: displayCategory(value) }));

  return (
    <form onSubmit={submit} noValidate data-testid="partial-form">
      <Stack gap="sm">
        <FailureAlert failure={failure} testId="partial-error" message={(f) => t(partialRegistrationErrorKey(f.code))} />
        {registration.phoneNumber && (
          <TextInput label={t('schoolLinks.finish.phone')} description={t('schoolLinks.finish.phoneHint')} value={registration.phoneNumber} readOnly variant="filled" data-testid="partial-phone" />
        )}
        <TextInput
          label={t('schoolLinks.finish.email')}
          description={t('schoolLinks.finish.emailHint')}
          type="email"
          autoComplete="email"
          required
          {...field('user.email', 'partial-email')}
          onBlur={() => void checkEmail()}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NewPasswordInputs
            labels={{ password: t('schoolLinks.finish.password'), repeat: t('schoolLinks.finish.repeatPassword') }}
            password={field('user.password', 'partial-password')}
            repeat={field('repeatPassword', 'partial-repeat-password')}
          />
          <PersonNameInputs
            labels={{ firstName: t('schoolLinks.finish.firstName'), lastName: t('schoolLinks.finish.lastName') }}
            firstName={field('student.firstName', 'partial-first-name')}
            lastName={field('student.lastName', 'partial-last-name')}
          />
        </SimpleGrid>
        {hasSchool ? (
          <div data-testid="partial-category-fixed">
            <Text size="sm" fw={500}>
              {t('schoolLinks.finish.category')}: {displayCategory(registration.category)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('schoolLinks.finish.categoryBySchool')}
            </Text>
          </div>
        ) : (
          <Select
            label={t('schoolLinks.finish.category')}
            data={categoryOptions}
            allowDeselect={false}
            required
            {...field('student.category', 'partial-category')}
          />
        )}
        <Button type="submit" loading={submitting} disabled={userExists} data-testid="partial-submit" mt="xs">
          {t('schoolLinks.finish.submit')}
        </Button>
      </Stack>
    </form>
  );
}
