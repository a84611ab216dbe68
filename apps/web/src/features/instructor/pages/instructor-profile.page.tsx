import type { Instructor } from '@osk/contract';
import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { fieldErrorText, serverFieldErrors } from '../../../lib/forms';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { saveOwnInstructor, useOwnInstructor, useRefreshOwnInstructor } from '../api/instructor.api';
import { PageLoading } from '../../../components/page-loading';

/** /instructor/profile: names and notifications editable; e-mail and phone read-only (§2.2, §6). */
export function InstructorProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('instructor.profile.title'));
  const me = useOwnInstructor();
  return (
    <Stack gap="md" maw={640} mx="auto" w="100%" data-testid="instructor-profile">
      <Anchor component={Link} to={ROUTES.instructor} size="sm">
        ← {t('instructor.title')}
      </Anchor>
      <Title order={1} size="h2">
        {t('instructor.profile.title')}
      </Title>
      {me.isPending && <PageLoading />}
      {me.isError && (
        <Alert color="red" data-testid="instructor-profile-error">
          {t('instructor.loadError')}
          <Button variant="light" color="red" ml="sm" size="xs" onClick={() => void me.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {me.data && <ProfileForm key={me.data.id} instructor={me.data} />}
    </Stack>
  );
}

function ProfileForm({ instructor }: { instructor: Instructor }) {
  const { t } = useTranslation();
  const refresh = useRefreshOwnInstructor();
  const [firstName, setFirstName] = useState(instructor.firstName);
  const [lastName, setLastName] = useState(instructor.lastName);
  const [notifications, setNotifications] = useState(instructor.notificationsEnabled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const found: Record<string, string> = {};
    if (firstName.trim() === '') found.firstName = 'msg.validation.required';
    if (lastName.trim() === '') found.lastName = 'msg.validation.required';
    setErrors(found);
    setSaved(false);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await saveOwnInstructor(instructor, { firstName: firstName.trim(), lastName: lastName.trim(), notificationsEnabled: notifications });
    setBusy(false);
    if (!answer.ok) {
      const fields = serverFieldErrors(answer.error.fields);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(apiErrorMessage(t, answer.error));
      return;
    }
    setSaved(true);
    void refresh();
  };

  return (
    <Stack gap="sm">
      {Object.keys(errors).length > 0 && (
        <Alert color="red" data-testid="form-invalid-banner">
          {t('msg.error.invalid.form')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" data-testid="profile-failure">
          {failure}
        </Alert>
      )}
      {saved && (
        <Alert color="green" data-testid="profile-saved">
          {t('instructor.profile.saved')}
        </Alert>
      )}
      <TextInput label={t('instructor.profile.firstName')} value={firstName} maxLength={100} onChange={(e) => setFirstName(e.currentTarget.value)} error={fieldErrorText(t, errors.firstName)} data-testid="profile-first-name" />
      <TextInput label={t('instructor.profile.lastName')} value={lastName} maxLength={100} onChange={(e) => setLastName(e.currentTarget.value)} error={fieldErrorText(t, errors.lastName)} data-testid="profile-last-name" />
      <TextInput label={t('instructor.profile.email')} value={instructor.email} readOnly disabled data-testid="profile-email" />
      <TextInput label={t('instructor.profile.phone')} value={instructor.phoneNumber ?? ''} readOnly disabled data-testid="profile-phone" />
      <Checkbox label={t('instructor.profile.notifications')} checked={notifications} onChange={(e) => setNotifications(e.currentTarget.checked)} data-testid="profile-notifications" />
      <Group justify="space-between">
        <Anchor component={Link} to={`${ROUTES.changePassword}/instructor`} data-testid="profile-change-password">
          {t('instructor.profile.changePassword')}
        </Anchor>
        <Button loading={busy} onClick={() => void save()} data-testid="profile-save">
          {t('instructor.profile.save')}
        </Button>
      </Group>
    </Stack>
  );
}
