import { displayCategory } from '@osk/contract';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { CalendarFeedCard } from '../../../components/calendar-feed-card';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { AccessList } from '../components/access-list';
import { AccountSettingsLinks } from '../components/account-settings-links';

/** The student start page (/profile): who I am, my school, my access windows. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.pageTitle'));
  const student = useCurrentLearner();

  if (student.isPending) {
    return (
      <Center py="xl" data-testid="profile-loading">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  if (student.isError) {
    const { error } = student;
    return (
      <Alert color="red" icon={<AlertIcon />} title={t('profile.loadError')} data-testid="profile-error" role="alert">
        <Stack gap="sm" align="flex-start">
          {error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, error.error)}</Text>}
          <Button variant="light" color="red" onClick={() => void student.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { data } = student;
  const name = `${data.firstName} ${data.lastName}`.trim();
  return (
    <Stack gap="lg">
      <Title order={1} data-testid="profile-heading">
        {t('profile.greeting', { name })}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h3" mb="md">
            {t('profile.details')}
          </Title>
          <Stack gap="xs">
            <Detail label={t('profile.email')} value={data.email} />
            <Detail label={t('profile.phone')} value={data.phoneNumber ?? t('profile.noPhone')} />
            <Detail label={t('profile.category')} value={displayCategory(data.category)} testId="profile-category" />
            <Detail label={t('profile.school')} value={data.schoolName ?? t('profile.noSchool')} testId="profile-school" />
          </Stack>
        </Paper>
        <AccessList student={data} />
      </SimpleGrid>
      {/* A school's learner has lessons in its scheduler: they can follow them in a phone calendar. */}
      {data.schoolName && <CalendarFeedCard />}
      <AccountSettingsLinks />
    </Stack>
  );
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={{ base: 110, sm: 160 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
