import { LEARNER_CATEGORIES, displayCategory } from '@osk/contract';
import { Alert, Anchor, Checkbox, Loader, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { fieldErrorText } from '../../../lib/forms';
import { ROUTES } from '../../../lib/routes';
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
  const error = (path: string) => fieldErrorText(t, form.errors[path]);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('register.fields.email')}
        type="email"
        autoComplete="email"
        required
        data-testid="register-email"
        rightSection={checks.checkingEmail ? <Loader size="xs" /> : null}
        {...form.getInputProps('user.email')}
        onBlur={() => void checks.onEmailBlur()}
        error={error('user.email')}
      />
      <SimpleGrid cols={cols} spacing="sm">
        <PasswordInput
          label={t('register.fields.password')}
          autoComplete="new-password"
          required
          data-testid="register-password"
          {...form.getInputProps('user.password')}
          error={error('user.password')}
        />
        <PasswordInput
          label={t('register.fields.repeatPassword')}
          autoComplete="new-password"
          required
          data-testid="register-repeat-password"
          {...form.getInputProps('repeatPassword')}
          error={error('repeatPassword')}
        />
      </SimpleGrid>
      <TextInput
        label={t('register.fields.phoneNumber')}
        description={t('register.fields.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        data-testid="register-phone"
        rightSection={checks.checkingPhone ? <Loader size="xs" /> : null}
        {...form.getInputProps('user.phoneNumber')}
        onBlur={() => void checks.onPhoneBlur()}
        error={error('user.phoneNumber')}
      />
      {form.values.clearPhoneNumber && (
        <Alert color="yellow" icon={<AlertIcon />} role="status" data-testid="register-phone-warning" py="xs">
          {t('msg.warn.phone.international')}
        </Alert>
      )}
      <SimpleGrid cols={cols} spacing="sm">
        <TextInput
          label={t('register.fields.firstName')}
          autoComplete="given-name"
          required
          data-testid="register-first-name"
          {...form.getInputProps('student.firstName')}
          error={error('student.firstName')}
        />
        <TextInput
          label={t('register.fields.lastName')}
          autoComplete="family-name"
          required
          data-testid="register-last-name"
          {...form.getInputProps('student.lastName')}
          error={error('student.lastName')}
        />
      </SimpleGrid>
      <Select
        label={t('register.fields.category')}
        description={t('register.fields.categoryHint')}
        data={categories}
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
        data-testid="register-category"
        {...form.getInputProps('student.category')}
        error={error('student.category')}
      />
      <Checkbox
        mt="xs"
        data-testid="register-accepted"
        label={
          <>
            {t('register.fields.acceptPrefix')}{' '}
            <Anchor href={ROUTES.terms} target="_blank" rel="noopener" inherit>
              {t('register.fields.terms')}
            </Anchor>
          </>
        }
        {...form.getInputProps('accepted', { type: 'checkbox' })}
        error={error('accepted')}
      />
    </Stack>
  );
}
