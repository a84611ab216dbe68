import { ACCOUNT_DELETION_COOLING_OFF_DAYS, AccountDeletionRequest, type AccountDeletionAnswer } from '@osk/contract';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { formatDate } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { clearSessionUser } from '../../../lib/session/session.store';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { requestAccountDeletion } from '../api/data-rights.api';

const resolveRequest = schemaResolver(AccountDeletionRequest, { sync: true });

/**
 * "Usuń konto" (RODO, issue 24): what happens is said first (closed at once, data erased after the
 * cooling-off, invoices kept as the law requires), the current password confirms it; then the
 * learner is told the date and leaves the logged-in area.
 */
export function AccountDeletion() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [closed, setClosed] = useState<AccountDeletionAnswer | null>(null);
  const form = useForm<AccountDeletionRequest>({ mode: 'controlled', initialValues: { currentPassword: '' }, validate: resolveRequest });
  const field = useFormFields(form);
  const { submit, submitting, failure } = useFormSubmit(form, (values) => requestAccountDeletion(values.currentPassword), {
    onSuccess: (answer) => setClosed(answer),
  });
  const queryClient = useQueryClient();
  // Ended like the user's own logout (the page's guard then goes home, not to "not logged in"), and
  // nothing of the closed account stays in the cache.
  const leave = () => {
    clearSessionUser('logout');
    queryClient.clear();
    void navigate(ROUTES.home, { replace: true });
  };
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setOpened(true)} data-testid="account-delete-open" style={{ alignSelf: 'flex-start' }}>
        {t('profile.dataRights.delete')}
      </Button>
      <Modal opened={opened} onClose={closed ? leave : () => setOpened(false)} title={t('profile.dataRights.deleteTitle')} centered>
        {closed ? (
          <Stack gap="md" data-testid="account-delete-done">
            <Text size="sm">{t('profile.dataRights.deleted', { date: formatDate(closed.anonymisedAfter.slice(0, 10)) })}</Text>
            <Button onClick={leave} data-testid="account-delete-leave" style={{ alignSelf: 'flex-start' }}>
              {t('profile.dataRights.leave')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate data-testid="account-delete-form">
            <Stack gap="md">
              <Text size="sm">{t('profile.dataRights.deleteExplained', { days: ACCOUNT_DELETION_COOLING_OFF_DAYS })}</Text>
              <FailureAlert failure={failure} testId="account-delete-error" message={() => t('profile.dataRights.deleteFailed')} />
              <PasswordInput label={t('profile.passwordChange.currentPassword')} autoComplete="current-password" required data-autofocus {...field('currentPassword', 'account-delete-password')} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setOpened(false)}>
                  {t('profile.dataRights.cancel')}
                </Button>
                <Button type="submit" color="red" loading={submitting} data-testid="account-delete-submit">
                  {t('profile.dataRights.deleteConfirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
