import { landingPath, partialRegistrationErrorKey, type PartialRegistration } from '@osk/contract';
import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { openLoginModal } from '../../../lib/login-modal.store';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePartialRegistration, useSchoolName } from '../api/school-links.api';
import { FinishPartialForm } from '../components/finish-partial-form';

/** /finishPartialRegistration/{uuid}: the form when NEW, the finished message with a login button when ACCEPTED. */
export function FinishPartialRegistrationPage() {
  const { t } = useTranslation();
  usePageTitle(t('schoolLinks.finish.pageTitle'));
  const uuid = useParams().uuid ?? '';
  const queryClient = useQueryClient();
  const registration = usePartialRegistration(uuid);
  const schoolName = useSchoolName(registration.data?.schoolId ?? null);

  if (registration.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('schoolLinks.loading')} />
      </Center>
    );
  }
  if (registration.isError) {
    const code = registration.error instanceof ApiRequestError ? registration.error.error.code : 'msg.error.partial.failed';
    return (
      <Paper withBorder radius="md" p="xl" maw={640} mx="auto" data-testid="partial-invalid">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <AlertIcon size={36} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('schoolLinks.finish.invalidTitle')}
          </Title>
          <Text size="lg">{t(partialRegistrationErrorKey(code))}</Text>
          <Button component={Link} to={ROUTES.home} variant="light">
            {t('schoolLinks.home')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const data = registration.data;
  if (data.status === 'ACCEPTED') return <FinishedMessage />;

  const onFinished = (finished: PartialRegistration) => {
    queryClient.setQueryData(['school-links', 'partial', uuid], finished);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" data-testid="partial-page">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2" mb="xs">
            {t('schoolLinks.finish.title')}
          </Title>
          <Text c="dimmed">{data.schoolId === null ? t('schoolLinks.finish.introNoSchool') : t('schoolLinks.finish.intro')}</Text>
        </div>
        {schoolName.data && (
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" c="dimmed">
              {t('schoolLinks.finish.school')}:
            </Text>
            <Text fw={600} data-testid="partial-school">
              {schoolName.data}
            </Text>
          </Group>
        )}
        <FinishPartialForm registration={data} onFinished={onFinished} />
      </Stack>
    </Paper>
  );
}

function FinishedMessage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" data-testid="partial-finished">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light">
          <CheckIcon size={36} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('schoolLinks.finish.doneTitle')}
        </Title>
        <Text size="lg">{t('schoolLinks.finish.doneText')}</Text>
        {user ? (
          <Button component={Link} to={landingPath(user, new Date())}>
            {t('schoolLinks.toProfile')}
          </Button>
        ) : (
          <Button onClick={() => openLoginModal('login')} data-testid="partial-login">
            {t('schoolLinks.finish.login')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
