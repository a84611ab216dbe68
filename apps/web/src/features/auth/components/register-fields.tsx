import { LEARNER_CATEGORIES, displayCategory } from '@osk/contract';
import { Alert, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { PersonNameInputs } from '../../../components/person-name-inputs';
import { PhoneInput } from '../../../components/phone-input';
import { useFormFields } from '../../../lib/use-form-fields';
import { TermsCheckbox } from '../../../components/terms-checkbox';
import type { RegistrationChecks, RegistrationForm } from '../hooks/use-registration-form';

export interface RegisterFieldsProps {
  form: RegistrationForm;
  checks: RegistrationChecks;
  /** One column (the login modal) instead of pairs of fields side by side. */
  compact?: boolean;
}

/**
 * The fields of the individual registration (spec §5): e-mail, password and repeat, phone, first and
 * last name, category (default B) and the terms. E-mail and phone are checked on blur.
 */
export function RegisterFields({ form, checks, compact = false }: RegisterFieldsProps) {
  const { t } = useTranslation();
  const cols = compact ? 1 : { base: 1, sm: 2 };
  const categories = LEARNER_CATEGORIES.map((category) => ({
    value: category,
    label: `${displayCategory(category)} – ${t(`register.categories.${category}`)}`,
  }));
  const field = useFormFields(form);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('register.fields.email')}
        type="email"
        autoComplete="email"
        required
        rightSection={checks.checkingEmail ? <Loader size="xs" /> : null}
        {...field('user.email', 'register-email')}
        onBlur={() => void checks.onEmailBlur()}
      />
      <SimpleGrid cols={cols} spacing="sm">
        <NewPasswordInputs password={field('user.password', 'register-password')} repeat={field('repeatPassword', 'register-repeat-password')} />
      </SimpleGrid>
      <PhoneInput
        label={t('register.fields.phoneNumber')}
        description={t('register.fields.phoneHint')}
        rightSection={checks.checkingPhone ? <Loader size="xs" /> : null}
        {...field('user.phoneNumber', 'register-phone')}
        onBlur={() => void checks.onPhoneBlur()}
      />
      {form.values.clearPhoneNumber && (
        <Alert color="yellow" icon={<AlertIcon />} role="status" data-testid="register-phone-warning" py="xs">
          {t('msg.warn.phone.international')}
        </Alert>
      )}
      <SimpleGrid cols={cols} spacing="sm">
        <PersonNameInputs firstName={field('student.firstName', 'register-first-name')} lastName={field('student.lastName', 'register-last-name')} />
      </SimpleGrid>
      <Select
        label={t('register.fields.category')}
        description={t('register.fields.categoryHint')}
        data={categories}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
        {...field('student.category', 'register-category')}
      />
      <TermsCheckbox {...field('accepted', 'register-accepted', { type: 'checkbox' })} />
    </Stack>
  );
}
