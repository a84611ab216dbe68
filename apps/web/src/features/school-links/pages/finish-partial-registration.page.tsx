import { landingPath, partialRegistrationErrorKey, type PartialRegistration } from '@osk/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OutcomePanel } from '../../../components/outcome-panel';
import { PageLoading } from '../../../components/page-loading';
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

  if (registration.isPending) return <PageLoading label={t('schoolLinks.loading')} />;
  if (registration.isError) {
    const code = registration.error instanceof ApiRequestError ? registration.error.error.code : 'msg.error.partial.failed';
    return (
      <OutcomePanel testId="partial-invalid" tone="error" title={t('schoolLinks.finish.invalidTitle')} message={t(partialRegistrationErrorKey(code))}>
        <Button component={Link} to={ROUTES.home} variant="light">
          {t('schoolLinks.home')}
        </Button>
      </OutcomePanel>
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
    <OutcomePanel testId="partial-finished" tone="success" title={t('schoolLinks.finish.doneTitle')} message={t('schoolLinks.finish.doneText')}>
      {user ? (
        <Button component={Link} to={landingPath(user, new Date())}>
          {t('schoolLinks.toProfile')}
        </Button>
      ) : (
        <Button onClick={() => openLoginModal('login')} data-testid="partial-login">
          {t('schoolLinks.finish.login')}
        </Button>
      )}
    </OutcomePanel>
  );
}
