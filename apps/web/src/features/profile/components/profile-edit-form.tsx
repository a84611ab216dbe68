import { displayCategory, ProfileEditForm, type Student } from '@osk/contract';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { PersonNameInputs } from '../../../components/person-name-inputs';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { ROUTES } from '../../../lib/routes';
import { updateStudent } from '../api/account-settings.api';
import { useStoreCurrentLearner } from '../../../entities/learner/current-learner';

const resolveProfileEdit = schemaResolver(ProfileEditForm, { sync: true });

export interface ProfileEditFormProps {
  student: Student;
  /** Called with the saved student after a successful save. */
  onSaved: (student: Student) => void;
  onCancel: () => void;
}

/**
 * The profile edit form (/profile/edit): first and last name are editable; the e-mail is the login
 * and stays read-only; phone, password and category have their own pages, linked from here.
 */
export function ProfileEditFormView({ student, onSaved, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const storeLearner = useStoreCurrentLearner();
  const form = useForm<ProfileEditForm>({
    mode: 'controlled',
    initialValues: { firstName: student.firstName, lastName: student.lastName },
    validate: resolveProfileEdit,
  });
  const field = useFormFields(form);
  const { submit, submitting, failure } = useFormSubmit(form, updateStudent, {
    onSuccess: (saved) => {
      storeLearner(saved);
      notifications.show({ color: 'green', message: t('msg.info.edit.successful') });
      onSaved(saved);
    },
  });

  return (
    <form onSubmit={submit} noValidate data-testid="profile-edit-form">
      <Stack gap="md">
        <FailureAlert failure={failure} testId="profile-edit-error" title={t('msg.error.edit.failed')} message={(f) => f.code !== 'msg.error.edit.failed' && apiErrorMessage(t, f)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonNameInputs
            labels={{ firstName: t('profile.edit.firstName'), lastName: t('profile.edit.lastName') }}
            firstName={field('firstName', 'profile-edit-first-name')}
            lastName={field('lastName', 'profile-edit-last-name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('profile.edit.email')}
          description={t('profile.edit.emailHint')}
          value={student.email}
          readOnly
          variant="filled"
          data-testid="profile-edit-email"
        />
        <Stack gap="xs">
          <LinkedValue label={t('profile.edit.phone')} value={student.phoneNumber ?? t('profile.noPhone')} to={ROUTES.profileChangePhone} testId="profile-edit-phone-link" />
          <LinkedValue
            label={t('profile.edit.category')}
            value={displayCategory(student.category)}
            to={`${ROUTES.profileChangeCategory}/edit`}
            testId="profile-edit-category-link"
          />
          <LinkedValue label={t('profile.edit.password')} value="••••••" to={`${ROUTES.profileChangePassword}/edit`} testId="profile-edit-password-link" />
        </Stack>
        <Group gap="sm">
          <Button type="submit" loading={submitting} data-testid="profile-edit-submit">
            {t('profile.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('profile.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LinkedValue({ label, value, to, testId }: { label: string; value: ReactNode; to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={90}>
        {label}
      </Text>
      <Text fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Anchor component={Link} to={to} size="sm" data-testid={testId}>
        {t('profile.edit.change')}
      </Anchor>
    </Group>
  );
}
