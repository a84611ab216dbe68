import type { SocialProvider } from '@osk/contract';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDate } from '../../../lib/dates';
import { actionPath } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { removeSocialAccount, socialAccountsKey, useSocialAccounts } from '../api/school-links.api';

/** /profile/social: the social accounts linked to the learner, each with a remove button. */
export function SocialAccountsPage() {
  const { t } = useTranslation();
  usePageTitle(t('schoolLinks.social.accountsPageTitle'));
  const user = useSessionUser();
  const accounts = useSocialAccounts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<SocialProvider | null>(null);

  const remove = async (provider: SocialProvider) => {
    setRemoving(provider);
    const result = await removeSocialAccount(provider);
    setRemoving(null);
    await queryClient.invalidateQueries({ queryKey: socialAccountsKey(user?.id) });
    if (!result.ok) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, result.error) });
      return;
    }
    void navigate(actionPath('SOCIAL_ACCOUNT_REMOVED'));
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" data-testid="social-accounts">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('schoolLinks.social.accountsTitle')}
        </Title>
        <Text c="dimmed">{t('schoolLinks.social.accountsIntro')}</Text>
        {accounts.isPending && (
          <Center py="md">
            <Loader aria-label={t('schoolLinks.loading')} />
          </Center>
        )}
        {accounts.isError && (
          <Alert color="red" icon={<AlertIcon />} role="alert">
            {t('schoolLinks.social.loadError')}
          </Alert>
        )}
        {accounts.data?.length === 0 && <Text data-testid="social-none">{t('schoolLinks.social.none')}</Text>}
        {accounts.data?.map((account) => (
          <Paper key={account.provider} withBorder radius="sm" p="md" data-testid={`social-account-${account.provider}`}>
            <Group justify="space-between" gap="sm">
              <div>
                <Text fw={600}>{t(`schoolLinks.social.providers.${account.provider}`)}</Text>
                {account.email && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {account.email}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('schoolLinks.social.linkedAt', { date: formatDate(account.linkedAt) })}
                </Text>
              </div>
              <Button color="red" variant="light" loading={removing === account.provider} onClick={() => void remove(account.provider)} data-testid="social-remove">
                {t('schoolLinks.social.remove')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
